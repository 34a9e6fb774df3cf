"""A test runner is named by its own output or the step's command: a line another language's runner
prints alike (RSpec's ``Failure/Error:``, jest's ``Expected: …``) under ``rebar3 eunit`` or alcotest's
``dune test`` is the step's runner's, not rspec's or jest's (user trial 60, findings 5 and 6).

The logs are real rebar3 3.19 / Erlang 25 and alcotest 1.6 / dune 2.9 output
(tests/fixtures/s29-t60b/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s29-t60b"


def test_eunits_failure_error_lines_are_eunits(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "gha-rebar3-eunit.log", "--no-home-skills")
    assert report["category"] == "test failure"
    assert report["tool"] == "eunit"


def test_alcotests_expected_line_is_the_dune_test_steps(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "gha-alcotest.log", "--no-home-skills")
    assert report["category"] == "test failure"
    assert report["tool"] == "dune-test"
