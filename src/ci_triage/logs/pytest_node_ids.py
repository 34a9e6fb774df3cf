"""A failed test that pytest names by its failure section's header, named by its node id instead.

pytest heads each failure's section with the test's name without its file (``TestInventory.test_add``,
``test_parse_range[with [brackets]]``); its node id, ``test_parse.py::TestInventory::test_add``, the
form ``pytest`` takes on its command line, is printed only in the short summary (``FAILED …``), which
``-q -rN`` (or ``-r`` without ``f``) leaves out. A class's test is joined to its class by ``.`` in the
header (``TestInventory.TestNested.test_nonzero[0]``, pytest 9.2). With the test's file known, the
first test file its report cites (:mod:`ci_triage.logs.failed_test_file`: the test function's own
frame, ``test_parse.py:20:``, relative to pytest's ``rootdir`` as node ids are), the node id is that
file, ``::``, and the header's dotted words joined by ``::``, its parameters kept as printed.

pytest's JUnit XML names a test by its node id made dotted (its ``mangle_test_address``):
``classname="test_parse.TestInventory" name="test_add"`` for ``test_parse.py::TestInventory::test_add``,
``tests.test_calc`` for ``tests/test_calc.py``. Where the test's file is known (the test case's
``file``, or the first place of the project's code its failure text names: ``test_parse.py:27``)
and the class name's leading words are that file's path (:func:`junit_node_id`), the test is named
by its node id too (trial 91 #14).
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


def junit_node_id(classname: str, name: str, file: str | None) -> str | None:
    """The pytest node id of the JUnit test case ``classname``/``name`` (module docstring) whose
    file is ``file``: the longest run of ``classname``'s leading dotted words that is ``file``'s path
    (or its end, whole folders: ``tests/test_calc.py`` for ``tests.test_calc`` in
    ``app/tests/test_calc.py``), ``.py`` added, then its other words (classes) and ``name``, joined by
    ``::``; ``None`` when ``file`` is unknown, no Python test file, or no run of words is its path."""
    if file is None or not file.endswith(".py") or not is_test_file(file):
        return None
    words = classname.split(".")
    for count in range(len(words), 0, -1):
        module = "/".join(words[:count]) + ".py"
        if file == module or file.endswith(f"/{module}"):
            return "::".join((module, *words[count:], name))
    return None


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
