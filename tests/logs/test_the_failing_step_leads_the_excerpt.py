"""The failing step's own lines lead the excerpt in every view; the lines of another step shown
beside them (a command that passed on a later attempt) come after, with their reason (trial 55,
finding 6: a curl retry loop's ``curl: (7) Failed to connect`` was the first block of "Lines that
explain the failure", above the failing ``go test`` step's).

Fixtures: ``tests/fixtures/trial-55/retry-then-go-test.log`` (real curl 7.88.1 retried in a bash
loop, then go 1.19.8's failed test, wrapped as a GitHub Actions job log; its README) and
``fixtures/trial-32/pytest_flaky_then_fail.log`` (real pytest output in a Travis CI job log:
``travis_retry`` passed on its second attempt, then another pytest command failed).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.commands.cli import main

RETRY_THEN_GO = Path(__file__).parents[1] / "fixtures" / "trial-55" / "retry-then-go-test.log"
TRAVIS_RETRY = Path(__file__).parent / "fixtures" / "trial-32" / "pytest_flaky_then_fail.log"
RETRIED = "passed on a later attempt"


def _view(capsys: pytest.CaptureFixture[str], log: Path, form: str) -> str:
    assert main(["triage", str(log), "--format", form]) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize(
    ("log", "failing_step"),
    [(RETRY_THEN_GO, "Run go test ./..."), (TRAVIS_RETRY, "pytest --cov=inventory --cov-report=term -v")],
)
def test_the_json_excerpt_lists_the_failing_steps_spans_before_the_retried_ones(
    triage_json, log: Path, failing_step: str
) -> None:
    excerpt = triage_json(log)["excerpt"]
    own = [index for index, span in enumerate(excerpt) if span["step"] == failing_step]
    retried = [index for index, span in enumerate(excerpt) if span["reason"] == RETRIED]
    assert own
    assert retried
    assert max(own) < min(retried)
    assert [excerpt[index]["start_line"] for index in own] == sorted(excerpt[index]["start_line"] for index in own)


@pytest.mark.parametrize("form", ["markdown", "text"])
def test_the_failed_test_is_shown_before_the_retried_curl_error(capsys: pytest.CaptureFixture[str], form: str) -> None:
    shown = _view(capsys, RETRY_THEN_GO, form)
    assert shown.index("--- FAIL: TestAdd") < shown.index("curl: (7) Failed to connect")
    assert RETRIED in shown  # still shown, and said to have passed
