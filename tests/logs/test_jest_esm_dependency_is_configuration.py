"""An ESM-only dependency jest loaded as CommonJS: no test ran, so the verdict is configuration, the
summary quotes the `SyntaxError` under "Jest encountered an unexpected token" and the next step is
about the module format, not "run the failed tests" (trial 31 #10)."""

from __future__ import annotations

from pathlib import Path

TRIAL = Path(__file__).parent / "fixtures" / "trial-31-jsconf"


def test_an_esm_only_dependency_under_jest_is_a_module_format_problem(triage_json) -> None:
    report = triage_json(TRIAL / "jest-esm-only-dependency.gha.log")
    assert report["category"] == "configuration"
    assert report["tool"] == "jest"
    assert report["summary"].endswith("SyntaxError: Cannot use import statement outside a module")
    # the suite that did not load is listed as failed to collect (true, and names it), not as a failed test
    assert [(test["name"], test["kind"]) for test in report["failed_tests"]] == [("src/invoice.test.ts", "collection")]
    assert "failed test" not in report["summary"]
    next_step = report["jobs"][0]["classification"]["next_step"]
    assert "transformIgnorePatterns" in next_step
    assert "failed test" not in next_step
