"""``--baseline``: a setting of the failing step's header printed with another value than in the
passing log (``API_VERSION: v1`` then, ``v2`` now), which the template masking reads as the same
line, is shown as changed since that run (trial 79 #7; real jq 1.6 and curl 7.88.1 output of trial 79,
``tests/fixtures/trial-79`` and ``tests/logs/fixtures/trial-79``)."""

from __future__ import annotations

from pathlib import Path

FIXTURES = Path(__file__).parents[1]
FAILING = FIXTURES / "fixtures" / "trial-79" / "03-jq-index.log"
TRIAL = Path(__file__).parent / "fixtures" / "trial-79"


def _excerpt(report: dict) -> dict[str, str]:
    return {line: part["reason"] for part in report["excerpt"] for line in part["lines"]}


def test_a_setting_given_another_value_is_shown_as_changed(triage_json) -> None:
    report = triage_json(FAILING, "--baseline", TRIAL / "jq-index.pass.log")
    shown = _excerpt(report)
    assert "  API_VERSION: v2" in shown
    assert "changed since the passing log jq-index.pass.log: its value differs" in shown["  API_VERSION: v2"]


def test_settings_that_read_the_same_are_left_out(triage_json) -> None:
    """The passing run's step printed the same settings (its token masked ``***`` in both)."""
    report = triage_json(TRIAL / "curl-401.log", "--baseline", TRIAL / "curl-401.pass.log")
    assert not any("the step's settings" in reason for reason in _excerpt(report).values())
    assert report["category"] == "permission/auth"
