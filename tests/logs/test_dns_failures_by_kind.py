"""A host name that did not resolve is advised by what the resolver answered and by the attempts the
log already shows (trial 74 #4, #8).

Fixtures: ``tests/fixtures/s31-t74`` (trial 74's curl retry loop) and ``tests/fixtures/s32-t74b``
(README there: real pytest, urllib and node output, run here without DNS).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures"


def test_a_name_that_failed_on_every_retry_is_probably_wrong(triage_json: Callable[..., dict]) -> None:
    """Trial 74 #8: three `Could not resolve host` attempts over 4 s, then "Re-run the job" first."""
    report = triage_json(FIXTURES / "s31-t74" / "shell-retry-all-fail.gha.log")
    assert report["category"] == "infrastructure/network/flaky"
    assert "The host name failed to resolve on every attempt" in report["next_step"]
    assert "probably wrong or unreachable from the runner" in report["next_step"]
    assert "Re-run the job" not in report["next_step"]
