"""Nested wrappers: ``make -k ci`` runs ``tox -e py311`` as target ``test``. make's ``make: ***
[Makefile:3: test] Error 1`` right below tox's summary of py311 (``py311: FAIL code 1``, ``evaluation
failed :(``) ends the same failure: it was read as one more failed unit, ``test (failed)``, beside the
py311 environment it ran (trial t123, finding 4).

Fixture: ``tests/fixtures/s44-t123a/make-tox-k.gha.log`` (GNU Make 4.3, tox 4.67.17; its README)."""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s44-t123a"


def test_the_make_target_is_not_another_failed_environment(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "make-tox-k.gha.log", analyser, 2000)
    job = report.jobs[0]
    assert job.classification.category == "test failure"
    assert job.headline is not None
    assert "(also failed: lint: lint/format, ruff)" in job.headline, job.headline
    advice = next_step(report)
    assert "py311 (pytest -q tests: test failure, advised above), lint (ruff check src: lint/format" in advice, advice
    assert "test (failed)" not in advice
