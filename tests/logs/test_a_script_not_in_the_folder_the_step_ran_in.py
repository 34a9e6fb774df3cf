"""The step's own script not found in the folder the step ran in is configuration (a wrong or
missing ``working-directory``, a ``cd`` left out), not the category of the tool that never started:
python's ``can't open file '/…/manage.py'`` under ``manage.py test`` was a test failure with "run the
failed tests locally" (user trial 105), node's ``Cannot find module '/…/server.js'`` a runtime error.
The advice names the folder the step ran in when the line shows it and the step's
``working-directory``; with the workflow, the step that sets none is cited.

Real output (tests/fixtures/s37-t105b/README.md): Python 3.11.7, Node 20.20.2, bash 5.2.15, GNU make 4.3."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s37-t105b"


@pytest.mark.parametrize(
    ("log", "quoted", "folder"),
    [
        ("python-script-not-in-folder", "can't open file", "`/home/runner/work/shop/shop`, the checkout's root"),
        ("node-script-not-in-folder", "Cannot find module", "`/home/runner/work/shop/shop`, the checkout's root"),
        ("bash-script-not-in-folder", "./scripts/ci.sh: No such file or directory", "the checkout's root"),
        ("make-no-makefile", "No rule to make target 'test'", "in the folder it ran in"),
    ],
)
def test_a_script_not_in_the_folder_the_step_ran_in_is_configuration(
    triage_json: Callable[..., dict], log: str, quoted: str, folder: str
) -> None:
    report = triage_json(FIXTURES / f"{log}.gha.log", "--no-home-skills")
    assert report["category"] == "configuration"
    assert quoted in report["summary"]
    assert "`working-directory:`" in report["next_step"]
    assert folder in report["next_step"]
    assert "failed tests locally" not in report["next_step"]


@pytest.mark.parametrize(
    ("log", "script"), [("python-script-not-in-folder", "manage.py"), ("node-script-not-in-folder", "server.js")]
)
def test_a_step_without_working_directory_is_cited_for_its_missing_script(
    triage_json: Callable[..., dict], log: str, script: str
) -> None:
    report = triage_json(
        FIXTURES / f"{log}.gha.log", "--no-home-skills", "--workflow", FIXTURES / f"{log}.workflow.yml"
    )
    found = [item for item in report["workflow_step"]["lines"] if item["finding"]]
    assert [(item["finding_kind"], item["field"], item["start_line"]) for item in found] == [
        ("manifest-missing", "run", 8)
    ]
    assert f"`{script}` was not found in the folder the step ran in" in found[0]["summary"]
