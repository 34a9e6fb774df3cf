"""A program of the checkout run by its path (``./buf``, ``build/buf``) is the project's own, not the
catalogue's tool of the same name (trial 56, finding 8: AddressSanitizer's report in a step ``./buf``
lost confidence as if Buf, a protobuf linter, had run; fixture: tests/fixtures/trial-56/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-56"


def test_an_asan_report_of_a_program_named_buf_keeps_its_confidence(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "asan_buf.log")
    assert report["category"] == "runtime error"
    assert report["confidence"] >= 0.85
    assert not any("buf" in step["detail"] for step in report["confidence_steps"])
    assert (report["locations"][0]["file"], report["locations"][0]["line"]) == ("buf.c", 10)
