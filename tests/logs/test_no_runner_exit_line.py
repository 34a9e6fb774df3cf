"""A GitHub Actions job log cut short before the runner's post-job lines and with no exit line
(``##[error]Process completed with exit code N.``) for its suspect step (trial-z's ``nopost`` logs,
both of passing jobs): the runner never said the step failed. The warning says what is missing in a
job log's own terms (:data:`~ci_triage.logs.analyse.NO_RUNNER_EXIT_LINE`), a plain log keeps
:data:`~ci_triage.logs.analyse.NO_EXIT_MARKER`, and the cut is a confidence step."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import NO_EXIT_MARKER, NO_EXIT_MARKER_FACTOR, NO_RUNNER_EXIT_LINE, NOTHING_DECIDED
from ci_triage.logs.tolerated import cannot_fail

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

TRIAL = Path(__file__).resolve().parents[1] / "fixtures" / "trial-z"


def test_a_step_that_cannot_fail_and_a_later_step_that_ran_mean_no_failure(triage_json) -> None:
    report = triage_json(TRIAL / "p22-make-or-true.nopost.log")  # make lint || true; then echo 'tests ok'
    assert report["failure_found"] is False, report["summary"]


def test_annotations_without_the_runner_exit_line_decide_less_surely_and_say_so(triage_json) -> None:
    report = triage_json(TRIAL / "p21-ruff-annot-runner.nopost.log")  # ##[error] annotations, last step
    assert report["category"] == "lint/format"
    assert report["confidence"] <= 0.75
    assert any(NO_RUNNER_EXIT_LINE in warning for warning in report["warnings"])
    assert not any(NO_EXIT_MARKER in warning for warning in report["warnings"])  # a plain log's words
    last = report["confidence_steps"][-1]
    assert last["reason"] == "no exit marker"
    assert last["detail"].startswith("the job log ends without the runner's `##[error]Process completed")
    assert last["after"] == pytest.approx(last["before"] * NO_EXIT_MARKER_FACTOR, abs=0.001)


def test_a_plain_log_without_exit_marker_keeps_the_plain_words(triage_json, tmp_path: Path) -> None:
    log = tmp_path / "terminal.log"  # saved from a terminal: no runner, no exit code, cut before pytest's tally
    log.write_text("$ python -m pytest -q\nF\nFAILED tests/test_a.py::test_a - assert 1 == 2\n")
    report = triage_json(log)
    assert report["category"] == "test failure"
    assert any(NO_EXIT_MARKER in warning for warning in report["warnings"])
    assert not any(NO_RUNNER_EXIT_LINE in warning for warning in report["warnings"])
    assert report["failing_step"]["evidence"] == NO_EXIT_MARKER
    assert report["confidence_steps"][-1]["reason"] == "no exit marker"


@pytest.mark.parametrize("width", [20, 5_000_000])  # trial-20's odd/hugeline.log: one 5 MB line
def test_a_log_without_exit_marker_whose_lines_decided_nothing_says_so(triage_json, tmp_path: Path, width) -> None:
    log = tmp_path / "line.log"
    log.write_text("x" * width + " error: boom\n")
    report = triage_json(log)
    assert (report["category"], report["confidence"]) == ("unknown", 0.0)
    missing = [warning for warning in report["warnings"] if NO_EXIT_MARKER.partition(":")[0] in warning]
    assert missing == [f"{NO_EXIT_MARKER.partition(':')[0]}: {NOTHING_DECIDED}"]  # no "× 0.75" nor "decided"


@pytest.mark.parametrize(
    ("commands", "expected"),
    [
        (["Run make lint || true", "make lint || true"], True),
        (["Run ruff check --exit-zero .", "ruff check --exit-zero ."], True),
        (["Run set +e", "set +e", "grep -r TODO src", "echo 'Error: none found'"], True),
        (["Run set +e", "set +e", "echo start", "grep -r TODO src"], False),
        (["Run ruff check --exit-zero . && pytest", "ruff check --exit-zero . && pytest"], False),
        (["Run make lint || exit 1", "make lint || exit 1"], False),
        (["Run make lint", "make lint"], False),
        (["Run ruff check . || true; pytest", "ruff check . || true; pytest"], False),  # pytest's status is the step's
        (["Run make lint || true; echo done", "make lint || true; echo done"], True),
        ([], False),
    ],
)
def test_cannot_fail(commands: list[str], expected: bool) -> None:
    assert cannot_fail(commands) is expected


FIXTURES = Path(__file__).parents[1] / "fixtures"


def test_a_log_cut_short_while_its_tests_passed_shows_no_failure_and_says_so(triage_json) -> None:
    """trial-32's Travis log cut short inside ``pytest -v`` (``tests/fixtures/trial-32/travis_cut_short.log``,
    finding 5): "Test failure" 0.34 on the ``$ pytest`` line and pytest's banners alone. Its last line
    is a test that passed, no line reads as a failure: unknown, and the report says it was cut short."""
    report = triage_json(FIXTURES / "trial-32" / "travis_cut_short.log")
    assert (report["category"], report["confidence"]) == ("unknown", 0.0)
    assert any("cut short" in warning for warning in report["warnings"])
    assert any("its last line a test that passed" in line for line in report["jobs"][0]["classification"]["checked"])


def test_warnings_that_fail_a_strict_linter_without_an_exit_marker_keep_their_verdict(triage_json) -> None:
    """yamllint --strict's warnings (``tests/fixtures/failing-tools/yamllint-strict-warning.log``) read
    as no error either, but they are its findings, not a test that passed: the verdict stands."""
    report = triage_json(FIXTURES / "failing-tools" / "yamllint-strict-warning.log")
    assert report["category"] == "lint/format"
    assert report["confidence"] > 0


@pytest.mark.parametrize(
    "last_line", ["    Start 3: lerp", "2/3 Test #2: gcd ..............................   Passed    0.01 sec"]
)
def test_a_job_log_cut_short_while_ctest_ran_is_unknown_not_a_pass(triage_json, tmp_path: Path, last_line) -> None:
    """A GitHub Actions job log cut short inside ``ctest`` (``tests/fixtures/trial-41/ctest-cut-short.gha.log``:
    ctest 3.25's real output, cut after ``Start 3: lerp`` as trial 41's log was): no exit line, no
    post-job lines, no failure line. The job was still running its tests, so nothing says it passed:
    unknown at 0, whose check says the log ends while the step ran, never "no failure found"."""
    text = (FIXTURES / "trial-41" / "ctest-cut-short.gha.log").read_text(encoding="utf-8")
    log = tmp_path / "job.log"
    log.write_text(text[: text.index(last_line) + len(last_line)] + "\n", encoding="utf-8")
    report = triage_json(log)
    assert report["failure_found"] is True
    assert (report["category"], report["confidence"]) == ("unknown", 0.0)
    assert report["failing_step"]["name"] == "Run ctest --test-dir build --output-on-failure"
    assert any("the log ends while the step ran" in line for line in report["jobs"][0]["classification"]["checked"])


@pytest.mark.parametrize("end", ["", "\n"])
def test_plain_pytest_output_cut_while_a_test_ran_is_unknown_not_a_pass(triage_json, tmp_path: Path, end) -> None:
    """Plain ``pytest -v`` output that ``timeout 8`` cut while a test ran (trial 54's
    ``tests/fixtures/trial-54/timeout_step.txt``: pytest 9.2.0, no exit status kept): its last line is
    the test's node id with no outcome, so the test was still running; unknown at 0 with the check
    that the log ends while the step ran, never "no failure found" (with or without a final newline)."""
    text = (FIXTURES / "trial-54" / "timeout_step.txt").read_text(encoding="utf-8").rstrip("\n")
    log = tmp_path / "timeout_step.txt"
    log.write_text(text + end, encoding="utf-8")
    report = triage_json(log)
    assert report["failure_found"] is True
    assert (report["category"], report["confidence"]) == ("unknown", 0.0)
    assert any("the log ends while the step ran" in line for line in report["jobs"][0]["classification"]["checked"])
    assert [test["name"] for test in report["failed_tests"]] == ["tests/test_slow.py::test_wait_for_queue"]
