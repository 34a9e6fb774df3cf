"""A linter's JUnit report lists its findings as failed test cases: given as the log, or beside one
with ``--junit``, they are the linter's findings with the linter named, not failed tests (session 47's
builders: cfn-lint's ``CloudFormation Lint`` suite and tflint's report read as test failures).

Fixtures (``tests/fixtures/s48-reports/README.md``): cfn-lint 1.58.0's ``--format junit`` and
PHP_CodeSniffer 3.7.1's ``--report=junit``, run here; tflint's report in the form its
``formatter/junit.go`` writes (tflint cannot be installed here)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.logs.junit import junit_failures

FIXTURES = Path(__file__).parents[1] / "fixtures"
REPORTS = FIXTURES / "s48-reports"


def test_a_cfn_lint_junit_report_given_as_the_log_is_its_findings(triage_json: Callable[..., dict]) -> None:
    report = triage_json(REPORTS / "cfn-lint-junit.xml")
    assert report["failure_found"] is True
    assert report["tool"] == "cfn-lint"
    assert report["category"] == "infrastructure-as-code/deploy"
    assert report["failed_tests"] == []
    assert report["summary"].startswith(
        "Infrastructure-as-code/deploy in the JUnit results “cfn-lint-junit.xml” of cfn-lint: 3 findings — the first: "
        "Additional properties are not allowed ('VisibilityTimeOut' was unexpected."
    )
    assert report["summary"].endswith("(E3002 Resource properties are invalid, queue-stack.yaml:6).")
    assert [(place["file"], place["line"]) for place in report["locations"]] == [
        ("queue-stack.yaml", 6),
        ("queue-stack.yaml", 10),
        ("queue-stack.yaml", 12),
    ]
    assert any("cfn-lint, a linter" in warning for warning in report["warnings"])
    assert "ignore_checks" in report["next_step"]  # cfn-lint's own advice, not the category's


def test_a_phpcs_junit_report_gets_phpcs_advice_naming_its_sniffs(triage_json: Callable[..., dict]) -> None:
    report = triage_json(REPORTS / "phpcs-junit.xml")
    assert report["tool"] == "phpcs"
    assert report["category"] == "lint/format"
    assert report["failed_tests"] == []
    assert "7 findings" in report["summary"]
    assert "`PSR1.Files.SideEffects.FoundWithSymbols`" in report["next_step"]
    assert "phpcs:ignore" in report["next_step"]


def test_tflints_junit_report_is_told_by_its_findings_text(triage_json: Callable[..., dict]) -> None:
    assert junit_failures(str(REPORTS / "tflint-junit.xml")).linter == "tflint"
    report = triage_json(REPORTS / "tflint-junit.xml")
    assert report["tool"] == "tflint"
    assert report["failed_tests"] == []
    assert report["summary"] == (
        "Lint/format in the JUnit results “tflint-junit.xml” of tflint: 2 findings — the first: "
        'variable "region" is declared but not used '
        "(vpc-variables.tf::terraform_unused_declarations, vpc-variables.tf:3)."
    )


def test_tflints_junit_findings_are_placed_at_their_line_and_column(triage_json: Callable[..., dict]) -> None:
    """tflint's ``formatter/junit.go`` writes the finding's file as the case's ``classname`` and its
    place as the failure text's ``line N, col M``: each finding is placed there (a file named
    without a folder, ``vpc-variables.tf``, is still the file)."""
    report = triage_json(REPORTS / "tflint-junit.xml")
    assert [(place["file"], place["line"], place["column"]) for place in report["locations"]] == [
        ("vpc-variables.tf", 3, 1),
        ("vpc-variables.tf", 7, 1),
    ]


def test_a_test_runners_junit_file_names_no_linter() -> None:
    for name in ("junit-merge/pytest-junit.xml", "s33-junit2/phpunit.junit.xml", "s32-junit/ctest.xml"):
        assert junit_failures(str(FIXTURES / name)).linter is None


def test_a_linters_junit_beside_a_log_lists_no_failed_test(triage_json: Callable[..., dict]) -> None:
    log = FIXTURES / "s36-network" / "checkov.gha.log"
    report = triage_json(log, "--junit", REPORTS / "cfn-lint-junit.xml")
    assert report["failed_tests"] == []
    assert any("written by cfn-lint, a linter" in warning for warning in report["warnings"])


def test_golangci_lints_junit_report_is_its_linters_findings(triage_json: Callable[..., dict]) -> None:
    """golangci-lint's JUnit report (``pkg/printers/junitxml.go``'s form, written here by hand:
    ``tests/fixtures/s49-leftovers/README.md``) names no suite after it: its failure texts, whose
    ``Category:`` line is the test case's name (the linter), tell it. Given as the log, plain or
    extended, its cases are golangci-lint's findings at their ``file:line``; beside golangci-lint's
    log, they are no failed tests."""
    for name in ("golangci-lint-junit.xml", "golangci-lint-junit-extended.xml"):
        path = FIXTURES / "s49-leftovers" / name
        assert junit_failures(str(path)).linter == "golangci-lint"
        report = triage_json(path)
        assert (report["tool"], report["category"], report["failed_tests"]) == ("golangci-lint", "lint/format", [])
        assert "3 findings" in report["summary"]
        assert [(place["file"], place["line"]) for place in report["locations"]] == [
            ("cmd/clean/main.go", 14),
            ("internal/store/store.go", 9),
            ("internal/store/store.go", 21),
        ]
    log = Path(__file__).parents[1] / "skills" / "fixtures" / "golangci-lint-errcheck.txt"
    beside = triage_json(log, "--junit", FIXTURES / "s49-leftovers" / "golangci-lint-junit.xml")
    assert beside["failed_tests"] == []
    assert any("written by golangci-lint, a linter" in warning for warning in beside["warnings"])
