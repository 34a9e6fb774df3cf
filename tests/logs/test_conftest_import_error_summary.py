"""pytest's ``ImportError while loading conftest '…'`` only says a conftest could not be imported;
the summary quotes the exception below it, which says what is missing (``E   ModuleNotFoundError:
No module named 'freezegun_xyz'``), and the excerpt keeps both (trial 78, finding 6).

Real pytest 9.2.0 output (``tests/fixtures/s32-t78/pytest_conftest.gha.log``, README there)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

LOG = Path(__file__).resolve().parents[1] / "fixtures" / "s32-t78" / "pytest_conftest.gha.log"


def test_the_summary_quotes_what_the_conftest_could_not_import(triage_json: Callable[..., dict]) -> None:
    report = triage_json(LOG)
    assert report["summary"].endswith(": ModuleNotFoundError: No module named 'freezegun_xyz'")
    lines = [line for span in report["excerpt"] for line in span["lines"]]
    assert any(line.startswith("ImportError while loading conftest") for line in lines)
    assert [(place["file"], place["line"]) for place in report["locations"]] == [("tests/conftest.py", 1)]
