"""More runners that tell a test an exception escaped from one whose assertion failed list the
former with kind ``error`` (the rule of tests/logs/test_an_errored_test_is_of_kind_error.py): Python
unittest's and nose2's ``ERROR: test_x (mod.Class.test_x)`` beside ``FAIL:``, Minitest's ``Error:``
label over its test's heading beside ``Failure:``, clojure.test's ``ERROR in (test-x)`` beside ``FAIL
in``. Each was a ``failed`` test before.

Real output, run here (tests/fixtures/s40-kinds/README.md): CPython 3.11.7's unittest, nose2 0.16.0,
Minitest 5.17.0 under Ruby 3.1.2, Clojure 1.11.1.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s40-kinds"


def _kinds(report: dict) -> list[tuple[str, str]]:
    return [(test["name"], test["kind"]) for test in report["failed_tests"]]


@pytest.mark.parametrize("log", ["py-unittest-error-and-failure.log", "nose2-error-and-failure.log"])
def test_unittests_error_header_is_an_errored_test(triage_json: Callable[..., dict], log: str) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    kinds = dict(_kinds(report))
    assert kinds["test_parses_euros (tests.test_prices.PriceTest.test_parses_euros)"] == "error"
    assert kinds["test_rounds_half_up (tests.test_prices.PriceTest.test_rounds_half_up)"] == "failed"
    assert "test_parses_euros (tests.test_prices.PriceTest.test_parses_euros) (error)" in report["summary"]


def test_unittests_class_fixture_error_stays_an_errored_class(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "py-unittest-error-and-failure.log", "--no-home-skills")
    assert ("tests.test_prices.DbTest", "error") in _kinds(report)


def test_minitests_error_label_makes_the_test_below_it_errored(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "ruby-minitest-error-and-failure.log", "--no-home-skills")
    assert _kinds(report) == [("PriceTest#test_parses_euros", "error"), ("PriceTest#test_rounds_half_up", "failed")]
    assert report["failed_tests"][0]["message"] == "KeyError: key not found: :usd"


def test_clojure_tests_error_in_is_an_errored_test(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "clojure-test-error-and-failure.log", "--no-home-skills")
    assert _kinds(report) == [("rounds-half-up", "failed"), ("parses-euros", "error")]


def test_the_kind_reaches_the_markdown(capsys: pytest.CaptureFixture[str]) -> None:
    log = FIXTURES / "ruby-minitest-error-and-failure.log"
    assert main(["triage", str(log), "--no-home-skills", "--format", "markdown"]) == 0
    assert "- `PriceTest#test_parses_euros` (error) at `test/test_price.rb:14`" in capsys.readouterr().out
