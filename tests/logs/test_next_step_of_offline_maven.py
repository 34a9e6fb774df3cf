"""Trial 28's next step named by the failing line: Maven offline without the artifact in its local
repository (no lock file to refresh)."""

from __future__ import annotations

from pathlib import Path

TRIAL = Path(__file__).parent / "fixtures" / "trial-28"


def test_maven_offline_without_the_artifact_says_warm_the_local_repository(triage_json) -> None:
    report = triage_json(TRIAL / "mvn-offline-gha.log")
    assert report["category"] == "dependency resolution"
    next_step = report["jobs"][0]["classification"]["next_step"]
    assert "~/.m2/repository" in next_step
    assert "drop `-o`" in next_step
    assert "lock file" not in next_step
