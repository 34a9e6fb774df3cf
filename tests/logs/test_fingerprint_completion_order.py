"""A fingerprint over several failed tests does not depend on the order they finished in; the summary
still quotes the log's first (trial 57 finding 6). Fixtures: two real ``cargo test`` runs and two real
``go test`` runs of parallel tests (``t.Parallel()``) whose two failed tests finished in either order
(tests/fixtures/s29-t57, README)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s29-t57"


def triage(capsys: pytest.CaptureFixture[str], name: str) -> dict:
    assert main(["triage", str(FIXTURES / name), "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(
    ("runs", "first", "second"),
    [
        ("cargo.run", "the first: thread 'tests::port_next' panicked", "the first: thread 'tests::port_bad' panicked"),
        ("go-parallel.run", "the first: calc_test.go:27: Mul(5, 0)", "the first: calc_test.go:19: Mul(3, 4)"),
    ],
)
def test_two_runs_in_another_order_share_a_fingerprint(capsys, runs: str, first: str, second: str) -> None:
    one, other = triage(capsys, f"{runs}-a.log"), triage(capsys, f"{runs}-b.log")
    assert one["fingerprint"] == other["fingerprint"]
    assert first in one["summary"]
    assert second in other["summary"]


def test_another_failure_keeps_another_fingerprint(capsys) -> None:
    cargo, go = triage(capsys, "cargo.run-a.log"), triage(capsys, "go.ubuntu.log")
    assert cargo["fingerprint"] != go["fingerprint"]
