"""node's test runner prints a test's console output as it arrives, tied to no test: a failed test's
line may come above a passing test's ``✔`` line, so only what the ``spec`` reporter ties to a test
that passed, its ``t.diagnostic()`` lines right below the ``✔`` line, is no evidence (session 29
nodeorder). The ``tap`` reporter prints that output, and a top-level test's diagnostics, as the same
``# …`` comment at the margin: nothing there is read as a passing test's. Under both, output tied to
no test stays in the excerpt but is neither the headline nor a rival beside a failed test's thrown
error; a test file whose process failed (``✖ test/a.test.js`` over node's own ``'test failed'``)
keeps what it printed as evidence.

Fixtures (tests/fixtures/s29-nodeorder, README there): node 20.20.2's spec and tap reporters on one
test file, the tap reporter on session 28's three tests, the spec reporter on a file that fails to
load beside a failing test; the unit test's lines are node 20.20.2's spec output of ``diag.test.js`` (below).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.logs.passing import passing_spec_tests

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s29-nodeorder"
FAILED_TESTS_LINE = "no EUR rate in the price list, totalling at 1.0"


def _excerpt_lines(report: dict) -> list[str]:
    return [line for part in report["jobs"][0]["excerpt"] for line in part["lines"]]


@pytest.mark.parametrize("reporter", ["spec", "tap"])
def test_a_failed_tests_line_above_a_passing_tests_result_stays_in_the_excerpt(
    triage_json: Callable[..., dict], reporter: str
) -> None:
    report = triage_json(FIXTURES / f"node-{reporter}-output-as-it-arrives.gha.log")
    assert (report["category"], report["tool"]) == ("test failure", "node-test")
    assert any(line.endswith(FAILED_TESTS_LINE) for line in _excerpt_lines(report))


def test_tap_output_tied_to_no_test_is_neither_the_headline_nor_a_rival(triage_json: Callable[..., dict]) -> None:
    # the tap reporter prints a passing test's console output as a `# …` comment at the margin
    report = triage_json(FIXTURES / "node-tap-passing-output.gha.log")
    assert (report["category"], report["tool"]) == ("test failure", "node-test")
    assert report["jobs"][0]["headline"] == "not ok 3 - converts cents to euros"
    assert report["confidence"] >= 0.8
    assert "infrastructure/network/flaky" not in {rival["category"] for rival in report["competing"]}
    assert "# FAIL: attempt 1: expected status 200, got 503" in _excerpt_lines(report)


def test_a_test_files_failure_keeps_its_output_as_evidence(triage_json: Callable[..., dict]) -> None:
    # node reports a test file whose process failed as `✖ test/a.test.js` over its own `'test failed'`:
    # what the process printed above it (`Error: Cannot find module …`) is the only account of it
    report = triage_json(FIXTURES / "node-spec-file-failed.gha.log")
    assert report["category"] == "dependency resolution"
    assert report["jobs"][0]["headline"] == "Error: Cannot find module 'left-pad-missing'"


def test_only_a_passing_tests_diagnostics_are_its_output() -> None:
    # node 20.20.2, `node --test --test-reporter=spec diag.test.js`: `falls back…` calls
    # t.diagnostic('Error: getaddrinfo ENOTFOUND …'); `rounds` console.logs, then fails; `formats`
    # calls t.diagnostic('formatted 3 prices'). The failed test's line comes out first.
    lines = [
        "rounding 0.305 down",  # 1: the failed test's output, above another test's ✔ line
        "✔ falls back to the cached rates (0.938409ms)",
        "ℹ Error: getaddrinfo ENOTFOUND rates.example.invalid",  # 3: that passing test's diagnostic
        "✖ rounds (8.873126ms)",
        "  AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:",
        "  ",
        "  0.31 !== 0.3",
        "  ",
        "  }",
        "",
        "✔ formats (0.106951ms)",
        "ℹ formatted 3 prices",  # 12
        "ℹ tests 3",  # the run's summary, right below: no test's
        "ℹ suites 0",
    ]
    assert passing_spec_tests(dict(enumerate(lines, start=1))) == {3, 12}


def test_a_subtests_diagnostics_are_at_its_indentation() -> None:
    # node 20.20.2's spec output of a test whose subtest calls t.diagnostic('diag of inner')
    lines = ["▶ two", "  ✔ inner (0.144757ms)", "  ℹ diag of inner", "✔ two (0.344478ms)", "ℹ tests 4"]
    assert passing_spec_tests(dict(enumerate(lines, start=1))) == {3}
