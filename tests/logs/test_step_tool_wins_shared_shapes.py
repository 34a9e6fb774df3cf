"""Real GitHub Actions logs of tools that print a line shape another tool's skill owns: the tool the
step runs is named, and fixed with its own command.

Fixtures (tests/fixtures/failing-tools): ``gha-black-26.10.1.log`` (black 26.10.1 ``black`` on an
unformatted file), ``gha-flake8-7.5.0.log`` (flake8 7.5.0, pycodestyle 2.15.0, pyflakes 4.1.0:
``flake8 --count lint.py``), each in a GitHub Actions step log as a runner writes it;
``gha-webpack-5.113.0-missing-local.log`` (webpack 5.113.0 importing ``./missing``) and
``node-20.20.2-missing-local.log`` (node 20.20.2 ``require('./missing-local')``, plain);
``trial-gha-pyright.log`` and ``trial-gha-biome-2.6.9-ci.log`` (a user trial's job logs of
``pyright pkg`` and ``npx biome ci .``); pyright 1.1.414 (``npx pyright py``, three errors:
``pyright-1.1.414.log`` plain, ``gha-pyright-1.1.414.log`` in a step); biome 2.6.9 (``npx biome
lint .``: ``Found 2 errors.`` and ``Found 1 warning.``, ``gha-biome-2.6.9-lint.log``); ruff 0.17.6
(``ruff check --output-format concise``: ``Found 5 errors.``, ``[*] 3 fixable with `--fix`.``:
``ruff-0.17.6-concise.log`` plain, ``gha-ruff-0.17.6-concise.log`` in a step).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FAILING_TOOLS = Path(__file__).parents[1] / "fixtures" / "failing-tools"


@pytest.mark.parametrize(
    ("name", "tool", "category", "skill"),
    [
        ("gha-black-26.10.1.log", "black", "formatting", "python-format"),
        ("gha-flake8-7.5.0.log", "flake8", "lint/format", "python-lint"),
    ],
)
def test_the_step_tool_is_named_for_a_line_shape_it_shares(
    analyser: Analyser, name: str, tool: str, category: str, skill: str
) -> None:
    report, _ = triage_path(str(FAILING_TOOLS / name), analyser, DEFAULT_BUDGET)
    assert report.category == category
    assert report.tool == tool
    assert report.jobs[0].classification.step_tool == tool
    assert {hit.skill for hit in report.jobs[0].classification.signals} >= {skill, "tool-catalogue"}


def test_the_black_failure_is_fixed_with_black(analyser: Analyser, tmp_path: Path) -> None:
    from ci_triage.evidence.model import Evidence, JobLog
    from ci_triage.github.models import Job
    from ci_triage.repair.fixers import select_fixers

    report = triage_path(str(FAILING_TOOLS / "gha-black-26.10.1.log"), analyser, DEFAULT_BUDGET)[0].jobs[0]
    job = Job(id=1, name="lint", status="completed", conclusion="failure")
    evidence = Evidence(logs=[JobLog(job=job, path=tmp_path / "job.log", report=report)])
    chosen = [(skill.name, fixer.command[0]) for skill, fixer in select_fixers(analyser.skills.skills, evidence)]
    assert chosen == [("python-format", "black")]
    ruff_report = replace(report, tool="ruff-format")
    evidence = Evidence(logs=[JobLog(job=job, path=tmp_path / "job.log", report=ruff_report)])
    chosen = [(skill.name, fixer.command[0]) for skill, fixer in select_fixers(analyser.skills.skills, evidence)]
    assert chosen == [("python-format", "ruff")]


@pytest.mark.parametrize(
    ("name", "category", "skill"),
    [
        ("gha-webpack-5.113.0-missing-local.log", "compile/build error", "js-local-module"),  # the bundle's
        ("node-20.20.2-missing-local.log", "runtime error", "node-runtime"),  # a script that crashed
    ],
)
def test_a_local_path_that_does_not_resolve_is_no_package(
    analyser: Analyser, name: str, category: str, skill: str
) -> None:
    report, _ = triage_path(str(FAILING_TOOLS / name), analyser, DEFAULT_BUDGET)
    assert report.category == category
    skills = {hit.skill for hit in report.jobs[0].classification.signals}
    assert skill in skills
    assert "node-dependency" not in skills


@pytest.mark.parametrize(
    ("name", "tool", "category"),
    [
        ("trial-gha-pyright.log", "pyright", "type check"),
        ("gha-pyright-1.1.414.log", "pyright", "type check"),
        ("trial-gha-biome-2.6.9-ci.log", "biome", "lint/format"),
        ("gha-biome-2.6.9-lint.log", "biome", "lint/format"),
        ("gha-ruff-0.17.6-concise.log", "ruff", "lint/format"),
    ],
)
def test_the_step_tool_is_named_over_a_skill_tool_of_its_family(
    analyser: Analyser, name: str, tool: str, category: str
) -> None:
    """pyright's lines are read by the mypy skill and biome's ``Found 3 errors.`` by ruff's line:
    the tool the step runs, a type checker or linter as the skill's is, is the one reported."""
    report, _ = triage_path(str(FAILING_TOOLS / name), analyser, DEFAULT_BUDGET)
    assert (report.category, report.tool) == (category, tool)


@pytest.mark.parametrize(("name", "tool"), [("pyright-1.1.414.log", "pyright"), ("ruff-0.17.6-concise.log", "ruff")])
def test_a_plain_log_names_the_tool_only_it_prints_the_lines_of(analyser: Analyser, name: str, tool: str) -> None:
    """Without a step: pyright's ``x.py:5:18 - error:`` and its tally are pyright's, not the skill's
    mypy; ruff's ``[*] 3 fixable with `--fix`.`` names ruff though ``Found 5 errors.`` alone would not."""
    report, _ = triage_path(str(FAILING_TOOLS / name), analyser, DEFAULT_BUDGET)
    assert report.tool == tool
