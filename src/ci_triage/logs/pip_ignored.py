"""The release pip was asked for but left out for its ``Requires-Python``: why it found no version.

pip (23 to 25) lists the releases it ignored because their ``Requires-Python`` leaves the running
interpreter out on a line of its own, right above its verdict::

    ERROR: Ignored the following versions that require a different python version: 2.3.5 Requires-Python >=3.11; …
    ERROR: Could not find a version that satisfies the requirement numpy==2.3.5 (from versions: 1.3.0, …, 2.2.6)
    ERROR: No matching distribution found for numpy==2.3.5

When a version the requirement allows is among them, the release exists but needs a newer Python
than the job's: the exact version asked for (trial 115: ``numpy==2.3.5`` on Python 3.10), one a range
allows (``futurepkg>=2``, ``futurepkg~=2.0``), or any release of a bare name (``onlyfuture (from
versions: none)``: every release needs a newer Python; pip 23.2.1, session 42's
``tests/fixtures/s42-misc``). That line explains the verdict, which alone reads as a version that
does not exist. Every pattern is RE2 (linear time); versions and specifiers are compared by
``packaging`` (PEP 440), as pip compares them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import InvalidVersion, Version

from ci_triage.logs.re2_patterns import LazyRE2

if TYPE_CHECKING:
    from ci_triage.logs.localise import LogLine

IGNORED_LINE = LazyRE2(r"^\s*ERROR: Ignored the following versions that require a different python version: ")
"""pip's line listing the releases it left out for their ``Requires-Python`` (``2.3.5 Requires-Python
>=3.11; 2.4.0 Requires-Python >=3.11``), printed above ``Could not find a version that satisfies``."""
IGNORED_LINES = 3
"""Lines above the verdict's line where pip's :data:`IGNORED_LINE` may be (pip prints it right above)."""
ASKED = LazyRE2(r"the requirement [A-Za-z0-9][\w.-]*(?:\[[\w.,-]*\])?([<>=!~][^ (;]*)?(?: |$)")
"""A requirement pip names in its verdict: its version specifiers, group 1 (``==2.3.5``, ``>=2``,
``~=2.0``, ``<2,>=1``; none for a bare name)."""
_FROM_VERSIONS = " (from versions: "
"""Where pip's verdict starts its list of the releases it could install."""


def ignored_release(lines: dict[int, LogLine], number: int | None) -> tuple[int, str] | None:
    """The entry (``2.3.5 Requires-Python >=3.11``) and the 1-based line number of pip's
    :data:`IGNORED_LINE`, within the :data:`IGNORED_LINES` lines above line ``number`` of ``lines``
    (the lines read, by 1-based number), that lists a version the requirement line ``number`` names
    allows (:data:`ASKED`; PEP 440's specifiers, read by ``packaging``, the library pip itself vendors;
    of several, the highest, which pip would have chosen);
    None when that line names no requirement, or pip ignored no release it allows."""
    asked = ASKED.search(lines[number].text) if number is not None and number in lines else None
    if number is None or asked is None:
        return None
    try:
        specifier = SpecifierSet(asked.group(1) or "")
    except InvalidSpecifier:
        return None
    for above in range(number - 1, number - 1 - IGNORED_LINES, -1):
        line = lines.get(above)
        if line is None or not (ignored := IGNORED_LINE.search(line.text)):
            continue
        allowed = [
            (version, entry.strip())
            for entry in line.text[ignored.end() :].split("; ")
            if (version := _version(entry.strip().split(" ", 1)[0])) is not None
            and specifier.contains(version, prereleases=True)
        ]
        if allowed:
            return above, max(allowed)[1]
    return None


def _version(text: str) -> Version | None:
    """``text`` as a PEP 440 version (``2.3.5``); None when it is none."""
    try:
        return Version(text)
    except InvalidVersion:
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
