"""One malformed JUnit file among several is skipped with a warning; the others still count
(issue 13). A malformed file alone is skipped the same way and the log is triaged (trial 84 #10:
a killed job's half-written report); a path that names no file alone stays an input error (exit 3)."""

from __future__ import annotations

import json
from pathlib import Path

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main

GOOD = (
    '<?xml version="1.0"?><testsuite name="s" tests="1" failures="1">'
    '<testcase classname="pkg.T" name="test_sum"><failure message="assert 1 == 2"/></testcase></testsuite>'
)


def _log(tmp_path):
    log = tmp_path / "job.log"
    log.write_text("##[group]Run pytest\nE   assert 1 == 2\n##[error]Process completed with exit code 1.\n")
    return log


def test_a_malformed_junit_file_among_several_is_skipped_with_a_warning(tmp_path, capsys):
    (tmp_path / "good.xml").write_text(GOOD)
    (tmp_path / "bad.xml").write_text("<testsuite><testcase")
    code = main(
        [
            "triage",
            str(_log(tmp_path)),
            "--format",
            "json",
            "--junit",
            str(tmp_path / "bad.xml"),
            str(tmp_path / "good.xml"),
        ]
    )
    assert code == ExitCode.OK
    report = json.loads(capsys.readouterr().out)
    assert "pkg.T::test_sum" in [test["name"] for test in report["failed_tests"]]
    assert any("bad.xml" in warning and "skipped" in warning for warning in report["warnings"])
    skipped = next(warning for warning in report["warnings"] if "bad.xml" in warning)
    assert "1 of 2 JUnit files read" in skipped  # trial 32 #25: how many were read, said plainly


FIXTURES = Path(__file__).parents[1] / "fixtures"


def test_a_truncated_junit_file_alone_is_a_warning_and_the_log_is_triaged(capsys):
    """Trial 84's pytest 9.2 ``--junitxml`` cut at 2,500 bytes, beside its run's ``-v`` log."""
    truncated = FIXTURES / "s33-junit2" / "truncated.junit.xml"
    log = FIXTURES / "s32-junit" / "pytest-mixed.log"
    code = main(["triage", str(log), "--format", "json", "--junit", str(truncated)])
    assert code == ExitCode.OK
    out, err = capsys.readouterr()
    report = json.loads(out)
    assert report["category"] == "test failure"
    assert report["failed_tests_total"] == 4  # the log's own tests
    skipped = next(warning for warning in report["warnings"] if "truncated.junit.xml" in warning)
    assert "not well-formed JUnit XML (unclosed token: line 28, column 470)" in skipped
    assert "0 of 1 JUnit files read" in skipped
    assert "Traceback" not in err


def test_a_junit_path_that_names_no_file_alone_is_an_input_error(tmp_path, capsys):
    code = main(["triage", str(_log(tmp_path)), "--format", "json", "--junit", str(tmp_path / "missing.xml")])
    assert code == ExitCode.INPUT
    err = capsys.readouterr().err
    assert "missing.xml: no such JUnit file" in err
    assert "Traceback" not in err
