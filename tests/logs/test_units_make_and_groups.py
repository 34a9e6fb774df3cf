"""Several failures in one step outside tox, nox and pre-commit: ``make -k``'s targets (each closed by
``make: *** [Makefile:N: target] Error N``) and the groups a step's script opens around its commands
(``##[group]ruff check app/``) are units of the step; the first failed unit whose output a skill
reads decides and the later ones are named ("also failed"), also when the verdict is about tests
and the summary names the failed tests instead of the headline (tox's ``py311`` failing its
collection before ``lint`` and ``type``).

Fixtures: ``tests/fixtures/trial-z/`` holds logs of a README-only user trial (trial-z, made
2026-12-03, real tool runs wrapped in the runner's lines): ``f04`` ``make -k`` with a ruff ``lint``
target then a pytest ``test`` target; ``f13`` ``make -k`` with a gcc error then a check script's
``FAILED``; ``f03b`` a shell loop running ruff, mypy and yamllint, each in a ``##[group]``; ``f02``
tox with three failing environments. ``make-nested.gha.log``: GNU make 4.3 run here on a make calling
``$(MAKE) -C sub lint`` (ruff 0.x on a file with an unused import), wrapped the same way.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

TRIAL = Path(__file__).parents[1] / "fixtures" / "trial-z"


@pytest.mark.parametrize(
    ("name", "category", "tool", "quoted", "also"),
    [
        (
            "f04-make-k-two-targets",
            "lint/format",
            "ruff",
            "app/__init__.py:1:1: I001 [*] Import block is un-sorted or un-formatted",
            "(also failed: test: test failure, pytest)",
        ),
        (
            "f13-make-k-compile-and-check",
            "compile/build error",
            "gcc",
            "prog.c:1:25: error: expected expression",
            "(also failed: check",
        ),
        (
            "f03b-shell-loop-3-linters-runner-groups",
            "lint/format",
            "ruff",
            "app/__init__.py:1:1: I001 [*] Import block is un-sorted or un-formatted",
            "(also failed: mypy app/: type check, mypy; yamllint -s app/conf.yaml: lint/format, yamllint)",
        ),
    ],
)
def test_make_targets_and_script_groups_are_units_of_the_step(
    analyser: Analyser, name: str, category: str, tool: str, quoted: str, also: str
) -> None:
    report, _ = triage_path(TRIAL / f"{name}.log", analyser, 2000)
    job = report.jobs[0]
    assert job.classification.category == category
    assert job.tool == tool
    assert job.headline is not None
    assert job.headline.startswith(quoted), job.headline
    assert also in job.headline, job.headline


def test_a_test_verdicts_summary_names_the_later_failed_units(analyser: Analyser) -> None:
    report, _ = triage_path(TRIAL / "f02-tox-3-envs.log", analyser, 2000)
    # `from app import add` under tox environments none of which installed the project (no `install_package>`
    # line): the project's own package not installed, configuration (logs/missing_import.py, trial 103 #1)
    assert report.jobs[0].classification.category == "configuration"
    assert report.summary.endswith(
        "ModuleNotFoundError: No module named 'app' (also failed: lint: lint/format, ruff; type: type check, mypy)"
    )


def test_a_nested_makes_outer_line_is_no_unit_of_its_own(analyser: Analyser) -> None:
    """``make: *** [Makefile:2: all] Error 2`` after ``make[1]: *** [Makefile:2: lint] Error 1`` and
    ``make[1]: Leaving directory``: one failed target, not two."""
    report, _ = triage_path(TRIAL / "make-nested.gha.log", analyser, 2000)
    job = report.jobs[0]
    assert (job.classification.category, job.tool) == ("lint/format", "ruff")
    assert job.headline is not None
    assert "also failed" not in job.headline
    assert "failed first" not in job.headline
