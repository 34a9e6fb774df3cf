"""Workflow findings decide the category where they explain the failure.

The log alone reads a runner that could not enter a missing ``working-directory`` as a missing
file, a command the runner lacks as a crash, a ``setup-*`` version that does not exist as a
dependency problem. The failing step's definition (:mod:`ci_triage.evidence.workflow_step`) says
why: these findings point at a line of the workflow file, and what to change is that line, so the
category becomes ``configuration``:

- ``working-directory``: the runner could not enter the step's working directory;
- ``missing-tool``: a command the step's own ``run`` script calls is not installed on the runner
  (``missing-tool-elsewhere``, a command called from a script or Makefile, does not decide: the
  script may be what is wrong);
- ``version-not-found``: a setup action could not find the version its input or matrix asks for;
- ``unquoted-version``: an earlier setup action set up another version than written, an unquoted
  ``18.10`` read as the number 18.1, and the log shows that version in use (npm's ``Actual:
  {"npm":"8.8.0","node":"v18.1.0"}``);
- ``matrix-key``: an expression of the failing step names a key the matrix does not define, or of
  the job's ``defaults.run``, which the step runs with (a job-level field such as ``runs-on`` does
  not decide: the step ran);
- ``engine-version``: the tool refused the interpreter or runtime itself (pip's ``requires a different
  Python``, npm's ``EBADENGINE``, cargo's ``requires rustc``, go.mod's ``requires go >=``, Bundler's
  ``Your Ruby version is``), and an earlier ``setup-*`` input, or the matrix value it takes, chose that
  version: the job's configuration, whatever the tool's own category (pip's is dependency resolution).
  Its next step edits that line and goes on with the log's own advice, which says what the versions
  are and, for a dependency's bound, which release to pin (:data:`WITH_LOGS_ADVICE`).

A ``manifest-missing`` finding (a tool found no package.json, lock file, go.mod, requirements file, mix.exs or
DESCRIPTION in the folder the step's ``working-directory`` sets, or the checkout's root) is cited and does not
decide: the tool's own line already says configuration; so is a ``browsers-missing`` finding (Playwright found
no browser, and no step up to the failing one runs ``playwright install``), and a ``service-port`` finding (a
refused port no ``services:`` entry maps: the log's own refusal decides, and the report's advice names the
port, :mod:`ci_triage.report.next_step`), and so are ``service-unready`` (a refused port a ``services:`` entry
maps: declared, not ready) and ``service-none`` (a job with no ``services:``).

The finding counts :data:`FINDING_VALUE` as evidence; the log's own verdict is what the finding
explains, so it does not compete; other categories' evidence still does (``top² / (top + Σ
rivals)``, as in :mod:`ci_triage.logs.classify`), then the calibration table applies.

The first three kinds are what the log shows happening (the runner's words, ``command not found``,
the setup action's message). A ``matrix-key`` typo is seen in the file alone: the expression
becomes an empty string, which may or may not be why the step failed (``tox -e py`` for
``tox -e py${{ matrix.pyhton-version }}`` runs, and fails on a missing module as the right
environment would; ``working-directory: ${{ matrix.app-dir }}`` runs the step in the repository's
root, where ``makemigrations --check`` then reports a missing migration). A finding the log does not
show at work never replaces the log's own diagnosis: when the log names a category other than
``configuration``, its verdict, confidence and next step stay, and the finding is a workflow note
cited with the step (a ``matrix-key`` in an earlier step's field, such as a ``setup-python``
``with:`` input, is such a note too, never deciding); so too beside a ``configuration`` verdict
whose signal says what to do
(``sphinx-buildx: command not found``: install it or fix the name). Only when the log names no
category, or ``configuration`` with no advice of its own (nothing else explains the failure:
``no inventory for environment ''``), does it decide as the others do. A
``matrix-key-empty`` finding, an undefined key whose empty value the log shows failing
(``ls: cannot access '': No such file or directory``), is at work and decides; so does a
``step-output-empty`` finding, an earlier step that wrote its output to a file named ``GITHUB_OUTPUT``
(the ``$`` left out) whose empty value the log shows failing (pip's ``Invalid requirement: 'inv=='``);
``step-output-unset``, the same line without the log showing the empty value, is a note.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from ci_triage.evidence.finding_advice import EARLIER_STEP, finding_next_step
from ci_triage.evidence.model import Evidence
from ci_triage.logs.calibration import CALIBRATION_NOTE, calibrate
from ci_triage.logs.model import (
    Classification,
    ConfidenceStep,
    JobReport,
    TriageReport,
    WorkflowLine,
    WorkflowStep,
)
from ci_triage.logs.report import run_summary, summary_opening_with
from ci_triage.logs.taxonomy import Category

DECIDING_KINDS = frozenset(
    {
        "working-directory",
        "missing-tool",
        "version-not-found",
        "matrix-key",
        "matrix-key-empty",
        "unquoted-version",
        "step-output-empty",
        "engine-version",
    }
)
WITH_LOGS_ADVICE = frozenset({"engine-version"})
"""Deciding findings whose next step is followed by the log's own (see the module docstring); they
yield to another deciding finding, which says why the job set up that version (an unquoted ``18.10``
read as 18.1: ``unquoted-version``)."""
STEP_FIELDS = ("run", "uses", "with.", "working-directory", "shell", "env.", "defaults.run.")
"""Fields of the step itself (a ``matrix-key`` finding decides only there), and the ``defaults.run``
its job gives every ``run`` step (``working-directory``, ``shell``), which the step runs with as
with its own."""
MATRIX_KINDS = frozenset({"matrix-key", "matrix-key-empty"})
"""Findings that decide only in a field of the step itself (:data:`STEP_FIELDS`)."""
UNCONFIRMED_KINDS = frozenset({"matrix-key"})
"""Deciding findings the log does not show at work (see the module docstring)."""
NOTED_KINDS = frozenset(
    {"variable-near-name", "variable-empty", "variable-not-passed", "script-near-name", "shell-no-errexit"}
)
"""Findings that never decide and follow the log's own verdict as a note (:func:`with_workflow_note`):
a variable the log shows read unset beside an ``env`` line setting a near name, or setting it (from
an expression that was empty, or not handed to the script), whose verdict the log's own line
already gives (``unbound variable``: configuration), while the fix is in that line; and a script
the step did not find while the checkout holds one at a near path (``script-near-name``), and a
``shell:`` without ``-e`` whose script went on past a failed line (``shell-no-errexit``)."""
LEADING_KINDS = frozenset({"variable-near-name", "variable-empty", "variable-not-passed"})
"""Noted findings that lead the next step when the log's verdict is one of :data:`UNSET_CATEGORIES`
(:func:`with_workflow_note`): the ``env`` line of the very variable a line of the log says a program
read unset or empty (``Missing required environment variable DEPLOY_TOKEN`` below the step's
``DEPLOY_TOKEN: ${{ secrets.STAGING_DEPLOY_TOKEN }}``, trial 128), whose edit is the fix the
verdict's own advice only describes."""
UNSET_CATEGORIES: frozenset[Category] = frozenset({"configuration", "permission/auth"})
"""The verdicts of a variable or secret the job did not give a program: a missing setting, or a
missing credential (``token is missing``)."""
NOTED_FIELDS = (*STEP_FIELDS, "job.env.", "workflow.env.")
"""Fields a ``matrix-key`` finding is noted in: the step's own and the ``env`` its job and workflow
give every step (a ``DEPLOY_ENV: ${{ matrix.environment }}`` of the job's ``env``, read by the step)."""
FINDING_VALUE = 0.95
"""Evidence a deciding finding gives ``configuration``: a line of the workflow the failing log
line names, as decisive as the strongest skill lines."""
CONFIGURATION: Category = "configuration"


