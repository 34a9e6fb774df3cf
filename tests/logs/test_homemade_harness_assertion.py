"""A homemade test harness's ``FAIL: x: expected 7, got 6`` is a test failure, not a runtime error.

A user trial (trial-t) ran ``php test.php``, a script printing one line per check (``ok - total of
two``, ``FAIL: total of three: expected 7, got 6``) and exiting 1. No skill read the ``FAIL:`` line,
so the verdict was the script-message guess (runtime error, 0.45): the line the script printed was
read as its own error. A ``FAIL:``/``FAILED:`` line holding an expected and an actual value is the
shape of an assertion (skill ``test-assertion``). Fixture ``fixtures/php-harness-fail.gha.log``: the
trial's log (PHP 8.2, wrapped as a GitHub Actions step by the trial's ``mk.py``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURE = Path(__file__).parent / "fixtures" / "php-harness-fail.gha.log"


def test_a_harness_fail_line_with_expected_and_got_is_a_test_failure(analyser: Analyser) -> None:
    with open_log_source(str(FIXTURE)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    assert report.category == "test failure"
    assert [f"{hit.skill}/{hit.signal}" for hit in report.signals][:1] == ["test-assertion/fail-expected-got"]
    assert "FAIL: total of three: expected 7, got 6" in report.summary


@pytest.mark.parametrize(
    ("line", "matched"),
    [
        ("FAIL: total of three: expected 7, got 6", True),
        ('FAILED: parse (expected "a" but got "b")', True),
        ("FAIL: tests/t_parse", False),  # automake's verdict: a test program, no values
        ("FAILED tests/t.py::test_x - AssertionError: expected 7, got 6", False),  # pytest's own line
        ("error: expected 2 arguments, got 3", False),
    ],
)
def test_the_assertion_shape(line: str, matched: bool, analyser: Analyser) -> None:
    ids = {f"{match.signal.skill}/{match.signal.id}" for match in analyser.signals.match(line)}
    assert ("test-assertion/fail-expected-got" in ids) is matched
