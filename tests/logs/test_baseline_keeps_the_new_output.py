"""With ``--baseline``, the passing log takes away what it also printed, never the new lines that explain the failure.

``fixtures/baseline/trial-w`` holds a user trial's real GitHub Actions job logs, each failing run with
the same job's passing run: ``ansible-lint --offline lint.yml`` printing ten violations, then its
rule table and ``Failed: 10 failure(s)`` (the passing run printed only ``Passed: 0 failure(s)``);
``ansible-playbook`` failing a task; ``cfn-lint template.yaml`` printing three errors (the passing
run printed nothing). Two things went wrong there before:

- ansible-lint: every line of the step's output is new, but no violation reads as an error line
  (no skill's signal, no failure word), so the only block was the exit block and only new lines
  within a few lines of it joined: the excerpt held the rule table and the ``Failed:`` line, and
  none of the ten ``lint.yml:3:7`` violations, with 1,500 tokens of the budget left;
- ansible-run, cfn-lint: the step's ``##[group]Run …`` title line, kept because the verdict's
  strongest signal (the tool named by the step's command) points at it, was its own span labelled
  ``error text (also in the passing log)``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.logs.excerpt import select_new_lines
from ci_triage.logs.localise import Block, LogLine

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

TRIAL = Path(__file__).parent / "fixtures" / "baseline" / "trial-w"


def triage(capsys: pytest.CaptureFixture[str], name: str) -> dict:
    code = main(
        ["triage", str(TRIAL / f"{name}.fail.log"), "--baseline", str(TRIAL / f"{name}.pass.log"), "--format", "json"]
    )
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out)


def test_every_new_violation_of_a_linter_is_kept(capsys: pytest.CaptureFixture[str]) -> None:
    report = triage(capsys, "ansible-lint")
    lines = [line for span in report["excerpt"] for line in span["lines"]]
    violations = [line for line in lines if line.startswith("lint.yml:")]
    assert len(violations) == 10, lines
    assert "lint.yml:3:7 Use `ansible.builtin.shell` or `ansible.legacy.shell` instead." in lines
    assert any(line.startswith("Failed: 10 failure(s)") for line in lines)
    assert report["excerpt_tokens"] <= report["budget_tokens"]
    assert not any("also in" in span["reason"] for span in report["excerpt"]), "every line kept is new"


def test_the_steps_title_line_is_no_error_text(capsys: pytest.CaptureFixture[str]) -> None:
    """ansible-playbook's failed task is read by its own lines (its ``fatal: [localhost]: FAILED!``
    result, trial 82), not by the tool the step's title line names: that line is not kept as error
    text, and every span kept is new."""
    report = triage(capsys, "ansible-run")
    assert (report["signals"][0]["skill"], report["signals"][0]["signal"]) == ("ansible", "command-failed")
    assert not any("error text (also in" in span["reason"] for span in report["excerpt"])
    assert not any("also in" in span["reason"] for span in report["excerpt"])


def test_a_linters_own_lines_decide_and_its_step_title_is_not_kept(capsys: pytest.CaptureFixture[str]) -> None:
    """cfn-lint's rule lines are its family's signals, so the title line the catalogue's signal
    cited is neither the verdict's line nor in the excerpt; every span kept is new."""
    report = triage(capsys, "cfn-lint")
    assert report["signals"][0]["skill"] == "cfn-lint"
    assert not any(span["start_line"] <= 12 <= span["end_line"] for span in report["excerpt"])
    assert not any("also in" in span["reason"] for span in report["excerpt"])


def test_a_step_title_heading_a_block_is_labelled_as_one() -> None:
    """A block headed by a ``##[group]Run`` line that no signal cited (here the line the summary
    quotes, offered whole) reads as the step's title, not as error text."""
    title = LogLine(1, "Run make deploy", "group", [], 0)
    exit_line = LogLine(2, "Process completed with exit code 2.", "error", [], 0)
    exit_block = Block(start=2, end=2, head=2, score=2.0, section=0, kind="exit")
    chosen = select_new_lines(
        [exit_block],
        [],
        {1: title, 2: exit_line},
        2000,
        frozenset({2}),
        {0},
        "new since run 7",
        explaining=Block(start=1, end=1, head=1, score=0.0, section=-1),
        known_reason="also in run 7",
    )
    assert chosen[1] == "step title (also in run 7)"
