"""A security scanner's JUnit output lists its policy checks as test cases: a failed one is a
finding, not a failed test (trial 95 #12: checkov's ``--output junitxml`` gave 11 "failed tests"
named ``/main.tf.aws_security_group.web::[NONE][CKV_AWS_24] …``). The file's producer decides, by
its suites' and properties' names (checkov's ``include_all_checkov_policies``), against the tool
catalogue's security scanners.

Fixtures: ``tests/fixtures/s36-network/checkov.gha.log`` and ``checkov-junit.xml`` (README there:
checkov 3.3.30 run here)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.logs.junit import junit_failures

FIXTURES = Path(__file__).parents[1] / "fixtures"


def test_a_scanners_junit_file_names_its_producer() -> None:
    found = junit_failures(str(FIXTURES / "s36-network" / "checkov-junit.xml"))
    assert found.scanner == "checkov"


def test_a_test_runners_junit_file_names_no_scanner() -> None:
    assert junit_failures(str(FIXTURES / "junit-merge" / "pytest-300-failed-junit.xml")).scanner is None


def test_a_scanners_failed_checks_are_findings_not_failed_tests(triage_json: Callable[..., dict]) -> None:
    junit = FIXTURES / "s36-network" / "checkov-junit.xml"
    report = triage_json(FIXTURES / "s36-network" / "checkov.gha.log", "--junit", junit)
    assert report["category"] == "security audit"
    assert report["failed_tests"] == []
    assert report["failed_tests_total"] == 0
    assert any("written by checkov, a security scanner" in warning for warning in report["warnings"])
