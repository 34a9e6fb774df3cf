"""A plain log that ends with its test runner's report of every failure its tally counted, or with the
report of the package script runner that ran it, is a whole run: no "no exit marker" warning and no
× 0.75 (trial 102 #12); one cut before the report's last failure keeps both.

Real output as printed (``tests/fixtures/s37-node/README.md``): mocha 11 prints ``2 failing`` above
its numbered failures, node 20's spec reporter ``ℹ fail 2`` above ``✖ failing tests:`` and each failed
test again, and npm 11's ``npm run test -ws`` ends with its ``npm error`` block after node's TAP tally.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import NO_EXIT_MARKER

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s37-node"


@pytest.mark.parametrize("name", ["plain-mocha.log", "plain-node-spec.log", "plain-npm-ws.log"])
def test_a_run_that_ended_with_its_report_is_whole(triage_json, name: str) -> None:
    report = triage_json(FIXTURES / name)
    assert report["category"] == "test failure"
    assert not any(NO_EXIT_MARKER in warning for warning in report["warnings"])
    assert all(step["reason"] != "no exit marker" for step in report["confidence_steps"])


@pytest.mark.parametrize(
    ("name", "kept"),
    [
        ("plain-mocha.log", 27),  # `2 failing`, then the first failure's report only
        ("plain-node-spec.log", 60),  # `✖ failing tests:`, then the first failed test's stack only
        ("plain-npm-ws.log", 70),  # inside node's TAP report of the failed test, before its tally
    ],
)
def test_a_run_cut_inside_its_report_is_still_cut(triage_json, tmp_path: Path, name: str, kept: int) -> None:
    log = tmp_path / name
    lines = (FIXTURES / name).read_text(encoding="utf-8").splitlines(keepends=True)
    log.write_text("".join(lines[:kept]), encoding="utf-8")
    report = triage_json(log)
    assert any(NO_EXIT_MARKER in warning for warning in report["warnings"])
