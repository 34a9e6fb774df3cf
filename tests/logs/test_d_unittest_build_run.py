"""A D compiler's ``-unittest`` build run at once (``ldc2 -unittest -main -run x.d``): druntime's
unittest report is its tool's (``d-unittest``), not ``dub test``'s, and not the compiler's compile
error; the failed block is the test, its place the ``x.d(5)`` the report names (user trial 131).

The logs are real LDC 1.30.0 output (tests/fixtures/s49-runners/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s49-runners"


@pytest.mark.parametrize(
    ("log", "place"),
    [("d-ldc2-unittest-run.txt", ("money.d", 5)), ("d-ldc2-unittest-assert-error.txt", ("dsrc/calc.d", 5))],
)
def test_a_unittest_build_run_is_a_test_failure_of_its_runner(
    triage_json: Callable[..., dict], log: str, place: tuple[str, int]
) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert (report["category"], report["tool"]) == ("test failure", "d-unittest")
    assert [(test["file"], test["line"]) for test in report["failed_tests"]] == [place]
    assert (report["locations"][0]["file"], report["locations"][0]["line"]) == place
    assert report["confidence"] >= 0.8  # the step's tool agrees with the verdict: no compiler's discount
