"""A vitest file whose `beforeAll` threw loaded; it did not fail to collect (trial 92, #9): vitest
prints it as it prints a file that did not load (`FAIL hooks/setup.test.ts [ hooks/setup.test.ts ]`
under `Failed Suites 1`), but lists its tests as skipped, which a file that did not load never has.

Real output: vitest 2.1.9 run by trial 92 and vitest 3.2.7, tests/fixtures/s34-t92b/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s34-t92b"


def test_a_file_whose_hook_failed_says_so(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "vitest2_verbose_beforeall.log", "--no-home-skills")
    kinds = {test["name"]: test["kind"] for test in report["failed_tests"]}
    assert kinds["hooks/setup.test.ts"] == "error"
    assert report["failed_tests_total"] == 3  # the count as it was: 2 failed tests and the file
    advice = report["next_step"]
    assert "hooks/setup.test.ts loaded, but a hook outside its tests failed (`beforeAll`)" in advice
    assert "Missing env var API_URL" in advice
    assert "failed to collect" not in advice
    assert "failed to collect" not in report["summary"]


def test_a_file_that_did_not_load_still_failed_to_collect(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "vitest3_hooks_and_unloaded_file.log", "--no-home-skills")
    kinds = {test["name"]: test["kind"] for test in report["failed_tests"]}
    assert kinds["hooks/broken.test.ts"] == "collection"
    assert kinds["hooks/setup.test.ts"] == "error"
    advice = report["next_step"]
    assert "hooks/broken.test.ts failed to collect, so none of its tests ran: Error: config file missing." in advice
    assert "hooks/setup.test.ts loaded, but a hook outside its tests failed" in advice
