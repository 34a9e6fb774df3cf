"""A memory leak that valgrind or LeakSanitizer reports is no crash, and its place is the project's
frame, never the C library's (trial 56, finding 9; fixtures: tests/fixtures/trial-56/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-56"


def test_valgrinds_leak_is_placed_in_the_projects_frames_only(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "valgrind_leak.log")
    assert report["category"] == "runtime error"
    assert [(where["file"], where["line"]) for where in report["locations"]] == [
        ("names.c", 7),
        ("names.c", 11),
        ("names.c", 12),
    ]
    assert report["summary"].endswith("definitely lost in loss record 1 of 2 (at 0x1091D4: add (names.c:7))")


@pytest.mark.parametrize("log", ["valgrind_leak.log", "lsan_leak.log"])
def test_a_leak_is_advised_as_a_leak_not_a_crash(triage_json: Callable[..., dict], log: str) -> None:
    advice = triage_json(FIXTURES / log)["next_step"]
    assert "crashed" not in advice
    assert "leaked memory" in advice
    assert "first frame in the project's code" in advice


def test_a_memory_error_beside_leaks_leads_the_advice(triage_json: Callable[..., dict]) -> None:
    """Memcheck's `Invalid write` and `Invalid read` beside two leaks: the advice is the memory error's,
    at its first project frame, not the leaks' (trial 61, finding 3; tests/fixtures/s29-t61/README.md)."""
    report = triage_json(Path(__file__).parents[1] / "fixtures" / "s29-t61" / "valgrind-overflow-and-leaks.gha.log")
    assert report["summary"].endswith("Invalid write of size 1 (at 0x1091E9: join_tag (tags.c:8))")
    assert (report["locations"][0]["file"], report["locations"][0]["line"]) == ("tags.c", 8)
    assert report["next_step"].startswith("Memcheck found a memory error")
    assert "did not crash" not in report["next_step"]
