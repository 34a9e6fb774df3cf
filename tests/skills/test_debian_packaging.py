"""lintian's tags (trial t127, findings 1 and 3).

Real output of lintian 2.116.3 made here, plain and wrapped as a GitHub Actions job log, and the
trial's own logs (``tests/fixtures/trial-t127``, README there). Before, lintian's plain output was "No
failure found" and in a job ``unknown`` quoting a ``W:`` tag, its pointer into the .deb a location.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-t127"


def _triage(name: str) -> TriageReport:
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    return report


@pytest.mark.parametrize(
    ("name", "quoted"),
    [
        ("16-lintian.log", "E: hello-acme: no-copyright-file"),
        ("23-gha-lintian.log", "E: hello-acme: no-copyright-file"),
        ("lintian-deb.txt", "E: hello-acme: no-copyright-file"),
        ("lintian-deb.gha.log", "E: hello-acme: no-copyright-file"),
        ("lintian-changes.txt", "E: hello-acme source: malformed-contact Uploaders acme"),
        ("lintian-changes.gha.log", "E: hello-acme source: malformed-contact Uploaders acme"),
        ("lintian-warnings.gha.log", "W: hello-acme: initial-upload-closes-no-bugs"),
    ],
)
def test_lintian_tags_are_its_findings_the_first_error_quoted(name: str, quoted: str) -> None:
    """An ``E:`` tag leads the summary over the ``W:`` tags, whichever lintian printed first; a run
    that failed on warnings alone (``--fail-on warning``) quotes its first one."""
    report = _triage(name)
    assert report.failure_found
    assert report.category == "lint/format"
    assert report.tool == "lintian"
    assert quoted in report.summary
    assert "lintian-explain-tags" in next_step(report)


@pytest.mark.parametrize(
    "name", ["16-lintian.log", "23-gha-lintian.log", "lintian-deb.txt", "lintian-warnings.gha.log"]
)
def test_a_path_inside_the_built_package_is_no_location(name: str) -> None:
    """A binary package's pointer (``[usr/share/doc/hello-acme/changelog.Debian.gz:1]``) is where the
    .deb installs a file, not a file of the checkout."""
    report = _triage(name)
    assert report.failure_found
    assert report.jobs[0].locations == []


def test_a_source_packages_pointer_is_the_checkouts_file() -> None:
    report = _triage("lintian-changes.gha.log")
    places = [f"{location.file}:{location.line}" for location in report.jobs[0].locations]
    assert "debian/changelog:3" in places
    assert "debian/control:13" in places
    assert not [place for place in places if place.startswith("usr/")]
