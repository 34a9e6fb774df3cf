"""``ci-triage triage``: analyse a failed job's log offline and print the report."""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ci_triage.base.errors import InputError, OutputError, UsageError
from ci_triage.commands.long_lived import long_lived

if TYPE_CHECKING:
    from ci_triage.logs.model import TriageReport

EXAMPLES = {
    "default": "maven-surefire-test-failure.log",
    "prettier": "prettier-check.log",
}
"""Logs bundled with ci-triage (``--example NAME``); see ``examples/logs/README.md`` for their sources."""


_RUN_ONLY_FLAGS = {
    "--repo": "repo",
    "--attempt": "attempt",
    "--mode": "mode",
    "--provider": "provider",
    "--model": "model",
    "--base-url": "base_url",
    "--mcp-config": "mcp_config",
    "--max-steps": "max_steps",
    "--max-input-tokens": "max_input_tokens",
    "--max-output-tokens": "max_output_tokens",
    "--max-model-tokens": "max_model_tokens",
    "--propose-fix": "propose_fix",
    "--verify-command": "verify_command",
    "--fail-on-handoff": "fail_on_handoff",
}
"""Flags of the GitHub loop (``--run-id``) and the ``args`` attributes they set."""

_LOCAL_FIX_FLAGS = {
    "--propose-fix", "--verify-command", "--provider", "--model", "--base-url", "--max-steps", "--fail-on-handoff",
    "--mcp-config",
}  # fmt: skip
"""Flags of the loop that also work offline, on a log and a local checkout, with ``--propose-fix``."""


def example_path(name: str) -> Path:
    """Path of the bundled example log ``name``; raises :class:`UsageError` (exit 2, a bad argument) for
    an unknown name."""
    if name not in EXAMPLES:
        known = ", ".join(sorted(EXAMPLES))
        raise UsageError(f"--example: no example named {name!r}; known examples: {known}")
    from ci_triage.logs.bundled import bundled_dir

    return bundled_dir("examples") / EXAMPLES[name]


def run_triage(args: argparse.Namespace) -> int:
    """Run the subcommand for parsed ``args``; returns the exit code (0 when the analysis ran)."""
    with long_lived():
        from ci_triage.config.defaults import DEFAULT_BUDGET
        from ci_triage.logs.analyse import Analyser
        from ci_triage.logs.report import redacted, triage_path
        from ci_triage.report.next_step import with_next_step

    if args.run_id:
        offline = [flag for flag, value in (("--baseline", args.baseline), ("--workflow", args.workflow)) if value]
        if offline:
            raise UsageError(
                f"{', '.join(offline)}: only with a log file; with --run-id the last green run and the workflow "
                "file are read from GitHub"
            )
        return run_github_triage(args)
    given = [flag for flag, value in _RUN_ONLY_FLAGS.items() if getattr(args, value) not in (None, False, "dry-run")]
    if args.propose_fix:
        return run_local_fix(args, [flag for flag in given if flag not in _LOCAL_FIX_FLAGS])
    if given:
        raise UsageError(f"{', '.join(given)}: only with --run-id (a GitHub run); a log file is analysed offline")
    if args.example == "list":
        for name in EXAMPLES:
            print(f"{name}\t{example_path(name)}")
        return 0
    if sys.stdout is None:  # started with stdout closed (``>&-``)
        raise OutputError("standard output is closed; redirect it to a file instead")
    path = str(example_path(args.example)) if args.example else args.path
    if args.baseline == "-" and path == "-":
        raise UsageError("--baseline -: standard input is the failing log's already; give the passing log as a file")
    if args.baseline and args.baseline != "-" and not os.path.lexists(args.baseline):
        # a mistyped path would turn the comparison off for good in a script: a usage slip, unlike a
        # passing log that does not fit (a warning, the triage goes on without it)
        raise InputError(f"--baseline: {args.baseline}: no such file")
    budget = args.budget or DEFAULT_BUDGET
    output_format = args.format or ("text" if sys.stdout.isatty() else "markdown")
    with long_lived():
        analyser = Analyser.load(args.skills, repo=args.checkout, home=None if args.no_home_skills else Path.home())
    trace = None
    if args.trace:
        from ci_triage.base.redact import composed_redactor
        from ci_triage.trace import TraceWriter  # pydantic: only when a trace is written

        # composed of the report and of log pieces redacted as they are read (_write_trace): the last
        # guard leaves an ordinary word a password may be in its own words and field names
        trace = TraceWriter(_trace_path(args.trace, [path, *args.junit]), composed_redactor())
    workflow, workflow_warnings = _checked_workflow(args.workflow) if args.workflow else (None, [])
    baselines, baseline_warnings = [], []
    if args.baseline:
        from ci_triage.logs.compare import load_baseline  # only with a passing log to compare with

        baselines, baseline_warnings = load_baseline(
            args.baseline, failed=analyser.marked_failed, ended_early=analyser.ended_early, failing=path
        )
    try:
        if workflow is not None:
            report, analyses = _triage_with_workflow(path, analyser, budget, args.junit, baselines, args.workflow)
        else:
            report, analyses = triage_path(path, analyser, budget, args.junit, baselines)
        skipped = list(analyser.skills.warnings)
        report = dataclasses.replace(
            report, warnings=[*skipped, *baseline_warnings, *workflow_warnings, *report.warnings]
        )
        if workflow is not None:
            report = _with_workflow_step(report, workflow, args.workflow, args.checkout)
        report = _in_repository(report, None if args.example else args.checkout, given=args.checkout_given)
        report = with_next_step(redacted(report))  # the warnings added here quote paths the user gave
        if trace:
            if args.baseline:
                _write_baseline(trace, args.baseline, baselines, analyses)
            _write_trace(trace, report, analyses)
    except BaseException:
        if trace:
            trace.close(keep=False)
        raise
    if trace:
        trace.close()
    if output_format != "text":  # the terminal view prints its warnings itself, after the report
        for warning in report.warnings:
            print(f"ci-triage: warning: {warning}", file=sys.stderr)
    _print(report, output_format)
    return 0


