"""The locations list each failed test's places in the order the summary names the tests (trial 71
#9): a first test whose error was raised outside the project (a refused connection in the standard
library's ``socket.py``) has only its frames' places, which came after a later test's error place
(``tests/test_db.py:17: AssertionError``) because a tool's own error places were listed before any
frame's. Within one test the error's place still leads.

Real pytest 9.2.0 output (``tests/fixtures/s31-subdir``, README there)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s31-subdir"


def test_the_first_failed_tests_places_come_first(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "pytest-refused-then-assert.gha.log")
    assert [test["name"] for test in report["failed_tests"]] == [
        "tests/test_db.py::test_db_connect",
        "tests/test_db.py::test_total",
    ]
    assert [(place["file"], place["line"]) for place in report["locations"]] == [
        ("tests/test_db.py", 9),  # test_db_connect's frames
        ("tests/test_db.py", 5),
        ("tests/test_db.py", 17),  # test_total's assertion
    ]
