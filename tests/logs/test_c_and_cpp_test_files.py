"""A C or C++ failed test named without its file gets the test file its report cites, by C's and C++'s
test-file names (``test_ring.c``, ``queue_tests.c``, ``stack_unittest.cc``:
:data:`ci_triage.logs.failed_test_file.TEST_FILE_NAME`).

cmocka names a failed test by ``[ RUN      ] test_len`` and ``[  FAILED  ] test_len``; its file and line are
only in the ``[   LINE   ] --- queue_tests.c:7: error: Failure!`` line between, read as a location.
Fixtures: ``fixtures/c-test-files`` and ``../fixtures/trial-132`` (real output made on this machine; their
READMEs say by what), run as the failing step of an Actions job log.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.failed_test_file import is_test_file
from ci_triage.logs.report import triage_path

ActionsLog = Callable[[str, list[str]], bytes]
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "c-test-files"
TRIAL_132 = Path(__file__).resolve().parents[1] / "fixtures" / "trial-132"


def _places(path: Path) -> list[tuple[str, str | None, int | None]]:
    report = triage_path(path, Analyser.load(), DEFAULT_BUDGET)[0]
    return [(test.name, test.file, test.line) for test in report.failed_tests]


def test_cmockas_failed_tests_are_at_their_line_lines_place_in_a_test_c_file() -> None:
    assert _places(TRIAL_132 / "cmocka.gha.log") == [
        ("test_wraps", "test_ring.c", 8),
        ("test_name", "test_ring.c", 10),
        ("test_label", "test_ring.c", 11),
    ]


def test_cmockas_failed_tests_are_in_a_tests_c_file_and_its_last_test_passed(
    tmp_path: Path, actions_log: ActionsLog
) -> None:
    """Its last test, ``[ RUN      ] test_ok`` then ``[       OK ] test_ok``, passed: no test ran unfinished."""
    path = tmp_path / "job.log"
    lines = (FIXTURES / "cmocka-queue-tests.txt").read_text(encoding="utf-8").splitlines()
    path.write_bytes(actions_log("./queue_tests", lines))
    assert _places(path) == [("test_len", "queue_tests.c", 7), ("test_empty", "queue_tests.c", 8)]


def test_a_googletest_failed_test_in_a_unittest_cc_keeps_its_place(tmp_path: Path, actions_log: ActionsLog) -> None:
    path = tmp_path / "job.log"
    lines = (FIXTURES / "gtest-stack-unittest.txt").read_text(encoding="utf-8").splitlines()
    path.write_bytes(actions_log("./stack_unittest", lines))
    assert _places(path) == [("Stack.Top", "stack_unittest.cc", 4)]


@pytest.mark.parametrize(
    ("path", "test"),
    [
        ("test_ring.c", True),
        ("src/ring_test.c", True),
        ("ring_tests.c", True),
        ("ring_test.cc", True),
        ("lib/ring_test.cpp", True),
        ("ring_test.cxx", True),
        ("ring_unittest.cc", True),
        ("test_ring.cpp", True),
        ("check_money.c", True),  # Check's own convention
        ("src/ring.c", False),
        ("src/contest.c", False),
        ("src/latest.cpp", False),
        ("src/checkout.c", False),
    ],
)
def test_c_and_cpp_test_files_are_known_by_name(path: str, test: bool) -> None:
    assert is_test_file(path) is test
