"""A test script R CMD check ran that stopped: its file is the place, its error the summary.

Trial 120's finding 4: R CMD check of a package whose ``tests/test-add.R`` calls ``stopifnot()``
printed ``Running the tests in ‘tests/test-add.R’ failed.`` and the script's output, indented,
ending in ``Error: add(2, 3) == 5 is not TRUE``; the report quoted ``Status: 1 ERROR`` (or, in a
plain log, was ``unknown``), named no place and advised to "run the failed tests". The fixture is R
4.2.2's R CMD check run here on that package, from ``* checking tests`` on.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURE = Path(__file__).parent / "fixtures" / "r-check-test-script.txt"


def test_the_stopped_script_is_the_place_and_its_rout_fail_file_the_advice(analyser: Analyser) -> None:
    with open_log_source(str(FIXTURE)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    assert report.category == "test failure"
    assert [location.file for location in report.locations] == ["tests/test-add.R"]
    assert "Error: add(2, 3) == 5 is not TRUE" in report.summary
    advice = report.jobs[0].classification.next_step
    assert advice is not None
    assert ".Rout.fail" in advice