def deciding_findings(step: WorkflowStep) -> list[WorkflowLine]:
    """The findings of ``step`` that decide the category (see the module docstring), in order."""
    return [
        line
        for line in step.lines
        if line.finding
        and line.finding_kind in DECIDING_KINDS
        and (line.finding_kind not in MATRIX_KINDS or line.field.startswith(STEP_FIELDS))
    ]


def noted_findings(step: WorkflowStep) -> list[WorkflowLine]:
    """The findings of ``step`` a verdict of the log's own is followed by (:func:`with_workflow_note`),
    in order: the deciding ones, a ``matrix-key`` in a field of an earlier step (an earlier
    ``actions/setup-python`` ``with:`` input whose empty value set up the runner's default version),
    which does not decide: the step that failed did not read it, or in the job's or the workflow's
    ``env`` (:data:`NOTED_FIELDS`), and the :data:`NOTED_KINDS`."""
    return [
        line
        for line in step.lines
        if line.finding
        and (line.finding_kind in NOTED_KINDS or (line.finding_kind in DECIDING_KINDS and _noted_field(line)))
    ]


def _noted_field(line: WorkflowLine) -> bool:
    """Whether a deciding finding ``line`` is noted where it is: any but a ``matrix-key`` anywhere, a
    ``matrix-key`` in a field of :data:`NOTED_FIELDS`, the failing step's or an earlier step's."""
    return line.finding_kind not in MATRIX_KINDS or line.field.removeprefix(EARLIER_STEP).startswith(NOTED_FIELDS)


