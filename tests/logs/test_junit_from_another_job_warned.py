"""``--junit FILE`` none of whose failed tests the log names is another job's: a warning says so.

The file's tests are still merged and the exit code is the log's own. Real runs
(``tests/fixtures/junit-merge/README.md``): pytest's log with its ``--junitxml`` file, and jest's
jest-junit file given beside pytest's log.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

MERGE = Path(__file__).resolve().parents[1] / "fixtures" / "junit-merge"


def _elsewhere(report: dict) -> list[str]:
    return [warning for warning in report["warnings"] if "none of its failed tests is named in the log" in warning]


def test_another_jobs_junit_file_is_named_in_a_warning(triage_json: Callable[..., dict]) -> None:
    alone = triage_json(MERGE / "pytest.log")
    merged = triage_json(MERGE / "pytest.log", "--junit", MERGE / "jest-junit.xml")
    assert [str(MERGE / "jest-junit.xml") in warning for warning in _elsewhere(merged)] == [True]
    assert merged["category"] == alone["category"]
    assert merged["exit_code"] == alone["exit_code"]
    assert "adds 1 + 2 to equal 3" in [test["name"] for test in merged["failed_tests"]]


def test_the_jobs_own_junit_file_is_not_warned_of(triage_json: Callable[..., dict]) -> None:
    for log, junit in (("pytest.log", "pytest-junit.xml"), ("jest.log", "jest-junit.xml")):
        assert _elsewhere(triage_json(MERGE / log, "--junit", MERGE / junit)) == []


def test_a_jest_junit_file_of_tests_inside_describe_blocks_is_the_logs(triage_json: Callable[..., dict]) -> None:
    """jest prints ``sum › of small numbers › adds 2 + 2 to equal 4`` where jest-junit's default
    templates write ``sum of small numbers adds 2 + 2 to equal 4``: the same run's file is not
    another job's (``jest-describe.log``, real jest 30.5.2 with jest-junit, README)."""
    report = triage_json(MERGE / "jest-describe.log", "--junit", MERGE / "jest-describe-junit.xml")
    assert _elsewhere(report) == []
    assert [test["name"] for test in report["failed_tests"]] == ["sum › of small numbers › adds 2 + 2 to equal 4"]


S32 = Path(__file__).resolve().parents[1] / "fixtures" / "s32-junit"


def test_a_reporters_file_beside_a_log_that_names_no_test_is_not_warned_of(triage_json: Callable[..., dict]) -> None:
    """Trial 84's real runs (``tests/fixtures/s32-junit/README.md``): jest-junit beside a log of no
    runner output, pytest ``-q``'s tally beside its ``--junitxml``, both in one run's zip."""
    assert _elsewhere(triage_json(S32 / "jest-junitonly.log", "--junit", S32 / "jest-only.xml")) == []
    assert _elsewhere(triage_json(S32 / "pytest-quiet.log", "--junit", S32 / "pytest-quiet.junit.xml")) == []
    both = ("--junit", S32 / "jest-only.xml", "--junit", S32 / "pytest-quiet.junit.xml")
    assert _elsewhere(triage_json(S32 / "run.zip", *both)) == []


def test_a_file_of_no_failed_test_beside_a_log_naming_failed_tests_is_warned_of(
    triage_json: Callable[..., dict],
) -> None:
    report = triage_json(S32 / "pytest-mixed.log", "--junit", S32 / "zero-fail.junit.xml")
    assert [warning for warning in report["warnings"] if "reports no failed test while the log names 4" in warning]
