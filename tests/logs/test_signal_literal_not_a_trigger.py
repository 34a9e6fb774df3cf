"""A signal whose literal many tools print does not make their lines first-pass anchors.

pytest's warning raised as an error (``E   DeprecationWarning: …``) requires only ``Warning: ``, and a
signal's literal of six characters or more was a first-pass trigger: gfortran's ``Warning: Unused
variable``, LaTeX's ``LaTeX Warning:``, every Python warning's line (``report.py:3:
DeprecationWarning: …``) became anchors of their step's scan (about 100 corpus logs), though no
report moved. A signal with ``first_pass: false`` keeps its literal out of the first pass; it still
matches the lines the second pass reads. Real output: tests/fixtures/s38-trigger/README.md (GNU
Fortran 12.2.0, Python 3.11.7, pytest 9.2.0 under ``-W error::DeprecationWarning``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.first_pass import Triggers, scan
from ci_triage.logs.report import triage_path
from ci_triage.logs.signals import SignalIndex
from ci_triage.logs.skills import load_skills
from ci_triage.report.next_step import next_step

LOG = Path(__file__).resolve().parents[1] / "fixtures" / "s38-trigger" / "warnings-then-pytest-W-error.gha.log"


@pytest.mark.parametrize(
    ("command", "text"),
    [("gfortran", "Warning: Unused variable"), ("report.py", "report.py:3: DeprecationWarning: ")],
)
def test_another_tools_warning_line_is_no_anchor_of_its_step(analyser: Analyser, command: str, text: str) -> None:
    lines = LOG.read_text(encoding="utf-8").splitlines()
    warning = next(number for number, line in enumerate(lines, 1) if text in line)
    with LOG.open("rb") as file:
        sections = scan(file, Triggers(analyser.signals.trigger_literals())).sections
    step = next(section for section in sections if section.start.line < warning <= section.end_line)
    assert command in step.name
    assert warning not in [anchor.line for anchor in step.anchors()]


def test_the_warning_raised_as_an_error_is_still_advised(analyser: Analyser) -> None:
    report, _ = triage_path(str(LOG), analyser, 2000)
    assert report.category == "test failure"
    advice = next_step(report)
    assert "A warning was raised as an error" in advice
    assert "`DeprecationWarning: 'locale.getdefaultlocale' is deprecated" in advice


SKILL = """---
name: tidy
description: tidy's warnings.
category: lint/format
signals:
  - id: warned
    pattern: '^tidy: Warning: (?P<message>.+)$'{first_pass}
---
# tidy
Read the warning.
"""


@pytest.mark.parametrize(
    ("first_pass", "trigger"), [("", True), ("\n    first_pass: true", True), ("\n    first_pass: false", False)]
)
def test_a_signal_says_whether_its_literal_seeds_the_first_pass(tmp_path: Path, first_pass: str, trigger: bool) -> None:
    (tmp_path / "tidy").mkdir()
    (tmp_path / "tidy" / "SKILL.md").write_text(SKILL.format(first_pass=first_pass), encoding="utf-8")
    skills = load_skills([tmp_path], bundled=False)
    assert not skills.problems
    index = SignalIndex(skills)
    assert (("tidy: Warning: ", False) in index.trigger_literals()) == trigger
    assert [match.signal.id for match in index.match("tidy: Warning: line 3 too long")] == ["warned"]
