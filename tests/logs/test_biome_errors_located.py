"""Biome's report: its errors are the locations (a heading over a ``⚠``/``!`` warning is not one
beside them), a heading without ``FIXABLE`` is read too, and the ``Found 4 errors.`` line ruff's
skill also reads is not cited for a step that runs biome.

Real output (tests/fixtures/trial-19/README.md): biome 2.6.9 ``biome ci bsrc`` with colour, as a
GitHub Actions log, and ``NO_COLOR=1 biome lint bsrc``: four warnings (noUnusedVariables, useConst),
then errors noDoubleEquals, noDebugger and noUnreachable (whose heading has no ``FIXABLE``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-19"
ERRORS = [("bsrc/index.js", 3, 7), ("bsrc/index.js", 5, 1), ("bsrc/index.js", 4, 24)]


@pytest.mark.parametrize("name", ["biome.gha.log", "biome-lint-nocolor.plain"])
def test_the_locations_are_biomes_errors(name: str, analyser: Analyser) -> None:
    report, _ = triage_path(str(FIXTURES / name), analyser, 2000)
    assert [(place.file, place.line, place.column) for place in report.locations] == ERRORS


def test_a_line_of_another_tools_skill_is_not_cited(analyser: Analyser) -> None:
    report, _ = triage_path(str(FIXTURES / "biome.gha.log"), analyser, 2000)
    cited = {hit.skill for hit in report.signals}
    assert "biome" in cited
    assert "python-lint" not in cited
