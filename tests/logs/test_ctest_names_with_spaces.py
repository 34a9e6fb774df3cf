"""ctest's tests named with spaces, as ``catch_discover_tests`` and ``doctest_discover_tests`` name
them (the ``TEST_CASE`` string, ``2/4 Test #2: parse single-digit fraction ......***Failed``), are
the failed tests; and ctest's tally (``50% tests passed, 2 tests failed out of 4``) counts them, so
a log whose result lines name fewer is not a complete list.

Trial 94, finding 1 (fixture: ``tests/fixtures/trial-94/README.md``). Before: no failed test, and
``failed_tests_complete`` true with a total of 0 while ctest counted 2.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-94"
LOG = FIXTURES / "ctest-catch2-names-with-spaces.gha.log"


def test_the_tests_named_with_spaces_are_the_failed_tests(triage_json: Callable[..., dict]) -> None:
    report = triage_json(LOG)
    assert report["category"] == "test failure"
    assert [test["name"] for test in report["failed_tests"]] == ["parse single-digit fraction", "format pads cents"]
    assert (report["failed_tests_total"], report["failed_tests_complete"]) == (2, True)
    assert "parse single-digit fraction" in report["next_step"]


def test_ctests_tally_counts_the_failed_tests_its_result_lines_do_not_name(
    triage_json: Callable[..., dict], tmp_path: Path
) -> None:
    # the result lines and Catch2's reports cut out: only ctest's tally and list say how many failed
    log = tmp_path / "ctest.log"
    cut = ("***Failed", ": FAILED:")
    kept = [line for line in LOG.read_text().splitlines(keepends=True) if not any(part in line for part in cut)]
    log.write_text("".join(kept))
    report = triage_json(log)
    assert report["failed_tests_total"] == 2
    assert report["failed_tests_complete"] is False
