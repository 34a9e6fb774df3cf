"""hspec's and rebar3 eunit's reports are read by their own skills, not by RSpec's and ExUnit's
signals whose forms they share: hspec's ``5 examples, 1 failure`` was ``rspec/examples-summary``,
rebar3's ``Failure/Error: ?assertEqual(…)`` ``rspec/failure-error`` and its ``3 tests, 1 failures``
``exunit/tests-summary`` and ``bats/summary``, all cited as the verdict's evidence (trial 73, #10). And
hspec's failed test has the file printed above its entry (``test/Spec.hs:12:52:`` over ``1) mean of
one element is that element``), which was null (#8).

Real output: hspec under cabal-install 3.4.1 / GHC 9.0.2, rebar3 3.19 on Erlang/OTP 25 (Debian 12),
tests/fixtures/s31-t73b/README.md and tests/fixtures/s29-t60b/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures"


@pytest.mark.parametrize(
    ("log", "skill"),
    [
        ("s31-t73b/hs-hspec.log", "haskell-tests"),
        ("s31-t73b/erl-eunit.log", "erlang-common-test"),
        ("s29-t60b/gha-rebar3-eunit.log", "erlang-common-test"),
    ],
)
def test_the_runners_own_skill_reads_its_report(triage_json: Callable[..., dict], log: str, skill: str) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert report["category"] == "test failure"
    assert {signal["skill"] for signal in report["signals"]} == {skill, "tool-catalogue"}


def test_hspecs_failed_test_has_the_file_printed_above_its_entry(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "s31-t73b" / "hs-hspec.log", "--no-home-skills")
    assert [(test["name"], test["file"], test["message"]) for test in report["failed_tests"]] == [
        ("mean of one element is that element", "test/Spec.hs", "expected: 8.0; but got: 7.0")
    ]
