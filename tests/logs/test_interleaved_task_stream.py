"""A failed task's own lines in a long step where a runner interleaves many tasks' output are read
as one stream: the location and code frame its tool printed far below the failure's first lines,
with other packages' lines between, are read and shown (trial 49, finding 7).

Real turbo 2.11.13 and vitest 2.1.9 output of 61 packages (tests/fixtures/interleaved-tasks/README.md).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "interleaved-tasks"


def _shown(report: dict) -> list[str]:
    return [line for span in report["excerpt"] for line in span["lines"]]


def test_trial_49_first_failure_location_and_code_frame_are_read(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "trial-49-turbo-61pkgs-excerpt.gha.log.gz")
    assert report["category"] == "test failure"
    shown = _shown(report)
    assert "@mono/utils:test:  ❯ src/money.test.ts:9:32" in shown
    assert '@mono/utils:test:       9|     expect(formatCents(-1234)).toBe("-USD 12.34");' in shown
    assert not [line for line in shown if line.startswith("@mono/pkg")]
    places = [(place["file"], place["line"]) for place in report["locations"]]
    assert places[0] == ("packages/utils/src/money.test.ts", 9)


def test_real_turbo_code_frame_past_other_packages_lines_is_shown(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "turbo-61-packages-stream.gha.log.gz")
    shown = _shown(report)
    assert "@ws/utils:test:  ❯ src/money.test.js:9:32" in shown
    assert '@ws/utils:test:       9|     expect(formatCents(-1234)).toBe("-USD 12.34");' in shown
    assert "@ws/utils:test:        |                                ^" in shown
    assert not [line for line in shown if line.startswith("@ws/pkg")]
    assert report["summary"].startswith("Test failure in step")
    assert "(failed package: @ws/utils)" in report["summary"]
