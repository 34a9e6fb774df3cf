"""Under `dune test`, OUnit2 names the failed test (`Error: cart:1:discount_half.`, again `(in the
log)`) and its values below the assertion's stack (`expected: 499 but got: 500`); the failed test was
dune's program `test_cart` (its `test_cart alias test/runtest (exit 1)`) with the message `Error:
cart:1:discount_half.` (trial 109, #7).

Real output: OUnit2 2.2.6, dune 2.9.3, OCaml 4.13.1 (Debian 12), tests/fixtures/s38-t109b/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s38-t109b"


@pytest.mark.parametrize("log", ["ml-ounit-fail.log", "ml-ounit-fail-plain.txt"])
def test_the_ounit_test_and_its_values_are_the_failure(triage_json: Callable[..., dict], log: str) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert report["category"] == "test failure"
    assert [(test["name"], test["message"]) for test in report["failed_tests"]] == [
        ("cart:1:discount_half", "expected: 499 but got: 500")
    ]