NOT_A_CHECKOUT = (
    "--checkout {folder}: not in a git repository (no .git at or above it), so no file of the repository"
    " is looked for and only paths inside the folder are made relative to it; give the folder of a git"
    " checkout of the job's repository"
)
"""The warning of a ``--checkout`` given on the command line that lies in no git repository: its
files are not looked for (a path inside it is still made relative to it), and the triage goes on
(``{folder}`` as given)."""


def _in_repository(report: TriageReport, checkout: str | None, *, given: bool = False) -> TriageReport:
    """``report`` with its locations' paths those of the repository ``checkout`` (``--checkout``)
    lies in (:class:`~ci_triage.evidence.repository_paths.RepositoryPaths`); its summary and
    headlines quote the log as it is. With ``given`` (the user named ``checkout``, not the default
    ``.``) and ``checkout`` in no git repository, a warning says so (:data:`NOT_A_CHECKOUT`)."""
    from ci_triage.evidence.repository_paths import RepositoryPaths, step_folders

    paths = RepositoryPaths(Path(checkout) if checkout else None, step_folders(report.workflow_step))
    report = paths.report(report)
    if given and checkout and paths.root is None:
        warning = NOT_A_CHECKOUT.format(folder=checkout)
        report = dataclasses.replace(report, warnings=[*report.warnings, warning])
    return report


