"""PHP_CodeSniffer's own report decides: the tool is phpcs (not php-cs-fixer), the category
lint/format, the places come from the full report's ``FILE:`` headings and `` 3 | ERROR |`` rows
(or the emacs report's lines), and the next step names phpcbf when the log says it can fix them.
A verdict the step's title decided raises no budget warning: the title is no line of output.

Real output (tests/fixtures/trial-53/README.md): PHP_CodeSniffer 3.7.1 (Debian 12) with PSR12."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-53"
HELPERS = [("src/legacy_helpers.php", line) for line in (1, 2, 3, 5, 6)]


@pytest.mark.parametrize("log", ["phpcs.gha.log", "phpcs-emacs.gha.log"])
def test_phpcs_report_is_lint_by_phpcs_at_its_places(triage_json: Callable[..., dict], log: str) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert (report["category"], report["tool"]) == ("lint/format", "phpcs")
    assert report["confidence"] >= 0.8
    places = [(location["file"], location["line"]) for location in report["locations"]]
    assert places[0] == ("src/Cart.php", 1)
    assert all(place in places for place in HELPERS)
    assert ("src/Broken.php", 1) in places
    assert "Header blocks must be separated by a single blank line" in report["summary"]


def test_phpcs_full_report_quotes_the_row_at_its_file(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "phpcs.gha.log", "--no-home-skills")
    assert report["summary"].endswith(
        "src/Cart.php:1: ERROR | [x] Header blocks must be separated by a single blank line"
        " (FOUND 1 ERROR AFFECTING 1 LINE)"
    )
    assert "`phpcbf`" in report["next_step"]


def test_phpcs_warnings_alone_fail_the_run_at_their_place(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "phpcs-warning.gha.log", "--no-home-skills")
    assert (report["category"], report["tool"]) == ("lint/format", "phpcs")
    assert [(location["file"], location["line"]) for location in report["locations"]] == [("warn.php", 7)]
    assert "phpcbf" not in report["next_step"]


def test_no_budget_warning_when_the_step_title_decided(triage_json: Callable[..., dict]) -> None:
    """phpcbf's result summary is read by no skill: the step's tool decides, on the step's title."""
    report = triage_json(FIXTURES / "phpcbf-fixed.gha.log", "--no-home-skills", "--budget", "200")
    assert report["signals"][0]["skill"] == "tool-catalogue"
    assert report["warnings"] == []


def test_phpcs_summary_report_names_its_files_and_phpcbf(triage_json: Callable[..., dict]) -> None:
    """``phpcs --report=summary`` (PHP_CodeSniffer 3.7.1, trial 97's finding 6; tests/fixtures/s35-t97b/README.md)
    prints only a table of files and their counts and ``PHPCBF CAN FIX 12 OF THESE SNIFF VIOLATIONS
    AUTOMATICALLY``: the table's file is a location and the advice names phpcbf."""
    log = Path(__file__).parents[1] / "fixtures" / "s35-t97b" / "multistep_ok_then_phpcs.gha.log"
    report = triage_json(log, "--no-home-skills")
    assert (report["category"], report["tool"]) == ("lint/format", "phpcs")
    assert [location["file"] for location in report["locations"]] == ["src/bad.php"]
    assert "`phpcbf`" in report["next_step"]


TWO_FILES = Path(__file__).parent / "fixtures" / "phpcs" / "two-files-full-report.log"
"""``phpcs --standard=PSR12 src/Legacy.php src/Cart.php`` (PHP_CodeSniffer 3.7.1, Debian 12, run here;
exit code 2): ``FOUND 14 ERRORS AFFECTING 5 LINES`` under Legacy.php's heading, ``FOUND 4 ERRORS
AFFECTING 2 LINES`` under Cart.php's, below."""


@pytest.mark.parametrize("wrapped", [False, True])
def test_a_files_first_error_is_quoted_with_its_own_files_tally(
    triage_json: Callable[..., dict], actions_log: Callable[..., bytes], tmp_path: Path, wrapped: bool
) -> None:
    log = TWO_FILES
    if wrapped:
        log = tmp_path / "job.log"
        command = "phpcs --standard=PSR12 src/Legacy.php src/Cart.php"
        log.write_bytes(actions_log(command, TWO_FILES.read_text(encoding="utf-8").splitlines(), 2))
    summary = triage_json(log, "--no-home-skills")["summary"]
    assert "Legacy.php:1: ERROR | [x] Header blocks must be separated by a single blank line" in summary
    assert summary.endswith("(FOUND 14 ERRORS AFFECTING 5 LINES)")  # not Cart.php's 4 errors on 2 lines
