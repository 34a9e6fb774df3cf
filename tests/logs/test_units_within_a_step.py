"""A wrapper that runs several units in one step (tox's environments, nox's sessions, pre-commit's
hooks) and goes on after a failure: the verdict follows the FIRST failed unit's first error (what a
maintainer reading the run top-down fixes first), the later failed units are named, their causes
stay in the excerpt, and the confidence says that another unit failed for another reason (trial-x).

Fixtures: ``tests/fixtures/trial-x/`` holds real output of tox 4 (``tox``: a flake8 ``lint``
environment, then a pytest ``py311`` one), nox (the same two sessions) and pre-commit 4 (hooks
``ruff``, ``ruff format`` and a ``repo: local`` TODO check), made 2026-12-02 and wrapped in the
runner's lines as ``actions/runner`` prints them; and the passing runs of nox and tox.
``pre-commit-local-first.gha.log``: the same pre-commit hooks with the TODO check moved first
(pre-commit 4.7.0, made 2026-12-03).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.classify import CONTESTED_CAP
from ci_triage.logs.report import triage_path

TRIAL = Path(__file__).parents[1] / "fixtures" / "trial-x"


@pytest.mark.parametrize(
    ("name", "category", "tool", "quoted", "also", "rival"),
    [
        (
            "tox",
            "lint/format",
            "flake8",
            "src/widget/__init__.py:1:1: F401 'os' imported but unused",
            "also failed: py311: test failure, pytest",
            "test failure",
        ),
        (
            "nox",
            "lint/format",
            "flake8",
            "src/widget/__init__.py:1:1: F401 'os' imported but unused",
            "also failed: tests: test failure, pytest",
            "test failure",
        ),
        (
            "pre-commit",
            "lint/format",
            "ruff",
            "util.py:1:1: ruff: I001 [*] Import block is un-sorted or un-formatted",
            "also failed: ruff format: formatting, ruff-format; forbid TODO markers",
            "formatting",
        ),
    ],
)
def test_the_first_failed_unit_decides_and_the_others_are_named(
    analyser: Analyser, name: str, category: str, tool: str, quoted: str, also: str, rival: str
) -> None:
    report, _ = triage_path(TRIAL / f"{name}.gha.log", analyser, 2000)
    job = report.jobs[0]
    assert job.classification.category == category
    assert job.tool == tool
    assert job.headline is not None
    assert job.headline.startswith(quoted)
    assert also in job.headline
    assert job.classification.confidence <= CONTESTED_CAP  # two categories in one step: no confident verdict
    assert rival in {other.category for other in job.classification.competing}


@pytest.mark.parametrize(
    ("name", "first", "later"),
    [
        ("tox", "F401 'os' imported but unused", "FAILED tests/test_slug.py::test_slug_punct"),
        ("nox", "F401 'os' imported but unused", "FAILED tests/test_slug.py::test_slug_punct"),
        ("pre-commit", "I001 [*] Import block is un-sorted or un-formatted", "unformatted: File would be reformatted"),
    ],
)
def test_a_small_budget_keeps_the_first_units_cause(analyser: Analyser, name: str, first: str, later: str) -> None:
    report, _ = triage_path(TRIAL / f"{name}.gha.log", analyser, 300)
    shown = [line for span in report.jobs[0].excerpt for line in span.lines]
    assert any(first in line for line in shown), shown
    assert any(later in line for line in shown), shown


@pytest.mark.parametrize("name", ["nox-PASS", "tox-py-PASS"])
def test_a_passing_wrappers_run_stays_passing(analyser: Analyser, name: str) -> None:
    report, _ = triage_path(TRIAL / f"{name}.gha.log", analyser, 2000)
    assert not report.failure_found


def test_the_first_failed_unit_decides_though_no_skill_reads_its_output(analyser: Analyser) -> None:
    """pre-commit 4.7.0 with the local ``forbid TODO markers`` hook first (its output read by no
    skill, its own verdict pre-commit's lint/format) and ruff after it: the first hook decides and
    its own line is quoted (it was ``forbid TODO markers (lint/format, pre-commit) failed first; ruff:
    I001 …``, the third unit's error, trial-18), and ruff and ``ruff format`` are named after it, once."""
    report, _ = triage_path(TRIAL / "pre-commit-local-first.gha.log", analyser, 2000)
    job = report.jobs[0]
    headline = job.headline
    assert headline is not None
    assert job.classification.category == "lint/format"
    assert headline.startswith("forbid TODO markers: app.py:10:    # TODO handle errors"), headline
    assert headline.count("forbid TODO markers") == 1
    assert headline.endswith("(also failed: ruff: lint/format, ruff; ruff format: formatting, ruff-format)")
    assert "failed first" not in headline


def test_a_later_units_other_category_does_not_take_the_verdict(analyser: Analyser) -> None:
    """trial-18's pre-commit run (``tests/fixtures/trial-18/precommit.gha.log``): two lint hooks
    fail before ``mypy (local)``. The verdict was the third hook's type check, its note saying "the
    verdict is the first unit's", and the summary was cut at ``failed first;…`` before any error:
    the first hook decides, the summary quotes its own line, and mypy's type check is named and
    stays a rival."""
    report, _ = triage_path(TRIAL.parent / "trial-18" / "precommit.gha.log", analyser, 2000)
    job = report.jobs[0]
    assert job.classification.category == "lint/format"
    assert report.summary.endswith(
        "forbid print statements: app.py:2:    print(x) (also failed: check trailing whitespace: lint/format,"
        " pre-commit; mypy (local): type check, mypy)"
    ), report.summary
    assert "type check" in {other.category for other in job.classification.competing}
    assert job.classification.confidence <= CONTESTED_CAP


def test_the_several_units_note_names_whose_verdict_it_is(analyser: Analyser) -> None:
    report, _ = triage_path(TRIAL / "tox.gha.log", analyser, 2000)
    notes = [s.detail for s in report.jobs[0].classification.confidence_steps if s.reason == "several units failed"]
    assert len(notes) == 1
    assert notes[0].endswith("py311 (test failure); the verdict is the first failed unit's"), notes
