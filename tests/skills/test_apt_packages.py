"""apt's own errors: a package the runner's lists do not hold, and the lock another apt held (trial 54).

apt 2.6.1 run here (``tests/fixtures/trial-54/apt-*.gha.log``) and trial 54's real apt-get output
(``06-apt-missing-package.log``, ``07-apt-lock.log``; README there). Before, each was ``unknown``, and
06's summary quoted apt's ``Waiting for cache lock: Could not get lock …`` instead of its ``E:`` line.
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

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-54"


def _triage(name: str) -> TriageReport:
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    return report


@pytest.mark.parametrize(
    ("name", "line"),
    [
        ("apt-missing.gha.log", "E: Unable to locate package libfoo-nonexistent-dev"),
        ("apt-nocand.gha.log", "E: Package 'python-minimal' has no installation candidate"),
        ("06-apt-missing-package.log", "E: Unable to locate package libfoo-nonexistent-dev"),
    ],
)
def test_a_package_apt_cannot_find_is_dependency_resolution(name: str, line: str) -> None:
    report = _triage(name)
    assert report.category == "dependency resolution"
    assert report.signals[0].skill == "apt"
    assert line in report.summary
    assert "Waiting for cache lock" not in report.summary
    assert "apt-get update" in next_step(report)


def test_the_dpkg_lock_another_apt_held_is_a_runner_flake() -> None:
    report = _triage("07-apt-lock.log")
    assert report.category == "infrastructure/network/flaky"
    assert report.signals[0].signal == "apt-lock"
    assert "DPkg::Lock::Timeout" in next_step(report)
