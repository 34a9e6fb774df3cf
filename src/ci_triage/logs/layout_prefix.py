"""A tool's layout at a line's start, not its message: a build tool's log level tag (Maven's
``[ERROR]``, ``[WARNING]`` and ``[INFO]``, with the padding Surefire's ``Results:`` list adds,
``[ERROR]   CalcTest.sums:7 …``; sbt's ``[error]`` and ``[warn]``), pytest's explanation column
(``E       assert -1 == 5``) and the JUnit console launcher's ``=>``. A failed test's message and the
summary's quote are read without it, and a tag's ``ERROR`` is no failure word."""

from __future__ import annotations

from ci_triage.logs.re2_patterns import LazyRE2

_LEVEL_TAG = r"(?i:^\s*\[(?:error|fatal|severe|warn|warning|info|debug|trace|verbose|success)\]:?\s*)"
LEVEL_TAG = LazyRE2(_LEVEL_TAG)
"""A bracketed log level, the colon some tools put after it (ansible's ``[ERROR]: …``) and the
blanks around it, at the start of a line's text."""
_LAYOUT_PREFIX = LazyRE2(_LEVEL_TAG + r"|^E {2,}|^\s*=> ")
"""A :data:`LEVEL_TAG`, pytest's ``E`` column and its padding (``_pytest/_code/code.py``'s
``fail_marker``, ``E   `` before each line of a failed test's explanation), or the JUnit Platform
console launcher's ``=>`` before a failed test's exception (``    => org.opentest4j.AssertionFailedError:
expected: <1> but was: <2>``, under its ``Failures (N):`` entry)."""


def without_layout_prefix(text: str) -> str:
    """``text`` (one log line's text) without its leading layout (:data:`_LAYOUT_PREFIX`), if any,
    and the blanks after it: ``[ERROR]   CalcTest.sums:7 expected: <6>`` → ``CalcTest.sums:7
    expected: <6>``, ``E       assert -1 == 5`` → ``assert -1 == 5``. A line of the tag alone
    becomes ``""``."""
    prefix = _LAYOUT_PREFIX.match(text)
    return text[prefix.end() :] if prefix else text
