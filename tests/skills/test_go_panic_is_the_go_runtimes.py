"""A Go program's panic names the Go runtime as its tool, whatever command started the program.

Trial 44's finding 14: ``make smoke`` ran ``go run . --check``, whose program panicked with a nil
pointer dereference: the category (runtime error) and the location were right, but the tool was
null. Under ``go test`` the test binary's panic stays go test's (``go-test-main-panic.txt``). Real
output of go 1.19.8 and GNU make run here, read as a GitHub Actions step.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.mark.parametrize(
    ("name", "tool"), [("make-go-run-panic.txt", "go-runtime"), ("go-test-main-panic.txt", "go-test")]
)
def test_the_panics_tool_is_the_runtime_unless_go_test_built_the_program(
    name: str, tool: str, analyser: Analyser, actions_log: Callable[[str, list[str]], bytes], tmp_path: Path
) -> None:
    command, *output = (FIXTURES / name).read_text(encoding="utf-8").splitlines()
    log = tmp_path / "job.log"
    ran = output[:-1] if output[-1].startswith("exit status") else output  # the shell's status, not the step's output
    log.write_bytes(actions_log(command.removeprefix("$ "), ran))
    with open_log_source(str(log)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    assert report.category == "runtime error"
    assert report.tool == tool
