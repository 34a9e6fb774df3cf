"""Packaging lints read for their findings (trial 68, findings 5, 11, 13): check-wheel-contents'
``Wnnn`` lines, the first quoted, and every file under check-manifest's ``missing from sdist``; both
are ``configuration``, as their fix is in the files that configure the packaging (trial 101, finding
4; ``benchmarks/categories.md``).

Real output of check-wheel-contents 0.6.3 and check-manifest 0.51, run here
(``tests/logs/fixtures/trial-68/README.md``).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.logs.test_build_backend_advice import triage_packaging_log

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step


def _places(report: TriageReport) -> list[tuple[str, int | None, int | None]]:
    return [(location.file, location.line, location.column) for location in report.locations]


@pytest.mark.parametrize("name", ["check-wheel-contents.log", "check-wheel-contents.txt"])
def test_check_wheel_contents_findings_first_one_quoted(name: str, analyser: Analyser) -> None:
    report = triage_packaging_log(name, analyser)
    assert report.failure_found
    assert report.category == "configuration"
    assert "W005: Wheel contains common toplevel name in library" in report.summary
    assert "check-wheel-contents/finding" in {f"{hit.skill}/{hit.signal}" for hit in report.signals}
    assert _places(report) == []  # the built wheel is no file to edit (trial 101, finding 6)
    assert "package discovery" in next_step(report)


@pytest.mark.parametrize("name", ["check-manifest.log", "check-manifest.txt"])
def test_check_manifest_every_missing_file_located(name: str, analyser: Analyser) -> None:
    report = triage_packaging_log(name, analyser)
    assert report.category == "configuration"
    assert report.summary.endswith("missing from sdist: CONTRIBUTING.md src/widget/data.json")  # trial 101 #9
    assert _places(report) == [("CONTRIBUTING.md", None, None), ("src/widget/data.json", None, None)]
    assert "MANIFEST.in" in next_step(report)


def test_check_manifest_missing_from_vcs_quoted_and_advised(analyser: Analyser) -> None:
    """A file only the sdist has (check-manifest 0.51 run here, ``tests/logs/fixtures/s37-ownpkg``):
    the summary quotes the ``missing from VCS:`` heading with the file, not the verdict that names
    none, and the next step is to commit it or keep it out, not to add it to the sdist."""
    log = Path(__file__).parent / "fixtures" / "s37-ownpkg" / "check-manifest-vcs.log"
    report = triage_path(log, analyser, DEFAULT_BUDGET)[0]
    assert report.category == "configuration"
    assert report.summary.endswith("missing from VCS: NOTES.txt")
    assert next_step(report).startswith("The files listed under `missing from VCS` are in the sdist but not in")
