"""Snapshot failures get snapshot advice from each runner: vitest's ``Snapshot `renders card 1`
mismatched`` says ``vitest -u`` and the ``__snapshots__`` files to commit, as jest's mismatch did; jest's
``New snapshot was not written`` (a snapshot never committed, ``--ci``) is named as its own cause (trial
42, finding 9).

Fixtures (tests/fixtures/trial-42, README there): ``vitest_snapshot.log`` (vitest 4.1.12) and
``jest_snapshot_not_written.log`` (jest 30.5.2), from the npm registry.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-42"


def test_a_vitest_snapshot_mismatch_says_update_and_commit(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "vitest_snapshot.log")
    assert (report["category"], report["tool"]) == ("test failure", "vitest")
    assert "npx vitest run -u" in report["next_step"]
    assert "__snapshots__" in report["next_step"]


def test_a_jest_snapshot_never_written_says_commit_it(triage_json: Callable[..., dict]) -> None:
    next_step = triage_json(FIXTURES / "jest_snapshot_not_written.log")["next_step"]
    assert "New snapshot was not written" in next_step
    assert "without `--ci`" in next_step
