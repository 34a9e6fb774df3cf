"""Read the run's workflow file at its head commit and attach the failing step's definition.

The file is the run's ``path`` (``.github/workflows/ci.yml``): read from the checkout when the
file is there (the action runs in the repository's workspace, no request), else with one
contents-API request at the run's head SHA. It is read before the job logs are analysed
(:func:`read_run_workflow`), so a failed step with ``continue-on-error`` is told apart from the
step that ended the job (:mod:`ci_triage.evidence.ending_step`) as with ``--workflow`` and the
action's ``workflow-path``. The failing step is the first step REST marks ``failure`` in the
primary failing job (its number and name), or else the step the log analysis found. A copy of the
text is kept beside the logs so the verifier re-reads exactly what was cited. The step's texts are
redacted like log text (a ``run`` script may hold a literal secret; ``env`` values are never read).
Problems become evidence gaps; the diagnosis never depends on this step succeeding.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.base.redact import default_redactor, redact_value
from ci_triage.evidence.model import Evidence, EvidenceGap
from ci_triage.evidence.workflow_category import decide_by_workflow
from ci_triage.evidence.workflow_step import WorkflowFileError, failing_step_definition
from ci_triage.github import read
from ci_triage.github.client import GitHubClient
from ci_triage.github.errors import DownloadFailed, GitHubNotFound, GitHubPermissionError, GitHubRequestError
from ci_triage.github.models import WorkflowRun

_ERRORS = (GitHubPermissionError, GitHubNotFound, GitHubRequestError, DownloadFailed)


def read_run_workflow(
    client: GitHubClient, run: WorkflowRun, checkout: Path | None, folder: Path, evidence: Evidence
) -> str | None:
    """The text of ``run``'s workflow file, its copy kept in ``folder`` as ``evidence.workflow_copy``;
    None, with a gap saying why, when it cannot be had (None without a gap for a run with no
    ``path``)."""
    if not run.path:
        return None
    local = (checkout / run.path) if checkout is not None else None
    try:
        if local is not None and local.is_file():
            text = local.read_text(encoding="utf-8", errors="replace")
        else:
            text = read.workflow_file(client, run.repository, run.path, run.head_sha)
    except _ERRORS as error:
        evidence.gaps.append(
            EvidenceGap(
                missing=f"the workflow file {run.path} at {run.head_sha[:7]}",
                reason=error.reason,
                fix="give the job `contents: read`, or check out the repository before ci-triage runs",
            )
        )
        return None
    except OSError as error:
        evidence.gaps.append(EvidenceGap(missing=f"the workflow file {run.path}", reason=str(error)))
        return None
    folder.mkdir(parents=True, exist_ok=True)
    copy = folder / Path(run.path).name
    copy.write_text(text, encoding="utf-8")
    evidence.workflow_copy = copy
    return text


def attach_workflow_step(text: str | None, run: WorkflowRun, evidence: Evidence) -> None:
    """Set ``evidence.workflow_step`` for the primary failing job of ``evidence.logs`` from the
    workflow file's ``text`` (:func:`read_run_workflow`), or add a gap saying why not (nothing
    happens without a failing job or the file's text)."""
    if not evidence.logs or not run.path or text is None:
        return
    log = evidence.logs[0]
    failed = log.job.failed_steps[0] if log.job.failed_steps else None
    analysed = log.report.failing_step
    try:
        step = failing_step_definition(
            text,
            run.path,
            job=log.job.name,
            step=failed.name if failed else (analysed.name if analysed else None),
            number=failed.number if failed else None,
            log_lines=[line for span in log.report.excerpt for line in span.lines],
            advice=log.report.classification.next_step,
        )
    except WorkflowFileError as error:
        evidence.gaps.append(EvidenceGap(missing=f"the failing step's definition in {run.path}", reason=str(error)))
        return
    evidence.workflow_step = redact_value(step, default_redactor())
    decide_by_workflow(evidence)
