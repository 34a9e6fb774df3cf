"""``ci-triage action``: the entrypoint of the Docker container action (``action.yml``).

Reads the inputs the way the runner passes them to a container action (``INPUT_<NAME>`` with
hyphens kept; underscores accepted — see :mod:`ci_triage.config.settings`), runs the triage loop on the
``workflow_run`` event's run, this run (``GITHUB_RUN_ID``, for a ``needs:`` + ``if: failure()``
job), or the log at ``log-path``, and then:

* ``comment``: creates or updates the sticky PR comment and writes the job summary;
* ``summary``: writes the job summary only; ``dry-run``: prints the comment and writes nothing;
* writes the outputs (``outcome``, ``stage``, ``model-status``, ``category``, ``confidence``,
  ``summary``, ``summary-text``, ``fingerprint``, ``failed-tests``, ``comment-url``, ``fix-pr-url``,
  ``handoff-reason``, ``report-path``, ``trace-path``, ``model-usage``; dry-run too) and the annotations
  (:mod:`ci_triage.triage.annotations`);
* keeps a JSONL trace of every decision at ``.ci-triage/trace-<run id>-<attempt>.jsonl`` in the
  workspace (``ci-triage replay`` re-runs it) and the full JSON report beside it
  (``report-<run id>-<attempt>.json``), both mode 0644 for the job's later steps.

A run or log that did not fail is ``nothing-to-triage``: no model call, no comment, exit 0.
A handoff (a missing permission, input or evidence) exits 0 with the reason in the job summary
and the ``handoff-reason`` output, or :data:`~ci_triage.base.errors.ExitCode.HANDOFF` with
``fail-on-error: true``. Bad inputs exit :data:`~ci_triage.base.errors.ExitCode.INPUT`. The API key is
masked in the step log (``::add-mask::``) before anything else is printed. A broken event
payload (``GITHUB_EVENT_PATH`` unreadable, or not a JSON object) is a bad input in every mode.

Reference: GitHub Docs, "Metadata syntax for GitHub Actions", "Workflow commands for GitHub Actions".
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ci_triage.base.errors import ExitCode, OutputError

if TYPE_CHECKING:
    from ci_triage.config.settings import Settings

TRACE_DIR = ".ci-triage"
REPORT_SCHEMA_VERSION = 1


def run_action() -> int:
    """Run the action; returns the process exit code."""
    from ci_triage.config.settings import load_settings
    from ci_triage.evidence.github_source import event_payload
    from ci_triage.github.runner import echo_untrusted, error_annotation, mask_value, write_outputs
    from ci_triage.logs.analyse import Analyser
    from ci_triage.triage.assemble import triage_run

    settings = load_settings()
    if settings.api_key is not None:
        mask_value(settings.api_key.get_secret_value())
    for warning in settings.config_warnings:
        sys.stdout.write(error_annotation(warning, title="ci-triage", level="warning"))
    event_payload(settings)  # a broken payload is bad input in every mode, read or not (exit 3)
    if settings.mode == "scan":
        return _run_scan_mode(settings)
    if settings.mode == "backtest":
        return _run_backtest_mode(settings)
    dry_run = settings.mode == "dry-run"
    trace_path = None if dry_run else _output_path(settings.workspace, "trace", "jsonl")
    outcome = triage_run(settings, analyser=Analyser.load(), trace_path=trace_path, wrap_output=True)
    state = outcome.state
    outputs = outcome.outputs
    if trace_path is not None:
        outputs["trace-path"] = str(trace_path.relative_to(settings.workspace))
        report_path = _output_path(settings.workspace, "report", "json")
        _write_report(report_path, outcome)
        outputs["report-path"] = str(report_path.relative_to(settings.workspace))
    else:
        outputs["report-path"] = ""
    write_outputs(outputs)
    if not dry_run:
        _annotate(state)
    echo_untrusted(_status_line(outputs))
    if state.handoff and settings.fail_on_error:
        return ExitCode.HANDOFF
    return ExitCode.OK


def _status_line(outputs: dict[str, str]) -> str:
    """The step log's last line: what happened, in a sentence."""
    if outputs["outcome"] == "nothing-to-triage":
        return f"ci-triage: nothing to triage - {outputs['summary-text']}"
    if outputs["outcome"] == "handoff":
        return f"ci-triage: needs a human - {outputs['handoff-reason']}"
    by = "the built-in rules" if outputs["stage"] == "rules" else "the model"
    return f"ci-triage: {outputs['category']} (confidence {outputs['confidence']}), diagnosed by {by}"


def _annotate(state) -> None:
    """Print the step's annotations (:func:`ci_triage.triage.annotations.annotations_of`), redacted
    (:func:`~ci_triage.base.redact.composed_redactor`): the runner posts them on the run's page."""
    from ci_triage.base.redact import composed_redactor
    from ci_triage.github.runner import error_annotation
    from ci_triage.triage.annotations import annotations_of

    redact = composed_redactor()
    for item in annotations_of(state):
        message = redact(item.message)
        sys.stdout.write(error_annotation(message, file=item.file, line=item.line, title="ci-triage", level=item.level))


def _write_report(path: Path, outcome) -> None:
    """The full JSON report for later steps (mode 0644, whole or absent): the outputs, the final
    state without the evidence (the diagnosis with every claim, notes, handoff, commits, fix) and
    the job summary in full. Redacted like the trace."""
    import json

    from ci_triage.base.redact import composed_redactor, own_texts, redact_value
    from ci_triage.base.shared_file import write_shared_file
    from ci_triage.triage.trace_records import state_record

    report = {
        "schema_version": REPORT_SCHEMA_VERSION,
        "outputs": outcome.outputs,
        "state": state_record(outcome.state),
        "job_summary": outcome.job_summary,
    }
    redacted = redact_value(report, composed_redactor(), own_texts(outcome.state))
    text = json.dumps(redacted, ensure_ascii=False, indent=2) + "\n"
    try:
        write_shared_file(path, text)
    except OSError as error:
        raise OutputError(f"{path}: cannot write the report: {error.strerror or error}") from None


def _run_scan_mode(settings: Settings) -> int:
    """``mode: scan``: the health scan of ``repository`` (default: this one), or with ``scan-merge``
    the overview of several JSON reports (a glob in the workspace) in the job summary."""
    from ci_triage.base.errors import InputError
    from ci_triage.commands.scan import run_scan
    from ci_triage.config.defaults import DEFAULT_MAX_API_CALLS
    from ci_triage.config.settings import ScanOptions, in_workspace

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
        max_api_calls=settings.max_api_calls or DEFAULT_MAX_API_CALLS,
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
    from ci_triage.audit.backtest import backtest_markdown, run_backtest
    from ci_triage.base.errors import InputError
    from ci_triage.github.errors import GitHubError
    from ci_triage.github.runner import echo_untrusted, write_summary
    from ci_triage.logs.analyse import Analyser

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


def _output_path(workspace: Path, kind: str, suffix: str) -> Path:
    """Where this step keeps its ``kind`` file (``trace``, ``report``): ``.ci-triage/`` in the
    workspace, so a later step can upload it; the folder is made readable by the runner's user."""
    run = os.environ.get("GITHUB_RUN_ID", "local")
    attempt = os.environ.get("GITHUB_RUN_ATTEMPT", "1")
    folder = workspace / TRACE_DIR
    try:
        if not folder.is_dir():
            folder.mkdir(parents=True)
            folder.chmod(0o755)
    except OSError as error:
        raise OutputError(f"{folder}: cannot create the folder: {error.strerror or error}") from None
    return folder / f"{kind}-{run}-{attempt}.{suffix}"
