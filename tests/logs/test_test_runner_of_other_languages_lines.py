"""A test runner's line that a skill for another language's runner reads names the step's runner.

bats prints TAP (``not ok 1 addition works``), which the Perl skill ``tap-prove`` reads, and its
pretty formatter ends with ``3 tests, 2 failures``, which the Elixir skill ``exunit`` reads: in a
step that runs ``bats``, or beside bats's own ``# (in test file t.bats, line 4)``, the failure is
bats's, not prove's or ExUnit's. The fixtures are real output
of Bats 1.8.2 (``bats test/`` and ``bats --formatter pretty test/``, a user trial's runs, in
GitHub's log form).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "bats"


@pytest.mark.parametrize(
    ("fixture", "line"),
    [("bats-tap-fail.log", "not ok 1 addition works"), ("bats-pretty-fail.log", "3 tests, 2 failures")],
)
def test_a_bats_step_is_bats_failure_whichever_skill_reads_its_lines(
    analyser: Analyser, fixture: str, line: str
) -> None:
    log = FIXTURES / fixture
    text = log.read_text(encoding="utf-8")
    assert "##[group]Run bats " in text
    assert line in text

    report, _ = triage_path(str(log), analyser, 2000)

    assert (report.category, report.tool) == ("test failure", "bats")


def test_bats_tap_output_alone_is_bats_with_its_test_files_lines(analyser: Analyser) -> None:
    """A plain log of ``bats test.bats`` (no command line: ``tests/fixtures/trial-18``): the TAP lines
    are prove's shape, the ``# (in test file test.bats, line 9)`` comment only bats prints."""
    log = Path(__file__).resolve().parents[1] / "fixtures" / "trial-18" / "bats.plain.log"

    report, _ = triage_path(str(log), analyser, 2000)

    assert (report.category, report.tool) == ("test failure", "bats")
    assert [(location.file, location.line) for location in report.locations] == [("test.bats", 9), ("test.bats", 13)]


def test_bats_tap_output_names_its_test_files_lines(analyser: Analyser) -> None:
    report, _ = triage_path(str(FIXTURES / "bats-tap-fail.log"), analyser, 2000)

    assert [(location.file, location.line) for location in report.locations] == [("t.bats", 4), ("t.bats", 9)]


def test_tap_in_a_perl_step_stays_prove(analyser: Analyser, tmp_path: Path) -> None:
    """The same TAP lines after ``$ prove -l t/`` (the command line of a plain log) are prove's."""
    tap = (FIXTURES / "bats-tap-fail.log").read_text(encoding="utf-8").splitlines()
    body = [
        line.split("Z ", 1)[1]
        for line in tap
        if "1..3" in line or " ok " in line or line.endswith("# (in test file t.bats, line 4)")
    ]
    log = tmp_path / "job.log"
    log.write_text("$ prove -l t/\n" + "\n".join(body) + "\nResult: FAIL\n", encoding="utf-8")

    report, _ = triage_path(str(log), analyser, 2000)

    assert report.tool == "prove"


def test_the_pretty_formatter_names_the_failed_tests_and_their_lines(analyser: Analyser) -> None:
    """bats's pretty output keeps its cursor moves in a log (``   addition works1/3 ✗ addition works``)."""
    report, _ = triage_path(str(FIXTURES / "bats-pretty-fail.log"), analyser, 2000)

    assert [test.name for test in report.failed_tests] == ["addition works", "greeting prints hello"]
    assert [(location.file, location.line) for location in report.locations] == [("t.bats", 4), ("t.bats", 9)]
