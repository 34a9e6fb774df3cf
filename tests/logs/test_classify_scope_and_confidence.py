"""Classification by what failed: skill scopes, the step's tool, weak evidence, honest unknowns."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.classify import CONFIDENT, DISAGREE_FACTOR
from ci_triage.logs.model import JobReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.skills import load_skills
from ci_triage.logs.source import open_log_source
from ci_triage.report.markdown import render_markdown

STAMP = "2026-12-01T12:00:00.0000000Z "

SCOPED_SKILL = """---
name: py-only
description: A rule written for Python files only.
category: runtime error
scope:
  languages: [python]
  files: [.py]
signals:
  - id: boom
    pattern: '^(?P<file>\\S+):(?P<line>\\d+): boom$'
    weight: 0.9
    role: error
---
Body.
"""

WEAK_SKILL = """---
name: weak-words
description: A weak generic signal.
category: infrastructure/network/flaky
signals:
  - id: retrying
    pattern: 'retrying later'
    weight: 0.1
    role: context
---
Body.
"""


def _actions_log(tmp_path: Path, command: str, output: list[str]) -> Path:
    lines = [f"##[group]Run {command}", command, "shell: /usr/bin/bash -e {0}", "##[endgroup]", *output]
    lines.append("##[error]Process completed with exit code 1.")
    path = tmp_path / "job.log"
    path.write_text("".join(f"{STAMP}{line}\n" for line in lines), encoding="utf-8")
    return path


def _analyse(tmp_path: Path, skills_text: str, command: str, output: list[str]) -> JobReport:
    folder = tmp_path / "skills" / "extra"
    folder.mkdir(parents=True)
    (folder / "SKILL.md").write_text(skills_text, encoding="utf-8")
    analyser = Analyser(load_skills([tmp_path / "skills"]))
    with open_log_source(str(_actions_log(tmp_path, command, output))) as source:
        return analyser.analyse(source.members[0], DEFAULT_BUDGET).report


def test_a_rule_for_python_files_counts_little_on_another_languages_file(tmp_path: Path) -> None:
    on_python = _analyse(tmp_path / "a", SCOPED_SKILL, "./check.sh", ["app/main.py:3: boom"])
    on_js = _analyse(tmp_path / "b", SCOPED_SKILL, "./check.sh", ["app/main.js:3: boom"])
    assert on_python.classification.scores["runtime error"] == pytest.approx(0.9)
    assert on_js.classification.scores["runtime error"] == pytest.approx(0.9 * 0.2)


def test_a_scoped_rule_counts_less_when_the_step_runs_another_languages_tool(tmp_path: Path) -> None:
    report = _analyse(tmp_path, SCOPED_SKILL, "cargo test", ["src/lib:3: boom"])
    assert report.classification.step_tool == "cargo-test"
    assert report.classification.scores["runtime error"] == pytest.approx(0.9 * 0.5)


def test_the_step_tool_names_a_category_when_no_skill_matched(tmp_path: Path) -> None:
    report = _analyse(tmp_path, WEAK_SKILL, "checkov -d infra", ["some output nobody recognises"])
    assert report.classification.category == "security audit"
    assert report.tool == "checkov"
    assert report.classification.confidence <= 0.5


def test_a_weak_generic_signal_never_names_a_category(tmp_path: Path) -> None:
    report = _analyse(tmp_path, WEAK_SKILL, "./run-it.sh", ["will be retrying later"])
    assert report.classification.scores  # the weak evidence was seen
    assert report.classification.category == "unknown"
    assert report.classification.confidence == 0.0


def test_an_unknown_says_what_was_checked_and_what_to_do_next(tmp_path: Path) -> None:
    report = _analyse(tmp_path, WEAK_SKILL, "./run-it.sh --fast", ["will be retrying later"])
    checked = "\n".join(report.classification.checked)
    assert "failing step: “Run ./run-it.sh --fast”" in checked
    assert "exit code: 1" in checked
    assert "tool identified: none" in checked
    assert "skills tried:" in checked
    assert "ci-triage skills new --from LOG --category CATEGORY" in (report.classification.next_step or "")


def test_a_disagreeing_step_tool_lowers_confidence(tmp_path: Path) -> None:
    agree = _analyse(tmp_path / "a", SCOPED_SKILL, "python tool.py", ["app/main.py:3: boom"])
    disagree = _analyse(tmp_path / "b", SCOPED_SKILL, "python -m mypy app", ["app/main.py:3: boom"])
    assert agree.classification.category == disagree.classification.category == "runtime error"
    assert disagree.classification.confidence < agree.classification.confidence


def test_a_disagreeing_step_tool_costs_its_whole_factor_after_the_calibration(tmp_path: Path) -> None:
    agree = _analyse(tmp_path / "a", SCOPED_SKILL, "python tool.py", ["app/main.py:3: boom"]).classification
    disagree = _analyse(tmp_path / "b", SCOPED_SKILL, "python -m mypy app", ["app/main.py:3: boom"]).classification
    assert agree.confidence >= CONFIDENT  # one decisive line, no rival: a confident verdict
    assert disagree.confidence == pytest.approx(agree.confidence * DISAGREE_FACTOR, abs=0.011)
    assert disagree.confidence < CONFIDENT  # the table does not give the step tool's doubt back
    reasons = [step.reason for step in disagree.confidence_steps]
    assert reasons.index("calibrated") < reasons.index("step tool disagrees")


def test_the_comment_for_an_unknown_lists_what_was_checked(tmp_path: Path) -> None:
    folder = tmp_path / "skills" / "extra"
    folder.mkdir(parents=True)
    (folder / "SKILL.md").write_text(WEAK_SKILL, encoding="utf-8")
    analyser = Analyser(load_skills([tmp_path / "skills"]))
    with open_log_source(str(_actions_log(tmp_path, "./run-it.sh", ["will be retrying later"]))) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    comment = render_markdown(report)
    assert report.category == "unknown"
    assert "What was checked:\n- failing step: “Run ./run-it.sh”" in comment
    assert "ci-triage skills new --from LOG --category CATEGORY" in comment


def test_an_error_a_passing_test_logged_counts_less(tmp_path: Path) -> None:
    output = [
        "[INFO] Running org.example.ServiceTest",
        "app/main.py:3: boom",
        "[INFO] Tests run: 3, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.1 s - in org.example.ServiceTest",
    ]
    report = _analyse(tmp_path, SCOPED_SKILL, "./check.sh", output)
    assert report.classification.scores["runtime error"] == pytest.approx(0.9 * 0.4)


TRIAL_18 = Path(__file__).parents[1] / "fixtures" / "trial-18"


def test_the_step_tool_agreeing_with_a_line_never_lowers_its_confidence() -> None:
    """Bats 1.8.2's TAP ``not ok 2 greets name``, read by the TAP skill (scoped to prove): with the
    runner's exit marker and ``Run bats test.bats`` the step's tool is bats, a test runner; its
    line counted × 0.5 out of scope and the catalogue's 0.45 decided (0.45), while the plain copy,
    with no tool known, gave 0.85 × 0.75 = 0.64. The tool agrees with the line: it counts whole."""
    analyser = Analyser.load()
    reports = {}
    for layout in ("gha", "plain"):
        with open_log_source(str(TRIAL_18 / f"bats.{layout}.log")) as source:
            reports[layout] = triage_source(source, analyser, DEFAULT_BUDGET)[0].jobs[0].classification
    assert reports["gha"].category == reports["plain"].category == "test failure"
    assert reports["gha"].confidence >= reports["plain"].confidence
    assert reports["gha"].confidence >= CONFIDENT
    assert reports["gha"].signals[0].signal == "not-ok"
