"""A Test::More failure reported by prove: the values compared as written, the test in its file.

``fixtures/tap-prove`` holds ``prove t/`` and ``prove -v t/`` (TAP::Harness 3.44, Perl 5.36, run
here) of a ``t/foo.t`` whose ``is('c  ', 'c', 'padded letter')`` fails, as GitHub Actions steps.
The summary said ``got: 'c '`` (whitespace squeezed inside the quoted value, which then read as
the same as ``expected: 'c'`` but for one space) and the failed test had no file, though
Test::More's ``#   at t/foo.t line 4.`` names it.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parent / "fixtures" / "tap-prove"


def triage(capsys: pytest.CaptureFixture[str], name: str, form: str = "json") -> str:
    code = main(["triage", str(FIXTURES / name), "--format", form])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return captured.out


@pytest.mark.parametrize("name", ["test-more-padded.gha.log", "test-more-padded-verbose.gha.log"])
def test_a_quoted_values_spaces_and_the_test_file_are_kept(capsys: pytest.CaptureFixture[str], name: str) -> None:
    report = json.loads(triage(capsys, name))
    assert "got: 'c  '; expected: 'c'" in report["summary"], report["summary"]
    assert [(test["name"], test["file"]) for test in report["failed_tests"]] == [("padded letter", "t/foo.t")]


def test_the_markdown_summary_keeps_a_quoted_values_spaces(capsys: pytest.CaptureFixture[str]) -> None:
    assert "got: 'c  '; expected: 'c'" in triage(capsys, "test-more-padded.gha.log", "markdown")
