"""Categories a new user doubted, on real output made here: each is right, or honestly low.

Every log is the real output of a command run by the test (coreutils ``timeout``, bash killing a
child with ``kill -9``, GNU make running ``false``, the go command outside its module), wrapped as a
GitHub Actions step log (``##[group]Run …``, the output, the runner's exit marker) or as the GitHub
web page shows a step when it is copied (``Error: Process completed with exit code N.``). The
coverage gate's output is pytest-cov's, made once (``tests/skills/fixtures/coverage-threshold.txt``).
"""

from __future__ import annotations

import io
import shutil
import subprocess
from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.classify import CONFIDENT
from ci_triage.logs.model import JobReport
from ci_triage.logs.source import LogMember

STAMP = "2026-12-01T22:00:00.0000000Z "
FIXTURES = Path(__file__).parents[1] / "skills" / "fixtures"


def _run(script: str, cwd: Path | None = None) -> tuple[list[str], int]:
    done = subprocess.run(["bash", "-e", "-c", script], capture_output=True, text=True, timeout=60, cwd=cwd)
    return (done.stdout + done.stderr).splitlines(), done.returncode


def _step_log(command: str, output: list[str], code: int) -> list[str]:
    """A GitHub Actions step log of ``command`` (the runner's framing around the real output)."""
    framing = [f"##[group]Run {command}", command, "shell: /usr/bin/bash -e {0}", "##[endgroup]"]
    return [*framing, *output, f"##[error]Process completed with exit code {code}."]


def _copied_from_the_web_page(command: str, output: list[str], code: int) -> list[str]:
    """The step as the GitHub web page shows it when it is copied: no stamps, ``Error:`` for ``##[error]``."""
    return [f"Run {command}", *output, f"Error: Process completed with exit code {code}."]


def _analyse(analyser: Analyser, lines: list[str], stamped: bool = True) -> JobReport:
    data = "".join(f"{STAMP if stamped else ''}{line}\n" for line in lines).encode()
    return analyser.analyse(LogMember(name="", file=io.BytesIO(data)), budget=2000).report


def _timed_out() -> tuple[str, list[str], int]:
    command = "timeout 1 sleep 5"
    output, code = _run(command)
    assert code == 124
    return command, output, code


def _killed() -> tuple[str, list[str], int]:
    command = "sleep 30 & child=$!; kill -9 $child; wait $child"
    output, code = _run(command)
    assert code == 137
    assert any("Killed" in line for line in output)
    return command, output, code


def test_a_command_ended_by_timeout_in_the_steps_script_is_a_sure_timeout(analyser: Analyser) -> None:
    """The step's echoed script runs ``timeout 1`` and the step exits 124, the status coreutils'
    ``timeout`` gives when it stopped the command (timeout/timeout-command-exit)."""
    report = _analyse(analyser, _step_log(*_timed_out()))
    assert report.classification.category == "timeout"
    assert report.classification.confidence >= CONFIDENT


def test_a_command_ended_by_timeout_copied_from_the_web_page_is_a_timeout_and_not_a_sure_one(
    analyser: Analyser,
) -> None:
    """The copied page shows no script line, only the step's title: exit 124 alone is a guess."""
    report = _analyse(analyser, _copied_from_the_web_page(*_timed_out()), stamped=False)
    assert report.classification.category == "timeout"
    assert 0 < report.classification.confidence < CONFIDENT


@pytest.mark.parametrize("shape", [_step_log, _copied_from_the_web_page])
def test_a_child_killed_by_sigkill_is_out_of_memory_at_most_as_a_guess(analyser: Analyser, shape) -> None:
    report = _analyse(analyser, shape(*_killed()), stamped=shape is _step_log)
    assert report.classification.category == "out-of-memory"
    assert 0 < report.classification.confidence < CONFIDENT


def test_the_runners_exit_line_is_no_javascript_or_terraform_error(analyser: Analyser) -> None:
    report = _analyse(analyser, _copied_from_the_web_page("./check.sh", ["checking"], 3), stamped=False)
    assert report.classification.category == "unknown"
    assert report.classification.scores == {}


@pytest.mark.skipif(shutil.which("make") is None, reason="GNU make is not installed")
def test_a_make_recipe_that_fails_silently_is_unknown_and_says_what_was_checked(
    analyser: Analyser, tmp_path: Path
) -> None:
    (tmp_path / "Makefile").write_text("all:\n\tfalse\n", encoding="utf-8")
    output, code = _run("make", cwd=tmp_path)
    assert output[-1] == "make: *** [Makefile:2: all] Error 1"
    report = _analyse(analyser, _step_log("make", output, code))
    found = report.classification
    assert found.category == "unknown"
    assert found.confidence == 0.0
    assert any("only a wrapper's line" in line and "make/recipe-failed" in line for line in found.checked)
    assert any(line.startswith("tool identified from the step's command: make") for line in found.checked)
    assert found.next_step


@pytest.mark.skipif(shutil.which("go") is None, reason="the go command is not installed")
@pytest.mark.parametrize("command", ["go test ./...", "go build ./...", "go test ."])
def test_go_run_outside_its_module_is_configuration(analyser: Analyser, tmp_path: Path, command: str) -> None:
    (tmp_path / "main.go").write_text("package main\n\nfunc main() {}\n", encoding="utf-8")
    output, code = _run(f"GOFLAGS= GO111MODULE= GOWORK=off {command}", cwd=tmp_path)
    assert code != 0
    assert output
    report = _analyse(analyser, _step_log(command, output, code))
    assert report.classification.category == "configuration"
    assert [hit.signal for hit in report.classification.signals][:1] == ["go-outside-module"]


def test_a_coverage_gate_is_a_quality_gates_finding_and_lists_no_failed_test(analyser: Analyser) -> None:
    """Every test passed and the total coverage fell under the threshold: a gate on a measure of the
    code, read as a linter's finding (the category choice: ``coverage-threshold`` skill, "Category"),
    not a failed test nor a configuration rival."""
    command, *output = (FIXTURES / "coverage-threshold.txt").read_text(encoding="utf-8").splitlines()
    report = _analyse(analyser, _step_log(command.removeprefix("$ "), output, 1))
    found = report.classification
    assert found.category == "lint/format"
    assert found.confidence >= CONFIDENT
    assert "configuration" not in [other.category for other in found.competing]
    assert report.failed_tests == []


@pytest.mark.skipif(shutil.which("git") is None or shutil.which("make") is None, reason="git or make is not installed")
def test_files_a_build_step_changed_and_nobody_committed_are_a_lint_finding_of_git_diff(
    analyser: Analyser, tmp_path: Path
) -> None:
    """A "generated files are up to date" check: the generator runs, then ``git diff --exit-code``
    prints the diff and exits 1 (category choice: ``generated-files`` skill, "Why lint/format")."""
    (tmp_path / "Makefile").write_text("generate:\n\techo 'VERSION = \"1.1\"' > version.py\n", encoding="utf-8")
    (tmp_path / "version.py").write_text('VERSION = "1.0"\n', encoding="utf-8")
    _run("git init -q && git add . && git -c user.name=ci -c user.email=ci@example.invalid commit -qm v1", tmp_path)
    command = "make generate && git diff --exit-code"
    output, code = _run(command, cwd=tmp_path)
    assert code == 1
    assert "diff --git a/version.py b/version.py" in output
    report = _analyse(analyser, _step_log(command, output, code))
    assert report.classification.category == "lint/format"
    assert report.classification.step_tool == "git-diff"
    assert report.tool == "git-diff"
    assert "version.py" in [location.file for location in report.locations]
