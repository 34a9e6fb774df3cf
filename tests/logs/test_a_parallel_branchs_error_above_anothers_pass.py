"""An error of a tool that failed is quoted even when a passed tool's verdict comes after it.

``jenkins-parallel-mypy-pytest.log`` (``tests/fixtures/trial-39/README.md``: real mypy and pytest
output in a Jenkins ``parallel`` stage) prints the two branches interleaved: mypy's error comes above
pytest's ``25 passed in 11.00s`` from the other branch. What came before a passed tool's verdict was
taken for that tool's output, so the summary had quoted mypy's tally below the verdict
(``Found 1 error in 1 file``) instead of its error.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "trial-39" / "jenkins-parallel-mypy-pytest.log"


def test_the_summary_quotes_mypys_error_not_its_tally() -> None:
    report, _ = triage_path(str(FIXTURE), Analyser.load(), 2000)
    assert (report.category, report.tool) == ("type check", "mypy")
    assert "src/calc/core.py:14: error: Incompatible types in assignment" in report.summary
    assert report.summary.index("src/calc/core.py:14") < report.summary.index("(Found 1 error")  # its tally after it
