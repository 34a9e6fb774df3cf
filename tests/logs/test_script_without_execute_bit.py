"""A step that runs a script without its execute bit (bash's ``./scripts/build.sh: Permission
denied``, exit code 126) is told to mark the script executable in the repository, not to "check
the configuration"; the same line with another exit code (a redirect to a file the step may not
write, exit code 1) is not."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.commands.cli import main

# GNU bash 5.2.15, here: `bash --noprofile --norc -e -o pipefail STEP.sh` where STEP.sh holds
# `./scripts/build.sh` and scripts/build.sh has mode 644 (exit status 126); its line wrapped as a
# GitHub Actions job log (runner timestamps, `##[group]Run …`, the runner's exit line)
LOG = Path(__file__).parents[1] / "fixtures" / "failing-tools" / "gha-bash-5.2.15-not-executable.log"
ADVICE = "`git update-index --chmod=+x PATH`, PATH being the script the line names"


def markdown(capsys: pytest.CaptureFixture[str], log: Path) -> str:
    assert main(["triage", str(log), "--format", "markdown", "--no-home-skills"]) == 0
    return capsys.readouterr().out


def test_the_next_step_marks_the_script_executable(capsys: pytest.CaptureFixture[str]) -> None:
    text = markdown(capsys, LOG)
    advice = text.split("#### Next step\n", 1)[1]
    assert advice.startswith("Mark the script the line names executable in the repository and commit it")
    assert ADVICE in advice


def test_the_same_line_with_exit_code_1_gets_no_such_advice(capsys, tmp_path: Path) -> None:
    log = tmp_path / "redirect.log"
    log.write_text(LOG.read_text(encoding="utf-8").replace("exit code 126.", "exit code 1."), encoding="utf-8")
    assert ADVICE not in markdown(capsys, log)
