"""A coverage table's rows with lines the tests did not run are the gate's places, at the first
such line; a row the tests ran whole is none (trial 87 #2, #6).

Real runs (see ``tests/fixtures/trial-87/README.md``): jest 30.5.2's ``coverageThreshold`` and c8
12.0.0's ``--check-coverage`` print istanbul's text table (`` price.js | 46.15 | … | 4,6,9,15-18``)
and named no location; c8 over two folders (``c8_nested_folders.log``) names each file under its
folder's row (`` src``, ``  price.js``) and a file it ran whole at 100 (``  util.js``). go 1.19's
``go tool cover -func`` row of a function at ``100.0%`` (``calc.go:3:	Add	100.0%``) was a location.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-87"


def _places(name: str, analyser: Analyser) -> list[tuple[str, int | None]]:
    job = triage_path(FIXTURES / name, analyser, 2000)[0].jobs[0]
    return [(location.file, location.line) for location in job.locations]


def test_an_istanbul_row_is_placed_at_its_first_uncovered_line(analyser: Analyser) -> None:
    assert _places("jest_threshold.log", analyser) == [("src/price.js", 4)]  # its `"./src/price.js" threshold` line


def test_a_row_is_in_the_folder_of_the_row_above_it_and_a_whole_row_is_none(analyser: Analyser) -> None:
    assert _places("c8_nested_folders.log", analyser) == [("src/price.js", 4)]


def test_a_function_covered_whole_is_no_place(analyser: Analyser) -> None:
    assert _places("go_cover_threshold.log", analyser) == [
        ("calc/calc.go", 5),
        ("calc/calc.go", 12),
    ]
