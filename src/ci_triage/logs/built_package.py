"""The package a failed Python package build was building, its version, and what required it.

pip reports a build that failed by its step, which names the package only when it builds the
wheel (pip 24.3.1, 25.1.1, 26.3)::

    Collecting PyYAML<6,>=3.10 (from docker-compose==1.29.2)
      Downloading PyYAML-5.4.1.tar.gz (175 kB)
      …
      × Getting requirements to build wheel did not run successfully.

    Processing /tmp/links/brokenext-0.3.0.tar.gz (from app==1.0)
      …
      × Building wheel for brokenext (pyproject.toml) did not run successfully.

The package is the one pip collected last above its ``×`` line (pip prepares each source
distribution right after collecting it), or, for the wheel step, the one the line names; its
version is its source distribution's file name (``NAME-VERSION.tar.gz``); what required it is the
``(from …)`` of its ``Collecting`` or ``Processing`` line. uv (0.13.10) names the package and
version on its verdict (``error: Failed to build `pyyaml==5.4.1```) and what required it on a hint
below: ``hint: `pyyaml` (v5.4.1) was included because `docker-compose` (v1.29.2) depends on
`pyyaml```. Every pattern is RE2 (linear time).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, BinaryIO

from packaging.utils import canonicalize_name

from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.row_heading import cleaned_text_of
from ci_triage.logs.second_pass import WindowRequest, read_windows

if TYPE_CHECKING:
    from ci_triage.logs.localise import LogLine
    from ci_triage.logs.long_line import LongLine
    from ci_triage.logs.stamps import StampForm

TextOf = Callable[[int], "str | None"]
"""A line's cleaned text by 1-based number; ``None`` for a line not read."""

PIP_BUILD_STEP = LazyRE2(
    r"^\s*× (?:Getting requirements to build (?:wheel|editable)|Preparing (?:editable )?metadata"
    r" \((?:pyproject\.toml|setup\.py)\)|Building (?:editable|wheel) for (\S+) \((?:pyproject\.toml|setup\.py)\)"
    r"|python setup\.py \w+|Running setup\.py install for (\S+)) did not run successfully\.$"
)
"""pip's line naming the build step that failed; group 1 or 2 the package's name where the step names it."""
COLLECTED = LazyRE2(r"^\s*(?:Collecting|Processing) (\S+)(?: \(from (.+)\))?$")
"""pip's line for a requirement it collects (group 1: ``PyYAML<6,>=3.10``, or the path of a local
archive; group 2: what required it, ``docker-compose==1.29.2``, none for one the command named)."""
SOURCE_ARCHIVE = LazyRE2(r"^\s*(?:Downloading|Using cached|Processing) (?:\S*/)?([^/\s]+)\.(?:tar\.gz|zip|tar\.bz2)\b")
"""pip's line for a source distribution it downloaded or read (group 1: ``PyYAML-5.4.1``)."""
REQUIREMENT_NAME = LazyRE2(r"^([A-Za-z0-9][A-Za-z0-9._-]*)")
"""The project name a requirement starts with (PEP 508)."""
UV_FAILED = LazyRE2(r"^\s*(?:error: |Caused by: )Failed to build:? `([^`=]+)==([^`]+)`$")
"""uv's verdict on a package it could not build (groups: its name and version): uv 0.13.10's
``error: Failed to build `pyyaml==5.4.1```, uv 0.2's ``Caused by: Failed to build: `pyyaml==5.4.1```
(astral-sh/uv issue 4069)."""
UV_INCLUDED = LazyRE2(r"^\s*hint: `([^`]+)` \(v[^)]+\) was included because `([^`]+)` \(v([^)]+)\) depends on ")
"""uv's hint naming what required the package (groups: the package, its dependent and that one's version)."""
STEP_LINES = 5000
"""Lines above a quoted line where pip's build step line (:data:`PIP_BUILD_STEP`) may be: a build's
output (a C extension's compiler lines) can be thousands of lines long."""
STEP_BELOW_LINES = 3
"""Lines below a quoted line where pip's build step line may be: with ``-v`` pip prints the build's
output as it runs, above its report (``error: subprocess-exited-with-error``, a blank line, the
``×`` line), not inside it."""
COLLECTED_LINES = 2000
"""Lines above pip's build step line where the package's ``Collecting`` line may be (pip collects
every requirement before it builds wheels)."""
HINT_LINES = 400
"""Lines below uv's verdict where its hint on what required the package may be (below the build's output)."""


