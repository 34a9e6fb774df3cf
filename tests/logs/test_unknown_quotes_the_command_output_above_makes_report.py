"""An ``unknown`` verdict whose quoted line is only a wrapper's report that a command failed (GNU
make's ``make: *** [Makefile:3: all] Error 1``: it says a recipe failed, not why) quotes the line the
command printed right above it, its own message: a project's check script's ``check:
build/about.html has no heading`` (trial 119 F5), with or without the passing log; never make's own
line between them (a sub-make's ``make[1]: Leaving directory '…'``).

Fixtures (``tests/fixtures/s43-t119b/README.md``): trial 119's ``mk-gate`` pair, and
``nested-make-check.out``, real GNU Make 4.3 output of ``make`` running ``$(MAKE) -C sub``, whose
recipe's ``./check.sh`` prints ``check: docs/index.md has no title`` and exits 1, made on this
machine and wrapped here in the GitHub Actions job log shape. Before: both summaries quoted make's
``Error`` line.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tests.logs.test_baseline_of_another_or_failed_run import CHECKOUT, job_log, script

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s43-t119b"


def job(capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    code = main(["triage", *args, "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out)["jobs"][0]


@pytest.mark.parametrize("baseline", [[], ["--baseline", str(FIXTURES / "mk-gate.pass.log")]])
def test_the_check_scripts_message_is_quoted_not_makes_report(
    capsys: pytest.CaptureFixture[str], baseline: list[str]
) -> None:
    report = job(capsys, str(FIXTURES / "mk-gate.fail.log"), *baseline)
    assert report["classification"]["category"] == "unknown"
    assert report["headline_line"] == 36
    assert report["headline"].endswith("check: build/about.html has no heading")
    shown = [line for span in report["excerpt"] for line in span["lines"]]
    assert "check: build/about.html has no heading" in shown


def test_a_sub_makes_own_line_is_not_quoted(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    output = (FIXTURES / "nested-make-check.out").read_text(encoding="utf-8").splitlines()
    log = job_log(tmp_path, "fail.log", CHECKOUT, script("make", output), exit_code=2)
    report = job(capsys, str(log))
    assert report["classification"]["category"] == "unknown"
    assert "Leaving directory" not in report["headline"]
    assert report["headline"].endswith("check: docs/index.md has no title")
