"""A test pytest -v was running when the job's time ran out is quoted by the last line it printed,
which says how far it got, not by the first (``tests/fixtures/trial-43-redact/README.md``: real
``pytest -v -s`` output of a test waiting for a worker, ``attempt 0`` on its node id's line, ``attempt
5`` the last before the step's timeout in a GitHub Actions log and the job's in a GitLab log).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "trial-43-redact"


@pytest.mark.parametrize("name", ["pytest-s-step-timeout.log", "pytest-s-gitlab-timeout.log"])
def test_the_running_tests_last_line_is_quoted(name: str, analyser: Analyser) -> None:
    report, _ = triage_path(str(FIXTURES / name), analyser, 2000)
    assert report.category == "timeout"
    (test,) = report.failed_tests
    assert test.name == "tests/test_slow.py::test_integration_waits_forever"
    assert test.message == "was running when the test run stopped without a verdict: waiting for worker... attempt 5"
    assert "attempt 5" in report.summary
