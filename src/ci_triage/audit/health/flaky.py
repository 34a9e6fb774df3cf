"""Label each failure cluster broken, flaky or infrastructure, with the evidence shown; test failure rates.

Evidence, each stated with the runs it rests on:

* ``rerun_passed`` — the same job on the same commit failed, then passed (a re-run attempt of the
  run, or a later run on that SHA). Nothing changed but the dice: flaky.
* ``intermittent_on_default_branch`` — on the default branch the job failed this way, passed, and
  failed this way again: flaky.
* ``persistent_on_default_branch`` — on the default branch the job failed this way in every run
  since it first did (at least twice): broken.
* ``unrelated_prs_and_default_branch`` — the same fingerprint on two or more different PRs and on
  the default branch: not caused by one change. It backs whichever of the two above holds.

Order of decision: a cluster whose category is infrastructure (``infrastructure/network/flaky``:
registries, network, runners) is ``infrastructure``; else any ``rerun_passed`` or intermittent
evidence makes it ``flaky``; else it is ``broken`` (when no execution's commit is known, as offline
without the run JSON, its reason says a pass on the same commit could not be looked for). These
rules follow the common definition of a
flaky test — one that passes and fails on the same code (Luo et al., "An Empirical Analysis of
Flaky Tests", FSE 2014) — restricted to what run history can show.
"""

from __future__ import annotations

from collections import defaultdict

from ci_triage.audit.health.cluster import FailureGroup, job_key, on_default_branch
from ci_triage.audit.health.collection import JobExecution
from ci_triage.audit.health.report import FlakyEvidence, Label, TestRate
from ci_triage.base.text import and_more
from ci_triage.logs.junit import TestOutcome

INFRASTRUCTURE_CATEGORIES = frozenset({"infrastructure/network/flaky"})
MAX_RERUN_EVIDENCE = 3
"""Re-run pairs quoted per cluster; the rest are counted."""


def label_group(
    group: FailureGroup, jobs: list[JobExecution], default_branch: str | None
) -> tuple[Label, str, list[FlakyEvidence]]:
    """The label of ``group``, the one-line reason for it, and the evidence (see the module docstring).

    ``jobs`` are all executions in the window (passes included), ``default_branch`` the branch name
    (None when unknown: the default-branch evidence is then not looked for).
    """
    reruns = _reruns(group, jobs)
    history = _default_branch_history(group, jobs, default_branch)
    spread = _spread(group, default_branch)
    evidence = reruns + history + spread
    runs = len({execution.run_id for execution in group.executions})
    if group.category in INFRASTRUCTURE_CATEGORIES:
        reason = f"{group.category} failure in {runs} run(s): a service or runner, not the code"
        return "infrastructure", reason, evidence
    flaky = [item for item in evidence if item.kind in ("rerun_passed", "intermittent_on_default_branch")]
    if flaky:
        return "flaky", flaky[0].text, evidence
    persistent = [item for item in evidence if item.kind == "persistent_on_default_branch"]
    if persistent:
        return "broken", persistent[0].text, evidence
    prs = sorted({pr for execution in group.executions for pr in execution.pull_requests})
    if len(prs) == 1 and runs == len([e for e in group.executions if e.pull_requests]):
        return "broken", f"seen only on PR #{prs[0]}, never passed on the same commit: likely that change", evidence
    if not any(execution.head_sha for execution in group.executions):
        reason = "failed this way; no commit known, so a pass on the same commit could not be looked for"
        return "broken", reason, evidence
    return "broken", "never passed on the same commit after failing this way", evidence


def test_rates(jobs: list[JobExecution], tests: list[TestOutcome], labels: dict[str, Label]) -> list[TestRate]:
    """Failure rate of every test that failed in the window, most failures first.

    From JUnit outcomes where the workflow has them (runs = executions that reported the test; the
    logs' test names of that workflow are then not counted again); else from the logs (runs =
    completed executions of the job, failures = those whose log names the test as failed). A test
    file that failed to collect (:attr:`~ci_triage.logs.model.FailedTest.kind` ``collection``; its
    JUnit ``collection failure``, left out by :func:`~ci_triage.logs.junit.file_outcomes`) is no
    test that failed, nor one that flaked: none of its tests ran. ``labels`` maps a test name to its
    cluster's label.
    """
    rates: list[TestRate] = []
    junit: dict[tuple[str, str], list[TestOutcome]] = defaultdict(list)
    for outcome in tests:
        junit[(outcome.name, f"{outcome.workflow} / {outcome.job}")].append(outcome)
    for (name, job), outcomes in junit.items():
        failures = sum(1 for outcome in outcomes if not outcome.passed)
        if failures:
            rates.append(_rate(name, job, failures, len(outcomes), "junit", labels))
    covered = {outcome.workflow for outcome in tests}
    completed: dict[str, int] = defaultdict(int)
    failed_tests: dict[tuple[str, str], int] = defaultdict(int)
    for execution in jobs:
        if execution.failed or execution.passed:
            completed[job_key(execution)] += 1
        if execution.failed and execution.report is not None and execution.workflow not in covered:
            for name in {test.name for test in execution.report.failed_tests if test.kind != "collection"}:
                failed_tests[(name, job_key(execution))] += 1
    for (name, job), failures in failed_tests.items():
        rates.append(_rate(name, job, failures, max(failures, completed[job]), "log", labels))
    return sorted(rates, key=lambda rate: (-rate.failures, -rate.rate, rate.name))


