"""A vitest worker that died is a crash, not an unhandled promise (trial 92, #4): tinypool's `Error:
Worker exited unexpectedly` under vitest's `Unhandled Error` banner was a test failure with "await or
catch that promise"; the file it ran reported no result (`Test Files  1 passed (2)`).

Real output: vitest 2.1.9 run by trial 92, tests/fixtures/s34-t92/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s34-t92"


def test_a_dead_worker_is_a_runtime_error_with_the_crashs_advice(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "vitest_worker_crash.log", "--no-home-skills")
    assert report["category"] == "runtime error"
    assert report["tool"] == "vitest"
    assert "Worker exited unexpectedly" in report["summary"]
    advice = report["next_step"]
    assert "reported no result" in advice
    assert "--pool=forks" in advice
    assert "memory" in advice
    assert "await or catch" not in advice
