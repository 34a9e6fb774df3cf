"""Playwright's ``webServer`` that never answered (``Error: Timed out waiting 3000ms from config.webServer.``)
is a service the job did not start, with advice about ``webServer.command`` and ``url``, not a test failure
whose advice is to re-run failed tests that never ran (trial-26 #6).

Fixture (tests/fixtures/trial-26, README there): ``playwright_webserver.log``, Playwright Test ``npx playwright
test`` with a ``webServer`` whose command never listens on its ``url`` (``timeout: 3000``).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

TRIAL_26 = Path(__file__).parents[1] / "fixtures" / "trial-26"


def test_a_web_server_that_never_answered_is_no_test_failure() -> None:
    with open_log_source(str(TRIAL_26 / "playwright_webserver.log")) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    job = report.jobs[0]
    assert (job.classification.category, job.tool) == ("configuration", "playwright")
    assert job.failed_tests == []
    assert job.classification.next_step is not None
    assert "webServer.command" in job.classification.next_step
    assert "webServer.url" in job.classification.next_step
    assert job.classification.confidence < 0.7  # the server's own output, not printed, would say why
