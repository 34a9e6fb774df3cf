"""The summary, the next step and the built-in rules' root cause name the same failed tests, as many
(:data:`ci_triage.logs.report.NAMED_FAILED_TESTS`), and say alike how many more failed
(``and 1 more``): one cap and one helper, not one each.

Fixture (tests/fixtures/s28-misc, README there): rspec 3.12 (Debian 12's ruby-rspec, ruby 3.1.2),
four failed examples of five.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.propose.rules import rules_draft
from ci_triage.report.next_step import next_step

from .conftest import build_evidence

LOG = Path(__file__).parents[1] / "fixtures" / "s28-misc" / "rspec-four-failures.gha.log"
NAMED = "Cart sums prices, Cart counts items, Cart applies a discount and 1 more"


def test_every_reader_names_three_failed_tests_and_counts_the_rest(analyser: Analyser) -> None:
    with open_log_source(str(LOG)) as source:
        report, _ = triage_source(source, analyser, 2000)
    assert f"failed tests {NAMED} — " in report.summary
    assert next_step(report).startswith(f"Run the failed tests locally ({NAMED});")
    draft = rules_draft(build_evidence(LOG, analyser))
    assert draft.diagnosis is not None, draft.reason
    assert f"Failed tests: {NAMED}" in draft.diagnosis.root_cause
