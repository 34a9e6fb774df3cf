"""A step that ended with exit code 127 on bash's ``X: command not found`` is sure of its cause, and
an Azure Pipelines task's metadata banner is not excerpt material (trial 44, finding 8).

bash prints ``scripts/release.sh: line 4: git-chglog: command not found`` and exits 127, the
shell's status for a command it did not find (bash manual, "Exit Status"): the line with that exit
code is the step's cause, and the advice names the missing program's fix (install it in an earlier
step of the job). The Azure agent prints a task's metadata between two rulers of 78 ``=`` before
its output (``PrintTaskMetaData`` in microsoft/azure-pipelines-agent
``src/Agent.Worker/TaskRunner.cs``): the same in every run, no failure's evidence. The bash lines
are real (bash 5.2.15); the fixtures' CI layout is in ``tests/fixtures/trial-44/README.md``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-44"


@pytest.mark.parametrize("log", ["azure-command-not-found.log", "gha-command-not-found.log"])
def test_command_not_found_with_exit_127_is_sure_and_says_install_it(
    triage_json: Callable[..., dict], log: str
) -> None:
    report = triage_json(FIXTURES / log)
    assert report["category"] == "configuration"
    assert report["confidence"] >= 0.8
    assert "git-chglog: command not found" in report["summary"]
    advice = report["jobs"][0]["classification"]["next_step"]
    assert "not installed" in advice
    assert "earlier step" in advice


def test_the_azure_task_banner_is_left_out_of_the_excerpt(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "azure-command-not-found.log")
    shown = [line for span in report["excerpt"] for line in span["lines"]]
    assert "scripts/release.sh: line 4: git-chglog: command not found" in shown
    assert not any(line.startswith(("Task ", "Description ", "Version ", "Author ", "Help ")) for line in shown)
    assert "=" * 78 not in shown
