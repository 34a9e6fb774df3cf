"""The committed fix-PR cassettes are what ``tests/cassettes/fix/build.py`` makes from the shared
api-examples, byte for byte (so no payload is written by hand)."""

from __future__ import annotations

from pathlib import Path

CASSETTES = Path(__file__).resolve().parents[1] / "cassettes" / "fix"


def test_fix_cassettes_are_rebuilt_identically(assert_cassettes_rebuild) -> None:
    assert_cassettes_rebuild(CASSETTES)
