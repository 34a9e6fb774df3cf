"""A failed snapshot's message is what changed, not the matcher's hint: jest's
``expect(received).toMatchSnapshot()`` was the summary's quote while the diff's ``- "line": "EUR
19.99"`` / ``+ "line": "EUR 20.0"`` was right below (trial 88, #10); a snapshot never written under
``--ci`` (``New snapshot was not written``) is advised as such first, not as a changed snapshot.

Real output: jest 30.5.2 run by trial 88, tests/fixtures/s33-t88/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s33-t88"


def test_the_message_quotes_the_snapshots_change(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "jest_snap.log", "--no-home-skills")
    assert [test["message"] for test in report["failed_tests"]] == [
        'Snapshot name: `formats a receipt line 1`: - "line": "EUR 19.99"; + "line": "EUR 20.0"',
        'Snapshot: "USD 0.00"; Received: "USD 0.0"',
    ]
    assert "toMatchSnapshot()" not in report["summary"]


def test_a_snapshot_never_written_is_advised_first(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "jest_snap_missing.log", "--no-home-skills")
    assert report["category"] == "test failure"
    assert "New snapshot was not written" in report["summary"]
    assert report["next_step"].startswith("The snapshots were never written")
