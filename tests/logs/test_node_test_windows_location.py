"""node --test on a Windows runner: the failed test's ``location: 'D:\\a\\…:6:1'`` is read by its
signal (a drive's colon is part of the path), so the stack's ``…:6:39`` on the same line is that
place again, one location as on Linux (trial 61, finding 8; tests/fixtures/s29-t61/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s29-t61"


def test_a_windows_location_and_its_stack_frame_are_one_place(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "node-test-windows.gha.log")
    assert [(where["file"], where["line"], where["column"]) for where in report["locations"]] == [
        ("test/title.test.js", 6, 1)
    ]
