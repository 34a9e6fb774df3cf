"""A refusal's advice names what refused: an empty secret, a protected branch, a hook's reason (trial 54).

``tests/fixtures/trial-54`` (real output of trial 54, README there): curl 7.88.1 refused with 401 while
the step's header listed ``DEPLOY_TOKEN:`` empty, and git 2.39.5's push refused with GitHub's ``GH006``
words, both advised "the workflow's `permissions:` block", which only scopes GITHUB_TOKEN; a push a
pre-receive hook declined was ``unknown`` quoting ``error: failed to push some refs``. After: the empty
secret, the branch's rules and the hook's reason each lead their advice, and the empty setting is in
the excerpt, new since the passing log.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.compare import load_baseline
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-54"


def _triage(name: str, baseline: str | None = None) -> TriageReport:
    baselines = load_baseline(str(FIXTURES / baseline))[0] if baseline else []
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET, baselines=baselines)
    return report


def test_a_401_with_an_empty_secret_says_the_secret_is_not_set() -> None:
    report = _triage("15-missing-secret-401.log")
    assert report.category == "permission/auth"
    assert report.signals[0].signal == "refused-with-empty-secret"
    advice = next_step(report)
    assert "not set, or not given to this run" in advice
    assert "cannot fix this" in advice


def test_the_empty_secret_is_new_since_the_passing_log() -> None:
    report = _triage("15-missing-secret-401.log", "15b-secret-pass.baseline.log")
    setting = [span for span in report.excerpt if any("DEPLOY_TOKEN:" in line for line in span.lines)]
    assert setting
    assert "new since the passing log" in setting[0].reason


def test_a_protected_branch_says_open_a_pull_request() -> None:
    report = _triage("16-git-push-refused.log")
    assert report.category == "permission/auth"
    advice = next_step(report)
    assert "open a pull request" in advice
    assert "whatever the token's `permissions:` grant" in advice


def test_a_hooks_reason_leads_a_declined_push() -> None:
    report = _triage("20-git-push-hook-policy.log")
    assert report.category == "configuration"
    assert report.signals[0].signal == "hook-reason"
    assert "subject must start with a Jira key" in report.summary
    assert "failed to push some refs" not in report.summary
