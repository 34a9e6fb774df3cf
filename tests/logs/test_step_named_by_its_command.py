"""A ``run:`` step GitHub named by a shell set-up line is named in the summary by its first real command.

``tests/fixtures/trial-50/set-first-ruff.gha.log`` (ruff 0.17.6 run here under bash 5.2, see the
folder's README): the script begins ``set -euo pipefail``, a comment and ``cd app``, so GitHub names
the step ``Run set -euo pipefail``; the summary said “Run set -euo pipefail”, which tells nothing. The
step's ``name:`` in its workflow file (``--workflow``) wins over either.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main
from ci_triage.logs.step_label import command_label

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-50"
LOG = str(FIXTURES / "set-first-ruff.gha.log")


def _summary(capsys: pytest.CaptureFixture[str], *options: str) -> dict[str, Any]:
    code = main(["triage", LOG, "--format", "json", *options])
    captured = capsys.readouterr()
    assert code == ExitCode.OK, captured.err
    return json.loads(captured.out)


def test_the_summary_names_the_first_real_command(capsys: pytest.CaptureFixture[str]) -> None:
    report = _summary(capsys)
    assert report["summary"].startswith("Lint/format in step “Run ruff check --no-cache .”: ")
    assert report["failing_step"]["name"] == "Run set -euo pipefail"  # the log's own name stays in the JSON


def test_the_workflow_files_name_wins(capsys: pytest.CaptureFixture[str]) -> None:
    report = _summary(capsys, "--workflow", str(FIXTURES / "wf" / "ci.yml"))
    assert report["summary"].startswith("Lint/format in step “Lint the app”: ")


@pytest.mark.parametrize(
    ("name", "script", "label"),
    [
        ("Run set -x", ["set -x", "g++ --version | head -1"], "Run g++ --version | head -1"),
        ("Run shopt -s globstar", ["shopt -s globstar", "", "cd web", "npm test"], "Run npm test"),
        ("Run # build", ["# build", "make"], "Run make"),
        ("Run make test", ["make test"], None),  # the name says what it runs
        ("Run settings.sh", ["settings.sh"], None),  # not ``set``
        ("Run set -e", ["set -e"], None),  # nothing else in the script
        ("Build app", ["set -x", "make"], None),  # the step's own name
    ],
)
def test_command_label(name: str, script: list[str], label: str | None) -> None:
    assert command_label(name, script) == label
