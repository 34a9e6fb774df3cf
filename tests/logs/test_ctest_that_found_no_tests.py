"""ctest that found no tests (``No tests were found!!!``, exit code 8 with ``--no-tests=error``) ran
none, so none failed: configuration (where it ran, ``enable_testing()``, a filter), its summary
quoting that line and its advice saying where to run it.

Trial 94, finding 5 (fixture: ``tests/fixtures/trial-94/README.md``; real ctest 3.25.1 output in
``tests/skills/fixtures/ctest-no-tests-found.txt``). Before: a test failure at 0.45 quoting
``Errors while running CTest``, "Run the failed tests locally".
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-94"


def test_ctest_run_where_no_tests_are_is_configuration(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "ctest-in-the-checkouts-root.gha.log")
    assert (report["category"], report["tool"]) == ("configuration", "ctest")
    assert report["summary"].endswith("No tests were found!!!")
    assert report["failed_tests"] == []
    assert "--test-dir build" in report["next_step"]
    assert "failed tests locally" not in report["next_step"]
