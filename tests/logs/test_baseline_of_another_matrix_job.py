"""``--baseline`` given the passing log of another job of the same matrix: compared with, and said so.

The py3.11 job of a matrix passed and its py3.12 job failed at the same commit (``distutils`` is
gone from Python 3.12): the py3.11 log is the same steps' output, and a newly added matrix entry has
no passing log of its own, so it is used, with a warning naming both jobs, as a line new since it
may be new by the matrix's values alone. The logs are real pip 23.2.1 and pytest 8.3.3 output on
CPython 3.11.7 and 3.12.1 (``fixtures/baseline/matrix/README.md``).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

MATRIX = Path(__file__).parent / "fixtures" / "baseline" / "matrix"


def test_the_passing_log_of_another_job_of_the_matrix_is_compared_with_and_named(
    capsys: pytest.CaptureFixture[str],
) -> None:
    failing, passing = MATRIX / "test-py312-fails.log", MATRIX / "test-py311-passes.log"
    code = main(["triage", str(failing), "--baseline", str(passing), "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    report = json.loads(captured.out)
    assert report["compared_with"] == "the passing log test-py311-passes.log (job test (3.11))"
    assert report["jobs"][0]["headline_compared"] == "new"
    assert "No module named 'distutils'" in report["summary"]
    [note] = [warning for warning in report["warnings"] if "compared with" in warning]
    assert note.startswith("test (3.12) compared with the passing log test-py311-passes.log (job test (3.11))")
    assert "another job of its matrix" in note
