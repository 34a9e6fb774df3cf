"""A JUnit file given as the log: its failed test kept its file but not the line its failure text
names (``test_fail.py:3: AssertionError``, behave's ``Location: features/cart.feature:5``), and a
file cut short was read as a text log, ``unknown`` at 0.00 (trial 90, #5). A failed test has the
line of its file (JSON ``line``, the Markdown and terminal views' ``file:line``), and a file cut
short is read as far as it parses, with a warning naming the parse error.

Real output: pytest 9.2.0's ``--junitxml`` and behave 1.3.3's ``--junit``, run by trial 90
(tests/fixtures/s34-t90b/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s34-t90b"


@pytest.mark.parametrize(
    ("xml", "place"),
    [("report.xml", ("test_fail.py", 3)), ("behave_junit.xml", ("features/cart.feature", 5))],
)
def test_the_failed_test_keeps_its_file_and_line(
    triage_json: Callable[..., dict], xml: str, place: tuple[str, int]
) -> None:
    report = triage_json(FIXTURES / xml, "--no-home-skills")
    [test] = report["failed_tests"]
    assert (test["file"], test["line"]) == place
    assert test["log_line"] == 1  # the XML's line, as before


@pytest.mark.parametrize(
    ("view", "shown"), [("markdown", "- `cov.test_fail::test_sub` at `test_fail.py:3`"), ("text", "test_fail.py:3")]
)
def test_the_views_show_the_tests_file_and_line(capsys: pytest.CaptureFixture[str], view: str, shown: str) -> None:
    assert main(["triage", str(FIXTURES / "report.xml"), "--no-home-skills", "--format", view]) == 0
    assert shown in capsys.readouterr().out.split("locations:")[0]


def test_a_junit_file_cut_short_is_read_as_far_as_it_parses(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "report_trunc.xml", "--no-home-skills")
    assert (report["category"], report["failed_tests_total"], report["failed_tests_complete"]) == (
        "test failure",
        1,
        False,
    )
    assert "cut off" in report["summary"]
    assert any("is cut short (unclosed token" in warning for warning in report["warnings"])
