"""A coverage gate that failed while every test passed: the next step is about coverage (add tests
or change the threshold), never "run the failed tests" (trial 31 #6 and #9); jest's own threshold
line names jest; c8's gate is the step's tool (trial 31 #6)."""

from __future__ import annotations

from pathlib import Path

import pytest

TRIAL = Path(__file__).parent / "fixtures" / "trial-31-jsconf"


@pytest.mark.parametrize("name", ["jest-coverage-threshold.gha.log", "c8-coverage-threshold.gha.log"])
def test_a_coverage_gate_is_not_advised_as_failed_tests(triage_json, name: str) -> None:
    report = triage_json(TRIAL / name)
    assert report["failed_tests"] == []
    next_step = report["jobs"][0]["classification"]["next_step"]
    assert "threshold" in next_step
    assert "failed tests" not in next_step


def test_jests_threshold_line_names_jest(triage_json) -> None:
    assert triage_json(TRIAL / "jest-coverage-threshold.gha.log")["tool"] == "jest"


def test_c8s_gate_is_the_steps_tool(triage_json) -> None:
    # `npx c8 --check-coverage ... node --test packages/core/test/` (trial 31 #6): c8 exited 1, not node --test
    report = triage_json(TRIAL / "c8-coverage-threshold.gha.log")
    assert report["jobs"][0]["classification"]["step_tool"] == "c8"