def decided_by_workflow(classification: Classification, step: WorkflowStep) -> Classification:
    """``classification`` decided again with the deciding findings of ``step``: ``configuration``
    with a confidence step citing the workflow line, the log's own verdict explained (kept in
    ``scores``), other categories' evidence still competing. Unchanged without a deciding finding;
    a finding the log does not show at work beside the log's own verdict leaves that verdict and adds
    itself to its next step as a second thing to fix (:func:`with_workflow_note`)."""
    was = classification.category
    # nothing else explains the failure: no category, or configuration without advice of its own
    open_reading = was == "unknown" or (was == CONFIGURATION and not classification.next_step)
    found = [line for line in deciding_findings(step) if open_reading or line.finding_kind not in UNCONFIRMED_KINDS]
    if not found:
        return with_workflow_note(classification, noted_findings(step))
    # in order, an engine-version finding after any other: that one says why the job set up that version
    first = min(found, key=lambda line: line.finding_kind in WITH_LOGS_ADVICE)
    rivals = {
        name: strength
        for name, strength in classification.scores.items()
        if name not in (CONFIGURATION, was) and strength > 0
    }
    where = f"{first.path}:{first.start_line}"
    reading = (
        f"the log alone read {was} ({classification.confidence:.2f})"
        if was != "unknown"
        else "the log alone named no category"
    )
    steps = [
        ConfidenceStep(
            reason="workflow finding",
            before=classification.confidence,
            after=FINDING_VALUE,
            detail=f"{where} ({first.field}): {first.summary}; {reading}",
        )
    ]
    raw = FINDING_VALUE * FINDING_VALUE / (FINDING_VALUE + sum(min(value, 1.0) for value in rivals.values()))
    competing = [other for other in classification.competing if other.category in rivals]
    if rivals:
        named = "; ".join(f"{name} {value:.2f}" for name, value in sorted(rivals.items(), key=lambda item: -item[1]))
        detail = f"other categories' evidence: {named} (confidence × {raw / FINDING_VALUE:.2f})"
        steps.append(
            ConfidenceStep(reason="competing evidence", before=FINDING_VALUE, after=round(raw, 3), detail=detail)
        )
    calibrated = calibrate(raw, FINDING_VALUE)
    steps.append(
        ConfidenceStep(reason="calibrated", before=round(raw, 3), after=round(calibrated, 3), detail=CALIBRATION_NOTE)
    )
    scores = {CONFIGURATION: FINDING_VALUE, **{k: v for k, v in classification.scores.items() if k != CONFIGURATION}}
    return dataclasses.replace(
        classification,
        category=CONFIGURATION,
        confidence=round(calibrated, 2),
        signals=[],
        scores=scores,
        competing=competing,
        confidence_steps=steps,
        checked=[],
        next_step=_decided_next_step(first, classification.next_step),
    )


def _decided_next_step(finding: WorkflowLine, logs_advice: str | None) -> str:
    """The next step a deciding ``finding`` gives: edit its line (:func:`finding_next_step`), then, for
    a kind of :data:`WITH_LOGS_ADVICE`, ``logs_advice`` (the log's own verdict's next step) when it has one."""
    edit = finding_next_step(finding)
    return f"{edit} {logs_advice}" if logs_advice and finding.finding_kind in WITH_LOGS_ADVICE else edit


