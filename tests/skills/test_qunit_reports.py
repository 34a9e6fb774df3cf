"""QUnit's own reports are test failures naming the failed test and what it compared (session 31).

Session 30 scoped jest's ``Expected:`` line to jest's own lines, and two Discourse QUnit reports that
only that line had read became runtime errors (``rake aborted!``). Real output
(``tests/fixtures/s31-left``, README there): the QUnit CLI's TAP (``npx qunit`` and under ``npm
test``, QUnit 3.0.0), testem's TAP (``npx testem ci``, testem 3.21.5) and a browser runner's
``Test Failed:``/``Assertion Failed:``/``Expected: true, Actual: false`` report (a LogChunks tuning
excerpt: no browser installs here).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s31-left"


@pytest.mark.parametrize(
    ("name", "tool", "tests", "message"),
    [
        (
            "qunit-cli-tap.gha.log",
            "qunit",
            ["calc > adds negatives", "calc > is truthy"],
            "actual  : -5; expected: -6",
        ),
        (
            "qunit-cli-died-npm-test.gha.log",
            "qunit",
            ["parser > parses empty input"],
            "Died on test #1: Cannot read properties of undefined (reading 'name')",
        ),
        ("testem-ci-tap.gha.log", "testem", ["calc > adds negatives", "calc > is truthy"], None),
        (
            "discourse-run-qunit-excerpt.gha.log",
            "qunit",
            ["prevents toDate to be before fromDate"],
            "Assertion Failed: failed, expected argument to be falsy, was: true",
        ),
    ],
)
def test_a_qunit_report_is_a_test_failure_of_its_tests(
    analyser: Analyser, name: str, tool: str, tests: list[str], message: str | None
) -> None:
    report, _ = triage_path(FIXTURES / name, analyser, DEFAULT_BUDGET)
    assert (report.category, report.tool) == ("test failure", tool)
    assert report.confidence >= 0.7
    assert [test.name for test in report.failed_tests] == tests
    if message is not None:
        assert report.failed_tests[0].message is not None
        assert report.failed_tests[0].message.startswith(message)
