"""A failed comparison's message is both its sides, not the first alone (trial-17, finding 6).

rspec's ``expected: 15`` was quoted without ``got: 16.5``, and Test::More's ``#          got: '5'``
without ``expected: '4'`` and with TAP's ``#``: one side alone reads as a statement, not a mismatch.
A line that is one side of a failed comparison is now joined with the other side right below it
(:func:`ci_triage.logs.failed_test_message._other_side`), as doctest's ``Expected:`` / ``Got:`` and
jest's same-signal ``Expected:`` / ``Received:`` were; TAP's diagnostic ``#`` is left out.

Fixtures (``tests/fixtures/trial-17``, real output made here, its README says how): rspec 3.12,
minitest 5.15, prove 3.44 (Test::More), hspec 2.8.5 under cabal test.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

TRIAL_17 = Path(__file__).resolve().parents[1] / "fixtures" / "trial-17"


@pytest.mark.parametrize(
    ("fixture", "test", "message"),
    [
        ("rspec-expected-got.plain.log", "Cart sums prices", "expected: 15; got: 16.5"),
        ("minitest-expected-actual.plain.log", "CalcTest#test_adds", "Expected: 4; Actual: 5"),
        ("prove-died-and-bad-plan.plain.log", "adds two numbers", "got: '5'; expected: '4'"),
        ("cabal-test-hspec.plain.log", "Calc adds", "expected: 4; but got: 5"),
    ],
)
def test_a_failed_comparisons_message_gives_both_sides(
    analyser: Analyser, fixture: str, test: str, message: str
) -> None:
    report, _ = triage_path(str(TRIAL_17 / fixture), analyser, 2000)
    messages = {failed.name: failed.message for failed in report.failed_tests}
    assert messages[test] == message
    assert message in (report.summary or "")


def test_a_test_more_structure_diff_is_the_message_not_proves_file_tally(analyser: Analyser) -> None:
    report, _ = triage_path(str(TRIAL_17 / "prove-died-and-bad-plan.plain.log"), analyser, 2000)
    messages = {failed.name: failed.message for failed in report.failed_tests}
    assert messages["lists"] == "Structures begin differing at: $got->[1] = '2'"  # not "Failed 2/3 subtests"
