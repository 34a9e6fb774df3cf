"""A failed test whose failure section was not read takes its message from its own short-summary
line, as pytest cut it, never joined to the next test's line (trial-67 #3: test_case_293's message was
``FAILED …::test_case_293 - AssertionError: assert {'a': 293}...; FAILED …::test_case_303 - ValueError:
bad value 303``).

Fixture (tests/fixtures/s30-t67b, README there): real pytest 9.2.0 output, 300 failed of 3,000, as a
GitHub Actions job log; the step is too long to read whole, and test_case_293's section is among the
lines its windows skip.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

LOG = Path(__file__).parents[1] / "fixtures" / "s30-t67b" / "pytest_300_failed.log.gz"


def test_a_short_summary_lines_message_is_its_own_as_cut(analyser: Analyser) -> None:
    report, _ = triage_path(str(LOG), analyser, DEFAULT_BUDGET)
    messages = {test.name: test.message or "" for test in report.failed_tests}
    assert not [name for name, message in messages.items() if "FAILED" in message or "test_case" in message]
    assert messages["tests/test_mod02.py::test_case_293"] == "AssertionError: assert {'a': 293}..."
    assert messages["tests/test_mod02.py::test_case_283"] == "assert (283 + 1) == 283"
