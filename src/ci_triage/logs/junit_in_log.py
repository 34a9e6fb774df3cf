"""Whether a JUnit file's failed tests are the log's: a file from another job names none of them.

``--junit FILE`` merges the file's failed tests into the report whatever job wrote it; a file of
another job (or run) adds tests the log never ran. The check is plain text: a name of the file's
failed tests (its test's name or its ``classname``, :func:`~ci_triage.logs.failed_test_identity.junit_test_name`'s
two parts) appearing anywhere in a member's bytes counts as the log's. jest joins a test's
``describe`` titles and its own with `` › `` where jest-junit's default templates join them with a
space (``sum › of small numbers › adds 2 + 2`` for ``sum of small numbers adds 2 + 2``): the log is
searched with that separator read as a space (:data:`JEST_SEPARATOR`).
"""

from __future__ import annotations

from collections.abc import Iterable

from ci_triage.logs.model import JUnitFailures
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.source import LogMember

DOTTED_MODULE = LazyRE2(r"^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+$")
"""A Python module's dotted name (``tests.test_orders``), which its log prints as a path."""
CHUNK_BYTES = 1 << 20
"""Bytes of a member read at a time; a name is searched across two chunks' boundary too."""
JEST_SEPARATOR = " \u203a ".encode()
"""What jest prints between a test's ``describe`` titles and its own (the ``●`` line above a
failed test's message; jest-message-util's ``ANCESTRY_SEPARATOR``, ``' \\u203A '``)."""


def junit_names(found: JUnitFailures) -> set[str]:
    """The names ``found``'s kept failed tests go by in a log: each one's test name and class
    name (the two parts of ``classname::name``), empty parts left out, and a dotted module name's
    path (:data:`DOTTED_MODULE`: pytest's ``tests.test_orders`` of a module it could not collect,
    ``ERROR tests/test_orders.py`` in its log, is ``tests/test_orders`` too)."""
    parts = {part.strip() for test in found.kept for part in test.name.split("::") if part.strip()}
    return parts | {part.replace(".", "/") for part in parts if DOTTED_MODULE.search(part)}


def names_in_log(names: Iterable[str], members: Iterable[LogMember]) -> set[str]:
    """Which of ``names`` occur in the bytes of ``members``: one read of each member from the start
    in :data:`CHUNK_BYTES` chunks (each member's file left at position 0), over as soon as every
    name was found, however many JUnit files the names come from; jest's :data:`JEST_SEPARATOR`
    counts as a space."""
    wanted = {name.encode(): name for name in names}
    found: set[str] = set()
    if not wanted:
        return found
    overlap = max(len(name) for name in wanted) - 1
    for member in members:
        member.file.seek(0)
        tail = b""
        try:
            while len(found) < len(wanted) and (chunk := member.file.read(CHUNK_BYTES)):
                window = (tail + chunk).replace(JEST_SEPARATOR, b" ")
                found.update(name for raw, name in wanted.items() if name not in found and raw in window)
                tail = window[-overlap:] if overlap else b""
        finally:
            member.file.seek(0)
    return found
