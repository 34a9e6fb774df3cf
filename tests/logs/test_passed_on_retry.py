"""A job whose retried command failed once and then passed shows no failure, and says so; but the
report notes (a warning, not a failure) that an earlier attempt failed and quotes that attempt's
error line: a flaky test or service a maintainer wants to hear of (trial 54, finding 10). The exit
code stays 0.

Fixtures (tests/fixtures/s28-retrynote, README there): pytest 9.2.0's real output of a test that
fails on its first run only, retried by ``nick-fields/retry@v3``, by a shell ``for`` loop and by
pytest-rerunfailures 16.7 (``--reruns 1``: ``2 passed, 1 rerun``, no error line of the failed run).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s28-retrynote"
FAILED_LINE = "FAILED tests/test_flaky.py::test_cache_warm - ConnectionResetError: [Errno 10..."


@pytest.mark.parametrize(
    ("log", "step", "line"),
    [
        ("nick-fields-retry-passed.gha.log", "Run nick-fields/retry@v3", 30),
        ("shell-loop-retry-passed.gha.log", "Run for i in 1 2 3; do", 26),
    ],
)
def test_a_step_that_passed_on_a_retry_is_no_failure_but_its_failed_attempt_is_noted(
    triage_json: Callable[..., dict], log: str, step: str, line: int
) -> None:
    report = triage_json(FIXTURES / log)
    assert report["failure_found"] is False
    assert report["excerpt"] == []
    [note] = report["warnings"]
    assert f"step “{step}” passed only on a retry" in note
    assert f"line {line}: “{FAILED_LINE}”" in note


def test_a_test_pytest_reran_and_that_passed_is_named_without_an_error_line(
    triage_json: Callable[..., dict],
) -> None:
    """Trial 74 #6: the failed attempt printed no error line, but ``-rR``'s ``RERUN`` names the test."""
    report = triage_json(FIXTURES / "pytest-rerunfailures-passed.gha.log")
    assert report["failure_found"] is False
    [note] = report["warnings"]
    assert "step “Run python -m pytest tests/test_flaky.py --reruns 1 -rR” passed only on a retry" in note
    assert "failed first, by pytest-rerunfailures' RERUN" in note


def test_the_note_is_printed_with_the_no_failure_verdict_and_the_exit_code_is_zero(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = main(["triage", str(FIXTURES / "nick-fields-retry-passed.gha.log"), "--format", "text"])
    out = " ".join(capsys.readouterr().out.split())
    assert code == 0
    assert "no failure found" in out
    assert "passed only on a retry: an earlier attempt failed" in out


def test_a_plain_paste_that_passed_on_a_retry_names_no_empty_step(triage_json: Callable[..., dict]) -> None:
    """Trial 55, finding 8: a plain log's one section has no name; the note says what it shows."""
    report = triage_json(FIXTURES / "plain-curl-loop-retry-passed.txt")
    assert report["failure_found"] is False
    [note] = report["warnings"]
    assert note.startswith("the command the log shows passed only on a retry")
    assert "“curl: (7) Failed to connect to localhost port 9" in note
