"""A linter that printed no finding did not fail: ``shellcheck ok.sh && bash -x deploy.sh`` ending on
``ls: cannot access '*.tar.gz'`` is the deploy script's failure, not a lint failure (trial 47 #1).
Fixtures: real ShellCheck 0.9.0 and hadolint 2.15.1 output (fixtures/trial-47/README.md)."""

from __future__ import annotations

from pathlib import Path

TRIAL = Path(__file__).parent / "fixtures" / "trial-47"


def test_a_deploy_script_after_a_clean_shellcheck_is_no_lint_failure(triage_json) -> None:
    report = triage_json(TRIAL / "shellcheck-then-deploy-gha.log")
    assert report["category"] == "configuration"
    assert report["tool"] is None
    assert "ls: cannot access '*.tar.gz'" in report["summary"]


def test_a_clean_hadolint_on_its_own_script_line_is_no_lint_failure(triage_json) -> None:
    report = triage_json(TRIAL / "hadolint-then-deploy-gha.log")
    assert report["category"] == "configuration"
    assert report["tool"] is None


def test_shellcheck_that_printed_findings_before_the_deploy_is_a_lint_failure(triage_json) -> None:
    report = triage_json(TRIAL / "shellcheck-findings-then-deploy-gha.log")
    assert report["category"] == "lint/format"
    assert report["tool"] == "shellcheck"
