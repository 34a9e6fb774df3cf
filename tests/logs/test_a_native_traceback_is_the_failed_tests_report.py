"""A ``pytest --tb=native`` traceback under a failed test's banner is that test's report.

``pytest-tb-native.gha.log`` (``tests/fixtures/trial-39/README.md``: real pytest 9.2.0 output) prints
each failed test's whole traceback through pytest's and pluggy's frames: its last line,
``ZeroDivisionError: division by zero``, is 57 lines below ``____ test_mean_empty ____``. A report
read only 50 lines deep had left that line out, so the test's own exception was a rival runtime
error as strong as the test failure (0.60 instead of a confident verdict).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.classify import CONFIDENT
from ci_triage.logs.report import triage_path

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "trial-39" / "pytest-tb-native.gha.log"


def test_the_tests_own_exception_is_no_close_rival() -> None:
    report, _ = triage_path(str(FIXTURE), Analyser.load(), 2000)
    assert report.category == "test failure"
    assert report.confidence >= CONFIDENT
    runtime = [other for other in report.competing if other.category == "runtime error"]
    assert all(other.strength < 0.3 for other in runtime)
