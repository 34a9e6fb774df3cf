"""Different causes, different fingerprints, when no error line of a skill decided the verdict.

A verdict decided by the tool catalogue alone (the step's command names the tool) or by a count
(Sphinx's ``build finished with problems, 1 warning``) has no error line to hash: the fingerprint
hashes the line the summary quotes, so check-manifest's ``missing from sdist`` and yamllint's
``invalid config`` are not one recurring failure. The logs in ``fixtures/release_jobs/`` are real
(see its README.md: a trial's logs, tool versions named there).
"""

from __future__ import annotations

import io
from itertools import combinations
from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import JobReport
from ci_triage.logs.source import LogMember

FIXTURES = Path(__file__).parent / "fixtures" / "release_jobs"

CAUSES = (
    "release-manifest",
    "cfg-yamllint",
    "yamllint-strict",
    "npm-name",
    "npm-version",
    "sphinx-toctree",
    "sphinx-autodoc",
)
"""Seven failures, each of its own cause (the README of the fixtures says which)."""


def analyse(analyser: Analyser, data: bytes) -> JobReport:
    report = analyser.analyse(LogMember(name="", file=io.BytesIO(data)), budget=2000).report
    assert report.failure_found
    return report


def test_each_cause_gets_a_fingerprint_of_its_own(analyser: Analyser) -> None:
    prints = {name: analyse(analyser, (FIXTURES / f"{name}.log").read_bytes()).fingerprint for name in CAUSES}
    shared = [(a, b) for a, b in combinations(CAUSES, 2) if prints[a] == prints[b]]
    assert shared == []


@pytest.mark.parametrize("name", ["release-manifest", "npm-name", "sphinx-autodoc"])
def test_the_same_cause_on_another_run_keeps_its_fingerprint(analyser: Analyser, name: str) -> None:
    log = (FIXTURES / f"{name}.log").read_text()
    # another run: other time stamps, another runner folder, the same output
    again = log.replace("2026-12-04T10:00:0", "2027-01-15T23:41:5").replace("/work/trial-35/", "/home/runner/w/")
    assert again != log
    assert analyse(analyser, again.encode()).fingerprint == analyse(analyser, log.encode()).fingerprint
