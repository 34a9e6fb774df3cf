"""A failed test's verdict is never a passing test's output, whatever passing line follows it.

trial-ab (session 15): pytest's short summary under ``-rfp`` (real pytest 9.2 output) puts
``PASSED test_api.py::test_ok`` right after ``FAILED test_api.py::test_auth - …``, and an
injected ``the build passed`` line did the same; the ``FAILED`` line then read as a passing test's
own output closed by its verdict (× 0.4 in the classification, its block dropped from the
excerpt), so the report's confidence fell from 0.90 to 0.70 with no step saying why and the
``failed-summary`` signal left the head of "Why".
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "trial-ab"


@pytest.mark.parametrize("name", ["pytest-rfp-passed-after-failed.log", "pytest-failed-then-build-passed-word.log"])
def test_a_passing_line_after_a_failed_test_s_verdict_leaves_its_evidence_whole(name: str, analyser: Analyser) -> None:
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, analyser, 2000)
    assert report.category == "test failure"
    assert report.confidence == 0.9
    assert (report.signals[0].skill, report.signals[0].signal) == ("pytest", "failed-summary")
    assert [step.reason for step in report.confidence_steps] == ["calibrated"]
    assert report.failed_tests[0].message is not None
    assert report.failed_tests[0].message.startswith("AssertionError: token")
    failed = report.signals[0].line
    assert any(
        span.start_line <= failed <= span.end_line and "failed-summary" in span.reason for span in report.excerpt
    )
