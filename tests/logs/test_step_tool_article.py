"""The confidence step that says the step's tool disagrees reads as English: ``an`` before a vowel.

A user trial's ``npm publish`` in a folder without package.json (npm 11.19.1, the golden fixture
``tests/skills/fixtures/npm-no-package-json.txt``): the step's tool is npm-publish, of the
``infrastructure-as-code/deploy`` category, and the verdict is configuration.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.base.text import with_article
from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURE = Path(__file__).parents[1] / "skills" / "fixtures" / "npm-no-package-json.txt"


def test_the_article_follows_the_first_letter() -> None:
    assert with_article("infrastructure-as-code/deploy") == "an infrastructure-as-code/deploy"
    assert with_article("out-of-memory") == "an out-of-memory"
    assert with_article("test failure") == "a test failure"


def test_a_disagreeing_step_tool_of_a_category_with_a_vowel_reads_an() -> None:
    with open_log_source(str(FIXTURE)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    details = [step.detail for step in report.confidence_steps if step.reason == "step tool disagrees"]
    assert details, report.confidence_steps
    assert "npm-publish, an infrastructure-as-code/deploy tool" in details[0]
