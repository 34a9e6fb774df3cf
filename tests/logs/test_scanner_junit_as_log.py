"""A security scanner's JUnit report given as the log is the scanner's verdict, not an all-clear
(trial t128 #1: checkov's ``-o junitxml`` report with ``failures="11"`` read "no failure found"):
its failed test cases are its findings, so the report is a security audit failure that counts
them and quotes the first, its check, resource and place.

Fixtures: ``tests/fixtures/s36-network/checkov-junit.xml`` (checkov 3.3.30 run here, README there)
and ``tests/fixtures/s47-scanjunit``: checkov 3.3.30's reports of a Dockerfile, made here, and
``trivy-image-junit.xml`` (trivy's ``contrib/junit.tpl`` shape), README there."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures"


def test_a_checkov_junit_report_given_as_the_log_is_a_security_audit_failure(
    triage_json: Callable[..., dict],
) -> None:
    report = triage_json(FIXTURES / "s36-network" / "checkov-junit.xml")
    assert report["failure_found"] is True
    assert report["category"] == "security audit"
    assert report["confidence"] == 0.5
    assert report["tool"] == "checkov"
    assert report["failed_tests"] == []
    assert report["summary"].startswith(
        "Security audit in the JUnit results “checkov-junit.xml” of checkov: 3 findings — the first: "
        "[NONE][CKV_AWS_24] Ensure no security groups allow ingress from 0.0.0.0:0 to port 22"
        " (aws_security_group.web, main.tf:1)"
    )
    # the file as the checkout names it when it holds one of that name (run here: a fixture's)
    assert [(Path(place["file"]).name, place["line"]) for place in report["locations"]] == [("main.tf", 1)]
    assert any("checkov, a security scanner" in warning for warning in report["warnings"])


def test_a_trivy_junit_report_given_as_the_log_quotes_the_package_of_its_first_finding(
    triage_json: Callable[..., dict],
) -> None:
    report = triage_json(FIXTURES / "s47-scanjunit" / "trivy-image-junit.xml")
    assert report["category"] == "security audit"
    assert report["summary"] == (
        "Security audit in the JUnit results “trivy-image-junit.xml” of trivy: 2 findings — the first: "
        "[HIGH] CVE-2019-1543 (openssl-1.1.1a-r1)."
    )
    assert report["locations"] == []


def test_a_checkov_dockerfile_report_quotes_the_resource_checkov_names(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "s47-scanjunit" / "checkov-dockerfile-junit.xml")
    assert report["summary"] == (
        "Security audit in the JUnit results “checkov-dockerfile-junit.xml” of checkov: 5 findings — the first: "
        "[NONE][CKV_DOCKER_7] Ensure the base image uses a non latest version tag (/Dockerfile.FROM, Dockerfile:1)."
    )
    assert [(Path(place["file"]).name, place["line"]) for place in report["locations"]] == [
        ("Dockerfile", 1),
        ("Dockerfile", 3),
        ("Dockerfile", 4),
    ]


def test_a_scanners_report_without_a_finding_is_no_failure(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "s47-scanjunit" / "checkov-dockerfile-passed-junit.xml")
    assert report["failure_found"] is False
    assert report["summary"] == "No failure found: the JUnit results of checkov report no finding."
