"""JavaScript failures whose deciding line says more than its category: the report quotes that line
and gives its own next step (trial 31, an npm-workspaces monorepo; the fixtures are its job logs,
``fixtures/trial-31-jsconf/README.md``).

- #4: a jest snapshot mismatch is a failed test, and the next step says how snapshots are updated
  (``-u``, after reading the diff) or the code fixed, not only "run the failed tests".
- #5: npm's EBADENGINE is npm's own line: no "step tool disagrees" discount under ``npm ci``, and
  the summary quotes the range required (``notsup Required:``), not the bare ``code EBADENGINE``.
- #15: Node's ES module loader that finds no export an ``import { name }`` asks for parsed the
  file: a runtime error about the module's format, never "fix the first compiler error".
"""

from __future__ import annotations

from pathlib import Path

TRIAL = Path(__file__).parent / "fixtures" / "trial-31-jsconf"
TRIAL_16 = Path(__file__).parents[1] / "fixtures" / "trial-16"


def _next_step(report: dict) -> str:
    return report["next_step"]  # the advice the views give, in the words of the log's CI system


def test_a_snapshot_mismatch_is_advised_as_one(triage_json) -> None:
    for log in (TRIAL / "jest-snapshot-mismatch.gha.log", TRIAL_16 / "jest-snapshot.plain.log"):
        report = triage_json(log)
        assert report["category"] == "test failure"
        assert "-u" in _next_step(report)
        assert ".snap" in _next_step(report)


def test_ebadengine_is_npms_own_verdict_quoting_the_range(triage_json) -> None:
    report = triage_json(TRIAL / "npm-ebadengine.gha.log")
    assert report["category"] == "configuration"
    assert report["confidence"] >= 0.8
    assert all(step["reason"] != "step tool disagrees" for step in report["confidence_steps"])
    assert report["summary"].endswith('npm error notsup Required: {"node":">=22.11.0"}')
    assert "setup-node" in _next_step(report)


def test_an_esm_export_not_found_is_a_runtime_error_about_module_format(triage_json) -> None:
    report = triage_json(TRIAL / "node-esm-missing-export.gha.log")
    assert report["category"] == "runtime error"
    assert report["summary"].endswith(
        "SyntaxError: The requested module '../packages/core/dist/index.js' does not provide an export named 'slugify'"
    )
    assert '"type"' in _next_step(report)
    assert "compiler" not in _next_step(report)
    assert [(location["file"], location["line"]) for location in report["locations"]] == [("scripts/gen-api.mjs", 2)]
