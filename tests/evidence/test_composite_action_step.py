"""A failing step of a composite action (``uses: ./.github/actions/…``) is read from the action's
``action.yml`` as a workflow's step is (trial 64 #7); the ``action.yml`` given as the workflow is
one clear input error.

``tests/fixtures/s30-t64a/wf-composite.log`` (see its README: real pytest 9.2.0 output) is job
`composite` of ``ci.yml``, whose step 2 (line 70) uses ``./.github/actions/lint-and-test``; that
action's one step (``action.yml`` line 8) runs pytest, the step that failed. Before, the CLI warned
"workflow not used: no step 'Run python -m pytest -q …'".
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s30-t64a"
ACTION = Path(".github") / "actions" / "lint-and-test" / "action.yml"


def repository(root: Path) -> Path:
    """A checkout at ``root`` with the fixture's workflow and composite action; its workflow's path."""
    workflow = root / ".github" / "workflows" / "ci.yml"
    workflow.parent.mkdir(parents=True)
    shutil.copy(FIXTURES / "ci.yml", workflow)
    (root / ACTION).parent.mkdir(parents=True)
    shutil.copy(FIXTURES / "action.yml", root / ACTION)
    return workflow


def triage(capsys: pytest.CaptureFixture[str], *flags: str) -> dict:
    code = main(["triage", str(FIXTURES / "wf-composite.log"), *flags, "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert "workflow not used" not in captured.err
    return json.loads(captured.out)


def cited(report: dict) -> list[tuple[str, int, str]]:
    return [(line["path"], line["start_line"], line["field"]) for line in report["workflow_step"]["lines"]]


def test_the_composite_actions_step_is_cited_in_its_action_yml(tmp_path: Path, capsys) -> None:
    report = triage(capsys, "--workflow", str(repository(tmp_path)))
    step = report["workflow_step"]
    assert (step["path"], step["job"], step["index"]) == (ACTION.as_posix(), "composite", 1)
    lines = cited(report)
    assert (ACTION.as_posix(), 8, "run") in lines
    assert (".github/workflows/ci.yml", 70, "uses") in lines
    assert (".github/workflows/ci.yml", 72, "with.target") in lines


def test_the_action_is_read_from_the_checkout(tmp_path: Path, capsys) -> None:
    repository(tmp_path / "repo")
    report = triage(capsys, "--workflow", str(FIXTURES / "ci.yml"), "--checkout", str(tmp_path / "repo"))
    assert (ACTION.as_posix(), 8, "run") in cited(report)


def test_an_action_yml_given_as_the_workflow_is_one_clear_warning(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        ["triage", str(FIXTURES / "wf-composite.log"), "--workflow", str(FIXTURES / "action.yml"), "--format", "json"]
    )
    report = json.loads(capsys.readouterr().out)
    assert code == 0
    [note] = [warning for warning in report["warnings"] if warning.startswith("workflow not used")]
    assert "an action's metadata file" in note
    assert "not a workflow" in note
    assert report["workflow_step"] is None
    assert report["failure_found"]
