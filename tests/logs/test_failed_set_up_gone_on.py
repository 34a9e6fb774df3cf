"""A set-up command the script let go on (``pip install -r requirements-dev.txt || true``) that
failed, and a later command that failed for want of what it sets up: the excerpt keeps the set-up
command's error and the next step names the command.

Fixtures in ``tests/fixtures/s39-gone-on`` (see its README): real pip 26.3 and pytest 9.2.0 output.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s39-gone-on"
MISSING_FILE = "ERROR: Could not open requirements file: [Errno 2] No such file or directory: 'requirements-dev.txt'"


def triage(capsys: pytest.CaptureFixture[str], log: str) -> dict:
    code = main(["triage", str(FIXTURES / log), "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out)


def excerpt_lines(report: dict) -> list[str]:
    return [line for span in report["jobs"][0]["excerpt"] for line in span["lines"]]


def test_a_failed_install_the_script_went_on_past_is_kept_with_the_missing_module(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """pip could not open the requirements file, pytest then found no module ``freezegun``: both
    lines are in the excerpt, and the next step names the pip command."""
    report = triage(capsys, "or-true-install.gha.log")
    shown = excerpt_lines(report)
    assert MISSING_FILE in shown
    assert "E   ModuleNotFoundError: No module named 'freezegun'" in shown
    next_step = report["jobs"][0]["classification"]["next_step"]
    assert next_step.startswith("`pip install -r requirements-dev.txt` failed (line 6:")


def test_a_failed_install_before_an_unrelated_failure_stays_out(capsys: pytest.CaptureFixture[str]) -> None:
    """The same failed install, then a test's own assertion failing: nothing later lacked what the
    install sets up, so its line stays out and the advice is the test's."""
    report = triage(capsys, "or-true-assertion.gha.log")
    assert MISSING_FILE not in excerpt_lines(report)
    assert "pip install" not in (report["jobs"][0]["classification"]["next_step"] or "")
