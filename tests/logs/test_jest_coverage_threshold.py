"""jest 30's coverage gate (``Jest: Coverage for lines (50%) does not meet "global" threshold (95%)``,
above ``Test Suites: 1 passed, 1 total``) is the coverage-threshold skill's, as vitest's and the older
jest form are: test failure by jest, the threshold line quoted, coverage advice that names the
column istanbul prints (trial 42, findings 3 and 14; it was ``unknown``).

Fixture (tests/fixtures/trial-42, README there): ``jest_coverage_threshold.log``, jest 30.5.2 from the npm
registry.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

LOG = Path(__file__).parents[1] / "fixtures" / "trial-42" / "jest_coverage_threshold.log"


def test_jest_30s_threshold_line_is_the_coverage_gate(triage_json: Callable[..., dict]) -> None:
    report = triage_json(LOG)
    assert (report["category"], report["tool"]) == ("lint/format", "jest")
    assert report["failed_tests"] == []
    assert 'Jest: Coverage for lines (50%) does not meet "global" threshold (95%)' in report["summary"]
    assert "Uncovered Line #s" in report["next_step"]
