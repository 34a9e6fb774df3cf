"""Maven's own stack frames after its level tag are no places: a step whose forked JVM ran out of
heap under `mvn -B verify` listed `[ERROR] \\tat org.apache.maven.plugin.surefire.booterclient.
ForkStarter.fork(ForkStarter.java:628)` and the like as its locations (trial 134 #7).

Real output: Maven 3.8.7 with surefire 3.2.5 (tests/fixtures/s50-t134/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s50-t134"


def test_mavens_own_frames_are_no_places(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "j-oom.gha.log", "--no-home-skills")
    assert report["category"] == "out-of-memory"
    assert not [place for place in report["locations"] if place["file"].endswith(("ForkStarter.java", "Mojo.java"))]
