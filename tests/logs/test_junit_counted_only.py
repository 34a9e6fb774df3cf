"""A test runner's JUnit file whose suites count failed tests (``failures="1"``) and that holds no
``<failure>`` or ``<error>`` element is no all-clear: given as the log, it is a test failure of those
counts alone, at low confidence, and its report says that what failed is not in it (session 47's
builders: it read "no failure found").

Fixture: ``tests/fixtures/s48-reports/phpunit-counted-only-junit.xml`` (README there)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

REPORTS = Path(__file__).parents[1] / "fixtures" / "s48-reports"


def test_a_junit_file_counting_failures_it_does_not_name_is_a_low_confidence_test_failure(
    triage_json: Callable[..., dict],
) -> None:
    report = triage_json(REPORTS / "phpunit-counted-only-junit.xml")
    assert report["failure_found"] is True
    assert report["category"] == "test failure"
    assert 0 < report["confidence"] < 0.5  # below a runner's verdict read from its failures (0.5)
    assert report["failed_tests"] == []
    assert report["failed_tests_total"] == 1
    assert report["failed_tests_complete"] is False
    assert report["summary"] == (
        "Test failure in the JUnit results “phpunit-counted-only-junit.xml”: its suites count 1 failed test, but"
        " no <failure> or <error> element in it names it: which failed, and why, is not in the file."
    )
    assert any("the verdict rests on those counts alone" in warning for warning in report["warnings"])
    assert report["next_step"].startswith("Triage the job's log")


def test_a_junit_file_counting_no_failure_is_still_no_failure(triage_json: Callable[..., dict]) -> None:
    report = triage_json(Path(__file__).parents[1] / "fixtures" / "s32-junit" / "zero-fail.junit.xml")
    assert report["failure_found"] is False
