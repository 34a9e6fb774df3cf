"""Exit 124 is coreutils' ``timeout`` ending the command it runs, not the job's time limit: the advice
says so and names the command ``timeout`` wrapped when the log shows it (trial 79 #11,
``tests/logs/fixtures/trial-79``)."""

from __future__ import annotations

from pathlib import Path

TRIAL = Path(__file__).parent / "fixtures" / "trial-79"


def test_a_timeout_inside_the_steps_script_is_not_the_jobs_limit(triage_json) -> None:
    """``./wait-for-api.sh`` runs ``timeout 5 bash -c 'until curl …'``, which the log does not show."""
    report = triage_json(TRIAL / "timeout-in-script.log")
    assert report["category"] == "timeout"
    advice = report["next_step"]
    assert "coreutils' `timeout`" in advice
    assert "a script the step runs" in advice
    assert "raise `timeout-minutes`" not in advice


def test_the_command_a_traced_timeout_wrapped_is_named(triage_json) -> None:
    """Under ``bash -x`` the trace shows ``+ timeout 5 bash -c 'until curl …'``: the advice names it."""
    report = triage_json(TRIAL / "timeout-traced.log")
    assert report["category"] == "timeout"
    assert "`timeout 5 bash -c 'until curl -sf http://127.0.0.1:18999/health" in report["next_step"]
    assert "raise that limit" in report["next_step"]
