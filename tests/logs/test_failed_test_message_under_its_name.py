"""A failed test's message comes from the lines under the line naming it, not that line itself.

``pytest-v-ra-excerpt.plain.log`` (``tests/fixtures/trial-16/README.md``: real pytest 9.2.0 ``-v -rA``
output) names ``test_many[277]`` on its short summary's ``FAILED … - AssertionError: value 277
mismatc...`` line, which pytest cuts; the test's report holds the whole ``E       AssertionError:
…`` line. Reading the output indented under a test's naming line first (go's ``--- FAIL:``) had taken
the naming line itself as part of that output, and its cut text as the message.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "trial-16" / "pytest-v-ra-excerpt.plain.log"


def test_the_message_is_the_tests_e_line_not_the_cut_summary_line() -> None:
    report, _ = triage_path(str(FIXTURE), Analyser.load(), 2000)
    messages = {test.name: test.message for test in report.failed_tests}
    assert messages["tests/test_many.py::test_many[277]"] == (
        "AssertionError: value 277 mismatched: expected status 200, got 500"
    )
