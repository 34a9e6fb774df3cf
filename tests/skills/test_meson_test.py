"""``meson test``: a failed test is a test failure named by its result line, its message its own output.

Fixtures made here with meson 1.12.1 and ninja 1.13.2 (PyPI) on a small C project: one test fails
with a line on stderr, one segfaults, one runs past its ``timeout:`` (``meson-test.txt`` with
``--print-errorlogs``, ``meson-test-no-errorlogs.txt`` without); ``meson-test-timeout.txt``: the
slow test alone. Nothing was compiled wrong: the rebuild's ``Compiling C object`` lines are no error.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parent / "fixtures"


def triage(name: str, analyser: Analyser) -> TriageReport:
    return triage_path(FIXTURES / name, analyser, DEFAULT_BUDGET)[0]


# fixture: each failed test's message
MESSAGES = {
    "meson-test.txt": {
        "ringbuf:ringbuf-wrap": "FAIL: push on full buffer should fail",
        "ringbuf:ringbuf-crash": "killed by signal 11 SIGSEGV",
        "ringbuf:ringbuf-slow": "TIMEOUT",
    },
    "meson-test-no-errorlogs.txt": {
        "ringbuf:ringbuf-wrap": "exit status 1",
        "ringbuf:ringbuf-crash": "killed by signal 11 SIGSEGV",
        "ringbuf:ringbuf-slow": "TIMEOUT",
    },
}


@pytest.mark.parametrize("name", sorted(MESSAGES))
def test_each_failed_meson_test_is_named_with_what_it_printed(name: str, analyser: Analyser) -> None:
    report = triage(name, analyser)
    assert report.category == "test failure"
    assert report.tool == "meson-test"
    assert {test.name: test.message for test in report.failed_tests} == MESSAGES[name]


def test_a_meson_test_timeout_is_a_timeout(analyser: Analyser) -> None:
    report = triage("meson-test-timeout.txt", analyser)
    assert report.category == "timeout"
    assert [(test.name, test.message) for test in report.failed_tests] == [("ringbuf:ringbuf-slow", "TIMEOUT")]
