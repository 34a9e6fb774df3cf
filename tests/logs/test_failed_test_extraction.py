"""Extraction: failed tests, source locations, exit code and tool, from the lines that explain."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from ci_triage.logs import analyse as analyse_module
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import JobReport
from ci_triage.logs.source import LogMember

PYTEST_LINES = [
    "##[group]Run pytest -q",  # line 1
    "=================================== FAILURES ===================================",
    "_________________________________ test_add __________________________________",
    "    def test_add():",
    ">       assert add(1, 2) == 4",
    "E       assert 3 == 4",
    "tests/test_math.py:42: AssertionError",
    "=========================== short test summary info ============================",
    "FAILED tests/test_math.py::test_add - assert 3 == 4",  # line 9
    "========================= 1 failed, 11 passed in 0.52s =========================",
    "##[error]Process completed with exit code 1.",
]


def analyse(analyser: Analyser, lines: list[str]) -> JobReport:
    data = "".join(f"2024-01-01T10:00:00.0000000Z {line}\n" for line in lines).encode()
    return analyser.analyse(LogMember(name="", file=io.BytesIO(data)), budget=2000).report


def test_pytest_failure_gives_test_location_exit_code_and_tool(analyser: Analyser) -> None:
    report = analyse(analyser, PYTEST_LINES)
    by_name = {test.name: test for test in report.failed_tests}
    assert "tests/test_math.py::test_add" in by_name
    failed = by_name["tests/test_math.py::test_add"]
    assert (failed.file, failed.log_line, failed.source) == ("tests/test_math.py", 9, "log")
    assert failed.message == "assert 3 == 4"
    assert [(location.file, location.line, location.log_line) for location in report.locations] == [
        ("tests/test_math.py", 42, 7)
    ]
    assert report.exit_code == 1
    assert report.tool == "pytest"
    assert report.failing_step.evidence == "Process completed with exit code 1."


def test_a_failed_test_is_reported_once(analyser: Analyser) -> None:
    report = analyse(analyser, PYTEST_LINES)
    assert [test.name for test in report.failed_tests] == ["tests/test_math.py::test_add"]


def test_four_thousand_failures_keep_the_first_fifty_and_count_them_all(analyser: Analyser) -> None:
    from types import SimpleNamespace

    from ci_triage.logs.extract import MAX_TESTS
    from ci_triage.logs.model import JUnitFailures
    from ci_triage.logs.report import build_report
    from ci_triage.report.markdown import render_markdown

    failures = [f"FAILED tests/test_bulk.py::test_case_{index} - assert 0" for index in range(4000)]
    report = analyse(analyser, ["##[group]Run pytest -q", *failures, "##[error]Process completed with exit code 1."])
    assert len(report.failed_tests) == MAX_TESTS
    assert report.failed_tests[-1].name == f"tests/test_bulk.py::test_case_{MAX_TESTS - 1}"
    read = report.failed_test_count
    assert MAX_TESTS < read <= 4000, "every test on the lines read is counted, not only the 50 kept"
    source = SimpleNamespace(label="build.log", kind="file", members=[])
    triage = build_report(source, [report], budget=2000, junit=JUnitFailures(), warnings=[])
    assert triage.failed_tests_total == read
    if read < 4000:  # the second pass read windows of the step: the count is a lower bound, and says so
        assert not report.failed_tests_complete
        assert f"- … and at least {read - 20} more" in render_markdown(triage)
    else:
        assert "- … and 3980 more" in render_markdown(triage)


def test_a_short_failing_step_read_whole_counts_its_tests_exactly(analyser: Analyser) -> None:
    failures = [f"FAILED tests/test_bulk.py::test_case_{index} - assert 0" for index in range(60)]
    report = analyse(analyser, ["##[group]Run pytest -q", *failures, "##[error]Process completed with exit code 1."])
    assert (len(report.failed_tests), report.failed_test_count, report.failed_tests_complete) == (50, 60, True)


GO_JSON_MANY = Path(__file__).parents[1] / "fixtures" / "failing-tools" / "go-test-json-many.log"


def test_go_test_json_counts_every_failed_test_exactly_though_windows_skip_output_lines(
    analyser: Analyser, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Real ``go test -json`` output (36 failed tests, each with its ``"Action":"fail"`` event, 364
    lines): the count is exact, as for plain ``go test``. Each failed test's output below its ``run``
    event is read (its message), which here reads every line of the step, so the count stays exact
    even past the line limit of a step the windows did not read whole."""
    report = analyser.analyse(LogMember(name="", file=io.BytesIO(GO_JSON_MANY.read_bytes())), budget=2000).report
    assert (report.failed_test_count, report.failed_tests_complete) == (36, True)
    monkeypatch.setattr(analyse_module, "COMPLETENESS_LINES", 10)
    report = analyser.analyse(LogMember(name="", file=io.BytesIO(GO_JSON_MANY.read_bytes())), budget=2000).report
    assert (report.failed_test_count, report.failed_tests_complete) == (36, True)


JEST_LINES = [  # real jest 29 output of a failing test in sum.test.js
    "FAIL ./sum.test.js",
    "  ✕ adds (7 ms)",
    "  ● adds",
    "    expect(received).toBe(expected) // Object.is equality",
    "    Expected: 3",
    "    Received: -1",
    "    > 2 | test('adds', () => { expect(sum(1, 2)).toBe(3); });",
    "      at Object.toBe (sum.test.js:2:40)",
    "Test Suites: 1 failed, 1 total",
    "Tests:       1 failed, 1 total",
    "##[error]Process completed with exit code 1.",
]


def test_a_file_without_a_line_gives_way_to_the_same_file_with_one(analyser: Analyser) -> None:
    report = analyse(analyser, JEST_LINES)
    assert [(location.file, location.line, location.column) for location in report.locations] == [
        ("sum.test.js", 2, 40)
    ]


def test_a_file_named_without_a_line_alone_is_still_a_location(analyser: Analyser) -> None:
    report = analyse(analyser, [line for line in JEST_LINES if "sum.test.js:2" not in line])
    assert [(location.file, location.line) for location in report.locations] == [("./sum.test.js", None)]
