"""One malformed JUnit file among several is skipped with a warning; the others still count
(issue 13). When none can be read, the input error stands (exit 3)."""

from __future__ import annotations

import json

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
    assert "1 of 2 JUnit files read" in skipped  # trial 32 #25: exit 0 here, exit 3 alone, said plainly
    assert "exit 3" in skipped


def test_when_no_junit_file_can_be_read_it_is_an_input_error(tmp_path, capsys):
    (tmp_path / "bad.xml").write_text("<testsuite><testcase")
    code = main(["triage", str(_log(tmp_path)), "--format", "json", "--junit", str(tmp_path / "bad.xml")])
    assert code == ExitCode.INPUT
    assert "Traceback" not in capsys.readouterr().err
