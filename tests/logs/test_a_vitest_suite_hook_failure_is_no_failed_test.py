"""A vitest `describe` block whose `beforeAll` threw is the hook's failure, not a failed test named
after the suite: vitest lists it under `Failed Suites 1` as `FAIL hooks/suite.test.js > orders`, skips
its tests and counts none of them failed (`Tests  2 failed | 2 passed | 2 skipped (6)`, `Failed Tests
2` over the two failed tests). The report listed a failed test `orders` beside them, 3 failed tests
where vitest counted 2 (and said the count was not exact).

Real output: vitest 4.1.12 (node 20.20.2) and 3.2.7, tests/fixtures/s35-t92b2/README.md and
tests/fixtures/s34-t92b/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures"


def test_the_suites_hook_failed_and_vitests_tally_counts_the_failed_tests(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "s35-t92b2" / "vitest_describe_beforeall.log", "--no-home-skills")
    kinds = {test["name"]: (test["kind"], test["file"]) for test in report["failed_tests"]}
    assert kinds == {
        "hooks/suite.test.js > orders": ("error", "hooks/suite.test.js"),
        "rank > keeps ties stable": ("failed", "src/rank.test.js"),
        "rank > handles empty input": ("failed", "src/rank.test.js"),
    }
    assert report["failed_tests_total"] == 3  # vitest's 2 failed tests and the hook, listed apart
    assert report["failed_tests_complete"] is True
    summary = report["summary"]
    assert "failed tests rank > keeps ties stable, rank > handles empty input;" in summary
    assert "a hook failed in hooks/suite.test.js > orders, none of its tests ran" in summary
    advice = report["next_step"]
    assert "hooks/suite.test.js > orders: a suite's hook failed (`beforeAll`), so none of its tests ran" in advice
    assert "fixture db not seeded" in advice
    assert "Run the failed tests locally (rank > keeps ties stable, rank > handles empty input)" in advice


def test_a_suites_hook_beside_a_files_hook_and_a_file_that_did_not_load(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "s34-t92b" / "vitest3_hooks_and_unloaded_file.log", "--no-home-skills")
    kinds = {test["name"]: test["kind"] for test in report["failed_tests"]}
    assert kinds == {
        "hooks/suite.test.ts > orders": "error",
        "hooks/broken.test.ts": "collection",
        "hooks/setup.test.ts": "error",
    }
    assert "failed tests" not in report["summary"]  # `Tests  2 skipped (2)`: none failed
    assert "a hook failed in hooks/suite.test.ts > orders, hooks/setup.test.ts" in report["summary"]


def test_a_failed_test_of_a_suite_is_still_one(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "s34-t92b" / "vitest2_verbose_beforeall.log", "--no-home-skills")
    kinds = {test["name"]: test["kind"] for test in report["failed_tests"]}
    assert kinds["rank > ordering > sorts descending"] == "failed"
    assert report["failed_tests_complete"] is True  # vitest's `Failed Tests 2` and the file's hook
