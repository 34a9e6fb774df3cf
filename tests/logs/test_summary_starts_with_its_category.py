"""Every summary starts with its category, and a quote cut short keeps its quotes and brackets balanced.

Trial 71 #7: ESLint's `--max-warnings` run was summarised "Warning limit exceeded in step …", the
signal's finding in the category's place, while every other summary starts with its category; the
finding now follows the category in brackets (the oom skill's bare SIGKILL the same way, in
test_a_bare_sigkill_is_named_killed.py). Trial 71 #8: jest's `thrown: "Exceeded timeout of 5000 ms
… to be called.` was quoted without its closing quote (jest closes it on the next line).

Fixtures: tests/fixtures/js-readings/eslint_max_warnings.log (ESLint 9.39.5, README there) and
tests/fixtures/s31-summary/jest-done-timeout.gha.log (jest 30.5.2, run here; README there).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.base.text import balanced
from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures"


def test_a_finding_follows_the_category(triage_json: Callable[..., dict], capsys: pytest.CaptureFixture[str]) -> None:
    log = FIXTURES / "js-readings" / "eslint_max_warnings.log"
    report = triage_json(log)
    assert report["summary"].startswith("Lint/format (warning limit exceeded) in step “Run npx eslint")
    assert main(["triage", str(log), "--format", "text"]) == 0
    assert "lint/format (warning limit exceeded)  (confidence" in capsys.readouterr().out


def test_a_quote_jest_closes_on_the_next_line_is_closed(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "s31-summary" / "jest-done-timeout.gha.log")
    assert report["category"] == "timeout"
    assert report["summary"].endswith(
        'thrown: "Exceeded timeout of 300 ms for a test while waiting for `done()` to be called."'
    )


@pytest.mark.parametrize(
    ("cut", "closed"),
    [
        ('error: "name (of x', 'error: "name (of x"'),  # a bracket inside a quote is its text
        ("f(a, [b…", "f(a, [b…])"),
        ("Operator `!=' cannot be…", "Operator `!=' cannot be…"),  # GNU's quotes, an apostrophe: no quote opened
        ("got '* [Learning Golang - From…", "got '* [Learning Golang - From…'"),
        ("a) b", "a) b"),  # a closer that closes nothing stays as it is
        ("SyntaxError: Unexpected token (", "SyntaxError: Unexpected token ("),  # the token itself
        ('"a" and "b', '"a" and "b"'),
    ],
)
def test_balanced_closes_what_a_cut_left_open(cut: str, closed: str) -> None:
    assert balanced(cut) == closed