def with_workflow_note(classification: Classification, unconfirmed: list[WorkflowLine]) -> Classification:
    """``classification`` (the log's own verdict) with the first of ``unconfirmed`` (findings the
    log does not show at work, marked so, or of :data:`NOTED_KINDS`) as a second thing to fix:
    after its next step, or, when the verdict has none of its own (the report gives its category's), as its
    :attr:`~ci_triage.logs.model.Classification.workflow_note`, which the report's next step ends
    with; unchanged when there is none. The verdict stays; only a finding of :data:`LEADING_KINDS`
    beside a verdict of :data:`UNSET_CATEGORIES` (the variable the log says was read unset, at the
    ``env`` line that sets it) comes first instead: its edit, then the verdict's own next step."""
    if not unconfirmed:
        return classification
    first = unconfirmed[0]
    if first.finding_kind in LEADING_KINDS and classification.category in UNSET_CATEGORIES:
        edit = finding_next_step(first)
        return dataclasses.replace(
            classification, next_step=f"{edit} {classification.next_step}" if classification.next_step else edit
        )
    edit = finding_next_step(first).removeprefix("Edit ")
    unseen = "" if first.finding_kind in NOTED_KINDS else " (the log does not show it at work)"
    note = f"Also, in the workflow{unseen}: edit {edit}"
    if not classification.next_step:
        return dataclasses.replace(classification, workflow_note=note)
    return dataclasses.replace(classification, next_step=f"{classification.next_step} {note}")


def report_decided_by_workflow(report: TriageReport, jobs: Sequence[JobReport]) -> TriageReport:
    """``report`` with ``jobs`` (its jobs, each failing one with its
    :attr:`~ci_triage.logs.model.JobReport.workflow_step` and its step named as the workflow file
    names it) each decided again by that step's findings (:func:`decided_by_workflow`): one way for
    every job of a run. The top level repeats the primary job again, and the summary opens with the
    run's summary of the jobs so decided (:func:`~ci_triage.logs.report.run_summary`: the primary's
    verdict and the other jobs' causes), the sentences added after it kept."""
    decided = [
        dataclasses.replace(job, classification=decided_by_workflow(job.classification, job.workflow_step))
        if job.failure_found and job.workflow_step is not None
        else job
        for job in jobs
    ]
    before, after = _failing(report.jobs, report.jobs_cancelled), _failing(decided, report.jobs_cancelled)
    if not before or not after:
        return dataclasses.replace(report, jobs=decided)
    primary = after[0].classification
    said = run_summary(before, report.jobs_not_analysed, report.jobs_cancelled)
    now = run_summary(after, report.jobs_not_analysed, report.jobs_cancelled)
    return dataclasses.replace(
        report,
        jobs=decided,
        workflow_step=after[0].workflow_step,
        failing_step=after[0].failing_step,
        category=primary.category,
        finding=primary.finding,
        confidence=primary.confidence,
        signals=primary.signals,
        competing=primary.competing,
        confidence_steps=primary.confidence_steps,
        summary=summary_opening_with(report.summary, said, now),
    )


def _failing(jobs: Sequence[JobReport], cancelled: Sequence[str]) -> list[JobReport]:
    """The failing jobs of ``jobs`` as the report's summary names them, the primary first: those
    only ``cancelled`` while another failed left out (:func:`~ci_triage.logs.report.build_report`)."""
    return [job for job in jobs if job.failure_found and job.job not in cancelled]


def decide_by_workflow(evidence: Evidence) -> None:
    """The first failing job's classification decided again by the workflow findings
    (:func:`decided_by_workflow`), when there are any; ``evidence.logs`` is updated in place."""
    if evidence.workflow_step is None:
        return
    index = next((i for i, log in enumerate(evidence.logs) if log.report.failure_found), None)
    if index is None:
        return
    log = evidence.logs[index]
    decided = decided_by_workflow(log.report.classification, evidence.workflow_step)
    if decided is not log.report.classification:
        report = dataclasses.replace(log.report, classification=decided)
        evidence.logs[index] = log.model_copy(update={"report": report})
