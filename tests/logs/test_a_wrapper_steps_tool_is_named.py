"""A step that ran one wrapper and nothing else failed on a line no skill of a tool reads: Maven's
forked JVM ran out of heap under `mvn -B verify`, and pre-commit could not fetch a hook's repository
(`Could not resolve host: github.com`). The report's tool was null, and Maven's own frames
(`[ERROR] \tat org.apache.maven.plugin.surefire.booterclient.ForkStarter.fork(ForkStarter.java:628)`)
were its locations (trial 134 #7, #8).

Real output: Maven 3.8.7 with surefire 3.2.5, pre-commit 4.7.0 (tests/fixtures/s50-t134/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s50-t134"


def test_mavens_own_frames_are_no_places_and_maven_is_the_tool(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "j-oom.gha.log", "--no-home-skills")
    assert report["category"] == "out-of-memory"
    assert report["tool"] == "maven"
    assert not [place for place in report["locations"] if place["file"].endswith(("ForkStarter.java", "Mojo.java"))]


def test_a_pre_commit_step_that_could_not_fetch_a_hook_is_pre_commits(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "p-precommit-net.gha.log", "--no-home-skills")
    assert report["category"] == "infrastructure/network/flaky"
    assert report["tool"] == "pre-commit"
