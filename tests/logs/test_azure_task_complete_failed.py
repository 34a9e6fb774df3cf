"""An Azure Pipelines task that a script failed with ``##vso[task.complete result=Failed]`` and exit
code 0 is the failing step when the agent's debug output shows that command (trial 44, finding 1).

How the agent renders these logging commands, from its source (microsoft/azure-pipelines-agent):
``task.logissue type=error`` writes ``##[error]MESSAGE`` (``TaskCommandExtension.cs``,
``ProcessTaskIssueCommand``), which a passing task may print too: it does not fail the task;
``task.complete result=Failed`` sets the task's result and prints nothing
(``ProcessTaskCompleteCommand``), except, with ``system.debug``, the line
``##[debug]Processed: ##vso[task.complete result=Failed;]`` that the agent logs for every command
it ran (``WorkerCommandManager.cs``). Without that line the log does not show that the task failed,
and a job that reached ``Finalize Job`` without an exit line is read as passed, as before, with a
warning that names the step whose error issues may be the cause. The
phpunit 9.6.7 output is the trial's real run (tests/fixtures/trial-44/README.md).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-44"


def test_the_task_a_logging_command_failed_is_the_failing_step(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "azure-task-complete-failed-debug.log")
    assert report["failure_found"]
    failing = report["failing_step"]
    assert (failing["name"], failing["exit_code"]) == ("PHPUnit", None)
    assert report["category"] == "test failure"
    assert [test["name"] for test in report["failed_tests"]] == [
        "MoneyTest::testSplitByZero",
        "MoneyTest::testSplitKeepsTotal",
    ]


def test_without_the_debug_line_the_error_issues_are_a_warning(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "azure-logissue-task-complete.log")
    assert not report["failure_found"]
    assert any("step “PHPUnit” logged an error" in warning for warning in report["warnings"])
