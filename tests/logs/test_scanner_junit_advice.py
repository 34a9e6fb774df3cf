"""A security scanner's JUnit report given as the log gets that scanner's own next step, as its skill
words it for its log, not the category's (session 47's builders: checkov's report was advised to
"upgrade or replace the vulnerable package", trivy's words).

Fixtures: checkov 3.3.30's reports (``tests/fixtures/s36-network``, ``tests/fixtures/s47-scanjunit``,
run there) and trivy's ``contrib/junit.tpl`` shape (README there)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures"


def test_a_checkov_junit_report_is_advised_to_fix_or_skip_the_check(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "s47-scanjunit" / "checkov-dockerfile-junit.xml")
    assert "# checkov:skip=CKV_ID:reason" in report["next_step"]
    assert "--skip-check" in report["next_step"]
    assert "vulnerable package" not in report["next_step"]


def test_a_trivy_junit_report_is_advised_as_trivy_advises(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "s47-scanjunit" / "trivy-image-junit.xml")
    assert "`.trivyignore`" in report["next_step"]


def test_a_scanners_report_without_a_finding_gets_no_advice(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "s47-scanjunit" / "checkov-dockerfile-passed-junit.xml")
    assert report["failure_found"] is False
    assert "checkov:skip" not in (report["next_step"] or "")


def test_a_bandit_junit_report_is_advised_to_fix_or_mark_the_line(triage_json: Callable[..., dict]) -> None:
    """bandit 1.9.4's ``-f xml`` (its JUnit: ``<testsuite name="bandit">``, each finding an ``<error>``),
    run here (``tests/fixtures/s48-reports/README.md``): bandit flags the project's code, no package."""
    report = triage_json(FIXTURES / "s48-reports" / "bandit-junit.xml")
    assert report["tool"] == "bandit"
    assert "# nosec" in report["next_step"]
    assert "vulnerable package" not in report["next_step"]
