"""When the budget cuts lines of the block that explains the failure, the report says so.

The line (a warning, in every format) counts the lines left out, names where the block is and the
``--budget`` that keeps it whole; the JSON report has it as the job's ``excerpt_cut``. Before, a
small budget cut a traceback silently (session 41's fresh users).

Real output (tests/fixtures/s42-budget/README.md): Python 3.11.7's traceback of an uncaught
``JSONDecodeError`` 12 frames deep, about 560 tokens."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.logs.report_json import report_json

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s42-budget"
TRACEBACK = FIXTURES / "python-deep-traceback.log"


def test_a_cut_block_is_counted_with_the_budget_that_keeps_it_whole(analyser: Analyser) -> None:
    report, _ = triage_path(TRACEBACK, analyser, 300)
    cut = report.jobs[0].excerpt_cut
    assert cut is not None
    assert (cut.start_line, cut.end_line) == (1, 50)
    assert cut.lines_left_out > 0
    assert cut.budget_whole is not None
    assert any(
        f"left out {cut.lines_left_out} lines of the block that explains the failure (lines 1-50); "
        f"--budget {cut.budget_whole} keeps it whole" in warning
        for warning in report.warnings
    )
    whole, _ = triage_path(TRACEBACK, analyser, cut.budget_whole)
    assert whole.jobs[0].excerpt_cut is None
    tighter, _ = triage_path(TRACEBACK, analyser, cut.budget_whole - 50)
    assert tighter.jobs[0].excerpt_cut is not None


def test_the_json_report_holds_the_cut(analyser: Analyser) -> None:
    report, _ = triage_path(TRACEBACK, analyser, 300)
    job = json.loads(report_json(report))["jobs"][0]
    assert set(job["excerpt_cut"]) == {"lines_left_out", "start_line", "end_line", "member", "budget_whole"}


def test_a_whole_block_says_nothing(analyser: Analyser) -> None:
    report, _ = triage_path(TRACEBACK, analyser, 2000)
    assert report.jobs[0].excerpt_cut is None
    assert not any("left out" in warning for warning in report.warnings)


def test_a_runs_job_names_the_budget_its_equal_share_holds_it_in(analyser: Analyser, tmp_path: Path) -> None:
    path = tmp_path / "logs.zip"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("1_build.txt", TRACEBACK.read_bytes())
        archive.writestr("2_test.txt", (FIXTURES / "pytest-two-long-tracebacks.log").read_bytes())
    report, _ = triage_path(path, analyser, 800)
    cut = next(job.excerpt_cut for job in report.jobs if job.job == "build")
    assert cut is not None
    assert cut.member == "1_build.txt"
    assert cut.budget_whole is not None
    larger, _ = triage_path(path, analyser, cut.budget_whole)
    assert next(job.excerpt_cut for job in larger.jobs if job.job == "build") is None
