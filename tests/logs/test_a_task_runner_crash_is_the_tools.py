"""lerna that crashed in its own code (`lerna ERR! Error: File exists (os error 17)` over a stack whose
frames are all in nx's and lerna's installed code) was `unknown` with no hint (trial 111 #9): it is the
task runner's failure, not the project's, and the advice quotes where in the tool it failed.

Real output: lerna 9.0.7 over nx 22.7.12 (tests/fixtures/s40-t111rest/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s40-t111rest"


def test_a_task_runner_crash_names_the_tool_and_its_first_frame(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "lerna-crash.gha.log", "--no-home-skills")
    assert report["category"] == "runtime error"
    assert "File exists (os error 17)" in report["summary"]
    assert "lerna itself crashed" in report["next_step"]
    assert "`nx/dist/src/project-graph/project-graph.js:257:15`" in report["next_step"]
