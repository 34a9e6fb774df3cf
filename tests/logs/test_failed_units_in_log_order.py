"""A step's other failed units are named in log order, and those not named are counted (trial 67 #6).

``make -k -j2`` over a project whose every object fails prints a verdict per object
(``make: *** [Makefile:4: e03.o] Error 1``). The second pass reads only windows around the lines
the first pass kept, so the headline's ``(also failed: …)`` named the objects whose verdicts those
windows held (``e02.o``, ``e05.o``, ``e07.o``…) and skipped the others unannounced. Every verdict of
the step is now found in one scan (:mod:`ci_triage.logs.unit_verdicts`): the headline names the first
:data:`~ci_triage.logs.analyse.ALSO_NAMED` in log order and counts the rest.

Fixture: ``tests/fixtures/failed-targets/make-k-j2.gha.log`` (its README: real GNU make 4.3 and gcc
12.2.0 output, twelve objects failing).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import ALSO_NAMED, Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.report.next_step import next_step

FIXTURE = Path(__file__).parents[1] / "fixtures" / "failed-targets" / "make-k-j2.gha.log"


def test_the_other_failed_objects_are_named_in_log_order_and_the_rest_counted(analyser: Analyser) -> None:
    with open_log_source(FIXTURE) as source:
        report, analyses = triage_source(source, analyser, 2000)
    job = analyses[0].report
    assert job.deciding_unit is not None
    assert job.deciding_unit.name == "e00.o"
    names = [unit.name for unit in job.other_failed_units]
    # make's verdicts in log order: e01 … e07, then e09 before e08
    assert names == ["e01.o", "e02.o", "e03.o", "e04.o", "e05.o", "e06.o", "e07.o", "e09.o", "e08.o", "e10.o", "e11.o"]
    # the first ALSO_NAMED by name (with the verdict of those read), the other seven counted
    assert ALSO_NAMED == 4
    # e02.o failed as e00.o did, by gcc's compile error: named by its own
    assert (
        "(also failed: e01.o; e02.o: e02.c:1:25: error: ‘undefined_2_0’ undeclared (first use in this function); "
        "e03.o; e04.o; and 7 more)"
    ) in report.summary
    assert "e04.o (failed) and 7 more." in next_step(report)
