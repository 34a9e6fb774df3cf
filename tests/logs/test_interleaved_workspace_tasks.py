"""In a step where a workspace runner interleaves its packages' output and names the package whose
task failed, the other packages' lines are passing output, and the failed package's report reads
on past them as one stream (trial 49, finding 7: Turborepo's ``turbo run test`` over 61 packages,
whose excerpt kept ~20 windows of other packages' ``Start at …``/``Duration 2.1s`` lines).

Real turbo 2 and vitest 2.1.9 lines (tests/fixtures/trial-49-extra/README.md).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-49-extra"


def test_other_packages_lines_are_left_out_and_the_first_failure_is_kept(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "turbo-test-interleaved.log")
    assert report["category"] == "test failure"
    shown = [line for span in report["excerpt"] for line in span["lines"]]
    assert not [line for line in shown if line.startswith("@mono/pkg")]
    assert '@mono/utils:test: Expected: "-USD 12.34"' in shown
    assert "@mono/utils:test:  ❯ src/money.test.ts:9:32" in shown
    assert ("packages/utils/src/money.test.ts", 9) in [(place["file"], place["line"]) for place in report["locations"]]
