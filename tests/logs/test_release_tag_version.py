"""A release's tag that does not match the project's version is configuration (trial 68, finding 10).

Real output of a release step's shell tag check (bash 5.2), run here (``tests/logs/fixtures/trial-68/README.md``).
"""

from __future__ import annotations

import pytest
from tests.logs.test_build_backend_advice import triage_packaging_log

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.signals import SignalIndex
from ci_triage.logs.skills import load_skills
from ci_triage.report.next_step import next_step


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
