"""A test file or suite that failed without a named failed test is a failed test itself, and the
list of failed tests is complete only when it names as many as the runner counted (trial-17,
findings 5 and 10).

prove's ``t/02-div.t`` died before its plan (``Dubious, test returned 255``, ``No subtests run``,
``Parse errors: No plan found in TAP output``): no ``not ok`` names a test of it, it was not among the
failed tests, and ``failed_tests_complete`` was still true. cabal's ``Test suite spec: FAIL`` of an
``exitcode-stdio-1.0`` suite printing its own ``FAIL: …`` gave no failed test at all. Now prove's
summary entry of a file with ``Failed: 0`` and a non-zero wait status names the file (tap-prove's
``unit-failed-without-test``) and counts in prove's tally
(:func:`ci_triage.logs.runner_tally.reported_failures`); cabal's verdict names the suite
(haskell-tests' ``cabal-suite-failed``) unless its run names failed tests (hspec's ``1) Calc adds``:
then it is their run, not one more). Test::More's ``#   at t/01-add.t line 5.`` is a location.

Fixtures (``tests/fixtures/trial-17``, real output made here, its README says how).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.logs.runner_tally import reported_failures
from ci_triage.logs.skills import load_skills

TRIAL_17 = Path(__file__).resolve().parents[1] / "fixtures" / "trial-17"
PROVE = TRIAL_17 / "prove-died-and-bad-plan.plain.log"
SKILLS = Path(__file__).resolve().parents[2] / "skills"


def test_a_test_file_that_died_is_a_failed_test_and_the_list_is_complete(analyser: Analyser) -> None:
    report, _ = triage_path(str(PROVE), analyser, 2000)
    names = [test.name for test in report.failed_tests]
    assert names == ["adds two numbers", "lists", "t/02-div.t", "t/04-plan.t"]
    assert report.failed_tests_complete  # prove's summary counts 2 + 1 + 1


def test_a_died_file_whose_summary_entry_is_padded_is_a_failed_test(analyser: Analyser) -> None:
    """trial-19 (FINDINGS #7): prove pads each summary entry's file name to the longest one's width
    (``t/02-die.t  (Wstat: 65280 …``, under ``t/01-basic.t (Wstat: …``); the file that died was not
    among the failed tests and the list said it was complete."""
    report, _ = triage_path(str(PROVE.parent.parent / "trial-19" / "prove.plain.log"), analyser, 2000)
    assert [test.name for test in report.failed_tests] == ["math works", "t/02-die.t"]
    assert report.failed_tests_complete  # prove's summary counts 1 + 1


def test_fewer_failed_tests_named_than_the_runner_counted_count_its_tally(tmp_path: Path) -> None:
    skills = tmp_path / "skills"
    shutil.copytree(SKILLS, skills)
    tap = skills / "tap-prove" / "SKILL.md"
    bundled = tap.read_text(encoding="utf-8")
    tap.write_text(  # the bundled skills but the signal naming a file that died
        bundled[: bundled.index("  - id: unit-failed-without-test")] + bundled[bundled.index("  - id: dubious") :],
        encoding="utf-8",
    )
    report, _ = triage_path(str(PROVE), Analyser(load_skills([skills], bundled=False)), 2000)
    assert [test.name for test in report.failed_tests] == ["adds two numbers", "lists"]
    assert (report.failed_tests_total, report.failed_tests_complete) == (4, True)  # prove's summary counts 4


@pytest.mark.parametrize(
    ("lines", "failures"),
    [
        (["t/01-add.t (Wstat: 512 (exited 2) Tests: 3 Failed: 2)"], 2),
        (["t/02-div.t (Wstat: 65280 (exited 255) Tests: 0 Failed: 0)"], 1),
        (["t/02-die.t  (Wstat: 65280 (exited 255) Tests: 1 Failed: 0)"], 1),  # padded to a longer name's width
        (["t/05-todo.t (Wstat: 0 Tests: 2 Failed: 0)", "  TODO passed:   2"], 0),
        (["t/02-div.t .. ", "Dubious, test returned 255 (wstat 65280, 0xff00)", "No subtests run "], None),
    ],
)
def test_proves_summary_counts_each_files_failed_tests_or_the_file(lines: list[str], failures: int | None) -> None:
    assert reported_failures(lines) == failures


def test_test_mores_place_of_a_failed_check_is_a_location(analyser: Analyser) -> None:
    report, _ = triage_path(str(PROVE), analyser, 2000)
    located = [(location.file, location.line) for location in report.locations]
    assert located[:2] == [("t/01-add.t", 5), ("t/01-add.t", 7)]


def test_a_cabal_suite_whose_output_names_no_test_is_the_failed_test(analyser: Analyser) -> None:
    report, _ = triage_path(str(TRIAL_17 / "cabal-test-exitcode-stdio.plain.log"), analyser, 2000)
    assert [(test.name, test.message) for test in report.failed_tests] == [("spec", "FAIL: add 2 2: expected 4")]
    assert report.category == "test failure"  # was unknown


def test_a_cabal_suite_whose_run_names_failed_tests_is_their_run_not_one_more(analyser: Analyser) -> None:
    report, _ = triage_path(str(TRIAL_17 / "cabal-test-hspec.plain.log"), analyser, 2000)
    assert [test.name for test in report.failed_tests] == ["Calc adds"]
