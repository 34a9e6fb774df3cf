"""A green run never reads as a failure; a red one still does.

The fixtures are real tools' output on small projects, made here (``tests/fixtures/passing/README.md``
names the tools, their versions and the shapes); the failing ones are the same tools on the same
projects with a fault put in.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.passing import failure_text, passing_verdict
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import LogMember, LogSource, open_log_source

FIXTURES = Path(__file__).parents[1] / "fixtures"
PASSING = sorted((FIXTURES / "passing").glob("*/*.log"))
FAILING = sorted((FIXTURES / "failing-tools").glob("*.log"))


def triage_bytes(analyser: Analyser, data: bytes):
    source = LogSource(label="job.log", kind="file", members=[LogMember(name="", file=io.BytesIO(data))])
    report, _ = triage_source(source, analyser, 2000)
    return report


def test_there_are_passing_logs_of_every_shape() -> None:
    shapes = {path.parent.name for path in PASSING}
    assert shapes == {"plain", "ts", "github"}
    assert len(PASSING) >= 90


@pytest.mark.parametrize("path", PASSING, ids=lambda path: f"{path.parent.name}/{path.stem}")
def test_a_passing_tools_log_reports_no_failure(path: Path, analyser: Analyser) -> None:
    with open_log_source(str(path)) as source:
        report, _ = triage_source(source, analyser, 2000)
    assert not report.failure_found, [span.lines for span in report.excerpt]
    assert report.excerpt == []
    assert report.warnings == []


EXPECTED_FAILURES = {
    "cargo-fmt": "formatting",
    "cargo-test": "test failure",
    "flake8": "lint/format",
    "gha-black-26.10.1": "formatting",
    "gha-flake8-7.5.0": "lint/format",
    "gha-pytest-9.2.0": "test failure",
    "gha-webpack-5.113.0-missing-local": "compile/build error",
    "go-test": "test failure",
    "go-test-v": "test failure",
    "jest": "test failure",
    "make": "test failure",
    "mocha": "test failure",
    "mypy": "type check",
    "node-20.20.2-missing-local": "compile/build error",
    "node-test": "test failure",
    "pylint": "lint/format",
    "pytest": "test failure",
    "pytest-q": "test failure",
    "pytest-v": "test failure",
    "ruff-check": "lint/format",
    "shellcheck": "lint/format",
    "tsc": "type check",
}


@pytest.mark.parametrize("path", FAILING, ids=lambda path: path.stem)
def test_a_failing_tools_log_still_fails(path: Path, analyser: Analyser) -> None:
    with open_log_source(str(path)) as source:
        report, _ = triage_source(source, analyser, 2000)
    assert report.failure_found
    assert report.category == EXPECTED_FAILURES[path.stem]
    assert report.excerpt


@pytest.mark.parametrize(
    "line",
    [
        "found 0 vulnerabilities",
        "error: 0",
        "No tests failed",
        "0 errors",
        "Tests run: 12, Failures: 0, Errors: 0, Skipped: 1",
        "tests/test_errors.py::test_error_message PASSED [ 50%]",
        "--- PASS: TestErrorOnEmpty (0.00s)",
        "Process exited with code 0",
    ],
)
def test_a_zero_count_or_a_passing_test_is_not_failure_evidence(line: str, analyser: Analyser) -> None:
    report = triage_bytes(analyser, f"$ make check\n{line}\n".encode())
    assert not report.failure_found


def test_a_count_above_zero_beside_a_zero_is_still_evidence() -> None:
    assert "Failures: 2" in failure_text("Tests run: 12, Failures: 2, Errors: 0")
    assert failure_text("checked 3 files: 0 errors").strip() == "checked 3 files:"


@pytest.mark.parametrize(
    "line",
    ["===== 1 failed, 4 passed in 0.20s =====", "test result: FAILED. 2 passed; 1 failed", "Tests: 1 failed, 2 total"],
)
def test_a_verdict_that_counts_a_failure_is_no_passing_verdict(line: str) -> None:
    assert not passing_verdict(line)


def test_a_verdict_outweighs_stray_error_words_before_it(analyser: Analyser) -> None:
    log = b"$ pytest -q\nWARNING: could not load plugin, skipped\nerror handling output\n.....\n5 passed in 0.10s\n"
    assert not triage_bytes(analyser, log).failure_found


def test_a_failure_after_a_passing_verdict_still_fails(analyser: Analyser) -> None:
    """The last tool's output decides: the tests passed, then the type check failed and the log ends."""
    passing = (FIXTURES / "passing" / "plain" / "pytest-q.log").read_bytes()
    failing = (FIXTURES / "failing-tools" / "mypy.log").read_bytes()
    report = triage_bytes(analyser, passing + failing)
    assert report.failure_found
    assert report.category == "type check"


def test_a_log_that_stops_after_an_early_failure_still_fails(analyser: Analyser) -> None:
    log = b"$ pip install -e .\nERROR: Could not find a version that satisfies the requirement foo==9.9\n"
    report = triage_bytes(analyser, log)
    assert report.failure_found
    assert report.category == "dependency resolution"


def test_jenkins_job_verdict_clears_a_log_with_error_words(analyser: Analyser) -> None:
    log = b"Tests run: 3, Failures: 0\nbash: line 9: bc: command not found\n[INFO] BUILD SUCCESS\nFinished: SUCCESS\n"
    assert not triage_bytes(analyser, log).failure_found
