"""An attempt of a command that passed on a later one (Travis' ``travis_retry``) is shown in the
excerpt but is no location: the job did not fail there (trial 32 #6; fixtures in
``fixtures/trial-32``, real pytest output wrapped in Travis CI job logs)."""

from __future__ import annotations

from pathlib import Path

TRIAL = Path(__file__).parent / "fixtures" / "trial-32"


def test_a_timeout_after_a_retried_attempt_names_no_location_of_the_attempt(triage_json) -> None:
    report = triage_json(TRIAL / "no_output_timeout.log")
    assert report["category"] == "timeout"
    assert "passed on a later attempt" in {span["reason"] for span in report["excerpt"]}
    assert report["locations"] == []


def test_the_failing_commands_locations_stay_and_the_attempts_go(triage_json) -> None:
    report = triage_json(TRIAL / "pytest_flaky_then_fail.log")
    attempt = range(60, 80)  # the first attempt's report: test_flaky.py:6 at log line 71
    located = [(location["file"], location["log_line"]) for location in report["locations"]]
    assert ("inventory/stock.py", 112) in located
    assert not [log_line for _file, log_line in located if log_line in attempt]
