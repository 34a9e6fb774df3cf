"""The committed GitHub cassettes are what build.py makes from the shared api-examples, byte for byte."""

from __future__ import annotations

from pathlib import Path

CASSETTES = Path(__file__).resolve().parents[1] / "cassettes" / "github"


def test_cassettes_are_rebuilt_identically(assert_cassettes_rebuild) -> None:
    assert_cassettes_rebuild(CASSETTES, (".yaml", ".json", ".md"), needs=("corpus/gha/junit",))
