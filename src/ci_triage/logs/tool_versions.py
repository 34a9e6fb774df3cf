"""The versions of tools and packages a job log shows, and which of them changed since a passing log.

A job that passed with ``ruff 0.6.0`` and fails with ``ruff 0.7.0`` most likely fails because the
tool changed, not the code: with ``--baseline`` (or the last green run) the versions both logs
show are compared (:func:`version_changes`). Read from whole lines (after the GitHub runner's
timestamp), in one linear RE2 pass over a block of lines (:func:`versions_in_block`):

- pip's ``Successfully installed iniconfig-2.3.1 pytest-8.3.3`` (each ``name-version``, as pip's
  ``commands/install.py`` writes it; pip 23.2.1's real output in the tests),
- pip's ``Requirement already satisfied: numpy in /…/site-packages (from -r requirements.txt (line
  1)) (2.4.6)`` of a package it found installed (a cached runner's, a preinstalled image's): the
  version in the line's last parentheses, the name before any specifier (``pluggy<2,>=1.6``; pip
  23.2.1's real output in the tests),
- uv's line of a package it installed, `` + pydantic==2.9.2`` (`` ~ `` reinstalled; a path's or a
  URL's with `` (from file:///…)`` after it: uv 0.13.9's ``uv pip install`` and ``uv sync``), not
  its `` - pydantic==1.10.18`` of the version it removed,
- poetry's ``  - Installing geomlib (2.0.0)``, ``  - Updating geomlib (1.0.0 -> 2.0.0)`` and
  ``Downgrading`` (the version after the arrow; a path dependency's path after its version:
  poetry 2.5.1's ``poetry install``), not its ``Removing``,
- a version command's own line ``NAME VERSION``: ``ruff 0.7.0``, ``Python 3.12.1``, ``mypy 1.11.2
  (compiled: yes)``, ``black, 24.8.0 (compiled: yes)``, ``rustc 1.80.0 (051478957 2024-07-21)``,
  and ``NAME: VERSION`` as actions/setup-node's "Environment details" print it (``node: v20.20.2``,
  ``npm: 10.8.2``),
- pytest's header ``platform linux -- Python 3.12.1, pytest-8.3.3, pluggy-1.7.0``,
- a package of ``npm ls``'s tree, ``└── prettier@3.3.3`` (``├─┬ @scope/pkg@1.2.0``, ``│ └── dep@2.0.0
  deduped``: npm 11.19.1's real output in the tests).

A name is kept once, at its first line, lower-cased with ``_`` read as ``-`` (pip's and a tool's
spelling of one package), at most :data:`MAX_NAMES` names a log; a version is compared without a
leading ``v``. A bare ``NAME VERSION`` line counts only for the failing step's tool and the
:data:`RUNTIMES` (a test's output or the runner image's ``Version: 20241201.1.0`` has that shape too).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

import re2

from ci_triage.logs.model import VersionChange

MAX_NAMES = 500
"""Names whose version a log's reading keeps (a large ``pip install`` lists a few hundred)."""
MAX_CHANGES = 10
"""Version changes reported of a job (the failing tool's first)."""
RUNTIMES = frozenset({"python", "node", "npm", "yarn", "pnpm", "bun", "deno", "go", "ruby", "java", "rustc", "cargo"})
"""Interpreters, compilers and package managers (those the setup-* actions install): a bare
``NAME VERSION`` line of one of them counts whatever tool failed."""
_PREFIX = rb"(?m)^(?:\xef\xbb\xbf)?(?:\d{4}-\d\d-\d\dT[\d:.]+Z )?"
_VERSION = rb"v?\d+(?:\.\d+)+(?:[-.+]?[A-Za-z0-9]+)*"
VERSION_LINE = re2.compile(
    _PREFIX
    + rb"(?P<line>Successfully installed (?P<installed>[^\r\n]+)"
    + rb"|Requirement already satisfied: (?P<satisfied>[A-Za-z0-9][\w.-]*)[^\s]* in [^\r\n]*"
    + rb" \((?P<satisfied_version>\d[^\s()]*)\)"
    + rb"| [+~] (?P<uv>[A-Za-z0-9][\w.-]*)==(?P<uv_version>\d[^\s]*)(?: \(from [^)\r\n]*\))?"
    + rb"|[ \t]*- (?:Installing|Updating|Downgrading) (?P<poetry>[A-Za-z0-9][\w.-]*)"
    + rb" \((?:[^()\r\n]* -> )?(?P<poetry_version>\d[^\s()]*)(?: [^()\r\n]*)?\)"
    + rb"|platform \S+ -- Python (?P<python>\d[^,\s]*), pytest-(?P<pytest>\d[^,\s]*)[^\r\n]*"
    + "|[│ ]*[├└]─[─┬] ".encode()
    + rb"(?P<package>@?[A-Za-z0-9][\w.-]*(?:/[\w.-]+)?)@(?P<package_version>\d[\w.+-]*)(?: deduped)?"
    + rb"|(?P<name>[A-Za-z][A-Za-z0-9_.+-]*)[,:]? (?:version )?(?P<version>"
    + _VERSION
    + rb")(?: \([^)\r\n]*\))?)[ \t\r]*$"
)
"""The seven forms of the module docstring, each a whole line."""
_INSTALLED = re2.compile(rb"^(?P<name>[A-Za-z0-9][A-Za-z0-9_.+-]*?)-(?P<version>\d[A-Za-z0-9_.+!-]*)$")
"""One ``name-version`` word of pip's ``Successfully installed`` line."""