@dataclass(frozen=True)
class BuiltPackage:
    """A package a failed build was building: ``name`` as the log spells it, ``version`` (None when
    the log gives none), ``required_by`` (the requirement that pulled it in, ``docker-compose==1.29.2``;
    None when the command named it), ``requirement`` (the log's line for it, ``PyYAML<6,>=3.10``;
    None for uv), ``line`` (the 1-based number of the line naming it) and ``sdist`` (built from a
    source distribution: no wheel of it was taken)."""

    name: str
    version: str | None
    required_by: str | None
    requirement: str | None
    line: int
    sdist: bool

    def label(self) -> str:
        """``PyYAML 5.4.1, required by docker-compose==1.29.2`` (the parts the log gave)."""
        named = f"{self.name} {self.version}" if self.version else self.name
        return f"{named}, required by {self.required_by}" if self.required_by else named


def built_package(lines: dict[int, LogLine], number: int | None) -> BuiltPackage | None:
    """The package the failed build reported at or above line ``number`` (1-based) of ``lines`` (the
    lines read, by 1-based number) was building: pip's build step line (:data:`PIP_BUILD_STEP`)
    within :data:`STEP_LINES` above, and its package's ``Collecting``/``Processing`` line within
    :data:`COLLECTED_LINES` above that; or uv's verdict (:data:`UV_FAILED`) on line ``number``
    itself, with its hint below. None when neither is there, or pip's line names no package it collected."""
    if number is None or number not in lines:
        return None
    text_of = _read_text(lines)
    if found := UV_FAILED.search(lines[number].text):
        return _uv_package(text_of, number, found.group(1), found.group(2))
    step = _build_step(text_of, number)
    return _collected(text_of, step) if step is not None else None


def _read_text(lines: dict[int, LogLine]) -> TextOf:
    """The cleaned text of a line of ``lines`` by 1-based number; ``None`` for one not read."""
    return lambda number: lines[number].text if number in lines else None


def _build_step(text_of: TextOf, number: int) -> int | None:
    """The 1-based number of pip's build step line (:data:`PIP_BUILD_STEP`) at or within
    :data:`STEP_LINES` above line ``number``, else within :data:`STEP_BELOW_LINES` below it;
    None without one."""
    below = range(number + 1, number + 1 + STEP_BELOW_LINES)
    for above in [*range(number, max(number - STEP_LINES, 0), -1), *below]:
        text = text_of(above)
        if text is not None and "did not run successfully" in text and PIP_BUILD_STEP.search(text):
            return above
    return None


def collected_lines(
    file: BinaryIO,
    lines: dict[int, LogLine],
    requests: Sequence[WindowRequest],
    stamp: StampForm | None = None,
) -> dict[int, bytes | LongLine]:
    """The raw lines (1-based number → bytes) of the log ``file`` (binary, seekable, opening with
    ``stamp``) that name the package each of pip's build step lines in ``lines`` (the lines read)
    was building, when the windows (``requests``, the second pass's) did not read them: its
    ``Collecting`` or ``Processing`` line and the line below it (its source archive's), found within
    :data:`COLLECTED_LINES` above the step line inside the window that read it. ``{}`` when every
    such line was read, or none is there. The file's position is left past what was read."""
    found: dict[int, bytes | LongLine] = {}
    steps = [
        n for n, line in lines.items() if "did not run successfully" in line.text and PIP_BUILD_STEP.search(line.text)
    ]
    for step in steps:
        if built_package(lines, step) is not None:
            continue
        window = next((r for r in requests if r.anchor.line - r.before <= step <= r.anchor.line + r.after), None)
        if window is None:
            continue
        first = max(window.first_line, step - COLLECTED_LINES)
        back = WindowRequest(window.anchor, window.anchor.line - first, 0, first, window.anchor.line)
        above = read_windows(file, [back])
        package = _collected(cleaned_text_of(above, stamp), step)
        if package is not None:
            found |= {n: above[n] for n in (package.line, package.line + 1) if n in above and n not in lines}
    return found


