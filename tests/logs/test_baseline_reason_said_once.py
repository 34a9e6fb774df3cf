"""With ``--baseline``, an excerpt span's reason says "new since the passing log …" once (small19).

A user trial (trial-19, FINDINGS #15) read, above mocha's failures compared with the same job's passing
run, ``new since the passing log mocha-pass.gha.log; mocha: failing-count (new since the passing log
mocha-pass.gha.log); mocha: assertion-error (new since …); error text (new since …); end of the
failing step (new since …)``: each line's reason carries the comparison, and a span joins its lines'.

Fixtures: ``fixtures/trial-19/mocha.gha.log`` and ``mocha-pass.gha.log`` (real mocha 12 output, its
README says how).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

TRIAL = Path(__file__).resolve().parents[1] / "fixtures" / "trial-19"


def test_the_comparison_is_said_once_in_a_spans_reason(triage_json: Callable[..., dict]) -> None:
    report = triage_json(TRIAL / "mocha.gha.log", "--baseline", TRIAL / "mocha-pass.gha.log")
    reasons = [span["reason"] for span in report["excerpt"]]
    new = "new since the passing log mocha-pass.gha.log"
    assert reasons[-1] == f"{new}; mocha: failing-count; mocha: assertion-error; error text; end of the failing step"
    assert all(reason.startswith(new) and reason.count(new) == 1 for reason in reasons)
