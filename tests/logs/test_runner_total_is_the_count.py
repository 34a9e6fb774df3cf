"""The failed tests a test runner's own summary counts are the count, however few of them the lines
read name (trial-67 #2: 3,000 failed counted 249, ``and at least 246 more``; node's ``# fail 400``
counted 51 or 74, by reporter). The list stays capped; ``and N more`` is exact.

Fixtures (tests/fixtures/s30-t67b, README there): real pytest 9.2.0 and node 20.20.2 ``--test`` runs of
generated tests, wrapped as GitHub Actions job logs; jest 29.7.0's and cargo 1.95.0's plain output.
"""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.logs.runner_tally import reported_failures

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s30-t67b"


@pytest.mark.parametrize(
    ("log", "failed", "first"),
    [
        ("pytest_300_failed.log.gz", 300, "tests/test_mod00.py::test_case_3"),  # ``300 failed, 2700 passed``
        ("nodetest_tap_200_failed.log.gz", 200, "case 2 computes total"),  # ``# fail 200``
        ("nodetest_spec_200_failed.log.gz", 200, "case 2 computes total"),  # ``ℹ fail 200``
    ],
)
def test_the_runners_total_is_the_count_of_a_step_read_in_windows(
    analyser: Analyser, log: str, failed: int, first: str
) -> None:
    report, _ = triage_path(str(FIXTURES / log), analyser, DEFAULT_BUDGET)
    assert (report.failed_tests_total, report.failed_tests_complete) == (failed, True)
    assert report.failed_tests[0].name == first
    assert f"and {failed - 3} more — the first" in report.summary


@pytest.mark.parametrize(("output", "failed"), [("jest_2_failed.txt", 2), ("cargo_2_failed.txt", 2)])
def test_jests_and_cargos_summaries_are_tallies(output: str, failed: int) -> None:
    lines = (FIXTURES / output).read_text(encoding="utf-8").splitlines()
    assert (
        reported_failures(lines) == failed
    )  # ``Tests:       2 failed, …``; ``test result: FAILED. 1 passed; 2 failed; …``


def test_junit_failures_the_tally_counted_unnamed_are_not_counted_twice(analyser: Analyser, tmp_path: Path) -> None:
    """The same run's JUnit file names all 300; the log's windows name 250 and its tally counts 300:
    the 50 only the JUnit file names are among those the tally counted (not 350)."""
    junit = tmp_path / "junit.xml"
    junit.write_bytes(gzip.decompress((FIXTURES / "pytest_300_failed.junit.xml.gz").read_bytes()))
    report, _ = triage_path(str(FIXTURES / "pytest_300_failed.log.gz"), analyser, DEFAULT_BUDGET, [str(junit)])
    assert (report.failed_tests_total, report.failed_tests_complete) == (300, True)
