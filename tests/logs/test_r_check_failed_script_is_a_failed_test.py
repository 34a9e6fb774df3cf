"""A test script R CMD check reports failed is a failed test, and a small budget keeps it first.

R CMD check runs each ``tests/*.R`` script and, when one stops, prints ``Running the tests in
‘tests/test-total.R’ failed.`` over the script's output ending in its ``Error: …``. The script named
there is the failed test (its name and file that path, its message the error), where it was not one
(``failed_tests`` empty, fresh-user trial t122). Beside it, a ``* checking … ... WARNING`` finding
reads as an error only under rcmdcheck's ``Error: R CMD check found WARNINGs``
(:mod:`ci_triage.logs.signal_context` drops its reading here): with a budget of 80 tokens that
finding's block was still offered first, as the step's first strong block, and the line naming
the failed script was dropped; a block a signal read in its context is the first error now.

Real output: R 4.2.2's R CMD check (tests/fixtures/s44-budget/README.md; tests/skills/fixtures/
r-check-test-script*.txt, session 40, in a UTF-8 and the C locale)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures"
CHECK = FIXTURES / "s44-budget" / "r-check-warning-and-failed-script.log"
SCRIPT = Path(__file__).parents[1] / "skills" / "fixtures" / "r-check-test-script.txt"
C_LOCALE = Path(__file__).parents[1] / "skills" / "fixtures" / "r-check-test-script-c-locale.txt"


@pytest.mark.parametrize(
    ("path", "name", "message"),
    [
        (CHECK, "tests/test-total.R", "Error: basket total is 33, expected 30"),
        (SCRIPT, "tests/test-add.R", "Error: add(2, 3) == 5 is not TRUE"),
        (C_LOCALE, "tests/test-add.R", "Error: add(2, 3) == 5 is not TRUE"),
    ],
)
def test_the_stopped_script_is_the_failed_test(analyser: Analyser, path: Path, name: str, message: str) -> None:
    report, _ = triage_path(path, analyser, 2000)
    assert [(test.name, test.file, test.message) for test in report.failed_tests] == [(name, name, message)]
    assert report.failed_tests_total == 1


def test_a_small_budget_keeps_the_failed_script_and_its_error_over_a_warning(analyser: Analyser) -> None:
    report, _ = triage_path(CHECK, analyser, 80)
    shown = {number for span in report.excerpt for number in range(span.start_line, span.end_line + 1)}
    assert {81, 86} <= shown
    assert not {70, 71, 72} & shown  # the WARNING finding R CMD check's status does not fail on
