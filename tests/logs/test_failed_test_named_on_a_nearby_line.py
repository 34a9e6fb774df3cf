"""A line that reports a failed test without naming it: the signal's ``test_below`` or
``test_above`` reads the name from the nearest line below or above that names it.

Fixtures from session 14's long-tail trial (``tests/fixtures/trial-y``): ``busted-fail.gha.log``
(busted 2.1.1: ``Failure -> spec/math_spec.lua @ 2``, then the test's describe and it names
``math adds`` on the next line) and ``zig-test.gha.log`` (Zig 0.17.1 run as ``python -m ziglang
test``: the test printed ``expected 5, found 4`` after its header ``1/1 t.test.add...``, so its
verdict ``FAIL (TestExpectedEqual)`` is on a line of its own).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pydantic import ValidationError

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.skill_schema import SignalFields
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-y"


@pytest.mark.parametrize(
    ("name", "tests"),
    [("busted-fail.gha.log", ["math adds"]), ("zig-test.gha.log", ["t.test.add"])],
)
def test_a_failed_test_named_on_the_line_beside_its_verdict_is_listed(name: str, tests: list[str]) -> None:
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    assert report.category == "test failure"
    assert [test.name for test in report.failed_tests] == tests
    assert f"failed tests {tests[0]}" in report.summary


def test_a_nearby_test_pattern_must_name_the_test() -> None:
    with pytest.raises(ValidationError, match="names no group test"):
        SignalFields(id="verdict", pattern="^FAIL$", test_above=r"^(?P<name>\S+)\.\.\.")
    with pytest.raises(ValidationError, match="not both"):
        SignalFields(id="verdict", pattern="^FAIL$", test_above="(?P<test>a)", test_below="(?P<test>b)")


def test_a_tests_message_is_not_the_next_tests_report(triage_json: Callable[..., dict]) -> None:
    """busted's error `calc divides by zero` says `src/calc.lua:5: division by zero`, no failure word;
    the next test's `Error -> spec/calc_spec.lua @ 7`, whose name is on the line below it, was taken as
    its message (user trial 100's `lua-busted.log`, busted 2.1.1: tests/fixtures/s36-t100b/README.md)."""
    report = triage_json(FIXTURES.parent / "s36-t100b" / "busted-error-then-error.txt", "--no-home-skills")
    messages = {test["name"]: test["message"] for test in report["failed_tests"]}
    assert messages["calc divides by zero"] == "src/calc.lua:5: division by zero"
    assert messages["calc averages"].startswith("spec/calc_spec.lua:5: Expected objects to be equal.")
    assert messages["calc uses missing module"].startswith("spec/calc_spec.lua:7: module 'cjson' not found")
