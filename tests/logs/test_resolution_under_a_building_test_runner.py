"""A test runner that builds what it tests resolves the build's dependencies first: ``mvn test``
failing to resolve a Maven plugin before any test ran is Maven's own failure, not a verdict the step's
tool disagrees with (trial 32 #7; fixtures in ``fixtures/trial-32``, real Apache Maven 3.8.7 output)."""

from __future__ import annotations

from pathlib import Path

import pytest

TRIAL = Path(__file__).parent / "fixtures" / "trial-32"


@pytest.mark.parametrize("name", ["maven_offline_resolve.log", "retry_exhausted_mvn_offline.log"])
def test_a_plugin_resolution_failure_under_mvn_test_is_confident(triage_json, name: str) -> None:
    report = triage_json(TRIAL / name)
    assert report["category"] == "dependency resolution"
    assert "Cannot access central" in report["summary"]
    assert report["confidence"] >= 0.8
    assert "step tool disagrees" not in {step["reason"] for step in report["confidence_steps"]}
