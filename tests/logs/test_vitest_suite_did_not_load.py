"""A vitest test file that failed to import (``Failed Suites 1``, ``FAIL src/slug.test.js [
src/slug.test.js ]``, ``Error: Cannot find module './slugify.js' imported from …``) is a test failure of
vitest naming that file, not a runtime error of node whose script crashed (trial 42, finding 2).

Fixture (tests/fixtures/trial-42, README there): ``vitest_import_error.log``, vitest 4.1.12 from the
npm registry.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

LOG = Path(__file__).parents[1] / "fixtures" / "trial-42" / "vitest_import_error.log"


def test_a_suite_that_did_not_load_is_vitests_failed_test(triage_json: Callable[..., dict]) -> None:
    report = triage_json(LOG)
    assert (report["category"], report["tool"]) == ("test failure", "vitest")
    assert [test["name"] for test in report["failed_tests"]] == ["src/slug.test.js"]
    assert "./slugify.js" in report["summary"]
    assert "did not load" in report["next_step"]
    assert (report["locations"][0]["file"], report["locations"][0]["line"]) == ("src/slug.test.js", 2)
