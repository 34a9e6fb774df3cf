"""Tool outputs of odd shapes, as the tools print them and as a GitHub Actions step shows them:
``go test -json`` events, parent tests and suites that fail only because a subtest failed, the
shell's own errors, the runner's own message, the tool that printed the first error, and JUnit
results in the category (issue 11). The fixtures are real output of the tools run here
(``tests/skills/fixtures``: go 1.19.8, node 20.20.2, mocha 10.8.2, GNU bash 5.2.15, pytest 9.2.0);
the runner's message is the form the GitHub Actions runner prints (quoted in issue 11's trials).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path
from ci_triage.logs.tools import identify_tools, step_tool

SKILL_FIXTURES = Path(__file__).parents[1] / "skills" / "fixtures"
JUNIT = Path(__file__).parent / "fixtures" / "pytest-junit-one-failure.xml"


def actions_step(folder: Path, command: str, output: list[str], exit_code: int | None) -> Path:
    """``folder/job.log``: a GitHub Actions job log whose step ``Run <command>`` printed ``output``
    and ended with ``exit_code`` (``None``: the step has no exit line of its own)."""
    lines = [
        "##[group]Run " + command.splitlines()[0],
        *command.splitlines(),
        "shell: /usr/bin/bash -e {0}",
        "##[endgroup]",
        *output,
    ]
    if exit_code is not None:
        lines.append(f"##[error]Process completed with exit code {exit_code}.")
    log = folder / "job.log"
    log.write_text("".join(f"2024-05-01T12:00:{n % 60:02d}.0000000Z {line}\n" for n, line in enumerate(lines)))
    return log


def tool_output(name: str) -> tuple[str, list[str]]:
    """The command (the fixture's ``$ command`` first line) and the output lines of a fixture."""
    first, *output = (SKILL_FIXTURES / name).read_text(encoding="utf-8").splitlines()
    return first.removeprefix("$ "), output


def triage(analyser: Analyser, path: Path, junit: list[str] | None = None) -> TriageReport:
    report, _ = triage_path(path, analyser, DEFAULT_BUDGET, junit or [])
    return report


def shapes(tmp_path: Path, name: str, exit_code: int) -> list[Path]:
    """The fixture as printed (plain) and as a GitHub Actions step running the same command."""
    command, output = tool_output(name)
    return [SKILL_FIXTURES / name, actions_step(tmp_path, command, output, exit_code)]


@pytest.mark.parametrize("shape", [0, 1], ids=["plain", "actions"])
def test_go_test_json_events_are_read_as_go_test_results(analyser: Analyser, tmp_path: Path, shape: int) -> None:
    report = triage(analyser, shapes(tmp_path, "go-test-json.txt", 1)[shape])
    assert report.category == "test failure"
    assert report.tool == "go-test"
    assert [test.name for test in report.failed_tests] == ["TestAdd", "TestC/sub1"]
    excerpt = "\n".join(line for span in report.excerpt for line in span.lines)
    assert "calc_test.go:7: Add(2, 3) = -1, want 5" in excerpt
    assert "calc_test.go:16: Add(1, 1) = 0, want 2" in excerpt
    assert {(location.file, location.line) for location in report.locations} >= {
        ("calc_test.go", 7),
        ("calc_test.go", 16),
    }


TALLIES = {
    # fixture: (the tool's own count of failed tests, read from its output, and the tests)
    "go-test-subtests.txt": (None, ["TestAdd", "TestC/sub1"]),
    "go-test-json.txt": (None, ["TestAdd", "TestC/sub1"]),
    "node-test-suites.txt": (r"^# fail (\d+)$", ["adds", "multiplies"]),
    "node-test-spec.txt": (r"^ℹ fail (\d+)$", ["adds", "multiplies"]),
    "mocha-suites.txt": (r"^\s*(\d+) failing$", ["top level fails", "math adds", "math nested multiplies"]),
}


@pytest.mark.parametrize("shape", [0, 1], ids=["plain", "actions"])
@pytest.mark.parametrize("name", sorted(TALLIES))
def test_parents_and_suites_are_not_extra_failed_tests(
    analyser: Analyser, tmp_path: Path, name: str, shape: int
) -> None:
    tally, tests = TALLIES[name]
    report = triage(analyser, shapes(tmp_path, name, 1)[shape])
    assert [test.name for test in report.failed_tests] == tests
    assert report.failed_tests_total == len(tests)
    if tally is not None:
        text = (SKILL_FIXTURES / name).read_text(encoding="utf-8")
        assert report.failed_tests_total == int(re.search(tally, text, re.MULTILINE).group(1))


@pytest.mark.parametrize(
    ("name", "exit_code"),
    [("bash-syntax-error.txt", 2), ("bash-unexpected-eof.txt", 2), ("command-not-found.txt", 127)],
)
@pytest.mark.parametrize("shape", [0, 1], ids=["plain", "actions"])
def test_the_shells_own_errors_are_configuration_by_bash(
    analyser: Analyser, tmp_path: Path, name: str, exit_code: int, shape: int
) -> None:
    report = triage(analyser, shapes(tmp_path, name, exit_code)[shape])
    assert report.category == "configuration"
    assert report.tool == "bash"


def test_a_run_scripts_syntax_error_in_the_runners_temporary_file(analyser: Analyser, tmp_path: Path) -> None:
    script = "/home/runner/work/_temp/3f1c0d8e-6a2b-4c55-9a51-0b7c1e2d4f60.sh"
    _, output = tool_output("bash-syntax-error.txt")
    output = [line.replace("ci/check.sh", script) for line in output]
    report = triage(analyser, actions_step(tmp_path, "echo start\nif [ -f x ]; then\n  echo a\n  fi fi", output, 2))
    assert report.category == "configuration"
    assert report.tool == "bash"
    assert "syntax error near unexpected token" in report.summary


def test_the_runner_failing_to_start_the_shell_is_configuration(analyser: Analyser, tmp_path: Path) -> None:
    message = (
        "##[error]An error occurred trying to start process '/usr/bin/bash' with working directory "
        "'/home/runner/work/x/x/sub'. No such file or directory"
    )
    report = triage(analyser, actions_step(tmp_path, "npm test", [message], None))
    assert report.failure_found
    assert report.category == "configuration"
    assert "working directory" in report.summary


def test_the_tool_that_printed_the_first_error_is_named_not_the_first_command(
    analyser: Analyser, tmp_path: Path
) -> None:
    _, output = tool_output("pytest-collection-error.txt")
    pytest_output = output[output.index("$ pytest") + 1 :]
    report = triage(analyser, actions_step(tmp_path, "pip install -e .\npytest", pytest_output, 2))
    assert report.tool == "pytest"
    assert report.category == "dependency resolution"  # `import notamodule`: no project module, a package missing
    assert all(step.reason != "step tool disagrees" for step in report.confidence_steps)


def test_the_step_tool_is_the_one_whose_errors_were_printed() -> None:
    tools = identify_tools(["pip install -e .", "pytest"])
    assert [tool.name for tool in tools] == ["pip", "pytest"]
    assert step_tool(tools).name == "pip"  # no error seen: the first tool that is not a wrapper
    assert step_tool(tools, [("pytest",)]).name == "pytest"
    assert step_tool(tools, [("cargo test",), ("pip",)]).name == "pip"  # a tool the step did not run is passed over


def test_a_shared_shape_line_is_the_step_tools_among_those_its_skill_names() -> None:
    lint = ("ruff", "ruff", "flake8", "pylint", "make")  # python-lint: its own tool, then its scope's
    assert step_tool(identify_tools(["pip install -e .", "flake8 --count lint.py"]), [lint]).name == "flake8"
    assert step_tool(identify_tools(["pylint app.py", "flake8 app.py"]), [lint]).name == "pylint"  # command order
    both = identify_tools(["black --check .", "ruff format --check ."])
    fmt = ("ruff-format", "ruff-format", "ruff", "black")
    assert step_tool(both, [fmt]).name == "black"  # the first to run (bash -e stops at it), not the skill's own
    assert step_tool(both[1:], [fmt]).name == "ruff-format"
    assert step_tool(both, [("mypy", "mypy"), fmt]).name == "black"  # names no tool of the step: passed over


def test_junit_failures_make_an_undecided_log_a_test_failure(analyser: Analyser, tmp_path: Path) -> None:
    log = actions_step(tmp_path, "./ci/run-suite", ["Running the suite", "Some checks did not pass"], 1)
    assert triage(analyser, log).category == "unknown"
    report = triage(analyser, log, [str(JUNIT)])
    assert report.category == "test failure"
    assert 0 < report.confidence <= 0.5  # the log itself shows no test failure
    assert [test.name for test in report.failed_tests] == ["test_calc.py::test_adds"]
    assert any(step.reason == "JUnit results" for step in report.confidence_steps)


def test_junit_failures_beside_a_green_log_are_counted(analyser: Analyser, tmp_path: Path) -> None:
    log = actions_step(tmp_path, "pytest", ["1 passed in 0.01s"], None)
    report = triage(analyser, log, [str(JUNIT)])
    assert report.failure_found
    assert report.failed_tests_total == len(report.failed_tests) == 1


def test_junit_failures_do_not_hide_a_job_that_failed_before_its_tests(analyser: Analyser, tmp_path: Path) -> None:
    command, output = tool_output("bash-syntax-error.txt")
    log = actions_step(tmp_path, command, output, 2)
    report = triage(analyser, log, [str(JUNIT)])
    assert report.category == "configuration"
