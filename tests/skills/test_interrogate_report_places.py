"""interrogate's files missing docstrings are the places, named from the folder its heading gives.

Trial 130: interrogate's ``RESULT: FAILED (minimum: 80.0%, actual: 25.0%)`` named ``cart.py`` and
``sub/money.py`` (the table's names, relative to the files' common folder) and, with ``-vv``, its
documented ``__init__.py`` too. Its heading names that folder in full (``Coverage for
/home/runner/work/shop/shop/src/shop/``), so in a runner's checkout the places are the repository's
``src/shop/cart.py`` and ``src/shop/sub/money.py``, at the lines of the definitions ``-vv`` lists as
missed. Real output of interrogate 1.7.0 run here (``tests/fixtures/s49-gates``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.logs.model import TriageReport

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s49-gates"


@pytest.mark.parametrize(
    ("name", "places"),
    [
        ("interrogate-v.txt", [("src/shop/cart.py", None), ("src/shop/sub/money.py", None)]),
        (
            "interrogate-vv.txt",
            [
                ("src/shop/cart.py", 1),
                ("src/shop/sub/money.py", 1),
                ("src/shop/sub/money.py", 2),
                ("src/shop/sub/money.py", 5),
            ],
        ),
    ],
)
def test_the_files_missing_docstrings_are_named_from_the_reports_folder(
    triage_step_fixture: Callable[[str | Path], TriageReport], name: str, places: list[tuple[str, int | None]]
) -> None:
    report = triage_step_fixture(FIXTURES / name)
    assert report.category == "lint/format"
    assert report.tool == "interrogate"
    assert [(location.file, location.line) for location in report.locations] == places
