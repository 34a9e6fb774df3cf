"""Evidence from log files on disk: the action's ``log-path``, or a log given on the command line.

Each analysed job of the source (a log file, a gzipped log, or every job of a run-logs zip) is copied
to the work directory as a plain file, so the verifier can re-read a cited line by number whatever
the source's packing was. There is no run, pull request or history: those gaps are not stated,
because nothing was asked of GitHub.

What GitHub would give for a fetched run can be given as files instead (the action's
``baseline-path`` and ``workflow-path``, the CLI's ``--baseline`` and ``--workflow``): the same
job's last passing log, to compare with (:mod:`ci_triage.logs.compare`), and the run's workflow
file, whose failing step's definition becomes evidence cited by workflow line
(:mod:`ci_triage.evidence.workflow_step`). A file that does not fit — not a log, another job's,
too large — is a warning (an evidence note: :mod:`ci_triage.evidence.warning_notes`), a workflow
file without the step an evidence gap, and the triage goes on without it; both are stated only when
a job failed, so a passing log stays "nothing to triage". A workflow file that
cannot be read or is no workflow was refused before (exit 3, as a log's path is:
:func:`ci_triage.evidence.workflow_step.checked_workflow_text`).
"""

from __future__ import annotations

import dataclasses
import re
import shutil
from pathlib import Path
from typing import TYPE_CHECKING

from ci_triage.base.redact import default_redactor
from ci_triage.evidence.items import build_items
from ci_triage.evidence.model import Evidence, EvidenceGap, JobLog, LastGreenRun
from ci_triage.evidence.repository_paths import logs_in_repository
from ci_triage.github.models import Job
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.source import LogMember, LogSource
from ci_triage.logs.source_file_kind import refuse_source_file

if TYPE_CHECKING:
    from ci_triage.evidence.workflow_step import WorkflowFileError
    from ci_triage.logs.compare import Baseline, Comparison


