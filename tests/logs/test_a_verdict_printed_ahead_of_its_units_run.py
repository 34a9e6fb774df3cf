"""``tox -p`` prints each environment's ``lint: FAIL ✖ in 0.25 seconds`` when it ends, then its
buffered output (``lint: commands[0]> ruff check src``, ruff's findings, ``lint: exit 1 … > ruff check
src``): that first verdict bounds no output. It was taken as lint's closing verdict, so lint's run
and ruff's command were put in the next environment (``py311 (ruff check src: …)``, trial t123,
finding 1); the same run without ``-p`` was read right.

Fixture: ``tests/fixtures/s44-t123a/tox-par.gha.log`` (tox 4.67.17, ``tox -p -e py311,lint``; its README)."""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s44-t123a"


def test_each_environment_keeps_its_own_command_and_finding(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "tox-par.gha.log", analyser, 2000)
    job = report.jobs[0]
    advice = next_step(report)
    assert "lint (ruff check src: lint/format" in advice, advice
    assert "py311 (pytest -q tests: test failure" in advice, advice
    assert "py311 (ruff check src" not in advice
    assert job.tool == "ruff"  # lint ran first and decides, as in log order
    assert job.headline is not None
    assert "I001 [*] Import block is un-sorted or un-formatted" in job.headline
    assert job.headline.endswith("(also failed: py311: test failure, pytest)"), job.headline
