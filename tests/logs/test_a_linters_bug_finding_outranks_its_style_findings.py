"""A linter's bug finding outranks the style findings printed before it: the summary quotes it and
the next step says it needs a hand fix, not a fix option (trial 103 #3, trial 101 #11: ruff's
summary quoted ``I001 [*] Import block is un-sorted`` above an ``F821 Undefined name``, and the
next step led with ``ruff check --fix``, which cannot fix it). The class of each finding is the
tool's own: flake8's and ruff's E9, F63, F7 and F82 codes (the errors GitHub's starter Python
workflow stops on), pylint's E and F message types, shellcheck's ``error`` level, RuboCop's W (its
Lint cops) over C and R.

Fixtures: ``tests/fixtures/s37-severity`` (README there: ruff 0.17.6, flake8 7.5.0, pylint 4.1.5,
ShellCheck 0.9.0 and RuboCop 1.39.0 run here)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s37-severity"


@pytest.mark.parametrize(
    ("log", "quoted"),
    [
        ("ruff-full.gha.log", "app.py:8:12: F821 Undefined name `undefined_config`"),
        ("ruff-concise.gha.log", "app.py:8:12: F821 Undefined name `undefined_config`"),
        ("flake8.gha.log", "app.py:6:12: F821 undefined name 'undefined_config'"),
        ("pylint.gha.log", "app.py:8:11: E0602: Undefined variable 'undefined_config'"),
    ],
)
def test_the_python_linters_bug_leads_and_its_advice_is_a_hand_fix(
    triage_json: Callable[..., dict], log: str, quoted: str
) -> None:
    report = triage_json(FIXTURES / log)
    assert report["category"] == "lint/format"
    assert quoted in report["summary"]
    assert "fix it by hand at the place shown" in report["next_step"]
    assert not report["next_step"].startswith("ruff can fix")


@pytest.mark.parametrize("log", ["ruff-full.gha.log", "ruff-concise.gha.log"])
def test_ruffs_own_tally_still_follows_the_quoted_finding(triage_json: Callable[..., dict], log: str) -> None:
    assert triage_json(FIXTURES / log)["summary"].endswith("F821 Undefined name `undefined_config` (Found 2 errors.)")


@pytest.mark.parametrize(
    ("log", "quoted"),
    [
        ("shellcheck.gha.log", "SC2068 (error): Double quote array expansions"),
        ("shellcheck-gcc.gha.log", "deploy.sh:4:12: error: Double quote array expansions"),
    ],
)
def test_shellchecks_error_leads_its_info(triage_json: Callable[..., dict], log: str, quoted: str) -> None:
    report = triage_json(FIXTURES / log)
    assert report["category"] == "lint/format"
    assert quoted in report["summary"]


def test_rubocops_lint_warning_leads_its_style_offenses_and_its_tally_follows(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "rubocop.gha.log")
    assert report["category"] == "lint/format"
    assert report["summary"].endswith(
        "cart.rb:8:3: W: Lint/UselessAssignment: Useless assignment to variable - rate."
        " (1 file inspected, 3 offenses detected, 2 offenses autocorrectable)"
    )
