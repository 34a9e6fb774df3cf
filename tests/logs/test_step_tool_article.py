"""The confidence step that says the step's tool disagrees reads as English: ``an`` before a vowel.

The step ``./tag.sh && kubectl apply -f k8s/`` of ``tests/fixtures/trial-20/kubectl-after-noexec.gha.log``
(bash 5.2.15, a script without its execute bit): the step's tool is kubectl, of the
``infrastructure-as-code/deploy`` category, and the verdict, from bash's line, is configuration. (npm's
own ``npm publish`` line without package.json, the fixture used before, is the step tool's finding and
no longer disagrees.)
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.base.text import with_article
from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURE = Path(__file__).parents[1] / "fixtures" / "trial-20" / "kubectl-after-noexec.gha.log"


def test_the_article_follows_the_first_letter() -> None:
    assert with_article("infrastructure-as-code/deploy") == "an infrastructure-as-code/deploy"
    assert with_article("out-of-memory") == "an out-of-memory"
    assert with_article("test failure") == "a test failure"


def test_a_disagreeing_step_tool_of_a_category_with_a_vowel_reads_an() -> None:
    with open_log_source(str(FIXTURE)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    details = [step.detail for step in report.confidence_steps if step.reason == "step tool disagrees"]
    assert details, report.confidence_steps
    assert "kubectl, an infrastructure-as-code/deploy tool" in details[0]
