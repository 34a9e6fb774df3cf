"""Labels from run history alone: intermittent and persistent on the default branch, spread over PRs."""

from __future__ import annotations

from datetime import timedelta

from ci_triage.audit.health.cluster import group_failures
from ci_triage.audit.health.collection import JobExecution
from ci_triage.audit.health.flaky import label_group
from ci_triage.logs.model import Classification, JobReport

from .conftest import WINDOW


def execution(run_id: int, outcome: str, *, branch="main", prs=(), category="test failure") -> JobExecution:
    report = None
    if outcome == "failure":
        classification = Classification(category=category, confidence=0.9)
        report = JobReport(
            job="test",
            format="github-actions",
            total_lines=10,
            failure_found=True,
            classification=classification,
            fingerprint="f" * 16,
        )
    return JobExecution(
        repository="octo-org/octo-repo",
        run_id=run_id,
        workflow="CI",
        job="test",
        conclusion=outcome,
        head_sha=f"{run_id:040x}",
        head_branch=branch,
        event="pull_request" if prs else "push",
        pull_requests=list(prs),
        started_at=WINDOW.start + timedelta(hours=run_id),
        report=report,
    )


def label(jobs: list[JobExecution]):
    [group] = group_failures(jobs)
    return label_group(group, jobs, "main")


def test_fail_pass_fail_on_the_default_branch_is_flaky():
    name, reason, evidence = label([execution(1, "failure"), execution(2, "success"), execution(3, "failure")])
    assert name == "flaky"
    assert reason == "on main: failed this way in run 1, passed in run 2, failed this way again in run 3"
    assert [item.runs for item in evidence] == [[1, 2, 3]]


def test_a_failure_that_stays_after_it_starts_is_broken_and_spread_over_prs_is_shown():
    jobs = [execution(1, "success"), execution(2, "failure"), execution(3, "failure", branch="a", prs=(10,))]
    jobs += [execution(4, "failure", branch="b", prs=(11,)), execution(5, "failure")]
    name, reason, evidence = label(jobs)
    assert name == "broken"
    assert reason == "on main: failed this way in all 2 runs since run 2, with no pass in between"
    kinds = [item.kind for item in evidence]
    assert kinds == ["persistent_on_default_branch", "unrelated_prs_and_default_branch"]


def test_a_failure_seen_on_one_pr_only_is_blamed_on_that_change():
    name, reason, _ = label([execution(1, "failure", branch="x", prs=(7,)), execution(2, "success")])
    assert name == "broken"
    assert "seen only on PR #7" in reason


def test_an_infrastructure_failure_is_infrastructure_even_when_it_looks_flaky():
    jobs = [execution(1, "failure", category="infrastructure/network/flaky"), execution(2, "success")]
    jobs.append(execution(3, "failure", category="infrastructure/network/flaky"))
    name, _, evidence = label(jobs)
    assert name == "infrastructure"
    assert evidence[0].kind == "intermittent_on_default_branch"  # the evidence is still shown


def test_without_known_commits_the_reason_never_claims_no_pass_on_the_same_commit():
    """Offline without the run JSON no execution has a commit: a pass on the same commit could not be
    looked for, so the reason must not say there was none."""
    jobs = [execution(1, "failure").model_copy(update={"head_sha": None, "head_branch": None})]
    jobs.append(execution(2, "failure").model_copy(update={"head_sha": None, "head_branch": None}))
    name, reason, _ = label(jobs)
    assert name == "broken"
    assert "never passed on the same commit" not in reason
    assert "no commit known" in reason
    with_commits = label([execution(1, "failure", branch="x"), execution(2, "failure", branch="x")])
    assert with_commits[1] == "never passed on the same commit after failing this way"
