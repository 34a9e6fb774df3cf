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


def test_nx_run_directly_crashing_in_its_own_code_is_the_tools(triage_json: Callable[..., dict]) -> None:
    """nx's own form (the brief of session 41, t111 #9's other runner): a ` NX   File exists (os error
    17)` banner over `Pass --verbose to see the stacktrace.`, or under `--verbose` over `Error: …` and
    frames in node_modules/nx (nx 24.0.7, tests/fixtures/s40-t111rest/README.md); it was `unknown`
    (headline the hint) and a bare runtime error without the runner's advice."""
    plain = triage_json(FIXTURES / "nx-crash.gha.log", "--no-home-skills")
    assert plain["category"] == "runtime error"
    assert "File exists (os error 17)" in plain["summary"]
    assert "nx itself crashed" in plain["next_step"]
    verbose = triage_json(FIXTURES / "nx-crash-verbose.gha.log", "--no-home-skills")
    assert "nx itself crashed" in verbose["next_step"]
    assert "`nx/dist/src/project-graph/project-graph.js:272:15`" in verbose["next_step"]


def test_nxs_banner_over_a_failed_task_is_no_crash_of_nx(triage_json: Callable[..., dict]) -> None:
    """` NX   Running target test for project a failed` reports a task's failure (nx 24.0.7)."""
    report = triage_json(FIXTURES / "nx-task-failed.gha.log", "--no-home-skills")
    assert "nx itself crashed" not in (report["next_step"] or "")
