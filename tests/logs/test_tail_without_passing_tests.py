"""The failing step's tail leaves out what passing tests printed before their verdicts.

``pytest -v -o log_cli=true`` prints each test's id, its live log records, then its verdict alone
on a line (``PASSED   [ 56%]``); the records of the tests that passed explain nothing. Real output:
pytest 9.2.0 on a parametrised test of which one case fails (a user trial's
``tests/fixtures/failing-tools/pytest-log-cli.log``).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

LOG = Path(__file__).parents[1] / "fixtures" / "failing-tools" / "pytest-log-cli.log"


def _excerpt_text(analyser: Analyser) -> list[str]:
    with open_log_source(str(LOG)) as source:
        report, _ = triage_source(source, analyser, 2000)
    return [text for span in report.excerpt for text in span.lines]


def test_passing_tests_live_log_records_stay_out_of_the_tail(analyser: Analyser) -> None:
    """No passing test's record is shown (the tail held 13 passing tests' records), not even that
    of the test run right after the failed one, whose lines follow the failed test's ``FAILED``
    verdict in its block: what a test pytest marked PASSED logged is no failure evidence."""
    texts = _excerpt_text(analyser)
    records = [text for text in texts if text.startswith("WARNING  svc:")]
    passing_workers = [text for text in records if "worker 17 " not in text]
    assert passing_workers == []


def test_the_failed_tests_own_records_and_verdict_stay(analyser: Analyser) -> None:
    texts = _excerpt_text(analyser)
    assert any("worker 17 started" in text for text in texts)
    assert any(text.startswith("FAILED test_svc.py::test_many[17]") for text in texts)