class LocalLogSource:
    """``collect`` analyses ``path`` with ``analyser`` under the attempt's budget, compared with the
    passing log at ``baseline`` and with the failing step's definition read from ``workflow`` when
    they are given."""

    def __init__(
        self,
        path: Path,
        workdir: Path,
        analyser: Analyser,
        *,
        baseline: Path | None = None,
        workflow: Path | None = None,
        workflow_label: str | None = None,
        job_name: str | None = None,
        checkout: Path | None = None,
    ) -> None:
        self.path = path
        self.workdir = workdir
        self.analyser = analyser
        self.baseline = baseline
        self.workflow = workflow
        self.workflow_label = workflow_label
        """How the workflow file is cited (``.github/workflows/ci.yml``); default: from its path."""
        self.job_name = job_name
        """The job of a single log (the runner's ``GITHUB_JOB``, the job's id in the workflow file); a
        run-logs zip names its own jobs, and a log with the runner's set-up line its job's fuller
        display name (``Build (ubuntu-latest, 3.12)``: :mod:`ci_triage.logs.runner_job`), which wins
        and is matched to the workflow's job by its ``name:`` and matrix values, the id only when the
        display name names no job of the file. Default: the file's name, as ``ci-triage triage``
        says it."""
        self.checkout = checkout
        """The repository's checkout, whose paths the locations become
        (:mod:`ci_triage.evidence.repository_paths`); None: only the runner's prefixes go."""

    def collect(self, attempt: int, budget_tokens: int) -> Evidence:
        """The evidence of every analysed job. A log that cannot be read is the user's input error:
        :class:`~ci_triage.base.errors.InputError` propagates (exit 3), as for ``ci-triage triage``; a
        baseline that cannot be used is a note, a workflow file a gap (see the module docstring)."""
        from ci_triage.evidence.warning_notes import warning_notes
        from ci_triage.logs.report import MAX_DETAILED_JOBS, named_jobs, triage_source
        from ci_triage.logs.source import open_log_source

        baselines: list[Baseline] = []
        baseline_problems: list[str] = []
        if self.baseline:  # the comparison and its line templates load only for a baseline
            from ci_triage.logs.compare import load_baseline

            baselines, baseline_problems = load_baseline(
                str(self.baseline),
                failed=self.analyser.marked_failed,
                ended_early=self.analyser.ended_early,
                failing=str(self.path),
            )
        read = self._read_workflow()
        workflow = read if isinstance(read, str) else None
        with open_log_source(str(self.path)) as source:
            baselines = self._baselines_of_job(baselines, source)
            if workflow is not None:  # the workflow's YAML reader loads only for a workflow file
                from ci_triage.evidence.ending_step import triage_to_ending_step

                report, analyses = triage_to_ending_step(
                    source, self.analyser, budget_tokens, workflow=workflow, workflow_path=self._workflow_label(),
                    job=self.job_name, baselines=baselines,
                )  # fmt: skip
            else:
                report, analyses = triage_source(source, self.analyser, budget_tokens, baselines=baselines)
            copies = {member.name: self._copy(member, attempt) for member in source.members}
        if not report.failure_found:
            refuse_source_file(self.path)
        report = dataclasses.replace(report, warnings=[*baseline_problems, *report.warnings])
        named_by_runner = {analysis.report.member: analysis.scan.job_name for analysis in analyses}
        logs = []
        for number, job_report in enumerate(report.jobs, 1):
            if self.job_name and job_report.member is None and not named_by_runner.get(None):
                job_report = dataclasses.replace(job_report, job=self.job_name)
            copy = copies.get(job_report.member or "") or next(iter(copies.values()))
            conclusion = "failure" if job_report.failure_found else None
            job = Job(id=number, name=job_report.job, status="completed", conclusion=conclusion)
            logs.append(JobLog(job=job, path=copy, report=job_report))
        redact = default_redactor()  # a warning may quote the log or the workflow, and notes are posted
        notes = list(dict.fromkeys(map(redact, warning_notes(report, self.analyser.skills.warnings))))
        evidence = Evidence(logs=logs, notes=notes)
        if workflow is not None and self.job_name:
            evidence.notes.extend(self._unknown_job(workflow, [log.job.name for log in logs]))
        if report.jobs_not_analysed:
            evidence.gaps.append(
                EvidenceGap(
                    missing=f"analysis of the logs of {named_jobs(report.jobs_not_analysed)}",
                    reason=f"more than {MAX_DETAILED_JOBS} jobs failed; the first ones were analysed",
                    fix=f"triage those jobs' logs on their own (members of {self.path.name})",
                )
            )
        failing = next((log for log in logs if log.report.failure_found), None)
        if failing is not None and self.baseline is not None:
            problems = [*baseline_problems, *(w for w in report.warnings if w.startswith("baseline not used"))]
            comparison = next((analysis.comparison for analysis in analyses if analysis.comparison), None)
            evidence.baseline = _baseline_record(failing.job.name, self.baseline, comparison, problems)
        if failing is not None and read is not None:
            self._attach_workflow_step(read, failing, evidence)
        evidence.logs = logs_in_repository(evidence.logs, self.checkout, evidence.workflow_step)
        evidence.items = build_items(evidence, [], [])
        return evidence

    def _baselines_of_job(self, baselines: list[Baseline], source: LogSource) -> list[Baseline]:
        """``baselines`` narrowed to the one of :attr:`job_name` when ``source`` is one job's log
        (no member names a job) and the passing logs are several jobs' (a run-logs zip): the same
        choice a zip's member gets by its own name (:func:`~ci_triage.logs.compare.baseline_for`).
        Unchanged when none is that job's: the comparison then says so."""
        if not self.job_name or len(baselines) < 2 or any(member.job for member in source.members):
            return baselines
        from ci_triage.logs.compare import baseline_for

        chosen = baseline_for(baselines, self.job_name)
        return [chosen] if chosen is not None else baselines

    def _workflow_label(self) -> str:
        """How the workflow file is cited: :attr:`workflow_label`, else from its path."""
        from ci_triage.evidence.workflow_step import repository_path

        return self.workflow_label or repository_path(str(self.workflow))

    def _unknown_job(self, workflow: str, shown: list[str]) -> list[str]:
        """A note when the workflow file defines no job :attr:`job_name` (the runner's ``GITHUB_JOB``)
        and none the logs' jobs are shown as (``shown``: the runner's display names, which win), nor
        calls one of them (a called workflow's job, ``CALLER / CALLED``, whose ``GITHUB_JOB`` is the
        called file's id), naming the jobs it does define; none for a file that is no workflow (its
        gap says why)."""
        from ci_triage.evidence.finding_advice import WORKFLOW_NOTE
        from ci_triage.evidence.workflow_step import WorkflowFileError, calling_job, jobs_without

        label = self._workflow_label()
        try:
            defined = jobs_without(workflow, label, self.job_name or "")
            known = any(not jobs_without(workflow, label, job) or calling_job(workflow, label, job) for job in shown)
        except WorkflowFileError:
            return []
        if not defined or known:
            return []
        return [
            f"{WORKFLOW_NOTE} job “{self.job_name}” (GITHUB_JOB) is not in {label}, whose jobs are "
            f"{', '.join(defined)}: the failing step was looked up in every job (is workflow-path this run's file?)"
        ]

    def _read_workflow(self) -> str | WorkflowFileError | None:
        """The workflow file's text, the error that kept it from being read (then
        :meth:`_attach_workflow_step` makes the gap that says why), or None without one."""
        if self.workflow is None:
            return None
        from ci_triage.evidence.workflow_step import WorkflowFileError, read_workflow_file

        try:
            return read_workflow_file(self.workflow)
        except WorkflowFileError as error:
            return error

    def _attach_workflow_step(self, read: str | WorkflowFileError, failing: JobLog, evidence: Evidence) -> None:
        """Set the failing step's definition and the workflow copy the verifier re-reads, or add a
        gap; ``read`` is the workflow file's text or the error that kept it from being read."""
        from ci_triage.base.redact import redact_value
        from ci_triage.evidence.called_workflow import called_workflow
        from ci_triage.evidence.workflow_category import decide_by_workflow
        from ci_triage.evidence.workflow_step import (
            WorkflowFileError,
            assumed_job_note,
            failing_step_definition,
            job_named,
        )

        label = self._workflow_label()
        step = failing.report.failing_step
        try:
            if isinstance(read, WorkflowFileError):
                raise read
            text = read
            called = called_workflow(text, label, failing.job.name, self.workflow, self.checkout)
            if isinstance(called, str):
                needed = EvidenceGap(
                    missing=f"the failing step's definition for job “{failing.job.name}”", reason=called
                )
                evidence.gaps.append(needed)
                return
            if called is not None:
                text, label = called.text, called.label
            job = job_named(text, label, [failing.job.name, self.job_name])
            definition = failing_step_definition(
                text,
                label,
                job=job,
                step=step.name if step else None,
                number=step.number if step else None,
                log_lines=[line for span in failing.report.excerpt for line in span.lines],
                advice=failing.report.classification.next_step,
                checkout=self.checkout,
            )
            assumed = assumed_job_note(text, label, job, definition)
        except WorkflowFileError as error:
            evidence.gaps.append(EvidenceGap(missing=f"the failing step's definition in {label}", reason=str(error)))
            return
        copy = self.workdir / "workflow" / Path(label).name
        copy.parent.mkdir(parents=True, exist_ok=True)
        copy.write_text(text, encoding="utf-8")
        evidence.workflow_step = redact_value(definition, default_redactor())
        evidence.workflow_copy = copy
        evidence.notes.extend([assumed] if assumed else [])
        decide_by_workflow(evidence)

    def _copy(self, member: LogMember, attempt: int) -> Path:
        safe = re.sub(r"[^\w.-]+", "_", member.name)[-100:] or "log"
        target = self.workdir / f"attempt-{attempt}" / safe
        target.parent.mkdir(parents=True, exist_ok=True)
        member.file.seek(0)
        with open(target, "wb") as handle:
            shutil.copyfileobj(member.file, handle)
        return target


def _baseline_record(job: str, path: Path, comparison: Comparison | None, problems: list[str]) -> LastGreenRun:
    """What the failing job was compared with: the passing log at ``path`` and how much of the
    failing log it shares, or (``comparison`` None) why it was not used."""
    if comparison is None:
        return LastGreenRun(job=job, note="; ".join(problems) or f"{path.name} was not used")
    return LastGreenRun(
        job=job,
        path=path,
        note=f"compared with the passing log {path.name}",
        new_lines=comparison.new_count,
        shared_share=round(comparison.shared_share, 3),
    )
