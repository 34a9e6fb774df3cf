"""The first failed test's report is kept whole when it fits in half the budget, though it is longer
than the quarter any other block may take before every block had its turn
(:data:`~ci_triage.logs.excerpt.FIRST_REPORT_SHARE`).

Fixture: real pytest 9.2.0 output (``tests/fixtures/s34-chunks2/README.md``): the first test's
report ends with the eight lines it printed, four ``ConnectionError`` failures follow it. At 500
tokens the report's last captured line was left to the later failures' blocks (LogChunks'
jwilder@nginx-proxy logs lost the last line of their first test's 50-line report the same way).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURE = Path(__file__).parents[1] / "fixtures" / "s34-chunks2" / "pytest-first-report.gha.log"


def test_the_first_failed_tests_report_is_kept_whole(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURE, analyser, 500)
    shown = [line for span in report.jobs[0].excerpt for line in span.lines]
    text = "\n".join(shown)
    assert "test_unknown_virtual_host" in text
    assert "assert 503 == 200" in text
    for attempt in range(1, 9):
        assert f"attempt {attempt}: GET http://unknown.example.test/health" in text, shown
