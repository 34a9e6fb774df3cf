"""``ci-triage action``: the entrypoint of the Docker container action (``action.yml``).

Reads the inputs the way the runner passes them to a container action (``INPUT_<NAME>`` with
hyphens kept; underscores accepted — see :mod:`ci_triage.config`), runs the triage loop on the
``workflow_run`` event's run, this run (``GITHUB_RUN_ID``, for a ``needs:`` + ``if: failure()``
job), or the log at ``log-path``, and then:

* ``comment``: creates or updates the sticky PR comment and writes the job summary;
* ``summary``: writes the job summary only; ``dry-run``: prints the comment and writes nothing;
* writes the outputs (``category``, ``confidence``, ``summary``, ``comment-url``,
  ``handoff-reason``, ``trace-path``, ``model-usage``) and an ``::error`` annotation at each verified source line;
* keeps a JSONL trace of every decision at ``.ci-triage/trace-<run id>-<attempt>.jsonl`` in the
  workspace (``ci-triage replay`` re-runs it).

A handoff (a missing permission, input or evidence) exits 0 with the reason in the job summary
and the ``handoff-reason`` output, or :data:`~ci_triage.errors.ExitCode.HANDOFF` with
``fail-on-error: true``. Bad inputs exit :data:`~ci_triage.errors.ExitCode.INPUT`.

Reference: GitHub Docs, "Metadata syntax for GitHub Actions", "Workflow commands for GitHub Actions".
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ci_triage.errors import ExitCode, OutputError

if TYPE_CHECKING:
    from ci_triage.config import Settings

TRACE_DIR = ".ci-triage"


def run_action() -> int:
    """Run the action; returns the process exit code."""
    from ci_triage.config import load_settings
    from ci_triage.logs.analyse import Analyser
    from ci_triage.runner import echo_untrusted, error_annotation, write_outputs
    from ci_triage.triage.assemble import triage_run

    settings = load_settings()
    for warning in settings.config_warnings:
        sys.stdout.write(error_annotation(warning, title="ci-triage", level="warning"))
    if settings.mode == "scan":
        return _run_scan_mode(settings)
    if settings.mode == "backtest":
        return _run_backtest_mode(settings)
    dry_run = settings.mode == "dry-run"
    trace_path = None if dry_run else _trace_path(settings.workspace)
    outcome = triage_run(settings, analyser=Analyser.load(), trace_path=trace_path, wrap_output=True)
    state = outcome.state
    if not dry_run:
        outputs = outcome.outputs
        if trace_path is not None:
            outputs["trace-path"] = str(trace_path.relative_to(settings.workspace))
        write_outputs(outputs)
        _summary_usage(state)
        for claim in _verified_source_claims(state):
            citation = claim.citation
            sys.stdout.write(
                error_annotation(claim.statement, file=citation.path, line=citation.start_line, title="ci-triage")
            )
        for note in state.notes:
            sys.stdout.write(error_annotation(note, title="ci-triage", level="warning"))
    status = f"ci-triage: {state.phase}"
    if state.handoff:
        status += f" - needs a human: {state.handoff.reason}"
    elif outcome.outputs["category"]:
        status += f" - {outcome.outputs['category']} (confidence {outcome.outputs['confidence']})"
    echo_untrusted(status)
    if state.handoff and settings.fail_on_error:
        return ExitCode.HANDOFF
    return ExitCode.OK


def _summary_usage(state) -> None:
    """Add the model stage's cost to the job summary when its own comment (whose footer has it) was
    not the one written there, e.g. the rules' comment stands because the model stage failed."""
    from ci_triage.render.model_usage import usage_line
    from ci_triage.runner import write_summary

    path = os.environ.get("GITHUB_STEP_SUMMARY")
    if state.model_usage is None or not path:
        return
    if any(c.target == "summary" and c.stage == "model" for c in state.commits):
        return
    try:
        written = Path(path).read_text(encoding="utf-8")
    except OSError:
        written = ""
    write_summary(f"{written.rstrip()}\n\n{usage_line(state.model_usage)}\n".lstrip(), path)


def _run_scan_mode(settings: Settings) -> int:
    """``mode: scan``: the health scan of ``repository`` (default: this one), or with ``scan-merge``
    the overview of several JSON reports (a glob in the workspace) in the job summary."""
    from ci_triage.commands.scan import run_scan
    from ci_triage.config import ScanOptions, in_workspace
    from ci_triage.errors import InputError

    merge = None
    if settings.scan_merge:
        pattern = settings.scan_merge
        if pattern.startswith(("/", "~")) or ".." in Path(pattern).parts:
            raise InputError(f"input scan-merge: {pattern!r} must be a pattern inside the workspace")
        root = settings.workspace.resolve()
        merge = sorted(str(p) for p in root.glob(pattern) if p.resolve().is_relative_to(root))
        if not merge:
            raise InputError(f"input scan-merge: no file in the workspace matches {pattern!r}")
    output = (
        str(in_workspace(settings.scan_output, settings.workspace, "scan-output")) if settings.scan_output else None
    )
    options = ScanOptions(
        repo=None if merge else settings.repository,
        merge=merge,
        since=settings.since,
        max_api_calls=settings.max_api_calls,
        format="json" if output else "markdown",
        output=output,
        publish="summary" if merge else settings.scan_publish,
        label=settings.scan_label,
        bot_login=settings.bot_login,
        token=settings.github_token,
        no_home_skills=True,
    )
    return run_scan(options)


def _run_backtest_mode(settings) -> int:
    """``mode: backtest``: what ci-triage would have posted on the repository's (default: this one)
    last ``backtest-runs`` failed runs, read-only, as a report in the job summary (docs/backtest.md)."""
    from ci_triage.backtest import backtest_markdown, run_backtest
    from ci_triage.errors import InputError
    from ci_triage.github.errors import GitHubError
    from ci_triage.logs.analyse import Analyser
    from ci_triage.runner import echo_untrusted, write_summary

    if settings.github_token is None:
        raise InputError("mode backtest: the github-token input is empty; it needs a token that can read the runs")
    if not settings.repository:
        raise InputError("mode backtest: no repository (input repository, or GITHUB_REPOSITORY)")
    checkout = settings.workspace if settings.workspace.is_dir() else None
    try:
        report = run_backtest(settings, runs=settings.backtest_runs, analyser=Analyser.load(), checkout=checkout)
    except GitHubError as error:
        raise InputError(f"mode backtest: cannot list the failed runs of {settings.repository}: {error}") from None
    markdown = backtest_markdown(report)
    if not write_summary(markdown):
        echo_untrusted(markdown)
    return ExitCode.OK


def _trace_path(workspace: Path) -> Path:
    """Where this step keeps its trace: in the workspace, so a later step can upload it."""
    run = os.environ.get("GITHUB_RUN_ID", "local")
    attempt = os.environ.get("GITHUB_RUN_ATTEMPT", "1")
    folder = workspace / TRACE_DIR
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise OutputError(f"{folder}: cannot create the trace folder: {error.strerror or error}") from None
    return folder / f"trace-{run}-{attempt}.jsonl"


def _verified_source_claims(state):
    verified = state.verified_proposal
    if verified is None:
        return []
    return [
        claim
        for claim in verified.diagnosis.claims
        if claim.citation.kind in ("file", "diff") and claim.citation.path and claim.citation.start_line
    ]
