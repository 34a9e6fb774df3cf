"""The release pip was asked for but left out for its ``Requires-Python``: why it found no version.

pip (23 to 25) lists the releases it ignored because their ``Requires-Python`` leaves the running
interpreter out on a line of its own, right above its verdict::

    ERROR: Ignored the following versions that require a different python version: 2.3.5 Requires-Python >=3.11; …
    ERROR: Could not find a version that satisfies the requirement numpy==2.3.5 (from versions: 1.3.0, …, 2.2.6)
    ERROR: No matching distribution found for numpy==2.3.5

When the exact version asked for is among them, the release exists but needs a newer Python than
the job's (trial 115: ``numpy==2.3.5`` on Python 3.10): that line explains the verdict, which alone
reads as a version that does not exist. Every pattern is RE2 (linear time).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ci_triage.logs.re2_patterns import LazyRE2

if TYPE_CHECKING:
    from ci_triage.logs.localise import LogLine

IGNORED_LINE = LazyRE2(r"^\s*ERROR: Ignored the following versions that require a different python version: ")
"""pip's line listing the releases it left out for their ``Requires-Python`` (``2.3.5 Requires-Python
>=3.11; 2.4.0 Requires-Python >=3.11``), printed above ``Could not find a version that satisfies``."""
IGNORED_LINES = 3
"""Lines above the verdict's line where pip's :data:`IGNORED_LINE` may be (pip prints it right above)."""
ASKED_VERSION = LazyRE2(r"the requirement [A-Za-z0-9][\w.\[\],-]*===?([\w.+!-]+)")
"""The exact version a requirement asks for (``numpy==2.3.5``), group 1."""
_FROM_VERSIONS = " (from versions: "
"""Where pip's verdict starts its list of the releases it could install."""


def ignored_release(lines: dict[int, LogLine], number: int | None) -> tuple[int, str] | None:
    """The entry (``2.3.5 Requires-Python >=3.11``) and the 1-based line number of pip's
    :data:`IGNORED_LINE`, within the :data:`IGNORED_LINES` lines above line ``number`` of ``lines``
    (the lines read, by 1-based number), that lists the exact version line ``number`` asks for
    (:data:`ASKED_VERSION`); None when that line asks for none, or pip ignored no such release."""
    asked = ASKED_VERSION.search(lines[number].text) if number is not None and number in lines else None
    if number is None or asked is None:
        return None
    wanted = f"{asked.group(1)} Requires-Python "
    for above in range(number - 1, number - 1 - IGNORED_LINES, -1):
        line = lines.get(above)
        if line is None or not (ignored := IGNORED_LINE.search(line.text)):
            continue
        entries = line.text[ignored.end() :].split("; ")
        entry = next((e.strip() for e in entries if e.strip().startswith(wanted)), None)
        if entry is not None:
            return above, entry
    return None


def with_python_cause(headline: str, lines: dict[int, LogLine], head: int) -> str:
    """``headline`` (the quoted text of line ``head`` of ``lines``, by 1-based number) naming the cause
    when pip ignored the very release it asks for (:func:`ignored_release`): its ``(from versions:
    …)`` list, which leaves that release out, replaced by ``(the release needs a newer Python: pip
    ignored `2.3.5 Requires-Python >=3.11`, line 21)``; ``headline`` as it is otherwise."""
    found = ignored_release(lines, head)
    if found is None:
        return headline
    number, entry = found
    kept = headline.split(_FROM_VERSIONS, 1)[0]
    return f"{kept} (the release needs a newer Python: pip ignored `{entry}`, line {number})"
