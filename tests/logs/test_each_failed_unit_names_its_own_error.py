"""A failing step's other failed units are named with their own first error when their category and
tool are the deciding unit's too (and so tell nothing apart), and the advice's list of failed units
gives each one's error: tox's ``py311`` and ``lint`` each failed on a module of its own that is
missing, and the summary named ``lint`` by ``runtime error, python`` alone.

Fixture: ``tests/fixtures/s42-misc/tox-two-missing-modules.log`` (tox 4.67.17, real output; see
that folder's README).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import with_next_step

TOX_LOG = Path(__file__).parents[1] / "fixtures" / "s42-misc" / "tox-two-missing-modules.log"
OTHER_FAIL_LOG = Path(__file__).parents[1] / "fixtures" / "trial-z" / "f02-tox-3-envs.log"


def test_a_unit_that_failed_as_the_deciding_one_did_is_named_with_its_own_error(analyser: Analyser) -> None:
    report, _ = triage_path(TOX_LOG, analyser, 2000)
    assert report.summary.endswith(
        "(in py311): ModuleNotFoundError: No module named 'a' (also failed: lint: ModuleNotFoundError: No module "
        "named 'b')"
    )
    [lint] = report.jobs[0].other_failed_units
    assert (lint.name, lint.error) == ("lint", "ModuleNotFoundError: No module named 'b'")


def test_the_advice_names_each_other_failed_unit_with_its_own_error(analyser: Analyser) -> None:
    report, _ = triage_path(TOX_LOG, analyser, 2000)
    advice = with_next_step(report).next_step or ""
    assert "py311 (python -c 'import a': runtime error, advised above), " in advice
    assert "lint (python -c 'import b': runtime error: ModuleNotFoundError: No module named 'b')." in advice


def test_units_of_other_categories_keep_their_category_and_tool_in_the_summary(analyser: Analyser) -> None:
    """tox's ``lint`` (ruff) and ``type`` (mypy) failing after ``py311``'s tests: their category and
    tool already tell them apart; the advice still gives each one's error."""
    report, _ = triage_path(OTHER_FAIL_LOG, analyser, 2000)
    assert "(also failed: lint: lint/format, ruff; type: type check, mypy)" in report.summary
    errors = {unit.name: unit.error for unit in report.jobs[0].other_failed_units}
    advice = with_next_step(report).next_step or ""
    assert all(error and error in advice for error in errors.values())
