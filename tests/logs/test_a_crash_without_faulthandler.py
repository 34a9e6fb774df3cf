"""pytest -v killed by a segmentation fault without faulthandler (``-p no:faulthandler``): bash's
report of the signal, printed on the line of the test's node id, gets the crash's advice, and the
test's message names the signal.

Fixture: ``tests/fixtures/trial-91/README.md`` (real pytest 9.2.0 output as a GitHub Actions job
log). Before: test failure at 0.45 advised "the lines above show the assertion or error", the test's
message cut at the step script's path.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "trial-91"


def test_a_segfault_reported_by_bash_on_the_tests_line_gets_crash_advice(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "pytest-segfault-no-faulthandler.gha.log", analyser, 2000)
    assert (report.category, report.exit_code) == ("test failure", 139)
    assert [(test.name, test.message) for test in report.failed_tests] == [
        ("test_native.py::test_native_crash", "was running when a signal ended the test run: Segmentation fault")
    ]
    advice = next_step(report)
    assert "killed by a signal" in advice
    assert "the assertion" not in advice
