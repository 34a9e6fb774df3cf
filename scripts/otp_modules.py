"""Write ``src/ci_triage/logs/otp_modules.txt``: the modules of Erlang/OTP's applications that a
stack trace names by a file without a folder.

OTP compiles its own modules from their source folder, so their frames name a bare file
(``{file,"lists.erl"}``); so does a project's module compiled where it lies (``erlc boot.erl``).
:mod:`ci_triage.logs.beam_frames` tells the two apart by the module: OTP's are listed here. The
list is each application's ``modules`` key in its application resource file
(``lib/APP-VSN/ebin/APP.app``, "app" in OTP's kernel reference manual), for the OTP applications of
:data:`~ci_triage.logs.beam_frames.RUNTIME_APPS`.

Source: Debian 12's ``erlang-*`` packages (Erlang/OTP 25.2), under ``/usr/lib/erlang``.

Run: ``python scripts/otp_modules.py`` (``--check``: exit 1 when the list differs from what the
installed OTP gives, without writing it).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

OTP_LIB = Path("/usr/lib/erlang/lib")
LIST_FILE = Path(__file__).resolve().parent.parent / "src" / "ci_triage" / "logs" / "otp_modules.txt"
OTP_APPS = ("erts", "kernel", "stdlib", "compiler", "crypto", "ssl", "inets", "public_key", "eunit", "common_test")
"""The applications of :data:`~ci_triage.logs.beam_frames.RUNTIME_APPS` that are OTP's (the others
are Elixir's)."""
_MODULES = re.compile(r"\{\s*modules\s*,\s*\[(?P<names>[^\]]*)\]", re.DOTALL)
"""The ``{modules, [lists, maps, …]}`` entry of an application resource file."""
_COMMENT = re.compile(r"%[^\n]*")
"""An Erlang comment, to the end of its line (``%% preloaded`` inside erts's module list)."""


def otp_modules(lib: Path) -> list[str]:
    """The sorted module names of :data:`OTP_APPS` under ``lib`` (OTP's ``lib`` folder); raises
    ``FileNotFoundError`` when an application's resource file is missing."""
    names: set[str] = set()
    for app in OTP_APPS:
        resources = sorted(lib.glob(f"{app}-*/ebin/{app}.app"))
        if not resources:
            raise FileNotFoundError(f"no {app}.app under {lib}")
        found = _MODULES.search(_COMMENT.sub("", resources[-1].read_text(encoding="utf-8")))
        if found is None:
            raise FileNotFoundError(f"no modules in {resources[-1]}")
        names.update(name.strip().strip("'") for name in found.group("names").split(",") if name.strip())
    return sorted(names)


def main() -> int:
    """Write the list (or, with ``--check``, compare it); the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    text = "".join(f"{name}\n" for name in otp_modules(OTP_LIB))
    if args.check:
        return 0 if LIST_FILE.read_text(encoding="utf-8") == text else 1
    LIST_FILE.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
