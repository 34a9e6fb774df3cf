"""A step run with another value of an option given as a separate word (``-k slow`` then, ``-k fast``
now; ``-m slow`` then, ``-m "not slow"`` now; ``--maxfail 1`` then, ``--maxfail 3`` now) ran with other
options only, as ``--flag=N`` does: the baseline is kept and the warning names the option's values.
A step that runs another tool, subcommand or operand still refuses it.

Fixtures: ``tests/fixtures/s38-baseline/README.md`` (real pytest 9.2.0 output, wrapped as GitHub
Actions job logs). Before: "baseline not used for test: the step that failed … changed since that run".
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.compare import load_baseline
from ci_triage.logs.model import OptionChange
from ci_triage.logs.report import triage_path
from ci_triage.logs.step_options import option_changes, options_differ

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s38-baseline"


@pytest.mark.parametrize(
    ("failing", "passing", "values"),
    [
        ("pytest-k-fast.gha.log", "pytest-k-slow-passed.gha.log", "(-k slow → fast)"),
        ("pytest-m-not-slow.gha.log", "pytest-m-slow-passed.gha.log", "(-m slow → not slow)"),
    ],
)
def test_a_value_given_as_the_next_word_keeps_the_baseline(
    analyser: Analyser, failing: str, passing: str, values: str
) -> None:
    baselines, _ = load_baseline(str(FIXTURES / passing))
    report, _ = triage_path(str(FIXTURES / failing), analyser, DEFAULT_BUDGET, (), baselines)
    assert not any("baseline not used" in warning for warning in report.warnings), report.warnings
    [changed] = [warning for warning in report.warnings if "its options changed since that run" in warning]
    assert values in changed
    assert report.compared_with is not None
    assert report.category == "test failure"


@pytest.mark.parametrize("other", ["python -m unittest", "python -m mypy"])
def test_another_tool_with_the_same_options_still_refuses_the_baseline(
    analyser: Analyser, tmp_path: Path, other: str
) -> None:
    passing = tmp_path / "pass.log"
    text = (FIXTURES / "pytest-k-slow-passed.gha.log").read_text(encoding="utf-8")
    passing.write_text(text.replace("python -m pytest", other), encoding="utf-8")
    baselines, _ = load_baseline(str(passing))
    report, _ = triage_path(str(FIXTURES / "pytest-k-fast.gha.log"), analyser, DEFAULT_BUDGET, (), baselines)
    assert any("baseline not used" in warning for warning in report.warnings), report.warnings


@pytest.mark.parametrize(
    ("now", "before"),
    [
        ("Run pytest --maxfail 3 tests", "Run pytest --maxfail 1 tests"),
        ('Run pytest -m "not slow" tests', "Run pytest -m slow tests"),
        ("Run pytest -p no:randomly -k fast tests", "Run pytest -k slow tests"),
        ("Run pytest --cov-fail-under 90 tests", "Run pytest --cov-fail-under=40 tests"),
    ],
)
def test_option_values_changed_are_options_only(now: str, before: str) -> None:
    assert options_differ(now, before)
    assert options_differ(before, now)


@pytest.mark.parametrize(
    ("now", "before"),
    [
        ("Run cargo test -p shop", "Run cargo build -p shop"),  # another subcommand
        ("Run python -m mypy -k slow", "Run python -m pytest -k slow"),  # another tool, run the same way
        ("Run pytest -k slow src", "Run pytest -k slow tests"),  # another operand
        ("Run npm run lint -- --max-warnings 0", "Run npm run test -- --max-warnings 0"),  # another script
    ],
)
def test_another_command_is_no_option_change(now: str, before: str) -> None:
    assert not options_differ(now, before)


def test_the_changed_values_are_read_in_either_form() -> None:
    assert option_changes(
        'Run pytest --cov-fail-under 90 -k "not shipping" --maxfail=3 tests',
        'Run pytest --cov-fail-under=40 -k "not shipping" --maxfail 1 tests',
    ) == [
        OptionChange(option="--cov-fail-under", before="40", now="90"),
        OptionChange(option="--maxfail", before="1", now="3"),
    ]


def test_a_program_the_catalogue_does_not_list_is_told_by_its_name() -> None:
    assert not options_differ("Run python -m app --workers 2", "Run python -m tasks --workers 2")
    assert options_differ("Run python -m app --workers 4", "Run python -m app --workers 2")
