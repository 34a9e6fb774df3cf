"""A fingerprint over several failed tests does not depend on the order they finished in; the summary
still quotes the log's first (trial 57 finding 6). Fixtures: two real ``cargo test`` runs whose two
failed tests finished in either order (tests/fixtures/s29-t57, README)."""

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


def test_two_cargo_runs_in_another_order_share_a_fingerprint(capsys) -> None:
    first, second = triage(capsys, "cargo.run-a.log"), triage(capsys, "cargo.run-b.log")
    assert first["fingerprint"] == second["fingerprint"]
    assert "the first: thread 'tests::port_next' panicked" in first["summary"]
    assert "the first: thread 'tests::port_bad' panicked" in second["summary"]


def test_another_failure_keeps_another_fingerprint(capsys) -> None:
    cargo, go = triage(capsys, "cargo.run-a.log"), triage(capsys, "go.ubuntu.log")
    assert cargo["fingerprint"] != go["fingerprint"]
