"""pytest's setup errors are listed as errors, after the failed tests, as pytest's short summary lists them.

``tests/fixtures/trial-50/pytest-setup-error.gha.log`` (pytest 9.2.0 run here, see the folder's
README): ``test_with_db``'s fixture raised at setup (``ERROR at setup of test_with_db``, printed in
``ERRORS`` above the ``FAILURES``) and ``test_ratio`` failed. Before, the summary listed the setup
error first among "failed tests", unmarked, while the job's headline quoted ``FAILED …::test_ratio``:
the two views named different first tests (trial 50, finding 9).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

LOG = str(Path(__file__).parents[1] / "fixtures" / "trial-50" / "pytest-setup-error.gha.log")


def _triage(capsys: pytest.CaptureFixture[str], output_format: str) -> str:
    code = main(["triage", LOG, "--format", output_format])
    captured = capsys.readouterr()
    assert code == 1 or code == 0, captured.err
    return captured.out


def test_the_summary_and_the_headline_name_the_same_first_test(capsys: pytest.CaptureFixture[str]) -> None:
    report = json.loads(_triage(capsys, "json"))
    assert report["summary"].endswith(
        "failed tests tests/test_calc.py::test_ratio, tests/test_calc.py::test_with_db (error)"
        " — the first: assert (1 / 2) == 0.25."
    )
    assert report["jobs"][0]["headline"].startswith("FAILED tests/test_calc.py::test_ratio ")
    assert report["failed_tests"][0]["name"] == "tests/test_calc.py::test_ratio"
    assert "errored" not in report["failed_tests"][1]  # the JSON schema is unchanged


def test_the_markdown_marks_the_error(capsys: pytest.CaptureFixture[str]) -> None:
    markdown = _triage(capsys, "markdown")
    assert "- `tests/test_calc.py::test_with_db` (error) — log line" in markdown
    assert "- `tests/test_calc.py::test_ratio` at `tests/test_calc.py:6` — log line" in markdown
