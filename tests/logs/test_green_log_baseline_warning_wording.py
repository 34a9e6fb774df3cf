"""A passing log triaged with ``--baseline`` is not called "the failing log" in the warning that
refuses the baseline (``tests/fixtures/trial-43-redact/README.md``: two real passing pytest jobs of a
matrix, ``test (3.12)`` and ``test (3.11)``, whose steps differ).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.compare import load_baseline
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "trial-43-redact"


def test_a_green_log_is_the_log(analyser: Analyser) -> None:
    baselines, _ = load_baseline(
        str(FIXTURES / "green-pytest-3.11.log"), failed=analyser.marked_failed, ended_early=analyser.ended_early
    )
    report, _ = triage_path(str(FIXTURES / "green-pytest-3.12.log"), analyser, 2000, [], baselines)
    assert not report.failure_found
    (warning,) = [warning for warning in report.warnings if warning.startswith("baseline not used")]
    assert "the log (test (3.12))" in warning
    assert "failing" not in warning
