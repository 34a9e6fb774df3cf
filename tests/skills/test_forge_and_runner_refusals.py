"""The forge's, the runner's and GitHub's own failure messages decide the category (trial 69).

``tests/fixtures/s30-t69`` (README there: which lines are real git/gh output, which are GitHub's
wording quoted from the actions' sources and public issues). Before: GitLab's protected-branch
refusal read as a hook's commit policy (``configuration`` 0.7, "reword the commits"), the artifact
storage quota and a cache miss with ``fail-on-cache-miss`` by the action's step title alone, a
billing refusal and an unpushed submodule commit as ``unknown``, gh's DNS failure as a token's
permission, gh without a token pasted plain as "no failure found", and a lost runner as
out-of-memory.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s30-t69"


def _triage(name: str) -> TriageReport:
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    return report


@pytest.mark.parametrize("name", ["02d_push_gitlab_protected.log", "02_push_hook.log"])
def test_a_forges_protected_branch_refusal_is_a_permission(name: str) -> None:
    report = _triage(name)
    assert report.category == "permission/auth"
    advice = next_step(report)
    assert "rebase -i" not in advice
    assert "pull request" in advice


def test_gitlabs_refusal_is_quoted_and_names_the_forges_setting() -> None:
    report = _triage("02d_push_gitlab_protected.log")
    assert "You are not allowed to push code to protected branches" in report.summary
    assert "Allowed to push" in next_step(report)


def test_the_artifact_storage_quota_is_the_accounts_not_the_workflows() -> None:
    report = _triage("20_artifact_quota.log")
    assert report.category == "infrastructure/network/flaky"
    assert report.signals[0].signal == "artifact-storage-quota"
    advice = next_step(report)
    assert "delete old artifacts" in advice
    assert "6-12 hours" in advice
    assert "docs.github.com" in advice


@pytest.mark.parametrize("name", ["14_billing.log", "14b_billing_plain.txt"])
def test_a_job_not_started_for_billing_names_the_billing_settings(name: str) -> None:
    report = _triage(name)
    assert report.category == "infrastructure/network/flaky"
    advice = next_step(report)
    assert "Billing" in advice
    assert "Run the logged command locally" not in advice


def test_a_lost_runner_is_infrastructure_not_out_of_memory() -> None:
    report = _triage("22_lost_comm_annotation.txt")
    assert report.category == "infrastructure/network/flaky"
    assert report.signals[0].signal == "runner-lost"


@pytest.mark.parametrize("name", ["07_gh_net.log", "gh_net.out"])
def test_gh_that_cannot_resolve_github_is_the_network(name: str) -> None:
    report = _triage(name)
    assert report.category == "infrastructure/network/flaky"
    assert "error connecting to api.github.com" in report.summary
    assert "permission" not in next_step(report).lower()


@pytest.mark.parametrize("name", ["06_gh_notoken.log", "gh_notoken.out", "gh_notoken_local.out"])
def test_gh_without_a_token_is_found_and_says_set_gh_token(name: str) -> None:
    report = _triage(name)
    assert report.failure_found
    assert report.category == "permission/auth"
    assert report.signals[0].signal == "gh-no-token"
    assert "GH_TOKEN" in next_step(report)


def test_gh_without_a_token_in_a_job_log_spells_out_the_env_entry() -> None:
    assert "GH_TOKEN: ${{ github.token }}" in next_step(_triage("06_gh_notoken.log"))


def test_a_cache_miss_with_fail_on_cache_miss_is_the_key_not_a_service() -> None:
    report = _triage("18_cache_miss.log")
    assert report.category == "configuration"
    assert report.signals[0].signal == "cache-miss-fail"
    advice = next_step(report)
    assert "the service named above is down" not in advice
    assert "saving job's `key`" in advice


@pytest.mark.parametrize("name", ["05_submodule.log", "submodule.out"])
def test_a_submodule_pinned_to_an_unpushed_commit_is_configuration(name: str) -> None:
    report = _triage(name)
    assert report.category == "configuration"
    assert report.signals[0].signal == "submodule-commit-missing"
    assert "vendor/lib" in report.summary
    assert "push" in next_step(report)
