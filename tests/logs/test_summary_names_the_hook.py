"""A pre-commit hook's failure: the summary names the hook whose output it quotes.

Real output: pre-commit 4.x in a user trial (``pre-commit.gha.log``: ruff, ``ruff format`` and a
local ``forbid TODO markers`` hook fail; ``pre-commit-script.gha.log``: only the local hook fails).
The quoted line is the tool's own (``app.py:10:    # TODO handle errors``), which names no hook;
the unit's name is the ``.....Failed`` line above its header (``- hook id:``, ``- exit code:``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-x"


@pytest.mark.parametrize(
    ("name", "quote"),
    [
        ("pre-commit-script.gha.log", "”: forbid TODO markers: app.py:10:"),
        (
            "pre-commit.gha.log",
            "”: util.py:1:1: ruff: I001 [*] Import block is un-sorted or un-formatted (Found 2 errors.)"
            " (also failed: ruff format",
        ),
    ],
)
def test_the_summary_names_the_hook_of_the_quoted_output(name: str, quote: str, analyser: Analyser) -> None:
    report, _ = triage_path(str(FIXTURES / name), analyser, 2000)
    assert quote in report.summary
