"""A Python logging record's place, the tool's own ``file.py:N`` its format prints before the
message, is no location of the project and no part of the summary's quote; cmake-format is a
catalogued formatter.

Trial t120 (finding 3): cmake-format 0.6.13 logs ``ERROR __main__.py:618: Check failed:
CMakeLists.txt`` (its format ``%(levelname)-4s %(filename)s:%(lineno)-3s: %(message)s``): the
location was ``__main__.py:618``, cmake-format's own source, the tool unnamed and the verdict
unknown. Fixtures: tests/fixtures/t120/README.md.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "t120"


@pytest.mark.parametrize("log", ["cmake-format.log", "cmake-format.gha.log"])
def test_the_logging_calls_place_is_no_location_nor_quoted(
    triage_json: Callable[..., dict], log: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # no checkout around: every location the log names is kept
    report = triage_json(FIXTURES / log)
    assert all(place["file"] != "__main__.py" for place in report["locations"])
    assert "__main__.py" not in report["summary"]


def test_cmake_format_in_a_step_is_the_formatter(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "cmake-format.gha.log")
    assert report["tool"] == "cmake-format"
    assert report["category"] == "formatting"
