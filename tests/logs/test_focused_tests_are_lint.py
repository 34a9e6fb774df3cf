"""A test focused with ``.only`` that the runner refuses on CI is a lint finding, not a failed test.

Playwright's ``forbidOnly``, mocha's ``--forbid-only`` and vitest's ``allowOnly`` (off under ``CI``)
stop the run because a ``test.only``/``it.only`` was committed: the code under test is not at
fault, and running the tests locally (where ``.only`` is allowed) shows nothing. Real runs:
@playwright/test 1.65.2 (trial 107, wrapped and plain), mocha 12.0.3 and vitest 4.1.12
(``fixtures/s39-t107rest/README.md``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures"


@pytest.mark.parametrize(
    ("name", "quote"),
    [
        ("s38-t107a/pw-forbid-only.log", "item focused with '.only' is not allowed due to the 'forbidOnly' option"),
        ("s39-t107rest/plain-pw-forbid-only.txt", "item focused with '.only' is not allowed"),
        ("s39-t107rest/mocha-forbid-only.log", "`.only` forbidden by --forbid-only"),
        ("s39-t107rest/vitest-only-modifier.log", "Unexpected .only modifier"),
    ],
)
def test_a_refused_only_is_lint_with_the_advice_to_remove_it(
    triage_json: Callable[..., dict], name: str, quote: str
) -> None:
    report = triage_json(FIXTURES / name)
    assert report["category"] == "lint/format"
    assert quote in report["summary"]
    assert "remove the `.only`" in report["next_step"]
    assert "Run the failed tests locally" not in report["next_step"]


def test_vitests_refused_only_is_no_failed_test(triage_json: Callable[..., dict]) -> None:
    """vitest 4.1.12 reports the focused test failed (``FAIL … > adds an item`` over ``Unexpected .only
    modifier``) and counts it in ``Tests  1 failed``: it did not fail, so none is listed or counted."""
    report = triage_json(FIXTURES / "s39-t107rest" / "vitest-only-modifier.log")
    assert (report["failed_tests"], report["failed_tests_total"], report["failed_tests_complete"]) == ([], 0, True)


def test_a_test_that_failed_beside_a_refused_only_is_the_one_failed_test(triage_json: Callable[..., dict]) -> None:
    """vitest 4.1.12 (``fixtures/s40-kinds/README.md``): a ``.only`` refused in one file, a failed
    assertion in another; its tally, ``Tests  2 failed``, counts the focused test too."""
    report = triage_json(FIXTURES / "s40-kinds" / "vitest-only-beside-a-failure.log")
    assert [(test["name"], test["kind"]) for test in report["failed_tests"]] == [("sums cents", "failed")]
    assert (report["failed_tests_total"], report["failed_tests_complete"]) == (1, True)