def run_github_triage(args: argparse.Namespace) -> int:
    """``triage --run-id``: the full loop against GitHub (token from ``GITHUB_TOKEN`` or ``GH_TOKEN``)."""
    from ci_triage.base.errors import ExitCode
    from ci_triage.config.settings import load_settings
    from ci_triage.logs.analyse import Analyser
    from ci_triage.triage.assemble import triage_run

    environ = {key: value for key, value in os.environ.items() if not key.startswith("INPUT_")}
    repository = args.repo or environ.get("GITHUB_REPOSITORY")
    if not repository:
        raise UsageError("--run-id needs --repo OWNER/NAME (or GITHUB_REPOSITORY)")
    token = environ.get("GITHUB_TOKEN") or environ.get("GH_TOKEN")
    environ.pop("GITHUB_EVENT_NAME", None)  # the run is the one named here, not an event's
    overrides = {
        "mode": "patch" if args.propose_fix and args.mode == "comment" else args.mode,
        "repository": repository,
        "run_id": args.run_id,
        "run_attempt": args.attempt,
        "github_token": token,
        "provider": args.provider,
        "model": args.model,
        "base_url": args.base_url,
        "max_steps": args.max_steps,
        "max_input_tokens": args.max_input_tokens,
        "max_output_tokens": args.max_output_tokens,
        "max_model_tokens": args.max_model_tokens,
        "token_budget": args.budget,
        "workspace": args.checkout,
        "propose_fix": args.propose_fix,
        "verify_command": args.verify_command,
    }
    settings = load_settings(overrides, environ=environ)
    mcp = _mcp_servers(args)
    for warning in settings.config_warnings:
        print(f"ci-triage: warning: {warning}", file=sys.stderr)
    analyser = Analyser.load(args.skills, repo=args.checkout, home=None if args.no_home_skills else Path.home())
    trace = Path(_trace_path(args.trace, [])) if args.trace else None
    outcome = triage_run(settings, analyser=analyser, trace_path=trace, environ=environ, mcp=mcp)
    state = outcome.state
    for note in state.notes:
        print(f"ci-triage: warning: {note}", file=sys.stderr)
    if state.model_usage is not None:
        from ci_triage.report.model_usage import usage_line

        print(f"ci-triage: {usage_line(state.model_usage)}", file=sys.stderr)
    if state.handoff:
        print(f"ci-triage: needs a human: {state.handoff.reason}", file=sys.stderr)
        return ExitCode.HANDOFF if args.fail_on_handoff else ExitCode.OK
    for commit in state.commits:
        if commit.url:
            print(f"ci-triage: comment {commit.action}: {commit.url}", file=sys.stderr)
    return ExitCode.OK


def run_local_fix(args: argparse.Namespace, misplaced: list[str]) -> int:
    """``triage LOG --propose-fix``: the loop offline on a log and the checkout ``--checkout``: the
    diagnosis, then a fix made in a scratch worktree of the checkout and verified by re-running the
    failing command (``--verify-command``, else from the log or the skill) with the tools on PATH.
    With a model configured, its verified diagnosis replaces the rules' one. Prints the last
    verified comment (with the fix as a suggestion), or the handoff report; a patch goes to
    ``.ci-triage/fix-local-1.patch`` at the root of the repository ``CHECKOUT`` lies in (replacing an
    earlier run's) and is named only when this run wrote it. Nothing is
    posted; the checkout's files are never modified. Raises :class:`UsageError` for ``misplaced``
    flags (GitHub-only) and for the offline analysis's flags it would not read (``--format`` other
    than markdown, ``--baseline``, ``--workflow``, ``--junit``), :class:`InputError` for a bad path."""
    import tempfile

    from ci_triage.base.errors import ExitCode
    from ci_triage.config.settings import load_settings
    from ci_triage.logs.analyse import Analyser
    from ci_triage.logs.skills import repository_root
    from ci_triage.triage.assemble import triage_run

    if misplaced:
        flags = ", ".join(misplaced)
        raise UsageError(f"{flags}: only with --run-id (a GitHub run); --propose-fix on a log file is offline")
    if args.example or args.path in (None, "-"):
        raise UsageError("--propose-fix: give the failed job's log as a file (not --example or stdin)")
    unread = [
        flag
        for flag, given in (
            (f"--format {args.format}", args.format not in (None, "markdown")),
            ("--baseline", args.baseline),
            ("--workflow", args.workflow),
            ("--junit", args.junit),
        )
        if given
    ]
    if unread:
        raise UsageError(
            f"{', '.join(unread)}: not with --propose-fix, which prints the fix's Markdown comment from the log alone"
        )
    log = Path(args.path)
    if log.exists() and not log.is_file():  # a pipe (``<(…)``) or FIFO reads once; the fix reads the log again
        raise InputError(f"{args.path}: is no regular file: --propose-fix reads the log more than once; save it first")
    if not log.is_file():
        raise InputError(f"{args.path}: no such file")
    checkout = repository_root(args.checkout)  # a folder inside a checkout means that checkout
    if not (checkout / ".git").exists():
        raise InputError(
            f"--checkout: {args.checkout}: not in a git checkout (a fix is made in a worktree of the repository)"
        )
    overrides = {
        "mode": "summary",  # the summary file below: printed once, after the model stage if any
        "provider": args.provider,
        "model": args.model,
        "base_url": args.base_url,
        "max_steps": args.max_steps,
        "token_budget": args.budget,
        "workspace": checkout,
        "propose_fix": True,
        "verify_command": args.verify_command,
    }
    environ = {key: value for key, value in os.environ.items() if not key.startswith(("INPUT_", "GITHUB_"))}
    settings = load_settings(overrides, environ=environ)
    mcp = _mcp_servers(args)
    analyser = Analyser.load(args.skills, repo=checkout, home=None if args.no_home_skills else Path.home())
    trace = Path(_trace_path(args.trace, [str(log)])) if args.trace else None
    with tempfile.TemporaryDirectory(prefix="ci-triage-") as scratch:
        summary = Path(scratch) / "comment.md"
        environ["GITHUB_STEP_SUMMARY"] = str(summary)
        outcome = triage_run(
            settings, analyser=analyser, trace_path=trace, environ=environ, log_file=log.resolve(), mcp=mcp
        )
        if summary.is_file():
            sys.stdout.write(summary.read_text(encoding="utf-8"))
    state = outcome.state
    for note in state.notes:
        print(f"ci-triage: warning: {note}", file=sys.stderr)
    if state.fix is not None:
        patch = state.fix.patch_path  # only a file this run wrote; an earlier run's is not this fix
        details = [part for part in (state.fix.reason, f"patch: {patch}" if patch else None) if part]
        print(f"ci-triage: fix {state.fix.status}" + "".join(f"; {part}" for part in details), file=sys.stderr)
    if state.handoff:
        print(f"ci-triage: needs a human: {state.handoff.reason}", file=sys.stderr)
        return ExitCode.HANDOFF if args.fail_on_handoff else ExitCode.OK
    return ExitCode.OK


