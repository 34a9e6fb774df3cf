"""A test its own runner reports as flaky is said to be flaky, whatever the runner (trial 74 #1–#3, #6).

Fixtures ``tests/fixtures/s31-t74`` (README there): real Hypothesis 6.170, go 1.19 ``-count=3``, jest 29
``retryTimes``, flaky 3.8 and pytest-rerunfailures 16.7 output. Before, only pytest-rerunfailures'
``RERUN`` in a failed step was warned of; a green step's rerun was "no error line the skills know".
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s31-t74"


def _flaky(report: dict) -> list[str]:
    return [warning for warning in report["warnings"] if "flaky" in warning]


def test_hypothesis_unreliable_results_make_a_flaky_test_failure(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "hypothesis-flaky.gha.log")
    assert report["category"] == "test failure"
    [warning] = _flaky(report)
    assert warning.startswith("tests/test_prop.py::test_roundtrip is flaky by Hypothesis' own word")
    assert "non-deterministic" in report["next_step"]
    assert "Run the failed tests locally" not in report["next_step"]


def test_a_go_test_that_failed_and_passed_in_one_step_is_flaky(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "go-count3-racy.gha.log")
    assert [test["name"] for test in report["failed_tests"]] == ["TestConcurrentInc"]
    [warning] = _flaky(report)
    assert warning.startswith("TestConcurrentInc failed in one run and passed in another in the same step")
    [passed] = [span for span in report["excerpt"] if span["reason"] == "flaky: a failed test's run that passed"]
    assert passed["lines"] == ["--- PASS: TestConcurrentInc (0.00s)"]


def test_a_test_of_the_same_name_in_another_package_is_another_test(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "go-same-name-two-packages.gha.log")
    assert [test["name"] for test in report["failed_tests"]] == ["TestParse"]
    assert _flaky(report) == []


def test_a_jest_test_that_passed_on_its_retry_is_flaky_not_failed(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "jest-retry-mixed.gha.log")
    assert [test["name"] for test in report["failed_tests"]] == ["slugifies unicode titles"]
    assert "js/flaky.test.js" not in {location["file"] for location in report["locations"]}
    assert _flaky(report) == [
        "websocket reconnects failed and then passed on a rerun (jest's RETRY): not why the job failed, "
        "but a test that fails and then passes is flaky and worth a look"
    ]


def test_a_jest_retry_in_a_passing_step_is_warned_of_when_a_later_step_fails(
    triage_json: Callable[..., dict],
) -> None:
    report = triage_json(FIXTURES / "jest-retry-passed-then-node-fails.gha.log")
    assert report["category"] == "runtime error"
    [warning] = _flaky(report)
    assert warning.startswith("websocket reconnects failed and then passed on a rerun (jest's RETRY)")


def test_the_flaky_plugins_report_names_the_test_that_passed(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "flaky-plugin.gha.log")
    assert [test["name"] for test in report["failed_tests"]] == ["tests/test_f.py::test_parse_config"]
    [warning] = _flaky(report)
    assert warning.startswith("test_upload_retry failed and then passed on a rerun (the flaky plugin's report)")


def test_a_green_rerun_names_the_rerun_test_wrapped_or_plain(triage_json: Callable[..., dict]) -> None:
    for log in ("pytest-green-rerun.gha.log", "pytest-green-rerun.txt"):
        report = triage_json(FIXTURES / log)
        assert report["failure_found"] is False
        [warning] = report["warnings"]
        assert "passed only on a retry" in warning
        assert "(tests/test_flaky.py::test_cache_warm failed first, by pytest-rerunfailures' RERUN)" in warning


def test_a_retry_loop_that_passed_is_warned_of_when_a_later_step_fails(triage_json: Callable[..., dict]) -> None:
    """Trial 74 #5: the same loop in a green job was warned of; in a failed one it went unmentioned."""
    report = triage_json(FIXTURES / "shell-retry-passed-then-pytest-fails.gha.log")
    assert [test["name"] for test in report["failed_tests"]] == ["tests/test_broken.py::test_total_with_qty"]
    [warning] = [warning for warning in report["warnings"] if "passed only on a retry" in warning]
    assert warning.startswith("step “Run for i in 1 2 3; do” passed only on a retry")
    assert "“curl: (7) Failed to connect to 127.0.0.1 port 18474" in warning


def test_dns_advice_notes_the_attempts_the_log_already_shows(triage_json: Callable[..., dict]) -> None:
    """Trial 74 #8: "Re-run the job" when the step had already tried three times."""
    report = triage_json(FIXTURES / "shell-retry-all-fail.gha.log")
    assert report["category"] == "infrastructure/network/flaky"
    assert report["next_step"].startswith("The step already retried: the log shows 3 failed attempts of its command")


def test_a_test_failing_on_dns_is_advised_as_a_network_dependency(triage_json: Callable[..., dict]) -> None:
    """Trial 74 #4: the advice said only to run the test locally. Since session 32 (branch t74b) the
    verdict is the network's, as the README says of a remote host's failure whichever runner reports
    it; it was a test failure of low confidence with the network as its rival."""
    report = triage_json(FIXTURES / "pytest-dns-in-test.gha.log")
    assert report["category"] == "infrastructure/network/flaky"
    assert [test["name"] for test in report["failed_tests"]] == ["tests/test_download.py::test_fetch_schema"]
    assert "depend on a remote host" in report["next_step"]
