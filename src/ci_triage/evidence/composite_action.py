"""The composite action a failing step ran in, its step read from the action's own file.

A job's step ``uses: ./.github/actions/test`` runs an action of the same repository; when that
action is a composite one (``runs.using: composite``), the runner logs each of its ``runs.steps`` as
a step of its own (``##[group]Run python -m pytest -q …`` after the outer ``##[group]Run
./.github/actions/test``), and the step that failed is defined in the action's metadata file
(``action.yml``, else ``action.yaml``; GitHub Docs, "Metadata syntax for GitHub Actions"), not in
the workflow. That file is read from the workflow's repository (the folder above its
``.github/workflows/``), else from the checkout given (``--checkout``), as a called workflow is
(:mod:`ci_triage.evidence.called_workflow`).
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from ci_triage.evidence.called_workflow import repository_folders
from ci_triage.evidence.workflow_step import (
    WorkflowFileError,
    composite_step_definition,
    local_actions,
    read_workflow_file,
)
from ci_triage.logs.model import WorkflowStep

METADATA_FILES = ("action.yml", "action.yaml")
"""An action's metadata file names, in the order GitHub looks for them."""


def composite_action_step(
    text: str,
    label: str,
    *,
    job: str | None,
    step: str,
    log_lines: Iterable[str],
    workflow_file: Path | None,
    checkout: Path | None,
) -> WorkflowStep | None:
    """The failing ``step`` (its log title) as a step of a composite action that a step of the log's
    ``job`` in the workflow file ``text`` (cited as ``label``, read from ``workflow_file``) uses
    (``uses: ./…``), from the first such action whose metadata file is at hand and defines it
    (:func:`~ci_triage.evidence.workflow_step.composite_step_definition`), its parts cited in that
    file by its repository path; None when there is none. Raises
    :class:`~ci_triage.evidence.workflow_step.WorkflowFileError` for a workflow file that is none."""
    lines = list(log_lines)
    roots = repository_folders(workflow_file, checkout)
    for action in local_actions(text, label, job):
        for root in roots:
            for name in METADATA_FILES:
                file = root / action.folder / name
                if not file.is_file():
                    continue
                try:
                    action_text = read_workflow_file(file)
                except WorkflowFileError:
                    continue
                found = composite_step_definition(
                    text, label, action, step=step, action_text=action_text,
                    action_path=f"{action.folder}/{name}", log_lines=lines,
                )  # fmt: skip
                if found is not None:
                    return found
    return None
