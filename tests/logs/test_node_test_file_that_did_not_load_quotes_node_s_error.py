"""node --test names a test file whose process failed while it loaded with its own wrapper message,
`error: 'test failed'`; the error it wraps is node's, relayed as a TAP comment above the file's `not
ok` (`# Error [ERR_REQUIRE_ESM]: require() of ES Module … not supported.`). The summary quoted the
wrapper's words and advised running the tests again, with no word of the ESM-only dependency
(trial 115 #3).

Real output: node 20.20.2 (tests/fixtures/s41-t115a/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s41-t115a"


def test_a_test_file_that_required_an_es_module_quotes_node_s_error_and_says_how_to_load_it(
    triage_json: Callable[..., dict],
) -> None:
    report = triage_json(FIXTURES / "node-test-require-esm.gha.log", "--no-home-skills")
    assert report["category"] == "test failure"
    assert "Error [ERR_REQUIRE_ESM]: require() of ES Module" in report["summary"]
    assert "'test failed'" not in report["summary"]
    assert [test["kind"] for test in report["failed_tests"]] == ["collection"]
    assert "dynamic `import()`" in report["next_step"]
    assert "last major version that still ships CommonJS" in report["next_step"]
    assert "Run the failed tests locally" not in report["next_step"]


def test_a_script_that_required_an_es_module_gets_the_same_advice(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "node-require-esm.gha.log", "--no-home-skills")
    assert report["category"] == "runtime error"
    assert "ERR_REQUIRE_ESM" in report["summary"]
    assert "dynamic `import()`" in report["next_step"]


def test_another_error_of_node_s_own_that_a_test_file_died_of_is_quoted_in_place_of_the_wrapper(
    triage_json: Callable[..., dict],
) -> None:
    report = triage_json(FIXTURES / "node-test-unknown-extension.gha.log", "--no-home-skills")
    assert 'TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension ".ts"' in report["summary"]
    assert "'test failed'" not in report["summary"]
    assert [test["kind"] for test in report["failed_tests"]] == ["collection"]
