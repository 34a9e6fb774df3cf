"""A coverage table's row names its file from the covered files' common folder, which a table of
one folder does not name: no place unless the log prints the file's path; vitest's coverage gate is
vitest's (trial 102 #8).

vitest 4.1.12's @vitest/coverage-v8 over ``src/rank.js`` prints `` rank.js | … | 3-5`` under ``All
files`` and nyc's threshold line; the report named ``rank.js:3`` (no file of the repository) and the
tool ``nyc``. Real runs: ``tests/fixtures/s37-node/README.md``; jest 30.5.2's and c8 12.0.0's of
``tests/fixtures/trial-87/README.md``.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import JobReport
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures"


def _job(path: Path, analyser: Analyser) -> JobReport:
    return triage_path(path, analyser, 2000)[0].jobs[0]


def test_a_row_under_all_files_alone_is_no_place(analyser: Analyser) -> None:
    job = _job(FIXTURES / "s37-node" / "vitest_coverage_one_folder.log", analyser)
    assert job.classification.category == "lint/format"
    assert [(location.file, location.line) for location in job.locations] == []
    assert [
        (location.file, location.line)
        for location in _job(FIXTURES / "trial-87" / "c8_threshold.log", analyser).locations
    ] == []


def test_a_row_under_its_folders_row_is_that_folders_file(analyser: Analyser) -> None:
    job = _job(FIXTURES / "s37-node" / "vitest_coverage_two_folders.log", analyser)
    assert [(location.file, location.line) for location in job.locations] == [
        ("src/rank.js", 3),
        ("src/lib/util.js", 1),
    ]


def test_a_row_is_the_path_the_log_prints_for_it(analyser: Analyser) -> None:
    job = _job(FIXTURES / "trial-87" / "jest_threshold.log", analyser)  # `"./src/price.js" threshold`
    assert [(location.file, location.line) for location in job.locations] == [("src/price.js", 4)]


def test_vitests_coverage_gate_is_vitests(analyser: Analyser) -> None:
    assert _job(FIXTURES / "s37-node" / "vitest_coverage_one_folder.log", analyser).tool == "vitest"
