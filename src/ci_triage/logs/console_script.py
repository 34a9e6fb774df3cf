"""An installed command's console script in a Python traceback: its frame, and the command it names.

pip, uv and setuptools install a command of a Python package as a small script in the environment's
``bin/`` (``Scripts\\`` on Windows has ``.exe`` launchers, no frame), named as the command is typed,
without a suffix: ``/opt/hostedtoolcache/Python/3.11.7/x64/bin/jupyter-nbconvert``. Its frame is a
traceback's outermost when the command crashed (``File "/…/bin/jupyter-nbconvert", line 8, in
<module>``), so it names the command that ran even where the log shows no command line: a plain
copy of a tool's output (trial 63: nbconvert's, read as ``python``'s).
"""

from __future__ import annotations

from collections.abc import Iterable

from ci_triage.logs.re2_patterns import LazyRE2

CONSOLE_SCRIPT_FRAME = LazyRE2(r'^\s*File "(?:[^"]*[/\\])?bin[/\\](?P<command>[^"/\\.]+)", line \d+')
"""The frame of a console script pip wrote into an environment's ``bin/`` (``File "/venv/bin/pytest",
line 11, in <module>``, a file without a suffix): the installed tool's entry point, never the
project's frame; ``command`` is its name."""


def console_scripts(texts: Iterable[str]) -> list[str]:
    """The commands whose console scripts' frames (:data:`CONSOLE_SCRIPT_FRAME`) are among the log
    lines ``texts``, in order, each once (``["jupyter-nbconvert"]``); empty when none is."""
    found: dict[str, None] = {}
    for text in texts:
        frame = CONSOLE_SCRIPT_FRAME.match(text)
        if frame is not None:
            found[str(frame.group("command"))] = None
    return list(found)
