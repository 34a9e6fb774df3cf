"""Triage a repository's last N failed runs read-only: the same loop as the action, committing to a
scratch job summary instead of GitHub, with every REST request counted against one budget.

Requests: one ``GET /repos/{repo}/actions/runs?status=failure`` (runs newest first), then per run
what the action itself reads (the run, its jobs, the failed jobs' logs, artifacts, the pull
request, its files and commits, the base branch's history). Before each run the budget must hold
the most any run has cost so far; a run that hits the budget mid-way is reported as not triaged.
Nothing is written to GitHub: no comment, no check run, no branch.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from ci_triage.audit.backtest.report import BacktestReport, RunVerdict
from ci_triage.config.defaults import DEFAULT_BACKTEST_MAX_API_CALLS, MAX_RUNS
from ci_triage.config.settings import Settings
from ci_triage.github.client import GitHubClient
from ci_triage.github.errors import ACTIONS_READ, GitHubUnavailable


class BudgetedClient(GitHubClient):
    """A :class:`GitHubClient` that refuses a request once ``max_calls`` have been made: it raises
    :class:`GitHubUnavailable` (which the loop turns into a handoff) and sets ``exhausted``."""

    def __init__(self, token: str, base_url: str | None = None, *, max_calls: int, **options: Any) -> None:
        super().__init__(token, base_url, **options)
        self.max_calls = max_calls
        self.exhausted = False

    def request(self, verb: str, path: str, **options: Any) -> tuple[dict[str, Any], Any]:
        if self.calls_made >= self.max_calls:
            self.exhausted = True
            raise GitHubUnavailable(f"the budget of {self.max_calls} API calls is spent")
        return super().request(verb, path, **options)


def run_backtest(
    settings: Settings,
    *,
    runs: int,
    analyser: Any,
    checkout: Path | None = None,
    sleep: Any = None,
) -> BacktestReport:
    """The backtest of ``settings.repository``'s last ``runs`` failed runs (1 to
    :data:`~ci_triage.config.defaults.MAX_RUNS`).

    ``settings`` gives the token, API URL, model and ``max_api_calls`` (the budget, listing
    included; unset: :data:`~ci_triage.config.defaults.DEFAULT_BACKTEST_MAX_API_CALLS`);
    ``checkout``: a checkout the verifier may read file claims from (default: none).
    Raises :class:`~ci_triage.github.errors.GitHubError` when the runs cannot be listed (the
    message names the missing permission); a failure inside a run becomes that run's handoff.
    """
    from ci_triage.github import payloads

    assert settings.repository is not None
    assert settings.github_token is not None
    kwargs = {"sleep": sleep} if sleep else {}
    budget = settings.max_api_calls or DEFAULT_BACKTEST_MAX_API_CALLS
    client = BudgetedClient(settings.github_token.get_secret_value(), settings.api_url, max_calls=budget, **kwargs)
    data = client.get(
        f"/repos/{settings.repository}/actions/runs",
        needs=ACTIONS_READ,
        params={"status": "failure", "per_page": min(runs, MAX_RUNS)},
    )
    listed = [payloads.workflow_run(item, settings.repository) for item in (data or {}).get("workflow_runs", [])]
    report = BacktestReport(
        repository=settings.repository,
        requested=runs,
        model=(settings.model or settings.provider or settings.base_url) if settings.model_configured else None,
        max_api_calls=budget,
    )
    costliest = 0
    with tempfile.TemporaryDirectory(prefix="ci-triage-backtest-") as scratch:
        for run in listed[:runs]:
            verdict = RunVerdict(
                run_id=run.id, html_url=run.html_url, workflow=run.name, branch=run.head_branch, event=run.event,
                outcome="not-triaged",
            )  # fmt: skip
            if client.exhausted or client.calls_made + costliest > client.max_calls:
                report.stopped = report.stopped or (
                    f"the budget of {client.max_calls} API calls could not hold another run "
                    f"(the costliest so far took {costliest}); raise --max-api-calls to go on"
                )
                report.runs.append(verdict)
                continue
            before = client.calls_made
            report.runs.append(_triage_one(settings, run.id, client, analyser, checkout, Path(scratch), sleep, verdict))
            verdict.api_calls = client.calls_made - before
            costliest = max(costliest, verdict.api_calls)
            if client.exhausted:
                verdict.outcome, verdict.comment, verdict.fix = "not-triaged", "", ""
                verdict.summary = f"stopped: the budget of {client.max_calls} API calls ran out during this run"
                report.stopped = verdict.summary
    report.api_calls = client.calls_made
    return report


def _triage_one(settings, run_id, client, analyser, checkout, scratch: Path, sleep, verdict: RunVerdict) -> RunVerdict:
    """One run through the loop in ``summary`` mode, the summary going to a scratch file."""
    import io

    from ci_triage.triage.assemble import triage_run

    workspace = checkout or scratch / "no-checkout"
    workspace.mkdir(exist_ok=True)
    summary = scratch / f"summary-{run_id}.md"
    env = {"GITHUB_STEP_SUMMARY": str(summary)}
    run_settings = settings.model_copy(update={"mode": "summary", "run_id": run_id, "workspace": workspace})
    outcome = triage_run(
        run_settings, analyser=analyser, environ=env, stdout=io.StringIO(), sleep=sleep, client=client,
        wrap_output=False,
    )  # fmt: skip
    state, outputs = outcome.state, outcome.outputs
    verdict.comment = summary.read_text(encoding="utf-8") if summary.is_file() else ""
    verdict.category, verdict.confidence = outputs["category"], float(outputs["confidence"] or 0)  # empty: no verdict
    verdict.summary = outputs["summary"]
    if state.handoff is not None:
        verdict.outcome = "handoff"
        verdict.fix = "no: nothing verified to fix"
    else:
        verdict.outcome = "diagnosed"
        verdict.fix = _fix_verdict(state, analyser, settings.model_configured)
    return verdict


def _fix_verdict(state, analyser, model_configured: bool) -> str:
    """Whether ``mode: patch`` would have proposed a fix for this verified diagnosis, and how."""
    from ci_triage.repair.fixers import select_fixers
    from ci_triage.repair.propose import _from_fork

    evidence = state.evidence
    if evidence is None:
        return "no: no evidence"
    if _from_fork(evidence):
        return "no verified fix: a fork's pull request (its code is never run; a model patch would be a suggestion)"
    fixers = select_fixers(analyser.skills.skills, evidence)
    if fixers:
        names = ", ".join(f"{skill.name}/{fixer.id}" for skill, fixer in fixers)
        return f"yes: skill fixer {names}, verified by re-running the failing check"
    if model_configured:
        return "maybe: no skill fixer applies; the model would try, verified by re-running the failing check"
    return "no: no skill fixer applies and no model is configured"