def _indent(text: str) -> int:
    """The spaces ``text`` starts with."""
    return len(text) - len(text.lstrip(" "))


def _collected(text_of: TextOf, step: int) -> BuiltPackage | None:
    """The package pip collected last above its build step line ``step`` (1-based; ``text_of``: a
    line's text), the one the step names when it names one; its version from its source archive's
    line between the two. Only a line indented at least two spaces less than the step line is pip's
    own: one indented deeper is the pip that installs the build's own dependencies (``  Collecting
    packaging>=24.0 (from wheel)`` under ``Installing build dependencies: started`` with ``-v``)."""
    step_text = text_of(step) or ""
    named = PIP_BUILD_STEP.search(step_text)
    name = (named.group(1) or named.group(2)) if named else None
    indent = max(_indent(step_text) - 2, 0)
    archive = None
    for above in range(step - 1, max(step - COLLECTED_LINES, 0), -1):
        text = text_of(above)
        if text is None:
            continue
        if archive is None and _indent(text) <= indent + 2 and (source := SOURCE_ARCHIVE.search(text)):
            archive = source.group(1)
        collected = COLLECTED.search(text)
        if collected is None or _indent(text) > indent:
            continue
        what, parent = collected.group(1), collected.group(2)
        spelt = _project_name(what, archive)
        if spelt is None or (name is not None and canonicalize_name(spelt) != canonicalize_name(name)):
            archive = None
            continue
        version = _archive_version(archive, spelt)
        return BuiltPackage(spelt, version, parent, None if "/" in what else what, above, version is not None)
    return None


def _project_name(what: str, archive: str | None) -> str | None:
    """The project name of what pip collected: a requirement's (``PyYAML<6,>=3.10`` → ``PyYAML``), or a
    local path's, its source archive's stem's (``brokenext-0.3.0`` → ``brokenext``); None for a path
    that is no archive (a source tree: ``pip install .``)."""
    if "/" in what:
        return archive.rsplit("-", 1)[0] if archive and "-" in archive else None
    named = REQUIREMENT_NAME.search(what)
    return named.group(1) if named else None


def _archive_version(archive: str | None, name: str) -> str | None:
    """The version in source archive stem ``archive`` of project ``name`` (``PyYAML-5.4.1`` → ``5.4.1``);
    None without one, or when the archive is another project's."""
    if archive is None or "-" not in archive:
        return None
    project, version = archive.rsplit("-", 1)
    return version if canonicalize_name(project) == canonicalize_name(name) else None


def _uv_package(text_of: TextOf, number: int, name: str, version: str) -> BuiltPackage:
    """uv's package ``name`` ``version`` its verdict on line ``number`` (1-based) names, with what
    required it from its hint within :data:`HINT_LINES` below (``text_of``: a line's text)."""
    for below in range(number + 1, number + 1 + HINT_LINES):
        text = text_of(below)
        if text is not None and (hint := UV_INCLUDED.search(text)) and hint.group(1) == name:
            return BuiltPackage(name, version, f"{hint.group(2)}=={hint.group(3)}", None, number, True)
    return BuiltPackage(name, version, None, None, number, True)


def with_built_package(headline: str, lines: dict[int, LogLine], quoted: int) -> str:
    """``headline`` (the quoted text of line ``quoted`` of ``lines``, by 1-based number) naming the
    package the failed build at or above it was building (:func:`built_package`): `` (building PyYAML
    5.4.1, required by docker-compose==1.29.2)``, or only what required it when the headline names the
    package already (uv's verdict); ``headline`` as it is without one."""
    package = built_package(lines, quoted)
    if package is None:
        return headline
    if package.name.lower() not in headline.lower():
        return f"{headline} (building {package.label()})"
    return f"{headline} (required by {package.required_by})" if package.required_by else headline
