"""The version npm found of a peer it could not resolve, quoted beside the dependency that asked.

npm's ERESOLVE report (npm 8 to 11) names what is installed first and what asks for another version
after it::

    npm error While resolving: ui@1.0.0
    npm error Found: react@19.3.1
    npm error node_modules/react
    npm error   react@"^19.0.0" from the root project
    npm error
    npm error Could not resolve dependency:
    npm error peer react@"^18.3.1" from react-dom@18.3.1

The quoted line (``peer react@"^18.3.1" from react-dom@18.3.1``) says what was asked for, not what it
conflicts with: :func:`with_version_found` adds the ``Found:`` version (trial 86 #14). Every pattern
is RE2 (linear time).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ci_triage.logs.re2_patterns import LazyRE2

if TYPE_CHECKING:
    from ci_triage.logs.localise import LogLine

_DEPENDENCY = LazyRE2(r'^npm (?:ERR!|error) (?:(?:peer|peerOptional|optional|dev|prod) )?\S+@"[^"]*" from \S')
"""The dependency npm could not resolve, the line under ``Could not resolve dependency:``."""
_FOUND = LazyRE2(r"^npm (?:ERR!|error) Found: (?P<found>\S+@\S+)$")
"""What npm found installed of the package in conflict: ``Found: react@19.3.1``."""
_REPORT_START = LazyRE2(r"^npm (?:ERR!|error) (?:code ERESOLVE|ERESOLVE )")
"""The report's first lines: its ``Found:`` line is below them."""
MAX_REPORT_LINES = 24
"""Lines above the dependency's line read at most for its report's ``Found:`` line."""


def with_version_found(headline: str, lines: dict[int, LogLine], head: int) -> str:
    """``headline`` (the quoted text of line ``head``; ``lines`` are the read lines by 1-based number)
    with ``(found: react@19.3.1)`` after it when ``head`` is the dependency of an ERESOLVE report
    (:data:`_DEPENDENCY`) and the report's ``Found:`` line is above it, within
    :data:`MAX_REPORT_LINES` lines and below the report's start; ``headline`` as it is otherwise or
    when it names that version already."""
    if not _DEPENDENCY.match(lines[head].text.strip()):
        return headline
    for number in range(head - 1, max(0, head - MAX_REPORT_LINES) - 1, -1):
        line = lines.get(number)
        if line is None or _REPORT_START.match(line.text.strip()):
            return headline
        found = _FOUND.match(line.text.strip())
        if found is not None:
            version = str(found.group("found"))
            return headline if version in headline else f"{headline} (found: {version})"
    return headline
