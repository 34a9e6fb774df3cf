"""A recursive make's aggregate target (``make: *** [Makefile:6: lib] Error 2`` over the inner
``make[1]: *** [Makefile:3: util.o] Error 1``) is no failed target of its own: only the innermost
failure and the targets that failed beside it are named.

Fixtures: GNU make 4.3 and gcc 12.2.0 run here (tests/fixtures/s50-cleft/README.md).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.logs.model import TriageReport

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s50-cleft"


def test_the_target_whose_recipe_ran_make_again_is_not_also_failed(
    triage_step_fixture: Callable[[str | Path], TriageReport],
) -> None:
    report = triage_step_fixture(FIXTURES / "make-k-recursive.txt")
    assert report.category == "compile/build error"
    assert "undefined_thing" in report.summary
    assert "also failed" not in report.summary
    assert report.jobs[0].other_failed_units == []


def test_a_target_that_failed_beside_the_aggregate_one_is_still_named(
    triage_step_fixture: Callable[[str | Path], TriageReport],
) -> None:
    report = triage_step_fixture(FIXTURES / "make-k-recursive-and-sibling.txt")
    assert report.summary.endswith("(also failed: docs: make)")
    assert [unit.name for unit in report.jobs[0].other_failed_units] == ["docs"]
