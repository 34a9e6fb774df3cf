"""A key of the wrong type or name in a project file that parses is no TOML syntax error (trial 68,
finding 4): uv's ``invalid type: string "requests>=2", expected a sequence`` under its ``TOML parse
error at line 10, column 16``, located at ``pyproject.toml:10:16``.

Real output of uv 0.13.9, run here (``tests/logs/fixtures/trial-68/README.md``).
"""

from __future__ import annotations

import pytest
from tests.logs.test_build_backend_advice import triage_packaging_log

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.report.next_step import next_step


def _places(report: TriageReport) -> list[tuple[str, int | None, int | None]]:
    return [(location.file, location.line, location.column) for location in report.locations]


@pytest.mark.parametrize(
    ("name", "place"),
    [
        ("uv-build-wrong-type.log", ("pyproject.toml", 10, 16)),
        ("uv-build-float-requires-python.log", ("pyproject.toml", 8, 19)),
    ],
)
def test_a_key_of_the_wrong_type_is_no_toml_syntax_error(
    name: str, place: tuple[str, int, int], analyser: Analyser
) -> None:
    report = triage_packaging_log(name, analyser)
    assert report.category == "configuration"
    advice = next_step(report)
    assert "wrong type" in advice
    assert "key of the wrong type or name" in report.summary
    assert "does not parse" not in advice
    assert _places(report) == [place]


def test_a_toml_syntax_error_keeps_its_advice_and_place(analyser: Analyser) -> None:
    report = triage_packaging_log("uv-build-toml-syntax.log", analyser)
    assert report.category == "configuration"
    assert "does not parse" in next_step(report)
    assert _places(report) == [("pyproject.toml", 8, 30)]
