"""The first failed test's report is kept whole when it fits in half the budget, though it is longer
than the quarter any other block may take before every block had its turn
(:data:`~ci_triage.logs.excerpt.FIRST_REPORT_SHARE`).

Fixture: real pytest 9.2.0 output (``tests/fixtures/s34-chunks2/README.md``): the first test's
report ends with the eight lines it printed, four ``ConnectionError`` failures follow it. At 500
tokens the report's last captured line was left to the later failures' blocks (LogChunks'
jwilder@nginx-proxy logs lost the last line of their first test's 50-line report the same way).

A runner's verdict naming the failed test over the message and stack it indents below is such a
report too (fixture: real output of Node.js v20.20.2's test runner, ``tests/fixtures/s36-misses/README.md``):
at 500 tokens the first test's report under ``✖ order lines keep their quantities`` lost its last
seven lines (the error's ``expected`` and ``operator`` properties) to the next test's block, as
LogChunks' Pester log lost the last ten frames of its ``[-] i1`` report.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURE = Path(__file__).parents[1] / "fixtures" / "s34-chunks2" / "pytest-first-report.gha.log"
NODE_FIXTURE = Path(__file__).parents[1] / "fixtures" / "s36-misses" / "node-test-first-report.gha.log"


def test_the_first_failed_tests_report_is_kept_whole(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURE, analyser, 500)
    shown = [line for span in report.jobs[0].excerpt for line in span.lines]
    text = "\n".join(shown)
    assert "test_unknown_virtual_host" in text
    assert "assert 503 == 200" in text
    for attempt in range(1, 9):
        assert f"attempt {attempt}: GET http://unknown.example.test/health" in text, shown


def test_the_first_failed_tests_report_under_its_verdict_is_kept_whole(analyser: Analyser) -> None:
    texts = [text.partition("Z ")[2] for text in NODE_FIXTURE.read_text().splitlines()]
    heading = next(n for n, text in enumerate(texts, 1) if text.startswith("✖ order lines keep their quantities"))
    closing = texts.index("  }", heading) + 1  # the error's properties close the report
    inner_frames = {n for n, text in enumerate(texts, 1) if text.lstrip().startswith("at ") and "node:" in text}
    report, _ = triage_path(NODE_FIXTURE, analyser, 500)
    shown = {n for span in report.jobs[0].excerpt for n in range(span.start_line, span.end_line + 1)}
    assert texts[closing - 2] == "    operator: 'deepStrictEqual'"
    missing = set(range(heading, closing + 1)) - inner_frames - shown
    assert not missing, sorted(missing)
