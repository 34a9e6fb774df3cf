"""GDC's druntime prints a unittest block's failed `assert` on one line, `money.d(12): [unittest] rounds
to nearest dollar`, under its verdict `1/1 modules FAILED unittests`: that line was not read, so the
summary was the verdict alone, with no failed test and no location (trial 109, #6). The block has no
name: its place names the failed test, its message is the assert's (not the verdict above it).

Druntime's older form, the throwable's line `core.exception.AssertError@money.d(12): Assertion failure`
over its stack trace (LDC 1.30's druntime, or any whose file path does not start with the module's
name), named no failed test either (trial 109's brief): its place names the test the same way.

Real output: GDC 12.2 (Debian 12), tests/fixtures/s38-t109b/README.md; LDC 1.30.0 (Debian 12),
tests/fixtures/s39-t109rest/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s38-t109b"
LDC = Path(__file__).parents[1] / "fixtures" / "s39-t109rest"


@pytest.mark.parametrize("log", ["d-unittest.log", "d-unittest-plain.txt"])
def test_the_failed_assert_is_a_failed_test_at_its_place(triage_json: Callable[..., dict], log: str) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert report["category"] == "test failure"
    assert [(test["name"], test["file"], test["line"], test["message"]) for test in report["failed_tests"]] == [
        ("money.d(12)", "money.d", 12, "[unittest] rounds to nearest dollar")
    ]
    assert [(where["file"], where["line"]) for where in report["locations"]] == [("money.d", 12)]


@pytest.mark.parametrize("log", ["d-ldc-unittest.log", "d-ldc-unittest-plain.txt"])
def test_the_throwables_line_is_a_failed_test_at_its_place(triage_json: Callable[..., dict], log: str) -> None:
    report = triage_json(LDC / log, "--no-home-skills")
    assert report["category"] == "test failure"
    assert [(test["name"], test["file"], test["line"], test["message"]) for test in report["failed_tests"]] == [
        ("money.d(12)", "money.d", 12, "core.exception.AssertError@money.d(12): Assertion failure")
    ]
    assert [(where["file"], where["line"]) for where in report["locations"]] == [("money.d", 12)]
