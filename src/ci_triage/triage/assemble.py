"""Build the loop's world from :class:`~ci_triage.config.settings.Settings` and run one triage to the end.

Used by ``ci-triage action`` and ``ci-triage triage --run-id``. The evidence comes from
``log-path`` (files in the workspace) or from GitHub (the ``workflow_run`` event's run, else
``run-id``); drafts come from the built-in rules first (:mod:`ci_triage.propose.rules`, no
harness run) and, when a provider is set, from the model next (the harness); the verifier and the
renderer are the same for both; the fix stage is :class:`ci_triage.repair.stage.FixStage`.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from ci_triage.base.errors import EffectBlocked, InputError
from ci_triage.base.extras import require_extra
from ci_triage.config.settings import Mode, Settings, in_workspace
from ci_triage.evidence.model import Evidence
from ci_triage.triage.driver import loop_records
from ci_triage.triage.effects import DraftOutcome, Effects, EvidenceSource
from ci_triage.triage.state import Goal, LoopState
from ci_triage.triage.trace_records import LoopStateRecord

if TYPE_CHECKING:
    from ci_triage.agent.events import AgentEvent
    from ci_triage.agent.llm.base import Model, RunUsage
    from ci_triage.agent.mcp import MCPConfig
    from ci_triage.github.client import GitHubClient
    from ci_triage.logs.analyse import Analyser
    from ci_triage.logs.skills import Skill
    from ci_triage.propose.diagnosis import Diagnosis
    from ci_triage.triage.check_run_writer import CheckRunWriter
    from ci_triage.triage.sticky_comment import StickyCommentWriter

MISSING_TOKEN_FIX = (
    "with:\n  github-token: ${{ github.token }}\n# from a terminal: export GITHUB_TOKEN=<a token that can read the run>"
)


@dataclass
class TriageOutcome:
    """The final state, and the step outputs it implies (names as in ``action.yml``)."""

    state: LoopState
    outputs: dict[str, str]
    job_summary: str | None = None
    """The diagnosis in full (not cut to the comment's limit) or the handoff report, when one was made."""


def triage_run(
    settings: Settings,
    *,
    analyser: Analyser,
    skills: Iterable[Skill] = (),
    trace_path: Path | None = None,
    environ: dict[str, str] | None = None,
    stdout: TextIO | None = None,
    sleep: Callable[[float], None] | None = None,
    model: Model | None = None,
    wrap_output: bool | None = None,
    log_file: Path | None = None,
    mcp: MCPConfig | None = None,
    client: GitHubClient | None = None,
) -> TriageOutcome:
    """Run the loop for ``settings``; the trace (if any) is written atomically to ``trace_path``.

    ``model`` (any harness model, e.g. a ``ScriptedModel``) drafts the model stage instead of the
    provider the settings name; ``sleep`` replaces the GitHub client's waits (tests record them).
    ``wrap_output``: print between ``::stop-commands::`` markers (default: inside GitHub Actions).
    ``log_file``: a log named on the command line (the user's own file, read wherever it is),
    triaged offline like ``log-path``, which must lie inside the workspace. ``mcp``: the MCP
    servers (a ``harness.mcp.MCPConfig``) offered to the model drafter; default: the file of the
    ``mcp-config`` setting, which must lie inside the workspace (``ci_triage.config.mcp_file``).
    ``client``: the ``GitHubClient`` to read (and write) through, instead of one made from the
    settings' token (``ci-triage backtest`` shares one, with its call budget, across runs).
    Raises :class:`~ci_triage.base.errors.MissingExtraError` before anything runs when a provider is
    configured and the ``model`` extra is not installed.
    """
    from ci_triage.triage.job_summary import summary_paragraphs

    if settings.model_configured and model is None:
        require_extra("model", f"provider {settings.provider or settings.base_url!r}")
    if mcp is None and settings.mcp_config:
        from ci_triage.config.mcp_file import load_mcp_file

        mcp = load_mcp_file(in_workspace(settings.mcp_config, settings.workspace, "mcp-config"), "input mcp-config")
    env = dict(os.environ if environ is None else environ)
    skills = tuple(skills) or analyser.skills.skills
    with tempfile.TemporaryDirectory(prefix="ci-triage-") as scratch:
        effects, run_id = _effects(
            settings, Path(scratch), analyser, skills, env, stdout or sys.stdout, sleep, model, log_file, mcp, client
        )
        effects.wrap_output = env.get("GITHUB_ACTIONS") == "true" if wrap_output is None else wrap_output
        effects.debug = env.get("RUNNER_DEBUG") == "1"
        state = LoopState(
            run_id=run_id,
            goal=_goal(settings.mode),
            model_configured=settings.model_configured or model is not None,
            fix_requested=settings.mode == "patch" or settings.propose_fix,
            resolve_when_green=settings.resolve_when_green,
            max_attempts=settings.max_attempts,
            max_steps=settings.max_steps,
            budget_tokens=settings.token_budget,
        )
        if mcp is not None and mcp.servers and not state.model_configured:
            state.notes.append("mcp-config was given but no model: MCP servers serve a model, so none was started")
        final = _run_loop(state, effects, trace_path)
    if settings.log_path and settings.mode == "patch" and final.nothing_to_triage is None:
        final.notes.append(  # mode comment falls back to the job summary as documented: no warning for it
            "log-path was given, so the diagnosis went to the job summary: a sticky PR comment and a draft fix PR "
            "need the run fetched from GitHub (leave log-path empty)"
        )
    effects.write_job_summary(*summary_paragraphs(final))
    return TriageOutcome(state=final, outputs=outputs_of(final, trace_path), job_summary=effects.job_summary)


def _run_loop(state: LoopState, effects: Effects, trace_path: Path | None) -> LoopState:
    """The final state of the loop from ``state``; every record the driver yields is written to the
    trace at ``trace_path`` as it comes (none without a path), redacted as composed text
    (:func:`~ci_triage.base.redact.composed_redactor`): the loop's records hold the evidence, redacted
    when it was collected, and ci-triage's own words about it."""
    from ci_triage.base.redact import composed_redactor
    from ci_triage.trace import TraceWriter

    with TraceWriter(trace_path, composed_redactor()) if trace_path is not None else contextlib.nullcontext() as trace:
        for record in loop_records(state, effects):
            if trace is not None:
                trace.write(record)
            if isinstance(record, LoopStateRecord):
                state = record.state
    return state


def _goal(mode: Mode) -> Goal:
    """What the loop commits for ``mode``: ``patch`` comments (with its fix); ``scan`` and
    ``backtest`` are no triage of one run."""
    if mode == "scan":
        raise InputError("mode scan runs a health scan, not a triage: use ci-triage scan")
    if mode == "backtest":
        raise InputError("mode backtest triages many runs read-only: use ci-triage backtest")
    return "comment" if mode == "patch" else mode


def outputs_of(state: LoopState, trace_path: Path | None) -> dict[str, str]:
    """The step outputs for a finished loop (names and meanings as in ``action.yml``). The one-line
    summary comes twice: ``summary`` is Markdown, its untrusted text neutralised for a page that
    renders it (:func:`ci_triage.report.diagnosis_comment.neutral_text`); ``summary-text`` is the
    same line as plain text, redacted but not escaped: at most 500 characters (``summary`` as many
    before its escapes)."""
    from ci_triage.base.redact import redact_composed
    from ci_triage.report.diagnosis_comment import neutral_text
    from ci_triage.report.model_usage import usage_json

    verified = state.committed or state.verified_proposal
    diagnosis = verified.diagnosis if verified else None
    classification = state.classification
    green = state.nothing_to_triage is not None
    if diagnosis:
        category, confidence = diagnosis.category, f"{diagnosis.confidence:.2f}"
    elif classification and not green:
        category, confidence = classification.category, f"{classification.confidence:.2f}"
    else:
        category, confidence = "", ""
    summary = (
        state.nothing_to_triage
        or (diagnosis.root_cause if diagnosis else None)
        or (state.handoff.reason if state.handoff else "")
    )
    one_line = " ".join(redact_composed(summary).split())[:500]  # masked before the cut, which could halve a secret
    comment_url = next((c.url for c in reversed(state.commits) if c.target == "comment" and c.url), "")
    stages = [state.committed.stage] if state.committed else []
    primary = _primary_report(state)
    return {
        "outcome": "nothing-to-triage" if green else "handoff" if state.handoff else "triaged",
        "stage": {"deterministic": "rules", "model": "model"}[stages[-1]] if stages else "",
        "model-status": model_status(state),
        "category": category,
        "confidence": confidence,
        "summary": neutral_text(one_line),
        "summary-text": one_line,
        "fingerprint": (primary.fingerprint or "") if primary and not green else "",
        "failed-tests": json.dumps(_failed_tests(state)),
        "comment-url": comment_url,
        "fix-pr-url": (state.fix.pull_request_url or "") if state.fix else "",
        "handoff-reason": redact_composed(state.handoff.reason) if state.handoff else "",
        "trace-path": str(trace_path) if trace_path else "",
        "model-usage": usage_json(state.model_usage),
    }


def model_status(state: LoopState) -> str:
    """``not-configured``; ``ok`` (the model's diagnosis was verified); ``not-run`` (the loop ended
    before the model stage: nothing to triage, or a handoff); else ``failed: <why>``."""
    if not state.model_configured:
        return "not-configured"
    if state.model_failure:
        return f"failed: {' '.join(state.model_failure.split())[:300]}"
    if any(commit.stage == "model" for commit in state.commits):
        return "ok"
    return "not-run"


def _primary_report(state: LoopState):
    logs = state.evidence.logs if state.evidence else []
    failing = [log for log in logs if log.report.failure_found] or logs
    return failing[0].report if failing else None


def _failed_tests(state: LoopState) -> list[str]:
    """Every failed test's name, from the logs then JUnit, each once, in the order found."""
    evidence = state.evidence
    if evidence is None or state.nothing_to_triage:
        return []
    names = [test.name for log in evidence.logs for test in log.report.failed_tests]
    names += [test.name for test in evidence.junit]
    return list(dict.fromkeys(names))


def _effects(
    settings: Settings,
    scratch: Path,
    analyser: Analyser,
    skills: tuple[Skill, ...],
    env: dict[str, str],
    stdout: TextIO,
    sleep: Callable[[float], None] | None,
    model: Model | None,
    log_file: Path | None,
    mcp: MCPConfig | None,
    client: GitHubClient | None,
) -> tuple[Effects, int | None]:
    from ci_triage.propose.rules import rules_draft
    from ci_triage.repair.stage import FixStage
    from ci_triage.triage.handoff_report import render_handoff
    from ci_triage.triage.proposal_verifier import ProposalVerifier

    source, comments, run_id = _source_and_writer(settings, scratch, analyser, env, sleep, log_file, client)
    client = comments.client if comments is not None else None
    checkout = settings.workspace if settings.workspace.is_dir() else None
    masked = _masked_values(env)

    effects = Effects(
        source=source,
        drafters={
            "deterministic": lambda evidence: rules_draft(evidence, repository=checkout),
            "model": lambda evidence: _model_draft(evidence, settings, checkout, skills, model, mcp),
        },
        verifier=ProposalVerifier(render_comment, checkout, masked),
        render=render_comment,
        render_handoff=render_handoff,
        comments=comments if settings.mode in ("comment", "patch") else None,
        check_runs=_check_runs(settings, client),
        fixer=FixStage(settings, checkout, skills, model, client) if checkout is not None else None,
        summary_path=env.get("GITHUB_STEP_SUMMARY") if settings.mode != "dry-run" else None,
        stdout=stdout,
    )
    return effects, run_id


def render_comment(
    evidence: Evidence,
    diagnosis: Diagnosis,
    sections: list[str],
    /,
    usage: RunUsage | None = None,
    *,
    author: str | None = None,
    model_failure: str | None = None,
    full: bool = False,
) -> str:
    """The sticky comment's Markdown for ``diagnosis`` with the extra ``sections`` (e.g. the fix),
    the model stage's ``usage`` (None: the rules drafted it), the model ``author`` and why a model
    draft failed (``model_failure``); ``full``: the job summary (its larger limit, and the source
    locations listed)."""
    from ci_triage.github.comment_limit import COMMENT_LIMIT
    from ci_triage.github.runner import SUMMARY_LIMIT
    from ci_triage.report.diagnosis_comment import render_diagnosis_comment
    from ci_triage.triage.events import marker_for

    return render_diagnosis_comment(
        evidence,
        diagnosis,
        marker=marker_for(evidence),
        notes=evidence.notes,
        sections=sections,
        usage=usage,
        author=author,
        model_failure=model_failure,
        limit=SUMMARY_LIMIT if full else COMMENT_LIMIT,
        source_locations=full,
    )


def _check_runs(settings: Settings, client: GitHubClient | None) -> CheckRunWriter | None:
    """The check run writer when the ``check-run`` input asks for one and GitHub is reachable."""
    from ci_triage.triage.check_run_writer import CheckRunWriter

    if not settings.check_run or client is None or settings.mode == "dry-run":
        return None
    return CheckRunWriter(client)


def _model_draft(
    evidence: Evidence,
    settings: Settings,
    checkout: Path | None,
    skills: tuple[Skill, ...],
    model: Model | None,
    mcp: MCPConfig | None = None,
) -> DraftOutcome:
    """The model stage: ``model``, else the provider the settings name, drafting in the harness."""
    from ci_triage.agent.errors import ModelError
    from ci_triage.propose import diagnose
    from ci_triage.propose.provider import open_configured_model
    from ci_triage.propose.run import DEFAULT_TOKEN_BUDGET

    if model is None:
        try:
            model = open_configured_model(settings)
        except ModelError as error:
            return _NoDraft(reason=f"the model could not be opened: {error}")
    budget = settings.max_model_tokens or DEFAULT_TOKEN_BUDGET
    try:
        return diagnose(
            evidence,
            repository=checkout,
            model=model,
            skills=skills,
            token_budget=budget,
            mcp=mcp,
            max_steps=settings.max_turns,
        )
    except ValueError as error:  # the model's window cannot hold even the task's essentials
        return _NoDraft(reason=f"{error}: the model's window is too small; raise max-input-tokens")


@dataclass
class _NoDraft:
    reason: str
    diagnosis: None = None
    drafter: str = "model"
    first_request_tokens: int | None = None
    events: tuple[AgentEvent, ...] = ()
    usage: RunUsage | None = None


def _masked_values(env: dict[str, str]) -> list[str]:
    """Values that must never be posted: those of secret-named variables in the environment."""
    from ci_triage.base.redact import SECRET_NAME

    return [value for name, value in env.items() if SECRET_NAME.search(name) and len(value) >= 8]


def _source_and_writer(
    settings: Settings,
    scratch: Path,
    analyser: Analyser,
    env: dict[str, str],
    sleep: Callable[[float], None] | None,
    log_file: Path | None = None,
    client: GitHubClient | None = None,
) -> tuple[EvidenceSource, StickyCommentWriter | None, int | None]:
    """The evidence source, the comment writer (or None), and the run id."""
    from ci_triage.evidence.local_source import LocalLogSource

    checkout = settings.workspace if settings.workspace.is_dir() else None
    if log_file is not None:
        return LocalLogSource(log_file, scratch, analyser, checkout=checkout), None, None
    if settings.log_path:
        path = in_workspace(settings.log_path, settings.workspace, "log-path")
        return _local_source(settings, path, scratch, analyser, env.get("GITHUB_JOB")), None, None
    given = [
        name
        for name, value in (("baseline-path", settings.baseline_path), ("workflow-path", settings.workflow_path))
        if value
    ]
    if given:
        raise InputError(
            f"input {given[0]}: only with log-path; for a run fetched from GitHub the last green run and the "
            "workflow file are found by themselves"
        )
    from ci_triage.evidence.github_source import GitHubRunSource, run_to_triage
    from ci_triage.triage.sticky_comment import StickyCommentWriter

    if settings.github_token is None and client is None:
        return _Unavailable("no GitHub token was given", "the github-token input", MISSING_TOKEN_FIX), None, None
    from ci_triage.github.client import GitHubClient
    from ci_triage.github.models import RunRef

    if client is None:
        token = settings.github_token.get_secret_value() if settings.github_token else ""
        client = GitHubClient(token, settings.api_url, identity=settings.bot_login, sleep=sleep or time.sleep)
    target = run_to_triage(settings, env)
    if target is None:
        reason = "no run to triage: not started by workflow_run and no run id"
        return _Unavailable(reason, "the run id", "set GITHUB_RUN_ID, or pass --run-id"), None, None
    source = GitHubRunSource(client, target, scratch, analyser, checkout)
    run_id = target.run_id if isinstance(target, RunRef) else target.id
    return source, StickyCommentWriter(client, source, env.get("GITHUB_EVENT_NAME")), run_id


def _local_source(settings: Settings, log: Path, scratch: Path, analyser: Analyser, job: str | None) -> EvidenceSource:
    """The source for ``log-path``: the log at ``log``, with the inputs ``baseline-path`` (the same
    job's last passing log) and ``workflow-path`` (the run's workflow file) when given, all inside
    the workspace (:func:`~ci_triage.config.in_workspace`). The workflow file is cited by its path
    in the workspace, which is the repository's checkout in a workflow, and one that cannot be read
    or is no workflow raises :class:`~ci_triage.evidence.workflow_step.WorkflowFileError` (exit 3);
    a single log is the job ``job`` (the runner's ``GITHUB_JOB``; None outside a runner: the file's
    name)."""
    from ci_triage.evidence.local_source import LocalLogSource

    baseline = (
        in_workspace(settings.baseline_path, settings.workspace, "baseline-path") if settings.baseline_path else None
    )
    workflow = (
        in_workspace(settings.workflow_path, settings.workspace, "workflow-path") if settings.workflow_path else None
    )
    label = None
    if workflow is not None:
        from ci_triage.evidence.workflow_step import checked_workflow_text

        label = workflow.relative_to(settings.workspace.resolve()).as_posix()
        checked_workflow_text(workflow, label)  # a path that is no workflow: exit 3, as for log-path
    checkout = settings.workspace if settings.workspace.is_dir() else None
    return LocalLogSource(
        log, scratch, analyser, baseline=baseline, workflow=workflow, workflow_label=label, job_name=job,
        checkout=checkout,
    )  # fmt: skip


class _Unavailable:
    """A source that can only say why nothing can be collected."""

    def __init__(self, reason: str, missing: str, fix: str) -> None:
        self.reason, self.missing, self.fix = reason, missing, fix

    def collect(self, attempt: int, budget_tokens: int) -> Evidence:
        raise EffectBlocked(self.reason, missing=self.missing, fix=self.fix)
