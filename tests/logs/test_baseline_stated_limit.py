"""A gate's limit changed since the passing run, read from the verdict line both runs printed when no
command line shows the option (trial 122 #3): a plain log saved from a terminal.

Real output (``fixtures/baseline/t122/README.md``): pytest-cov 7.1.0's ``Required test coverage of 50%
reached.`` then ``FAIL Required test coverage of 80% not reached.``, and interrogate 1.7.0's ``RESULT:
PASSED (minimum: 40.0%, actual: 50.0%)`` then ``RESULT: FAILED (minimum: 90.0%, actual: 50.0%)``; the
measure (50 %) is the same in both runs.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.logs.stated_limits import changed_stated_limit, stated_limits

FIXTURES = Path(__file__).parent / "fixtures" / "baseline" / "t122"
PASSED_COV = "Required test coverage of 50% reached. Total coverage: 50.00%"
FAILED_COV = "FAIL Required test coverage of 80% not reached. Total coverage: 50.00%"


@pytest.mark.parametrize(
    ("tool", "heading"),
    [
        ("pytest-cov", "threshold changed `50` → `80` (`Required test coverage of`)"),
        ("interrogate", "threshold changed `40.0` → `90.0` (`minimum`)"),
    ],
)
def test_a_plain_logs_verdict_states_the_limit_changed_since_the_passing_run(
    tool: str, heading: str, capsys: pytest.CaptureFixture[str], triage_json: Callable[..., dict]
) -> None:
    failing, passing = FIXTURES / f"{tool}-fails.out", FIXTURES / f"{tool}-passes.out"
    assert triage_json(failing, "--baseline", passing)["jobs"][0]["headline_compared"] == "limit changed"
    code = main(["triage", str(failing), "--baseline", str(passing), "--format", "markdown"])
    assert code == 0
    assert f"{heading} since the passing log" in capsys.readouterr().out.splitlines()[1]


def test_the_limit_is_the_number_after_a_limit_word_not_the_measure() -> None:
    [limit] = stated_limits(FAILED_COV)
    assert (limit.phrase, limit.value) == ("Required test coverage of", "80")
    assert [(each.phrase, each.value) for each in stated_limits("RESULT: FAILED (minimum: 90.0%, actual: 50.0%)")] == [
        ("minimum", "90.0")
    ]


def test_a_verdict_the_passing_run_stated_with_the_same_limit_or_not_at_all_changed_none() -> None:
    same = stated_limits("Required test coverage of 80% reached. Total coverage: 90.00%")
    assert changed_stated_limit(FAILED_COV, tuple(same)) is None  # the measure moved, not the limit
    other = stated_limits("Required branch coverage of 50% reached.")
    assert changed_stated_limit(FAILED_COV, tuple(other)) is None  # another verdict's limit
    change = changed_stated_limit(FAILED_COV, tuple(stated_limits(PASSED_COV)))
    assert change is not None
    assert (change.before, change.now) == ("50", "80")