def _mcp_servers(args: argparse.Namespace):
    """The servers of ``--mcp-config`` (the user's own file, read wherever it is), or None."""
    if not args.mcp_config:
        return None
    from ci_triage.config.mcp_file import load_mcp_file

    return load_mcp_file(Path(args.mcp_config), "--mcp-config")


def _trace_path(trace: str, inputs: list[str]) -> str:
    """``trace``, unless writing it would destroy an input (the log, a JUnit file) or means stdout;
    raises :class:`OutputError`."""
    if trace == "-":
        raise OutputError("--trace: give a file path (the trace is JSONL; '-' is not supported)")
    target = Path(trace)
    for source in inputs:
        if source != "-" and target.exists() and Path(source).exists() and target.samefile(source):
            raise OutputError(f"--trace {trace}: is an input of this triage ({source}); refusing to overwrite it")
    if target.exists() and not target.is_file():
        raise OutputError(f"--trace {trace}: is not a regular file")
    return trace


def _print(report, output_format: str) -> None:
    """Write ``report`` to standard output in ``output_format`` (a failed write is the command line's
    :class:`OutputError`, :mod:`ci_triage.commands.standard_output`)."""
    if output_format == "json":
        from ci_triage.logs.report_json import report_json

        sys.stdout.write(report_json(report) + "\n")
    elif output_format == "markdown":
        from ci_triage.report.markdown import render_markdown

        sys.stdout.write(render_markdown(report))
    else:
        from ci_triage.commands.standard_output import terminal_console
        from ci_triage.report.terminal import render_terminal

        render_terminal(report, terminal_console())


def _write_trace(trace, report, analyses) -> None:
    """The analysis records (:mod:`ci_triage.triage.trace_records`): input, per member scan and decision,
    report (redacted already); the log's pieces (member, section and step names, a classification's
    texts) redacted as they are read, as the report's are."""
    from ci_triage.base.redact import redact, redact_value
    from ci_triage.triage.trace_records import (
        DecisionRecord,
        ExcerptSpanRecord,
        InputRecord,
        ReportRecord,
        ScanRecord,
        SectionRecord,
    )

    trace.write(InputRecord(path=report.source.path, kind=report.source.kind, members=report.source.members))
    for analysis in analyses:
        scan = analysis.scan
        sections = [
            SectionRecord(
                index=section.index,
                name=redact(section.name),
                start_line=section.start.line,
                end_line=section.end_line,
                exit_code=section.exit_code,
                cancelled=section.cancelled,
                timed_out=section.timed_out,
                trigger_lines=section.trigger_lines,
            )
            for section in scan.sections
        ]
        member = redact(analysis.report.member) if analysis.report.member else analysis.report.member
        trace.write(
            ScanRecord(
                member=member,
                format=scan.format,
                total_lines=scan.total_lines,
                total_bytes=scan.total_bytes,
                sections=sections,
            )
        )
        trace.write(
            DecisionRecord(
                member=member,
                failing_sections=[section.index for section in analysis.failing],
                classification=redact_value(analysis.report.classification, redact),
                excerpt=[
                    ExcerptSpanRecord(
                        member=redact(span.member) if span.member else span.member,
                        start_line=span.start_line,
                        end_line=span.end_line,
                        step=redact(span.step) if span.step else span.step,
                        reason=span.reason,
                        tokens=span.tokens,
                    )
                    for span in analysis.report.excerpt
                ],
            )
        )
    trace.write(ReportRecord(report=report))