def _rate(name: str, job: str, failures: int, runs: int, source, labels: dict[str, Label]) -> TestRate:
    rate = round(failures / runs, 3)
    return TestRate(name=name, job=job, failures=failures, runs=runs, rate=rate, source=source, label=labels.get(name))


def _reruns(group: FailureGroup, jobs: list[JobExecution]) -> list[FlakyEvidence]:
    passes: dict[tuple[str, str], list[JobExecution]] = defaultdict(list)
    for execution in jobs:
        if execution.passed and execution.head_sha:
            passes[(job_key(execution), execution.head_sha)].append(execution)
    pairs = []
    for failed in group.executions:
        if not failed.head_sha:
            continue
        later = [p for p in passes[(job_key(failed), failed.head_sha)] if _after(p, failed)]
        if later:
            pairs.append((failed, min(later, key=lambda p: (p.run_id, p.run_attempt))))
    evidence = []
    for failed, passed in pairs[:MAX_RERUN_EVIDENCE]:
        where = (
            f"attempt {passed.run_attempt}"
            if passed.run_id == failed.run_id
            else f"run {passed.run_id} attempt {passed.run_attempt}"
        )
        evidence.append(
            FlakyEvidence(
                kind="rerun_passed",
                text=f"{job_key(failed)} on {failed.head_sha[:7]} failed in run {failed.run_id} attempt "
                f"{failed.run_attempt}, then passed in {where} on the same commit",
                runs=sorted({failed.run_id, passed.run_id}),
            )
        )
    if len(pairs) > MAX_RERUN_EVIDENCE:
        evidence[-1].text += f" ({and_more(len(pairs), MAX_RERUN_EVIDENCE).lstrip()} such re-runs)"
    return evidence


def _after(candidate: JobExecution, failed: JobExecution) -> bool:
    if candidate.run_id == failed.run_id:
        return candidate.run_attempt > failed.run_attempt
    if candidate.when and failed.when:
        return candidate.when > failed.when
    return candidate.run_id > failed.run_id


def _default_branch_history(
    group: FailureGroup, jobs: list[JobExecution], default_branch: str | None
) -> list[FlakyEvidence]:
    if default_branch is None:
        return []
    keys = {job_key(execution) for execution in group.executions}
    members = {(e.run_id, e.run_attempt, e.job) for e in group.executions}
    history = sorted(
        (e for e in jobs if job_key(e) in keys and on_default_branch(e, default_branch) and (e.failed or e.passed)),
        key=lambda e: (e.when is None, e.when.timestamp() if e.when else 0, e.run_id, e.run_attempt),
    )
    marks = ["F" if (e.run_id, e.run_attempt, e.job) in members else ("P" if e.passed else "X") for e in history]
    if "F" not in marks:
        return []
    start = marks.index("F")
    tail = marks[start:]
    runs = [history[start + i].run_id for i, mark in enumerate(tail) if mark in "FP"]
    if "P" in tail and "F" in tail[tail.index("P") :]:
        passed_at = start + tail.index("P")
        again = passed_at + tail[passed_at - start :].index("F")
        return [
            FlakyEvidence(
                kind="intermittent_on_default_branch",
                text=f"on {default_branch}: failed this way in run {history[start].run_id}, passed in run "
                f"{history[passed_at].run_id}, failed this way again in run {history[again].run_id}",
                runs=runs,
            )
        ]
    if "P" not in tail and tail.count("F") >= 2:
        return [
            FlakyEvidence(
                kind="persistent_on_default_branch",
                text=f"on {default_branch}: failed this way in all {tail.count('F')} runs since run "
                f"{history[start].run_id}, with no pass in between",
                runs=runs,
            )
        ]
    return []


def _spread(group: FailureGroup, default_branch: str | None) -> list[FlakyEvidence]:
    prs = sorted({pr for execution in group.executions for pr in execution.pull_requests})
    on_default = [e for e in group.executions if on_default_branch(e, default_branch)]
    if len(prs) < 2 or not on_default:
        return []
    shown = ", ".join(f"#{pr}" for pr in prs[:5]) + and_more(len(prs), 5)
    return [
        FlakyEvidence(
            kind="unrelated_prs_and_default_branch",
            text=f"the same failure on {len(prs)} different PRs ({shown}) and on {default_branch} "
            f"({len(on_default)} run(s)): not caused by one change",
            runs=sorted({e.run_id for e in group.executions}),
        )
    ]
