"""An unknown verdict's "What was checked" and advice name the step as the rest of the report does.

Trial 82's finding 14: with ``--workflow``, the report named the failing step by the file's ``name:``
(``Upload site``) while the unknown verdict's list of what was checked and its advice named the
runner's title (``Run rsync -avz …``). The fixture is real output of nox 2026.10.20 (a session whose
command exited 1, which no skill reads: ``unknown``), read as a GitHub Actions step.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURE = Path(__file__).parents[1] / "skills" / "fixtures" / "nox-session-failed.txt"
WORKFLOW = """name: CI
on: [push]
jobs:
  lint:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
      - name: Check the release notes
        run: {command}
"""


def test_the_files_step_name_is_the_one_the_unknown_verdict_names(
    capsys: pytest.CaptureFixture[str], actions_log: Callable[[str, list[str]], bytes], tmp_path: Path
) -> None:
    command, *output = FIXTURE.read_text(encoding="utf-8").splitlines()
    log = tmp_path / "job.log"
    log.write_bytes(actions_log(command.removeprefix("$ "), output))
    workflow = tmp_path / "ci.yml"
    workflow.write_text(WORKFLOW.format(command=command.removeprefix("$ ")), encoding="utf-8")
    code = main(["triage", str(log), "--format", "json", "--workflow", str(workflow)])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    report = json.loads(captured.out)
    assert report["category"] == "unknown"
    checked = report["jobs"][0]["classification"]["checked"]
    assert "failing step: “Check the release notes”" in checked[0], checked
    assert "step “Check the release notes”" in report["next_step"], report["next_step"]
    assert "“Run " not in report["next_step"], report["next_step"]
