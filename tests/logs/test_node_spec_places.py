"""node --test's spec reporter names each failure's place twice: its stack frame
(``file:///…/nodet/math.test.mjs:5:81``, absolute) and the closing list's ``test at
math.test.mjs:5:1`` (relative to the folder it ran in). A place read on a file and line a signal
placed, one path ending with the other, is that place read again: two places, one per failed test,
in the tests' order, with colour (FORCE_COLOR=1: an escape inside the frame's path) or without.

Real output (tests/fixtures/trial-113/README.md): node 20.20.2 ``node --test --test-reporter=spec``."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-113"


@pytest.mark.parametrize("name", ["node-20.20.2-test-spec-color.log", "node-20.20.2-test-spec.log"])
def test_each_failed_test_placed_once(triage_json: Callable[..., dict], name: str) -> None:
    report = triage_json(FIXTURES / name, "--no-home-skills")
    assert [test["name"] for test in report["failed_tests"]] == ["slug émoji 🚀", "slug trims"]
    assert [(place["file"].rsplit("/", 1)[-1], place["line"]) for place in report["locations"]] == [
        ("math.test.mjs", 5),
        ("math.test.mjs", 6),
    ]
