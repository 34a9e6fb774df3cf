"""Locations in the formats tools print by default (issue 11's trial): a problem line under its
file's heading (ESLint's "stylish", yamllint's default) names that file and its line; a
formatter's diff names the hunk's first line. Fixtures are real output (``tests/skills/fixtures``:
eslint, yamllint, isort 9.0.2 ``--check-only --diff``), plain and as a GitHub Actions step."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.logs.test_tool_output_shapes import shapes, triage

from ci_triage.logs.analyse import Analyser


def places(analyser: Analyser, tmp_path: Path, name: str, shape: int) -> list[tuple[str, int | None]]:
    report = triage(analyser, shapes(tmp_path, name, 1)[shape])
    return [(location.file, location.line) for location in report.locations]


@pytest.mark.parametrize("shape", [0, 1], ids=["plain", "actions"])
def test_eslint_stylish_problems_take_their_heading_file(analyser: Analyser, tmp_path: Path, shape: int) -> None:
    assert places(analyser, tmp_path, "eslint.txt", shape) == [  # two problems on line 2: two places
        ("/root/cls-sample/js/src.js", 1),
        ("/root/cls-sample/js/src.js", 2),
        ("/root/cls-sample/js/src.js", 2),
    ]


@pytest.mark.parametrize("shape", [0, 1], ids=["plain", "actions"])
def test_yamllint_problems_take_their_heading_file(analyser: Analyser, tmp_path: Path, shape: int) -> None:
    assert places(analyser, tmp_path, "yamllint.txt", shape)[:2] == [("bad.yaml", 2), ("bad.yaml", 5)]


@pytest.mark.parametrize("shape", [0, 1], ids=["plain", "actions"])
def test_a_formatters_diff_names_the_hunks_line(analyser: Analyser, tmp_path: Path, shape: int) -> None:
    assert places(analyser, tmp_path, "isort-diff.txt", shape) == [("/tmp/crashcat-gen/py/mod.py", 1)]
