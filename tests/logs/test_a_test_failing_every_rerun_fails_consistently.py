"""A failed test its runner ran again and that failed every attempt (pytest-rerunfailures' ``RERUN``
lines, then ``FAILED``) is said to fail consistently, so that re-running the job will not fix it, beside
the flaky warning of a test that passed on its rerun (new-user trial t118, finding 10: only "Run the
failed tests locally" was said, nothing of its three failed attempts).

Fixture ``tests/fixtures/s31-t74/pytest-rerun-every-attempt-failed.gha.log`` (README there): pytest 9.2.0
with pytest-rerunfailures 16.7, ``-v --reruns 2 -rR``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURE = Path(__file__).parents[1] / "fixtures" / "s31-t74" / "pytest-rerun-every-attempt-failed.gha.log"


def test_a_test_that_failed_every_attempt_is_said_to_fail_consistently(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURE)
    assert [test["name"] for test in report["failed_tests"]] == ["tests/test_net.py::test_upload_timeout"]
    [consistent] = [warning for warning in report["warnings"] if "every attempt" in warning]
    assert consistent.startswith("tests/test_net.py::test_upload_timeout (3 of 3 attempts) failed on every attempt")
    assert "a consistent failure, not an intermittent one, so re-running the job will not fix it" in consistent
    [flaky] = [warning for warning in report["warnings"] if "passed on a rerun" in warning]
    assert flaky.startswith("tests/test_net.py::test_cache_warmup failed and then passed on a rerun")
    assert "test_upload_timeout" not in flaky


def test_a_jest_test_that_failed_every_retry_is_said_to_fail_consistently(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURE.parent / "jest-retry-mixed.gha.log")  # jest 29, retryTimes(2): all three tries failed
    [consistent] = [warning for warning in report["warnings"] if "every attempt" in warning]
    assert consistent.startswith("slugifies unicode titles failed on every attempt (jest's RETRY, then failed)")
