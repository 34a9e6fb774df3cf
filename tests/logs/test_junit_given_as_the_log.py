"""A JUnit XML file given as the log is triaged as JUnit results, with a note, not read as text
(trial 84: ``ci-triage triage report.xml`` quoted an XML line as a "test failure 0.52").

Real files of trial 84 (``tests/fixtures/s32-junit/README.md``): pytest 9.2's ``--junitxml``,
gzipped as an artifact may hold it, and one of a run with no failed test.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures"


@pytest.mark.parametrize("name", ["pytest-mixed.junit.xml", "pytest-mixed.junit.xml.gz"])
def test_a_junit_file_as_the_log_is_triaged_from_its_test_results(name: str, capsys) -> None:
    path = FIXTURES / "s32-junit" / name
    assert main(["triage", str(path), "--format", "json"]) == ExitCode.OK
    report = json.loads(capsys.readouterr().out)
    assert report["category"] == "test failure"
    assert report["summary"].startswith(f"Test failure in the JUnit results “{name}”: failed tests ")
    assert "the first: assert 9.0 == 9.1" in report["summary"]
    assert report["failed_tests_total"] == 4
    assert [test["kind"] for test in report["failed_tests"]] == ["failed", "failed", "failed", "error"]
    assert ("tests/test_cart.py", 11) in [(location["file"], location["line"]) for location in report["locations"]]
    assert report["excerpt"] == []
    assert any("is JUnit XML, not a job log" in warning and "--junit" in warning for warning in report["warnings"])
    assert "budget" not in report["next_step"]


def test_a_junit_file_of_no_failed_test_as_the_log_is_no_failure(capsys) -> None:
    path = FIXTURES / "s32-junit" / "zero-fail.junit.xml"
    assert main(["triage", str(path), "--format", "json"]) == ExitCode.OK
    report = json.loads(capsys.readouterr().out)
    assert report["failure_found"] is False
    assert report["summary"] == "No failure found: the JUnit results report no failed test."


def test_a_junit_file_cut_short_as_the_log_is_read_as_far_as_it_parses(capsys) -> None:
    path = FIXTURES / "s33-junit2" / "truncated.junit.xml"
    assert main(["triage", str(path), "--format", "json"]) == ExitCode.OK
    report = json.loads(capsys.readouterr().out)
    assert report["category"] == "test failure"
    assert len(report["failed_tests"]) == 3  # the three cases before the cut
    assert report["failed_tests_total"] == 4  # its suite's failures="3" errors="1"
    assert "and 1 more" in report["summary"]
    assert any("is cut short (unclosed token: line 28" in warning for warning in report["warnings"])


def test_a_bats_junit_files_failed_test_is_placed_where_its_failure_text_says(capsys) -> None:
    """Trial 104 (finding 9): bats writes ``(in test file test/lib.bats, line 10)`` in the failure
    text, no ``file:line``; the report of its JUnit file had no location (bats 1.8.2,
    ``tests/fixtures/s37-shell/README.md``)."""
    path = FIXTURES / "s37-shell" / "bats-junit.xml"
    assert main(["triage", str(path), "--format", "json"]) == ExitCode.OK
    report = json.loads(capsys.readouterr().out)
    assert [(place["file"], place["line"]) for place in report["locations"]] == [("test/lib.bats", 10)]
    assert [(test["file"], test["line"]) for test in report["failed_tests"]] == [("test/lib.bats", 10)]
