"""A small ``--budget`` keeps the line the summary quotes before the step's tail.

Trial 27's ``--budget 30`` (and 60) excerpt of a mypy job held ``Found 3 errors`` and the exit
line but not the first error, the line its summary quotes. Fixture: tests/fixtures/trial-27/README.md.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-27"
FIRST_ERROR = "svc/core.py:6: error: Function is missing a type annotation  [no-untyped-def]"


@pytest.mark.parametrize("budget", ["30", "60", "100", "2000"])
def test_the_excerpt_holds_the_quoted_line(budget: str, capsys: pytest.CaptureFixture[str]) -> None:
    log = str(FIXTURES / "mypy-strict.gha.log")
    assert main(["triage", log, "--budget", budget, "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert FIRST_ERROR in report["summary"]
    assert any(FIRST_ERROR in line for span in report["excerpt"] for line in span["lines"])
