"""rebar3 ct's failed case: ``%%% stack_SUITE ==> push_two: FAILED`` names the case ``push_two``
(its suite, the case's class, is the line's first word), its message is the reason its exit term
gives on the line below (``%%% stack_SUITE ==> {{badmatch,3},`` → ``{badmatch,3}``), and its place
is the suite's frame of the term's stack, printed over two lines (``[{file,"…/test/stack_SUITE.erl"},``
over ``{line,9}]},``). Before: the test was ``stack_SUITE ==> push_two``, its message the whole
reason line, no location (trial 73, #7).

Real output: rebar3 3.19 on Erlang/OTP 25 (Debian 12), tests/fixtures/s31-t73b/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s31-t73b"


def test_the_failed_case_its_reason_and_its_suites_line(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "erl-ct.log", "--no-home-skills")
    assert report["category"] == "test failure"
    assert [(test["name"], test["message"], test["file"]) for test in report["failed_tests"]] == [
        ("push_two", "{badmatch,3}", "test/stack_SUITE.erl")
    ]
    assert [(location["file"], location["line"]) for location in report["locations"]] == [("test/stack_SUITE.erl", 9)]
