"""pytest's JUnit test cases are named by their node ids where their file is known (trial 91 #14).

pytest's JUnit XML names ``tests/test_inventory.py::TestInventory::test_add`` as
``classname="tests.test_inventory.TestInventory" name="test_add"``; ``test_inventory.TestInventory::test_add``
cannot be pasted into ``pytest``. With the file given by the test case's ``file`` (xunit1) or by its
failure text (xunit2), the node id is rebuilt. Fixtures: ``fixtures/pytest-junit-node-ids/README.md``
(real pytest 9.2.0 output).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.pytest_node_ids import junit_node_id
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parent / "fixtures" / "pytest-junit-node-ids"
NODE_IDS = [
    "tests/test_inventory.py::TestInventory::test_add",
    "tests/test_inventory.py::TestInventory::TestNested::test_nonzero[0]",
    "tests/test_inventory.py::test_total",
]


@pytest.mark.parametrize("junit", ["report-xunit1.xml", "report-xunit2.xml"])
def test_junit_tests_are_named_by_node_id(junit: str, analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "job.log", analyser, 2000, junit_paths=[str(FIXTURES / junit)])
    assert [test.name for test in report.failed_tests] == NODE_IDS
    assert report.failed_tests_total == 3


@pytest.mark.parametrize(
    ("classname", "file", "node_id"),
    [
        ("test_parse.TestInventory", "test_parse.py", "test_parse.py::TestInventory::test_add"),
        ("tests.test_calc", "app/tests/test_calc.py", "tests/test_calc.py::test_add"),
        ("tests.test_calc", "tests/other_test.py", None),  # another file: the class name is kept
        ("tests.test_calc", None, None),
        ("calc", "src/calc.py", None),  # no test file
    ],
)
def test_the_node_id_needs_the_test_file(classname: str, file: str | None, node_id: str | None) -> None:
    assert junit_node_id(classname, "test_add", file) == node_id
