"""In a step that runs several linters, a finding its tool printed as a warning ranks below another
tool's finding that is no warning: the summary quotes the other tool's first error and the advice
is that tool's (trial t125 #1: yamllint's ``warning truthy value`` quoted at 0.85 although yamllint
exited 0 and the step failed on markdownlint and codespell). A single tool's warnings that failed
it (yamllint ``--strict``) are still quoted.

Fixtures: real output of a ``lint.sh`` running its linters one after the other, saved plain (a
``$ ./lint.sh`` prompt line) and wrapped as a GitHub Actions job log: yamllint 1.38.0 (a warning,
exit 0), markdownlint-cli 0.48.0 and codespell 2.4.3 (trial t125's ``multi-lint``); yamllint 1.38.0
and codespell 2.4.3; hadolint 2.15.1 ``--failure-threshold error`` (warnings and infos, exit 0) and
shellcheck 0.9.0 ``-S error`` (SC2045, exit 1); yamllint 1.38.0 ``--strict`` alone (trial t125)."""

from __future__ import annotations

from pathlib import Path

import pytest

FIXTURES = Path(__file__).parent / "fixtures" / "several-linters"


@pytest.mark.parametrize(
    "name", ["yamllint-warning-markdownlint-codespell.gha.log", "yamllint-warning-markdownlint-codespell.log"]
)
def test_markdownlints_error_is_quoted_over_yamllints_warning(triage_json, name: str) -> None:
    report = triage_json(FIXTURES / name)
    assert report["category"] == "lint/format"
    assert "README.md:1 error MD022/blanks-around-headings" in report["summary"]
    assert "markdownlint" in report["next_step"]
    assert "yamllint" not in report["next_step"]


def test_codespells_typo_is_quoted_over_yamllints_warning(triage_json) -> None:
    report = triage_json(FIXTURES / "yamllint-warning-codespell.gha.log")
    assert "NOTES.md:1: recieve ==> receive" in report["summary"]
    assert "codespell -w" in report["next_step"]


@pytest.mark.parametrize(
    "name", ["hadolint-threshold-shellcheck-error.gha.log", "hadolint-threshold-shellcheck-error.log"]
)
def test_hadolints_advice_is_not_given_for_shellchecks_error(triage_json, name: str) -> None:
    report = triage_json(FIXTURES / name)
    assert "SC2045 (error)" in report["summary"]
    assert "hadolint" not in report["next_step"]


def test_one_tools_warnings_that_failed_it_are_still_quoted(triage_json) -> None:
    report = triage_json(FIXTURES / "yamllint-strict-warnings-only.gha.log")
    assert report["confidence"] >= 0.7
    assert "values.yaml:1:1: warning" in report["summary"]
    assert "yamllint" in report["next_step"]
