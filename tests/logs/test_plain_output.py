"""Plain (non-Actions) output of real tools: found, classified by what failed, quoted from the
first error, with the project's own locations. Each case is a wrong answer an earlier version gave
(issue 11); the fixtures are the tools' real output (``tests/skills/fixtures``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path
from ci_triage.report.markdown import render_markdown

FIXTURES = Path(__file__).parents[1] / "skills" / "fixtures"


def _triage(analyser: Analyser, path: Path) -> TriageReport:
    return triage_path(path, analyser, DEFAULT_BUDGET)[0]


@pytest.mark.parametrize(("name", "category"), [("ruff-check.txt", "lint/format"), ("python-format.txt", "formatting")])
def test_ruff_output_without_an_actions_wrapper_is_a_failure(analyser: Analyser, name: str, category: str) -> None:
    report = _triage(analyser, FIXTURES / name)
    assert report.failure_found
    assert report.category == category


def test_bash_killed_is_out_of_memory(analyser: Analyser) -> None:
    report = _triage(analyser, FIXTURES / "bash-killed.txt")
    assert report.failure_found
    assert report.category == "out-of-memory"


def test_a_makefile_calling_a_missing_script_is_not_a_compiler_error(analyser: Analyser) -> None:
    report = _triage(analyser, FIXTURES / "make-missing-script.txt")
    assert report.category != "compile/build error"
    assert report.tool == "make"
    assert "run-tests.sh: No such file or directory" in report.summary


def test_a_plain_python_traceback_is_a_runtime_error(analyser: Analyser) -> None:
    report = _triage(analyser, FIXTURES / "python-runtime.txt")
    assert report.category == "runtime error"
    assert "FileNotFoundError" in report.summary


def test_module_not_found_in_a_script_gives_no_lock_file_advice(analyser: Analyser) -> None:
    report = _triage(analyser, FIXTURES / "python-module-not-found.txt")
    assert report.category == "runtime error"
    assert "lock file" not in render_markdown(report).lower()


def test_cargo_test_locations_are_the_projects_not_rusts_standard_library(analyser: Analyser) -> None:
    report = _triage(analyser, FIXTURES / "cargo-test.txt")
    files = [location.file for location in report.locations]
    assert files
    assert all("/rustc/" not in file and "library/core" not in file for file in files)
    assert {(location.file.removeprefix("./"), location.line) for location in report.locations} >= {
        ("src/lib.rs", 1),
        ("src/lib.rs", 7),
    }


def test_nodes_test_runner_is_not_reported_as_prove(analyser: Analyser) -> None:
    report = _triage(analyser, FIXTURES / "node-test.txt")
    assert report.tool == "node-test"
    assert [test.name for test in report.failed_tests] == ["node adds"]


@pytest.mark.parametrize(
    ("name", "first", "later"),
    [
        ("eslint.txt", "'unused' is assigned a value", "'b' is not defined"),
        ("codespell.txt", "teh ==> the", "recieve ==> receive"),
        ("ruff-check.txt", "I001", "Found 7 errors"),
        ("stylelint.txt", "Too many declarations", 'Unknown property "colr"'),
    ],
)
def test_summary_quotes_the_first_error_not_the_last(analyser: Analyser, name: str, first: str, later: str) -> None:
    summary = _triage(analyser, FIXTURES / name).summary
    assert first in summary
    assert later not in summary.rsplit(" (", 1)[0]  # the tool's tally only after the quoted error


def test_ruff_in_an_actions_step_is_summarised_by_its_first_finding(analyser: Analyser, tmp_path: Path) -> None:
    """The real ruff output wrapped as GitHub Actions prints a step (timestamps, group, exit marker)."""
    output = (FIXTURES / "ruff-check.txt").read_text(encoding="utf-8").splitlines()[1:]
    stamp = "2026-12-01T12:00:00.0000000Z "
    lines = [
        "##[group]Run actions/checkout@v4",
        "##[endgroup]",
        "##[group]Run ruff check .",
        "ruff check .",
        "shell: /usr/bin/bash -e {0}",
        "##[endgroup]",
        *output,
        "##[error]Process completed with exit code 1.",
    ]
    log = tmp_path / "job.log"
    log.write_text("".join(f"{stamp}{line}\n" for line in lines), encoding="utf-8")
    report = _triage(analyser, log)
    assert report.category == "lint/format"
    assert report.jobs[0].classification.step_tool == "ruff"
    assert "I001 [*] Import block is un-sorted" in report.summary
    assert "Process completed" not in report.summary


def _output_only(tmp_path: Path, name: str, start: str | None = None) -> Path:
    """The fixture's output without its ``$ command`` line (as a user pastes it), from the
    command ``start`` to the next ``$`` line when given."""
    lines = (FIXTURES / name).read_text(encoding="utf-8").splitlines()
    first = lines.index(start) if start else 0
    following = [n for n, line in enumerate(lines) if n > first and line.startswith("$ ")]
    output = lines[first + 1 : following[0] if following else len(lines)]
    log = tmp_path / "output.log"
    log.write_text("\n".join(output) + "\n", encoding="utf-8")
    return log


@pytest.mark.parametrize(
    ("name", "start", "tool"),
    [
        ("black-check.txt", None, "black"),
        ("python-format.txt", "$ ruff format --check", "ruff-format"),
        ("python-format.txt", "$ isort --check-only fmt.py", "isort"),
    ],
)
def test_a_formatter_check_without_its_command_names_the_formatter_that_printed_it(
    analyser: Analyser, tmp_path: Path, name: str, start: str | None, tool: str
) -> None:
    report = _triage(analyser, _output_only(tmp_path, name, start))
    assert report.category == "formatting"
    assert report.jobs[0].classification.step_tool is None
    assert report.tool == tool


@pytest.mark.parametrize(
    ("name", "tool"),
    [
        ("black-cannot-parse.txt", "black"),
        ("black-cannot-format.txt", "black"),
        ("ruff-format-invalid-syntax.txt", "ruff"),
        ("mypy-syntax.txt", "mypy"),
    ],
)
def test_a_file_a_formatter_or_type_checker_cannot_parse_is_a_syntax_error(
    analyser: Analyser, tmp_path: Path, name: str, tool: str
) -> None:
    for log in (FIXTURES / name, _output_only(tmp_path, name)):
        report = _triage(analyser, log)
        assert report.category == "compile/build error", report.jobs[0].classification.scores
        assert report.tool == tool


def test_out_of_memory_words_in_failed_tests_reports_do_not_outrank_the_test_failure(analyser: Analyser) -> None:
    """Two failed tests of a kernel-log parser quote ``Out of memory: Killed process`` and node's
    ``JavaScript heap out of memory`` in their source and assertion messages."""
    report = _triage(analyser, FIXTURES / "pytest-oom-words.txt")
    found = report.jobs[0].classification
    assert report.category == "test failure", found.scores
    assert [test.name for test in report.failed_tests] == [
        "test_monitor.py::test_oom_handler",
        "test_monitor.py::test_heap_message",
    ]
    rival = {other.category: other.strength for other in found.competing}
    assert 0 < rival["out-of-memory"] < found.scores["test failure"]
