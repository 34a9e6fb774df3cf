"""A release's tag that does not match the project's version is configuration (trial 68, finding 10), and so
are two of the project's files that declare different versions (trial 101, finding 3).

Real output of a release step's shell tag check (bash 5.2), run here (``tests/logs/fixtures/trial-68/README.md``),
and of a shell check of ``__version__`` against pyproject.toml (bash 5.2, ``tests/logs/fixtures/trial-101/README.md``).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.logs.test_build_backend_advice import triage_packaging_log

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.logs.signals import SignalIndex
from ci_triage.logs.skills import load_skills
from ci_triage.report.next_step import next_step

TRIAL_101 = Path(__file__).parent / "fixtures" / "trial-101"


def test_a_tag_that_does_not_match_the_version_is_configuration(analyser: Analyser) -> None:
    report = triage_packaging_log("release-tag-mismatch.log", analyser)
    assert report.category == "configuration"
    assert report.summary.endswith("Tag v1.2.0 does not match version 1.1.0 in pyproject.toml")
    assert "tag and the version" in next_step(report)


@pytest.mark.parametrize(
    "line",
    [
        "Tag v1.2.0 does not match version 1.1.0 in pyproject.toml",
        "::error file=pyproject.toml,line=3::Tag v0.3.1 does not match project version 0.3.0",
        "Version mismatch: tag 'v0.3.1' != pyproject.toml version '0.3.0'",
        "ERROR: Git tag v2.0.0 doesn't match the version in package.json (1.9.0)",
        "Error: version 1.1.0 in Cargo.toml does not match the release tag v1.2.0",
        "The version in setup.py (0.9.1) must match the tag (v0.9.2)",
        "Version mismatch: tag v1.2.0 but the package builds as 1.1.0",
    ],
)
def test_a_tag_check_in_any_words_is_read(line: str) -> None:
    """The check is each project's own, so its words vary: the tag, the version and a negated match."""
    fired = {f"{match.signal.skill}/{match.signal.id}" for match in SignalIndex(load_skills()).match(line)}
    assert "release-version/tag-version-mismatch" in fired


@pytest.mark.parametrize(
    "line",
    [
        '  echo "Tag $TAG does not match version $VERSION in pyproject.toml"',
        '    sys.exit(f"Tag {tag} does not match version {version}")',
        "Tag v1.2.0 matches version 1.2.0 in pyproject.toml",
        "tests/test_release.py::test_tag_does_not_match_version PASSED",
    ],
)
def test_a_checks_source_or_success_is_not(line: str) -> None:
    fired = {f"{match.signal.skill}/{match.signal.id}" for match in SignalIndex(load_skills()).match(line)}
    assert "release-version/tag-version-mismatch" not in fired


def test_two_files_that_declare_different_versions_are_configuration(analyser: Analyser) -> None:
    report = triage_path(TRIAL_101 / "version-files-mismatch.log", analyser, DEFAULT_BUDGET)[0]
    assert report.category == "configuration"
    assert report.confidence >= 0.8
    assert report.summary.endswith("does not match pyproject.toml version (1.0.0)")
    assert [location.file for location in report.locations] == ["pyproject.toml"]
    assert "declare its version and disagree" in next_step(report)


@pytest.mark.parametrize(
    "line",
    [
        "version mismatch: pyproject.toml has 1.0.0 but src/widget/__init__.py has 0.9.0",
        "Version mismatch between pyproject.toml (1.2.0) and widget/_version.py (1.1.0)",
        "ERROR: version 2.1.0 in package.json does not match VERSION (2.0.0)",
        "AssertionError: __version__ 0.9.0 != 1.0.0 declared in setup.cfg",
    ],
)
def test_a_version_files_check_in_any_words_is_read(line: str) -> None:
    fired = {f"{match.signal.skill}/{match.signal.id}" for match in SignalIndex(load_skills()).match(line)}
    assert "release-version/file-version-mismatch" in fired


@pytest.mark.parametrize(
    "line",
    [
        "ERROR: tag v1.0.1 does not match package version 1.0.0 in pyproject.toml",
        '  echo "version mismatch: pyproject.toml has $A but __init__.py has $B"',
        "RuntimeError: Python version mismatch: module was compiled for 3.10, running 3.11",
        "session not created: ChromeDriver version mismatch, Chrome version 120",
        "version 1.0.0 in pyproject.toml matches src/widget/__init__.py",
    ],
)
def test_a_tool_version_mismatch_or_a_tag_is_not_a_files_check(line: str) -> None:
    fired = {f"{match.signal.skill}/{match.signal.id}" for match in SignalIndex(load_skills()).match(line)}
    assert "release-version/file-version-mismatch" not in fired


@pytest.mark.parametrize(
    ("line", "untagged"),
    [
        ("Version mismatch: tag v1.2.0 but the package builds as 0.1.dev1+g76a8c127f", True),
        ("::error::Tag v1.3.0 does not match the version setuptools-scm computes (0.1.dev1+g0feca7a8e)", True),
        ("Error: version 1.2.1.dev3+g4a86ab4c9 != tag v1.3.0", True),
        ("Tag v1.2.0 does not match version 1.1.0 in pyproject.toml", False),
        ("Successfully built acme-0.1.dev1+g0feca7a8e-py3-none-any.whl", False),
        ('  echo "Tag $TAG does not match the version setuptools-scm computes ($VERSION)"', False),
    ],
)
def test_a_tag_compared_with_a_version_git_computed_without_the_tag_is_read_as_such(line: str, untagged: bool) -> None:
    """setuptools-scm's and hatch-vcs' ``X.devN+g<hash>``: no tag on the commit, the checkout lacks it."""
    fired = {f"{match.signal.skill}/{match.signal.id}" for match in SignalIndex(load_skills()).match(line)}
    assert ("release-version/scm-untagged-version" in fired) is untagged
