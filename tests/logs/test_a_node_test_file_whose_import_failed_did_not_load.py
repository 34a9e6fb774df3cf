"""node --test ran a test file that imports a file that is not there: node relays its loader's
`# Error [ERR_MODULE_NOT_FOUND]: Cannot find module '…/format.js' imported from …/fmt.test.mjs`
above the file's `not ok` with node's own `error: 'test failed'`. The report quoted `'test failed'`,
listed the file as a failed test and advised running it again (trial 102 #3).

Real output: node 20.20.2 (tests/fixtures/s36-t102b/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s36-t102b"


def test_the_file_failed_to_load_for_its_missing_import(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "node-test-modnotfound.gha.log", "--no-home-skills")
    assert "Cannot find module" in report["summary"]
    assert "'test failed'" not in report["summary"]
    assert [test["kind"] for test in report["failed_tests"]] == ["collection"]
    assert "Fix the import path" in report["next_step"]
    assert "Run the failed tests locally" not in report["next_step"]
