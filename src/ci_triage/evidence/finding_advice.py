"""What to do about a workflow finding that decides a verdict, by its kind: the advice
:mod:`ci_triage.evidence.workflow_category` gives when a finding decides, and the report's advice
quotes for a service on a port no ``services:`` entry maps; and the prefixes of the fields of
another step of the job (:mod:`ci_triage.evidence.workflow_step` writes them) that some kinds read, and
the prefix of a note about the workflow file and how many lines of a script an item quotes, which a
log-only run's notes and the report read without the YAML reader.
Apart from the deciding rules so that the report's advice reads it without the evidence model (no
pydantic on a plain triage's path)."""

from __future__ import annotations

from ci_triage.base.redact import redact
from ci_triage.logs.model import WorkflowLine

MAX_RUN_LINES = 60
"""Lines of a ``run`` script quoted in one :class:`~ci_triage.logs.model.WorkflowLine`; the citation still
covers the whole script (:mod:`ci_triage.evidence.workflow_step` cuts it, the report says how many more)."""
WORKFLOW_NOTE = "workflow:"
"""How a note about the workflow file begins (a report warning of the CLI, an evidence note of the action)."""
EARLIER_STEP = "earlier-step."
"""The prefix of a field of an earlier step of the job (:mod:`ci_triage.evidence.workflow_step`)."""
LATER_STEP = "later-step."
"""The prefix of a field of a later step of the job (:mod:`ci_triage.evidence.workflow_step`)."""
NEXT_STEPS: dict[str, str] = {
    "working-directory": "make `working-directory` name a folder that exists in the checkout (relative to the"
    " repository's root), or create it in an earlier step",
    "missing-tool": "install the command in an earlier step of the job (a `setup-*` action or the package manager),"
    " or call it by a path that exists",
    "earlier-step": "put the folder this step installs into on PATH for the later steps"
    ' (`echo "FOLDER" >> "$GITHUB_PATH"`), or call the program by its full path',
    "later-step": "move this step above the step that failed: it installs the program that step needs,"
    " and a job runs its steps in order",
    "version-not-found": "ask for a version the setup action can find (its list of available versions), written as"
    ' a quoted string (`"3.10"`: unquoted, YAML reads 3.10 as the number 3.1)',
    "unquoted-version": 'write the version as a quoted string (`"1.20"`): unquoted, YAML reads it as a number'
    " without its trailing zero (1.2), and the setup action sets up that other version",
    "engine-version": "the job chose a version the failing line's range leaves out: set this line's version (with a"
    " matrix, this job's value) to one in that range, or change the bound (`requires-python`, `engines`,"
    " `rust-version`, go.mod's `go`, the Gemfile's `ruby`) if the project does support this version",
    "service-port": "make the step dial the runner's port this service maps (its port setting: `PGPORT`,"
    " `DATABASE_URL`, `REDIS_URL`, the DSN), or map the port it dials to the service's own"
    " (`- DIALLED:SERVICE`, the runner's port first)",
    "matrix-key": "use a key the job's `strategy.matrix` defines, or add that key to the matrix",
    "matrix-key-empty": "use a key the job's `strategy.matrix` defines, or add that key to the matrix"
    " (with no matrix, write the value itself)",
    "step-output-empty": 'write the output to the file the runner reads, `>> "$GITHUB_OUTPUT"` (without the `$`'
    " the shell writes a file named GITHUB_OUTPUT and the output stays empty)",
    "step-output-unset": 'write the output to the file the runner reads, `>> "$GITHUB_OUTPUT"` (without the `$`'
    " the shell writes a file named GITHUB_OUTPUT and the output stays empty)",
}
"""What to do about a deciding finding, by its kind (``earlier-step``: a tool an earlier step
installed off PATH; ``later-step``: a tool a later step installs), after ``Edit `file:line`:``
naming the finding's line."""
NEAR_KEY = "the matrix defines `{}`, a near name: a typo?"
"""What a ``matrix-key`` finding's summary ends with, in brackets, when the matrix defines a key that
is a near name of the one used (:func:`~ci_triage.base.misspelling.near_name`: ``build_type`` for
``buildtype``); its advice ends with it too (:func:`finding_next_step`)."""
SELF_ADVISING_KINDS = frozenset(
    {"variable-near-name", "variable-empty", "variable-not-passed", "script-near-name", "shell-no-errexit"}
)
"""Kinds whose finding's summary says what to do, in names only it knows (the variable the log shows
read unset, the near name the line sets, the expression that sets it): their advice is that summary."""


def finding_next_step(finding: WorkflowLine) -> str:
    """The next step for a deciding or noted ``finding``: edit its line (``file:line``), and how, by its
    kind (:data:`NEXT_STEPS`; its summary for :data:`SELF_ADVISING_KINDS`), and for a ``matrix-key``
    the near key the matrix defines (:data:`NEAR_KEY`); the workflow's pieces redacted, the advice's
    words not."""
    missing = finding.finding_kind == "missing-tool"
    kind = str(finding.finding_kind)
    if missing and finding.field.startswith(EARLIER_STEP):
        kind = "earlier-step"
    elif missing and finding.field.startswith(LATER_STEP):
        kind = "later-step"
    how = (
        redact(finding.summary)
        if kind in SELF_ADVISING_KINDS
        else NEXT_STEPS.get(kind, "fix it as the finding above says")
    )
    opening = NEAR_KEY.partition("{}")[0]
    if kind.startswith("matrix-key") and opening in finding.summary:
        key = redact(finding.summary.rpartition(opening)[2].partition("`")[0])
        how = f"{how} ({NEAR_KEY.format(key)})"
    return f"Edit `{redact(finding.path)}:{finding.start_line}` ({redact(finding.field)}): {how}."
