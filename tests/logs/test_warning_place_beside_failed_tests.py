"""A file that only had a compiler warning is no location of a run whose tests failed.

``tests/fixtures/trial-20/mix-test-warning.plain.log`` is real output of Elixir 1.14's ``mix test``
(see the folder's README): mix compiles ``lib/calc.ex`` with a warning whose place is on the indented
line below it (``  lib/calc.ex:3: Calc.add/2``), then two tests fail. ``lib/calc.ex:3`` used to be
the first location.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

LOG = Path(__file__).resolve().parents[1] / "fixtures" / "trial-20" / "mix-test-warning.plain.log"


def test_the_warning_place_of_a_mix_test_run_is_left_out() -> None:
    report, _ = triage_path(str(LOG), Analyser.load(), 2000)

    assert [(location.file, location.line) for location in report.locations] == [
        ("test/calc_test.exs", 3),
        ("test/calc_test.exs", 4),
        ("test/calc_test.exs", 6),
        ("lib/calc.ex", 6),
        ("test/calc_test.exs", 7),
    ]
    assert report.category == "test failure"
