"""The called (reusable) workflow a job of a caller ran in, read from the checkout when it is there.

GitHub names a job of a called workflow ``CALLER / CALLED``: the caller's job (``jobs.ci`` named
``CI image checks``, whose ``uses: ./.github/workflows/checks.yml`` calls the other file) and the
called file's job (``Static checks``), in REST ``jobs[].name``, the run-logs zip's file names and
the runner's ``Complete job name:`` line (GitHub Docs, "Reuse workflows"; a called job's check run
shows the same). Its steps are in the called file, not in the caller's, so the failing step is
looked up there.

How a user points at the called file: give it as the workflow itself (``--workflow``,
``workflow-path``: its job is then matched by the ``CALLED`` part,
:func:`~ci_triage.evidence.workflow_step.job_named`), or give the caller's file and the called
file of the same repository (``uses: ./…``) is read from the same checkout: the repository the
caller's file is in (the folder above its ``.github/workflows/``), else the checkout given
(``--checkout``, the action's workspace). A called file of another repository (``owner/repo/…@ref``)
or one not in the checkout is not fetched: a note names it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ci_triage.evidence.finding_advice import WORKFLOW_NOTE
from ci_triage.evidence.workflow_step import (
    CallingJob,
    WorkflowFileError,
    calling_job,
    read_workflow_file,
)

_WORKFLOWS = Path(".github") / "workflows"


@dataclass(frozen=True, slots=True)
class CalledWorkflow:
    """The called workflow file found: its text and how it is cited (its repository path)."""

    text: str
    label: str


def called_workflow(
    text: str, label: str, job: str, workflow_file: Path | None, checkout: Path | None
) -> CalledWorkflow | str | None:
    """For the log's ``job`` (``CALLER / CALLED``) and the caller's workflow file ``text`` (cited as
    ``label``, read from ``workflow_file``): the called workflow file when it is at hand (see the
    module docstring), else a note naming the file the failing step's definition is in and how to
    give it. None when ``job`` is no job of a workflow that this file calls. Raises
    :class:`~ci_triage.evidence.workflow_step.WorkflowFileError` for a caller's file that is no
    workflow."""
    caller = calling_job(text, label, job)
    if caller is None:
        return None
    local = caller.local_path
    if local is None:
        return _needed_note(job, label, caller)
    for root in repository_folders(workflow_file, checkout):
        file = root / local
        if file.is_file():
            try:
                return CalledWorkflow(text=read_workflow_file(file), label=local)
            except WorkflowFileError:
                continue
    return _needed_note(job, label, caller)


def repository_folders(workflow_file: Path | None, checkout: Path | None) -> list[Path]:
    """Where a file of the workflow's own repository (a called workflow, a local action's
    ``action.yml``) is looked for: the repository ``workflow_file`` is in (the folder above its
    ``.github/workflows/``), then ``checkout``."""
    roots = []
    if workflow_file is not None:
        parent = workflow_file.resolve().parent
        if parent.parts[-2:] == _WORKFLOWS.parts:
            roots.append(parent.parent.parent)
    if checkout is not None:
        roots.append(checkout)
    return roots


def _needed_note(job: str, label: str, caller: CallingJob) -> str:
    """Which file the failing step of ``job`` is defined in and how to give it."""
    where = (
        "not found beside it (the repository of the workflow file, or the checkout)"
        if caller.local_path
        else "in another repository, which is not fetched"
    )
    return (
        f"{WORKFLOW_NOTE} job “{job}” ran in the called workflow {caller.uses} (job `{caller.job_id}` of {label} "
        f"calls it, line {caller.line}), {where}: its steps are defined there; give that file as the workflow "
        "(--workflow, or the action's workflow-path)"
    )
