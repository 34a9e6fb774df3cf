"""A JUnit test case whose name already holds its classname is named once (trial 92, #7):
mocha-junit-reporter writes the test's full title as `name` (`Queue #pop() returns items in FIFO
order`) and its own title as `classname` (`returns items in FIFO order`); the report said
`returns items in FIFO order::Queue #pop() returns items in FIFO order`.

Real output: mocha 10 with mocha-junit-reporter run by trial 92, tests/fixtures/s34-t92/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.logs.failed_test_identity import junit_test_name

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s34-t92"
NAMES = [
    "Queue #pop() returns items in FIFO order",
    "Queue #push() keeps objects intact",
    'Store "before all" hook for "saves a job"',
]


def test_the_reporters_names_are_the_tests_full_titles(triage_json: Callable[..., dict]) -> None:
    log, xml = FIXTURES / "mocha_junit_reporter.log", FIXTURES / "mocha_junit_reporter.xml"
    report = triage_json(log, "--junit", xml, "--no-home-skills")
    assert [test["name"] for test in report["failed_tests"]] == NAMES
    assert "::" not in report["summary"]
    assert "::" not in report["next_step"]


@pytest.mark.parametrize(
    ("classname", "name", "expected"),
    [
        ("returns items in FIFO order", NAMES[0], NAMES[0]),
        ("cart", "cart applies rounding", "cart applies rounding"),
        ("tests.test_calc", "test_add", "tests.test_calc::test_add"),
        ("Calc", "test_Calc_adds", "Calc::test_Calc_adds"),
    ],
)
def test_only_the_class_as_whole_words_is_held(classname: str, name: str, expected: str) -> None:
    assert junit_test_name(classname, name) == expected
