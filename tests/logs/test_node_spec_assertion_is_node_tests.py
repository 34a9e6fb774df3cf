"""node:assert's ``AssertionError [ERR_ASSERTION]: …`` under ``node --test``'s ``✖ case 2 computes total``
is node-test's line, though mocha's skill reads that shape too: a ``node --test`` log credits no mocha
signal (trial-67 #8: ``mocha: assertion-error`` on node --test's spec output).

Fixture (tests/fixtures/s30-t67b, README there): real node 20.20.2 ``node --test --test-reporter=spec``
output of generated tests, as a GitHub Actions job log.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

LOG = Path(__file__).parents[1] / "fixtures" / "s30-t67b" / "nodetest_spec_200_failed.log.gz"


def test_node_tests_assertion_line_is_read_as_node_tests(analyser: Analyser) -> None:
    report, _ = triage_path(str(LOG), analyser, DEFAULT_BUDGET)
    assert report.tool == "node-test"
    credited = {(hit.skill, hit.signal) for hit in report.signals}
    assert ("node-test", "spec-assertion") in credited
    assert not [hit for hit in report.signals if hit.skill == "mocha"]