def _checked_workflow(path: str) -> tuple[str | None, list[str]]:
    """The text of the workflow file ``--workflow`` names and no warning, or None and one warning
    for a file that is no GitHub Actions workflow (not YAML, an action's metadata, another CI
    system's file such as ``.travis.yml``: :func:`~ci_triage.evidence.workflow_step.parse_workflow`
    says what is wrong): the triage goes on without it, as beside an unusable ``--baseline``. Raises
    :class:`~ci_triage.evidence.workflow_step.WorkflowFileError` (exit 3) for a path that cannot be
    read (:func:`~ci_triage.evidence.workflow_step.read_workflow_file`). A workflow that lacks the
    failing step is no error either: :func:`_with_workflow_step` warns."""
    from ci_triage.evidence.workflow_step import WorkflowFileError, parse_workflow, read_workflow_file, repository_path

    try:
        text = read_workflow_file(Path(path))
    except WorkflowFileError as error:
        raise WorkflowFileError(f"--workflow: {error}") from None
    try:
        parse_workflow(text, repository_path(path))
    except WorkflowFileError as error:
        return None, [f"workflow not used: {error}; the triage goes on without it"]
    return text, []


def _triage_with_workflow(path: str, analyser, budget: int, junit: list[str], baselines, workflow: str):
    """``triage_path`` to the step that ended the job: failed steps with ``continue-on-error: true`` in
    the workflow file ``workflow`` (its path, checked by :func:`_checked_workflow`) left out
    (:mod:`ci_triage.evidence.ending_step`)."""
    from ci_triage.evidence.ending_step import triage_path_to_ending_step
    from ci_triage.evidence.workflow_step import read_workflow_file, repository_path

    return triage_path_to_ending_step(
        path, analyser, budget, workflow=read_workflow_file(Path(workflow)), workflow_path=repository_path(workflow),
        junit_paths=junit, baselines=baselines,
    )  # fmt: skip


def _with_workflow_step(report, text: str, workflow: str, checkout: str | None = None):
    """``report`` with each failing job's step's definition from the workflow file ``workflow``
    (its path; ``text``, its content), found and read for findings one way for every job of a run
    (:func:`_job_with_workflow_step`), the findings deciding each job's category
    (:func:`~ci_triage.evidence.workflow_category.report_decided_by_workflow`); the primary job's is
    the report's ``workflow_step``. Warnings name a job assumed, or say why a job has no definition
    (no such step, or steps of several jobs: the diagnosis is never lost)."""
    from ci_triage.evidence.workflow_category import report_decided_by_workflow
    from ci_triage.logs.report import redacted

    failing = [job for job in report.jobs if job.failure_found and job.job not in report.jobs_cancelled]
    if not failing:
        return report  # nothing failed: no step to look up (the report says why)
    if failing[0].failing_step is None:
        return dataclasses.replace(report, warnings=[*report.warnings, "workflow: no failing step to look up"])
    warnings = list(report.warnings)
    jobs = []
    excerpt, tests = report.excerpt, report.failed_tests
    for job in report.jobs:
        if job in failing and job.failing_step is not None:
            old = job.failing_step.name
            job, notes = _job_with_workflow_step(job, text, workflow, checkout, primary=job is failing[0])
            warnings.extend(notes)
            new = job.failing_step.name if job.failing_step is not None else old
            excerpt = _step_renamed(excerpt, job.member, old, new)
            tests = _step_renamed(tests, job.member, old, new)
        jobs.append(job)
    report = dataclasses.replace(report, warnings=warnings, excerpt=excerpt, failed_tests=tests)
    return redacted(report_decided_by_workflow(report, jobs))


def _step_renamed(items, member: str | None, old: str, new: str) -> list:
    """``items`` (excerpt spans or failed tests, each with its ``member`` and ``step``) with the step
    ``old`` of the job read from ``member`` named ``new``: one name for the step wherever the
    report names it."""
    return [
        dataclasses.replace(item, step=new) if item.member == member and item.step == old else item for item in items
    ]


