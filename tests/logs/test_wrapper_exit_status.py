"""A wrapper's report of the status a command it ran ended with is not the step's exit code: the
wrapper then exits with a status of its own, and that is the step's.

GNU make reports a failed recipe with the recipe's status (``make: *** [Makefile:3: lint] Error 1``)
and exits 2 (GNU make manual, "How to Run make"); GNU xargs reports a command that exited 255
(``xargs: php: exited with status 255; aborting``) and exits 124 (xargs(1), "EXIT STATUS"). In a
plain log such a line is the only one naming an exit code, and the failing step's exit code is the
one it names for the step. Before, a plain log's step had no exit code at all after make's line
(the report's was the recipe's, 1), and xargs' line gave the command's 255. The fixtures
(``tests/fixtures/trial-17``, real output made here; its README says by what) are the plain form of
runs whose GitHub Actions layout ended with ``Process completed with exit code 2.`` (make) and
``… 124.`` (xargs).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

TRIAL_17 = Path(__file__).resolve().parents[1] / "fixtures" / "trial-17"


@pytest.mark.parametrize(
    ("name", "status", "evidence"),
    [
        ("make-recipe-error-1.plain.log", 2, "make: *** [Makefile:3: lint] Error 1"),
        ("make-go-test-error-2.plain.log", 2, "make: *** [Makefile:6: test] Error 2"),
        ("xargs-php-lint-255.plain.log", 124, "xargs: php: exited with status 255; aborting"),
    ],
)
def test_the_step_exits_with_the_wrappers_own_status(analyser: Analyser, name: str, status: int, evidence: str) -> None:
    report, _ = triage_path(TRIAL_17 / name, analyser, 2000)
    assert report.failing_step is not None
    assert report.failing_step.evidence == evidence
    assert (report.failing_step.exit_code, report.exit_code) == (status, status)
    assert report.warnings == []  # the line names the exit code: no marker is missing
