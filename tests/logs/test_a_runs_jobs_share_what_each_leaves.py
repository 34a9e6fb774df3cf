"""The jobs of a run share the budget: what one job's excerpt did not need goes to the others.

Each failing job of a run-logs zip got an equal share and kept it whether it spent it or not: a
short traceback's job spent 560 of its 1,000 tokens and the pytest job beside it stopped at 1,000
(session 41's fresh users). A job now gets an equal share of what the jobs analysed before it left,
and a job cut short before a later one left tokens is analysed again with them.

Real output (tests/fixtures/s42-budget/README.md): Python 3.11.7, pytest 9.2.0."""

from __future__ import annotations

import zipfile
from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s42-budget"
TRACEBACK = FIXTURES / "python-deep-traceback.log"
PYTEST = FIXTURES / "pytest-two-long-tracebacks.log"


def _tokens(path: Path, analyser: Analyser, budget: int) -> dict[str, int]:
    report, _ = triage_path(path, analyser, budget)
    return {job.job: sum(span.tokens for span in job.excerpt) for job in report.jobs}


def _zip(tmp_path: Path, *members: tuple[str, Path]) -> Path:
    path = tmp_path / "logs.zip"
    with zipfile.ZipFile(path, "w") as archive:
        for name, log in members:
            archive.writestr(name, log.read_bytes())
    return path


def test_a_later_job_gets_what_an_earlier_one_left(analyser: Analyser, tmp_path: Path) -> None:
    spent = _tokens(_zip(tmp_path, ("1_build.txt", TRACEBACK), ("2_test.txt", PYTEST)), analyser, 2000)
    assert spent["build"] == _tokens(TRACEBACK, analyser, 2000)["job"]
    assert spent["test"] > 1000
    assert sum(spent.values()) <= 2000


def test_an_earlier_job_gets_what_a_later_one_left(analyser: Analyser, tmp_path: Path) -> None:
    spent = _tokens(_zip(tmp_path, ("1_test.txt", PYTEST), ("2_build.txt", TRACEBACK)), analyser, 2000)
    assert spent["test"] > 1000
    assert sum(spent.values()) <= 2000
