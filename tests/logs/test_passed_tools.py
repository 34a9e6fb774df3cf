"""A step that runs several tools (``ruff check . && pytest && ./post.sh``): a tool whose own output
says it passed does not name the failure. The tools' output is real: ruff and pytest are run here
(on a clean module and its tests, and on a module with an unused import), and wrapped in a GitHub
Actions step log as the runner writes it (``##[group]Run …``, ``shell: /usr/bin/bash -e {0}``,
``##[error]Process completed with exit code 1.``)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path


def run(folder: Path, *command: str) -> list[str]:
    """The output lines of ``command`` run in ``folder`` (stdout then stderr, as a runner shows them)."""
    done = subprocess.run(command, cwd=folder, capture_output=True, text=True, timeout=120, check=False)
    return [line for line in (done.stdout + done.stderr).splitlines() if line.strip()]


@pytest.fixture(scope="module")
def outputs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[str]]:
    """Real output of ruff (passing and failing) and pytest (passing)."""
    clean = tmp_path_factory.mktemp("clean")
    (clean / "calc.py").write_text("def add(a, b):\n    return a + b\n")
    (clean / "test_calc.py").write_text("from calc import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n")
    dirty = tmp_path_factory.mktemp("dirty")
    (dirty / "calc.py").write_text("import os\n\n\ndef add(a, b):\n    return a + b\n")
    ruff = [sys.executable, "-m", "ruff", "check", "--no-cache", "."]
    pytest_command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "test_calc.py"]
    return {
        "ruff passes": run(clean, *ruff),
        "pytest passes": run(clean, *pytest_command),
        "ruff fails": run(dirty, *ruff),
    }


@pytest.fixture
def step_log(tmp_path: Path, actions_log) -> Callable[[str, list[str]], Path]:
    """Writes a job log whose failing ``run:`` step ``command`` printed ``output``; returns its path."""

    def write(command: str, output: list[str]) -> Path:
        log = tmp_path / "job.log"
        log.write_bytes(actions_log(command, output))
        return log

    return write


def test_tools_that_said_they_passed_do_not_name_a_silent_failure_after_them(
    analyser: Analyser, outputs: dict[str, list[str]], step_log: Callable[[str, list[str]], Path]
) -> None:
    assert outputs["ruff passes"] == ["All checks passed!"]
    output = [*outputs["ruff passes"], *outputs["pytest passes"]]
    report, _ = triage_path(step_log("ruff check . && pytest && ./post.sh", output), analyser, DEFAULT_BUDGET)
    job = report.jobs[0]
    assert (report.category, report.tool) == ("unknown", None)
    assert (
        "passed by their own output: ruff, pytest; the step failed in a command after them"
        in job.classification.checked
    )
    # ./post.sh printed nothing: the step's short output holds no error, so tracing it is the advice
    assert (job.classification.next_step or "").startswith(
        "No line of the step reads as an error: if a command that fails without a message stopped it, run the last"
        " command of step “Run ruff check . && pytest && ./post.sh” (after pytest, which passed) with tracing"
    )


def test_the_tool_whose_errors_the_step_shows_still_names_the_failure(
    analyser: Analyser, outputs: dict[str, list[str]], step_log: Callable[[str, list[str]], Path]
) -> None:
    """pytest passed, then ruff found an unused import: ruff's failure, though one verdict was printed."""
    output = [*outputs["pytest passes"], *outputs["ruff fails"]]
    report, _ = triage_path(step_log("pytest && ruff check .", output), analyser, DEFAULT_BUDGET)
    assert (report.category, report.tool) == ("lint/format", "ruff")
    assert report.confidence >= 0.7
