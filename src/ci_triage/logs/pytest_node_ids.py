"""A failed test that pytest names by its failure section's header, named by its node id instead.

pytest heads each failure's section with the test's name without its file (``TestInventory.test_add``,
``test_parse_range[with [brackets]]``); its node id, ``test_parse.py::TestInventory::test_add``, the
form ``pytest`` takes on its command line, is printed only in the short summary (``FAILED …``), which
``-q -rN`` (or ``-r`` without ``f``) leaves out. A class's test is joined to its class by ``.`` in the
header (``TestInventory.TestNested.test_nonzero[0]``, pytest 9.2). With the test's file known, the
first test file its report cites (:mod:`ci_triage.logs.failed_test_file`: the test function's own
frame, ``test_parse.py:20:``, relative to pytest's ``rootdir`` as node ids are), the node id is that
file, ``::``, and the header's dotted words joined by ``::``, its parameters kept as printed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from ci_triage.logs.failed_test_file import is_test_file
from ci_triage.logs.failed_test_identity import split_parameters
from ci_triage.logs.localise import LogLine
from ci_triage.logs.model import FailedTest

SECTION_HEADER = ("pytest", "test-section-header")
"""The skill and signal that read a failure section's header (``skills/pytest/SKILL.md``)."""


def with_node_ids(tests: Sequence[FailedTest], lines: Mapping[int, LogLine]) -> list[FailedTest]:
    """``tests`` (in order), each that a pytest section header of ``lines`` (1-based line number →
    line read) names without its file, while its file is a Python test file, renamed to its node id
    (module docstring); the others unchanged."""
    return [replace(test, name=node) if (node := _node_id(test, lines)) else test for test in tests]


def _node_id(test: FailedTest, lines: Mapping[int, LogLine]) -> str | None:
    """The node id of ``test`` (module docstring), ``None`` when it is not named by a section header
    alone or its file is no Python test file."""
    line = lines.get(test.log_line) if test.source == "log" and test.log_line is not None else None
    if line is None or test.file is None or not test.file.endswith(".py") or not is_test_file(test.file):
        return None
    base, params = split_parameters(test.name)
    if "::" in base or "[doctest]" in line.text:
        return None
    if not any((match.signal.skill, match.signal.id) == SECTION_HEADER for match in line.matches):
        return None
    return "::".join((test.file, *base.split("."))) + params
