"""``--baseline`` of the same job whose step was the failing command with ``|| true`` (an ``|| true``
removed since: the case the README names) is used, not refused as "the step changed" (trial 93
finding 3). Every line of the failing step but its header and exit is in the passing log, so the
verdict is the one those lines give, × 0.9, and a warning says what is new.

Fixtures (``tests/fixtures/s34-t93/``, see its README): ruff 0.17.6's real output in both runs.
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s34-t93"


def test_a_baseline_whose_step_let_the_same_command_fail_is_used(triage_json) -> None:
    alone = triage_json(FIXTURES / "py-ruff.log")
    report = triage_json(FIXTURES / "py-ruff.log", "--baseline", FIXTURES / "py-ruff-tolerated.log")
    assert not any("baseline not used" in warning for warning in report["warnings"])
    assert report["category"] == "lint/format"
    assert report["confidence"] == pytest.approx(round(alone["confidence"] * 0.9, 2), abs=0.01)
    new = next(warning for warning in report["warnings"] if warning.startswith("every line of the failing step"))
    assert "it ran as `Run ruff check src tests || true` then" in new
