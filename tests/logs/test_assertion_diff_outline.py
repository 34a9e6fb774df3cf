"""A failed assertion's diff names every item that differs in the excerpt, however long it is.

Playwright's ``expect(results.violations).toEqual([])`` over @axe-core/playwright's 5 violations
prints a 337-line diff (@playwright/test 1.65.2, trial 107, ``fixtures/s39-t107rest/pw-axe.log``):
the default budget showed its first lines and the step's tail, naming 2 of the 5 rules. The diff's
outer levels (each violation's ``Object {`` and its fields) are read before the step's tail.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s39-t107rest"


def test_every_violation_id_of_a_long_diff_is_in_the_excerpt(analyser: Analyser) -> None:
    report = triage_path(FIXTURES / "pw-axe.log", analyser, DEFAULT_BUDGET)[0]
    text = "\n".join(line for span in report.excerpt for line in span.lines)
    for rule in ("color-contrast", "html-has-lang", "image-alt", "landmark-one-main", "region"):
        assert f'"id": "{rule}"' in text, rule
    assert "1 failed" in text  # the runner's tally, at the step's end, stays
    assert report.excerpt_tokens <= DEFAULT_BUDGET
