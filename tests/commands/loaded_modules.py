"""Which of some modules a ``ci-triage`` command imports: the command run through
:func:`ci_triage.commands.cli.main` in a fresh interpreter, which then names on its last line of
standard error those of the watched modules in ``sys.modules`` (``loaded: a,b``, or ``loaded: none``)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

PROBE = """
import sys
from ci_triage.commands.cli import main
watched = sys.argv[1].split(",")
code = main(sys.argv[2:])
loaded = sorted(name for name in watched if name in sys.modules)
print("loaded:", ",".join(loaded) or "none", file=sys.stderr)
raise SystemExit(code)
"""


def run_watching(
    argv: Sequence[str], watched: Sequence[str], env: Mapping[str, str], cwd: Path | None = None
) -> subprocess.CompletedProcess[str]:
    """``ci-triage ARGV`` in a fresh interpreter with ``env`` (the whole environment) in ``cwd``; its
    standard error ends with the ``loaded:`` line for ``watched`` (module names, e.g. ``github``)."""
    return subprocess.run(
        [sys.executable, "-c", PROBE, ",".join(watched), *argv],
        env=dict(env),
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def loaded(run: subprocess.CompletedProcess[str]) -> list[str]:
    """The watched modules a :func:`run_watching` run imported, from its ``loaded:`` line."""
    line = run.stderr.rstrip("\n").rsplit("\n", 1)[-1]
    assert line.startswith("loaded: "), run.stderr
    names = line.removeprefix("loaded: ")
    return [] if names == "none" else names.split(",")
