"""An installed tool that crashed in its own code: a Python traceback none of whose frames is the project's.

pdm 2.29.4's ``pdm lock -v`` (trial 86) died with ``AttributeError: module 'hishel' has no attribute
'SyncSqliteStorage'`` at the end of some thirty frames, every one in ``site-packages`` (pdm's,
resolvelib's), the standard library's ``functools.py`` or the console script ``bin/pdm``: hishel 2.0,
a dependency pdm does not pin, had removed the class. The category's advice, "the script or program it
names crashed", sent the reader to the project; the fix is in what the job installs: pin the
dependency the exception names, or upgrade (or pin) the tool.
"""

from __future__ import annotations

from ci_triage.base.redact import redact
from ci_triage.logs.console_script import CONSOLE_SCRIPT_FRAME
from ci_triage.logs.installed_package_file import INSTALLED_PACKAGE
from ci_triage.logs.library_frames import INSTALLED, STANDARD
from ci_triage.logs.localise import LogLine
from ci_triage.logs.model import Classification
from ci_triage.logs.plain_advice import plain_advice
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.runner_frames import PYTHON_FRAME

TRACEBACK = "Traceback (most recent call last):"
"""The heading above a Python traceback's frames."""
TRACEBACK_LINES = 400
"""Lines above the exception read at most for its traceback's heading."""
_NAMED_MODULE = LazyRE2(
    r"^(?:AttributeError: module '(?P<module>[\w.]+)' has no attribute "
    r"|ImportError: cannot import name '\w+' from '(?P<imported>[\w.]+)')"
)
"""An exception saying an installed module lacks a name (``AttributeError: module 'hishel' has no
attribute 'SyncSqliteStorage'``, ``ImportError: cannot import name 'x' from 'pkg' (…)``)."""

CRASHED = (
    "An installed tool crashed in its own code: every frame of the traceback is in installed packages"
    " (the innermost in `{package}`) or Python's standard library, none in the project's files, so neither the"
    " project's code nor its lock file is what to fix. "
)
"""The advice's first sentence, naming the package of the innermost installed frame."""
BROKEN_BY = (
    "The exception names another package, `{other}`, that lacks what `{package}` uses: a release of it the tool"
    " does not support was installed (a dependency of the tool it does not pin, bumped). Pin `{other}` below the"
    " release the job installed, where the job installs the tool (`pip install {package} '{other}<VERSION'`, or a"
    " constraints file), or upgrade `{package}` to a release that supports it."
)
"""The advice when the exception names another top-level package than the crashing frame's."""
OWN_BUG = (
    "Upgrade the tool to a release that fixes it, or pin it to the release the last passing run installed"
    " (the job's install step shows the versions)."
)
"""The advice when the exception names no other package."""


def crashed_package(lines: dict[int, LogLine], exception: int) -> str | None:
    """The top-level package of the innermost installed frame (``pdm``) of the traceback whose
    exception is on line ``exception`` (1-based, a key of ``lines``: line number → line read) when
    every frame of it is a library's (:data:`~ci_triage.logs.library_frames.INSTALLED`,
    :data:`~ci_triage.logs.library_frames.STANDARD`, or a console script's) and one is an installed
    package's; ``None`` otherwise (a frame of the project's, no :data:`TRACEBACK` heading within
    :data:`TRACEBACK_LINES` lines above, or an unindented line between that is no frame)."""
    package: str | None = None
    for number in range(exception - 1, max(exception - TRACEBACK_LINES, 0), -1):
        line = lines.get(number)
        if line is None:
            return None
        text = line.text
        if text.strip() == TRACEBACK:
            return package
        if PYTHON_FRAME.match(text) is None:
            if text[:1].isspace():
                continue  # the source line a frame quotes, or its carets
            return None
        library = any(part in text for part in (*INSTALLED, *STANDARD)) or CONSOLE_SCRIPT_FRAME.match(text)
        if not library:
            return None
        found = INSTALLED_PACKAGE.search(text)
        package = package or (found.group("package") if found else None)
    return None


def installed_tool_crash_advice(classification: Classification, lines: dict[int, LogLine]) -> str | None:
    """The next step when the line of ``classification``'s strongest signal of its verdict's category
    (its ``signals``, strongest first), in ``lines`` (line number → line read), is the exception that
    ends a traceback of an installed tool's own frames (:func:`crashed_package`): :data:`CRASHED`,
    then :data:`BROKEN_BY` when the exception names another top-level package than the tool's
    (:data:`_NAMED_MODULE`), else :data:`OWN_BUG`; the log's words redacted. ``None`` otherwise, for
    a network verdict (pip-audit 2.10.1 behind an unreachable proxy ends a traceback of requests',
    urllib3's and cachecontrol's frames with ``requests.exceptions.ProxyError: … Max retries
    exceeded``, trial 120: the network failed, not the tool; its advice is the network's), or when
    the advice would not be plain advice (:func:`~ci_triage.logs.plain_advice.plain_advice`)."""
    if classification.category == "infrastructure/network/flaky":  # checked against Category's literals
        return None
    hit = next((hit for hit in classification.signals if hit.category == classification.category), None)
    exception = hit.line if hit is not None and hit.line in lines else None
    package = crashed_package(lines, exception) if exception is not None else None
    if exception is None or package is None:
        return None
    named = _NAMED_MODULE.match(lines[exception].text.strip())
    module = (named.group("module") or named.group("imported")) if named else None
    other = module.split(".")[0] if module else None
    crashed = CRASHED.format(package=redact(package))
    if other and other != package:
        advice = crashed + BROKEN_BY.format(other=redact(other), package=redact(package))
    else:
        advice = crashed + OWN_BUG
    return advice if plain_advice(advice) else None
