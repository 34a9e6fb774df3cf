"""The excerpt of a failing step that printed little keeps what it printed, with or without a passing log.

``fixtures/baseline/trial-y`` holds a user trial's real GitHub Actions job logs of long-tail tools,
each failing run with the same job's passing run: ``luacheck lint.lua`` (four warnings, then
``Total: 4 warnings / 0 errors in 1 file``), ``busted spec/`` (a failed assertion, its operands
under ``Passed in:`` / ``Expected:``), ``reuse lint`` (the files without licensing information,
then a tally of zero counts) and ``gfortran -Wall`` (``bad.f90:6:3:`` above the quoted source line
and the ``Error:``; the passing run warned at ``bad.f90:3:14:``). What went wrong there before:

- walking back from the step's end, a line read as a passing verdict (``0 errors``, ``Read errors:
  0``, ``Passed in:``) made every line above it pass for a passing test's output: the luacheck
  excerpt was the runner's exit line alone (10 of 2,000 tokens), without the four warnings or the
  tally the summary quotes;
- reuse's summary quoted the zero count ``* Missing licenses: 0``;
- with the passing log, reuse's new lines ``The following files have no copyright and licensing
  information: * a.py`` were left out (no line of them reads as an error), and gfortran's location
  heading ``bad.f90:6:3:`` was dropped as a known line (same template as the passing run's).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

TRIAL = Path(__file__).parent / "fixtures" / "baseline" / "trial-y"


def triage(capsys: pytest.CaptureFixture[str], name: str, baseline: bool = False) -> dict:
    args = ["triage", str(TRIAL / f"{name}.fail.log"), "--format", "json"]
    if baseline:
        args += ["--baseline", str(TRIAL / f"{name}.pass.log")]
    code = main(args)
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out)


def kept(report: dict) -> list[str]:
    return [line.strip() for span in report["excerpt"] for line in span["lines"]]


def test_a_linters_warnings_above_its_zero_error_tally_are_kept(capsys: pytest.CaptureFixture[str]) -> None:
    report = triage(capsys, "luacheck")
    lines = kept(report)
    assert "lint.lua:3:10: accessing undefined variable y" in lines, lines
    assert len([line for line in lines if line.startswith("lint.lua:")]) == 4, lines
    assert "Total: 4 warnings / 0 errors in 1 file" in lines, "the line the summary quotes is in the excerpt"


def test_a_failed_assertion_above_passed_in_is_kept(capsys: pytest.CaptureFixture[str]) -> None:
    lines = kept(triage(capsys, "busted-fail"))
    assert "Failure -> spec/math_spec.lua @ 2" in lines, lines
    assert "spec/math_spec.lua:3: Expected objects to be equal." in lines, lines
    assert "Passed in:" in lines, lines


def test_a_zero_count_is_not_quoted(capsys: pytest.CaptureFixture[str]) -> None:
    report = triage(capsys, "reuse-lint")
    assert ": 0" not in report["summary"], report["summary"]
    assert "* a.py" in kept(report)


def test_the_first_new_output_is_kept_with_a_passing_log(capsys: pytest.CaptureFixture[str]) -> None:
    report = triage(capsys, "reuse-lint", baseline=True)
    lines = kept(report)
    assert "The following files have no copyright and licensing information:" in lines, lines
    assert "* a.py" in lines, lines


def test_a_known_location_heading_stays_above_its_new_error(capsys: pytest.CaptureFixture[str]) -> None:
    report = triage(capsys, "gfortran-compile", baseline=True)
    heading = next(span for span in report["excerpt"] if "bad.f90:6:3:" in span["lines"])
    assert "Error: Symbol ‘y’ at (1) has no IMPLICIT type" in heading["lines"], heading
    assert "place of the error below (also in" in heading["reason"], heading["reason"]