def _job_with_workflow_step(job, text: str, workflow: str, checkout: str | None, *, primary: bool):
    """``job`` (a failing job with a failing step) with that step's definition from the workflow file
    ``workflow`` (its path; ``text``, its content) and the step named by the file's ``name:``, and
    the warnings to give: the job assumed when the log names none of the file's, or why there is no
    definition (a job other than the ``primary`` one named in it). A job of a workflow the file
    calls (``CALLER / CALLED``) is looked up in the called file, read beside ``workflow`` or in
    ``checkout``, else a warning names that file (:mod:`ci_triage.evidence.called_workflow`); a step
    the file lacks, in the ``action.yml`` of a composite action a step of the job uses
    (:mod:`ci_triage.evidence.composite_action`), read from the same places."""
    from ci_triage.evidence.called_workflow import called_workflow
    from ci_triage.evidence.composite_action import composite_action_step
    from ci_triage.evidence.workflow_expression import expanded_values
    from ci_triage.evidence.workflow_step import (
        WorkflowFileError,
        assumed_job_note,
        failing_step_definition,
        repository_path,
    )
    from ci_triage.logs.unknown import step_renamed

    step = job.failing_step
    label = repository_path(workflow)
    whose = "" if primary else f" (job “{job.job}”)"
    try:
        called = called_workflow(text, label, job.job, Path(workflow), Path(checkout) if checkout else None)
        if isinstance(called, str):
            return job, [called]
        if called is not None:
            text, label = called.text, called.label
        log_lines = [line for span in job.excerpt for line in span.lines]
        try:
            definition = failing_step_definition(
                text, label, job=job.job, step=step.name, number=step.number, log_lines=log_lines,
                advice=job.classification.next_step,
                checkout=Path(checkout) if checkout else None,
            )  # fmt: skip
        except WorkflowFileError:
            # a step of a composite action a step of the job uses is defined in the action's file
            definition = composite_action_step(
                text, label, job=job.job, step=step.name, log_lines=log_lines,
                workflow_file=Path(workflow), checkout=Path(checkout) if checkout else None,
            )  # fmt: skip
            if definition is None:
                raise
        assumed = assumed_job_note(text, label, job.job, definition)
    except WorkflowFileError as error:
        return job, [f"workflow not used{whose}: {error}"]
    if definition.step != step.name and expanded_values(definition.step, step.name) is None:
        # the file's ``name:`` is the step's one name wherever the report names it (the summary,
        # the failing-step row, the JSON, the excerpt's and the failed tests' step), as the job page
        # and the REST API's ``steps[].name`` name it; the runner's title line stays the excerpt's
        # "step title". A name the log shows as the file's with its expressions expanded (``Run
        # GOOS=windows go build`` of ``GOOS=${{ matrix.goos }}``) stays the log's: the value is
        # what the reader needs
        named = dataclasses.replace(step, name=definition.step, label=None)
        job = dataclasses.replace(
            job,
            failing_step=named,
            classification=step_renamed(job.classification, step.name, definition.step),
            excerpt=_step_renamed(job.excerpt, job.member, step.name, definition.step),
            failed_tests=_step_renamed(job.failed_tests, job.member, step.name, definition.step),
        )
    return dataclasses.replace(job, workflow_step=definition), [assumed] if assumed else []


def _write_baseline(trace, path: str, baselines, analyses) -> None:
    """One ``baseline`` record: the passing log given, its jobs, and what each analysed job shared with
    it; the logs' job and member names redacted as they are read (the trace's guard is the composed one)."""
    from ci_triage.base.redact import redact
    from ci_triage.triage.trace_records import BaselineComparison, BaselineJob, BaselineRecord

    jobs = [
        BaselineJob(job=redact(b.job) if b.job else b.job, lines=b.lines, templates=len(b.templates))
        for b in baselines
        if not b.refused
    ]
    compared = [
        BaselineComparison(
            member=redact(analysis.report.member) if analysis.report.member else analysis.report.member,
            new_lines=analysis.comparison.new_count,
            shared_share=round(analysis.comparison.shared_share, 3),
        )
        for analysis in analyses
        if analysis.comparison
    ]
    trace.write(BaselineRecord(path=path, jobs=jobs, compared=compared))