@dataclass(frozen=True, slots=True)
class Seen:
    """A version a log shows: ``version`` (without a leading ``v``) at 1-based log line ``line``,
    whose text (its timestamp left out) is ``text``; ``bare`` for a ``NAME VERSION`` line."""

    version: str
    line: int
    text: str
    bare: bool


def versions_in_block(block: bytes, first_line: int, found: dict[str, Seen]) -> None:
    """Add to ``found`` (name → :class:`Seen`) the versions ``block``'s lines show, the block's
    first line being line ``first_line``; a name already there, and any past :data:`MAX_NAMES`,
    is left as it is. One RE2 pass over the block, its newlines counted once."""
    counted, number = 0, first_line
    for match in VERSION_LINE.finditer(block):
        number += block.count(b"\n", counted, match.start())
        counted = match.start()
        text = _group(match, b"line").decode("utf-8", "replace")
        bare = bool(_group(match, b"name"))
        for name, version in _pairs(match):
            if len(found) >= MAX_NAMES:
                return
            found.setdefault(_key(name), Seen(version.decode("utf-8", "replace").lstrip("v"), number, text, bare))


def _pairs(match: re2._Match) -> list[tuple[bytes, bytes]]:
    """The (name, version) pairs one :data:`VERSION_LINE` match shows."""
    if installed := _group(match, b"installed"):
        words = (_INSTALLED.match(word) for word in installed.split()[:MAX_NAMES])
        return [(_group(word, b"name"), _group(word, b"version")) for word in words if word is not None]
    if satisfied := _group(match, b"satisfied"):
        return [(satisfied, _group(match, b"satisfied_version"))]
    if uv := _group(match, b"uv"):
        return [(uv, _group(match, b"uv_version"))]
    if poetry := _group(match, b"poetry"):
        return [(poetry, _group(match, b"poetry_version"))]
    if package := _group(match, b"package"):
        return [(package, _group(match, b"package_version"))]
    if python := _group(match, b"python"):
        return [(b"python", python), (b"pytest", _group(match, b"pytest"))]
    return [(_group(match, b"name"), _group(match, b"version"))]


def _group(match: re2._Match, name: bytes) -> bytes:
    """The bytes ``match``'s group ``name`` matched, ``b""`` when it did not take part."""
    value = match.group(name)
    return value if isinstance(value, bytes) else b""


def _key(name: bytes | str) -> str:
    """``name`` as the names are kept: lower-case, ``_`` read as ``-``."""
    text = name.decode("utf-8", "replace") if isinstance(name, bytes) else name
    return text.lower().replace("_", "-")


def version_changes(
    failing: Mapping[str, Seen], passing: Mapping[str, Seen], tools: Iterable[str]
) -> list[VersionChange]:
    """The names both logs show in different versions (a bare ``NAME VERSION`` line's only for the
    failing step's tool and the :data:`RUNTIMES`), the tool first, then in the failing log's order,
    at most :data:`MAX_CHANGES`. ``tools`` names the failing step's tool: its catalogue name and
    its commands' programs (``ruff-format`` and ``ruff``)."""
    own = {_key(tool) for tool in tools}
    changes = [
        VersionChange(
            name=name, before=passing[name].version, now=seen.version, line=seen.line, quote=seen.text, tool=name in own
        )
        for name, seen in failing.items()
        if name in passing
        and passing[name].version != seen.version
        and (not (seen.bare or passing[name].bare) or name in own or name in RUNTIMES)
    ]
    changes.sort(key=lambda change: (not change.tool, change.line))
    return changes[:MAX_CHANGES]
