"""ctest's ``--repeat until-pass:N`` runs a failed test again: a test that failed and then passed is
flaky, and the report says so, as it does for pytest-rerunfailures' and jest's reruns. The step
passes (a warning names its failed run's line) or fails for another test (a warning names the
flaky one, which is no failed test: ctest's own list names only the other). ``until-fail`` repeats
passing runs, which are no rerun of a failure: no warning.

Trial 94, finding 11 (``logs/36_ctest_flaky_pass.log``: "No failure found" and no warning).
Fixtures: ``tests/fixtures/s36-cpp/README.md`` (ctest 3.25.1). Before: no warning for the passing
step, and the failing one listed ``net_retry`` as a failed test beside ``parse`` (2, where ctest
counted 1) with no flaky warning.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s36-cpp"


def test_a_step_that_passed_after_ctest_ran_a_failed_test_again_is_flaky(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "ctest-until-pass-flaky.gha.log")
    assert not report["failure_found"]
    [warning] = report["warnings"]
    assert "passed only on a retry" in warning
    assert "net_retry" in warning
    assert "flaky" in warning


def test_a_test_that_passed_on_ctests_rerun_is_flaky_not_failed(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "ctest-until-pass-flaky-and-failing.gha.log")
    assert [test["name"] for test in report["failed_tests"]] == ["parse"]
    assert report["failed_tests_total"] == 1
    assert "net_retry" not in report["summary"]
    flaky = [warning for warning in report["warnings"] if "net_retry" in warning]
    assert flaky
    assert "failed and then passed on a rerun (ctest's --repeat)" in flaky[0]


def test_ctests_repeated_passing_runs_are_no_flaky_test(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "ctest-until-fail-passing.gha.log")
    assert not report["failure_found"]
    assert report["warnings"] == []
