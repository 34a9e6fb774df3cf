"""Robot Framework's own ``output.xml`` given as the log was read as text, its summary quoting raw
XML (``<msg time="…" level="FAIL">…</msg>``, unknown at 0.00; trial 114, #13); with ``--junit`` it
was skipped as not JUnit without a word on what to give. Both now say to give the JUnit file
``robot --xunit`` writes.

Real output: Robot Framework 7.5's ``--output`` file, run here (tests/fixtures/s40-t114b/README.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s40-t114b"


def test_it_is_refused_as_input_with_what_to_give(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["triage", str(FIXTURES / "output.xml"), "--no-home-skills"]) == 3
    err = capsys.readouterr().err
    assert "not a job log but Robot Framework's output.xml" in err
    assert "`robot --xunit xunit.xml`" in err
    assert "Traceback" not in err


def test_given_with_junit_its_skip_warning_says_what_to_give(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["triage", str(FIXTURES / "robot_keywords.log"), "--junit", str(FIXTURES / "output.xml")]
    assert main([*args, "--no-home-skills", "--format", "json"]) == 0
    assert "root element <robot>, not <testsuites> or <testsuite>: Robot Framework's output.xml" in (
        capsys.readouterr().err
    )
