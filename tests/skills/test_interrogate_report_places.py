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

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

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
    analyser: Analyser,
    actions_log: Callable[[str, list[str]], bytes],
    tmp_path: Path,
    name: str,
    places: list[tuple[str, int | None]],
) -> None:
    command, *output = (FIXTURES / name).read_text(encoding="utf-8").splitlines()
    log = tmp_path / "job.log"
    log.write_bytes(actions_log(command.removeprefix("$ "), output))
    with open_log_source(str(log)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    assert report.category == "lint/format"
    assert report.tool == "interrogate"
    assert [(location.file, location.line) for location in report.locations] == places
