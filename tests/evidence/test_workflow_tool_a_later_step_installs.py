"""A program the failing step needs that a later step of the job installs (session 31, trial 69 #8).

actions/setup-node's ``cache: pnpm`` runs ``pnpm store path`` before ``pnpm/action-setup``, the next
step, installs pnpm (actions/setup-node#530): the runner's ``Unable to locate executable file: pnpm.``
With ``--workflow`` the later step is cited first and the next step says to move it above the failing
one, for any setup action or install command whose program is the missing one. Real output
(``tests/fixtures/s31-left``, README there): @actions/exec 1.1.1's message for setup-node's call, and
bash's ``uv: command not found`` for a ``uv sync`` step above ``astral-sh/setup-uv``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.evidence.workflow_step import findings
from ci_triage.logs.model import WorkflowLine, WorkflowStep

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s31-left"


@pytest.mark.parametrize(
    ("log", "workflow", "cited", "needs"),
    [
        ("setup-node-cache-pnpm.gha.log", "pnpm-after-setup-node.yml", 12, (11, "with.cache")),
        ("uv-sync-before-setup-uv.gha.log", "setup-uv-after-uv-sync.yml", 9, (8, "run")),
    ],
)
def test_the_later_step_that_installs_the_missing_program_is_to_be_moved_above(
    capsys: pytest.CaptureFixture[str], log: str, workflow: str, cited: int, needs: tuple[int, str]
) -> None:
    path = FIXTURES / "workflows" / workflow
    code = main(["triage", str(FIXTURES / log), "--workflow", str(path), "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    report = json.loads(captured.out)
    found = [line for line in report["workflow_step"]["lines"] if line["finding"]]
    assert [(line["start_line"], line["field"]) for line in found] == [(cited, "later-step.uses"), needs]
    assert report["category"] == "configuration"
    assert f"{workflow}:{cited}` (later-step.uses): move this step above the step that failed" in report["next_step"]


def _line(field: str, number: int, text: str) -> WorkflowLine:
    return WorkflowLine(path="ci.yml", field=field, start_line=number, end_line=number, text=text, summary=field)


def test_a_later_command_installs_the_program_only_by_its_name_after_the_verb() -> None:
    step = WorkflowStep(
        path="ci.yml", job="lint", step="Run pnpm lint", index=1, lines=[_line("run", 7, "      - run: pnpm lint")]
    )
    missing = ["/usr/bin/bash: line 1: pnpm: command not found"]
    using = findings(step, missing, later=[_line("later-step.run", 9, "      - run: pnpm install --frozen-lockfile")])
    assert [line.summary for line in using] == ["`pnpm` is not installed on the runner: this command needs it"]
    installing = findings(step, missing, later=[_line("later-step.run", 9, "      - run: npm install -g pnpm@9")])
    assert [(line.start_line, line.field) for line in installing] == [(9, "later-step.run"), (7, "run")]
