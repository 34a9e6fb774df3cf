"""A small ``--budget`` keeps the project's frame of a Python traceback before the library's.

A traceback that ends in the standard library's or an installed package's frames (``File "<frozen
os>", line 679, in __getitem__`` under the project's ``os.environ["DATABASE_URL"]``) gave its
lines to a small budget nearest the exception first: the library's frame filled a 30-token
excerpt and the project's line, the one a reader changes, was dropped (fresh-user trial t122).
The cut now offers the project's innermost frame, its source line first, in place of the
library's frames below it (:func:`ci_triage.logs.cut_order.project_frames_first`).

Real output (tests/fixtures/s44-budget/README.md): Python 3.11.7."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.logs.excerpt_lines import shown_lines

from ci_triage.logs.analyse import Analyser

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s44-budget"
ENVIRON = FIXTURES / "python-environ-key.log"
JSON = FIXTURES / "python-json-library.log"


def _shown(path: Path, analyser: Analyser, budget: int) -> dict[int, str]:
    return {number: text.strip() for number, text in shown_lines(path, analyser, budget).items()}


@pytest.mark.parametrize("budget", [30, 60])
def test_the_projects_source_line_beats_the_standard_librarys_frame(analyser: Analyser, budget: int) -> None:
    shown = _shown(ENVIRON, analyser, budget)
    assert shown[35] == 'return os.environ["DATABASE_URL"]'
    assert shown[38] == "KeyError: 'DATABASE_URL'"
    assert 37 not in shown  # File "<frozen os>", line 679, in __getitem__


def test_the_projects_frame_line_comes_with_a_little_more_budget(analyser: Analyser) -> None:
    shown = _shown(ENVIRON, analyser, 60)
    assert shown[34].startswith('File "')
    assert shown[34].endswith('settings.py", line 12, in database_url')


def test_the_projects_call_beats_the_library_frames_it_entered(analyser: Analyser) -> None:
    shown = _shown(JSON, analyser, 60)
    assert shown[35] == "return json.loads(text)"
    assert shown[46].startswith("json.decoder.JSONDecodeError: Expecting property name")
    assert not {43, 44} & set(shown)  # json/decoder.py's raw_decode frame and its source line


def test_a_large_budget_still_shows_the_library_frame(analyser: Analyser) -> None:
    shown = _shown(ENVIRON, analyser, 150)
    assert {34, 35, 37, 38} <= set(shown)
