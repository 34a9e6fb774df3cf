"""A program killed by SIGSEGV (exit 139) that printed no traceback: the next step is a debugger, the
core file or a sanitizer, and the last lines it printed, not "Read the first traceback" (trial 28 #15)."""

from __future__ import annotations

from pathlib import Path

TRIAL = Path(__file__).parent / "fixtures" / "trial-28"


def test_a_segfault_without_traceback_says_how_to_get_the_stack(triage_json) -> None:
    report = triage_json(TRIAL / "segv-gha.log")
    assert report["category"] == "runtime error"
    next_step = report["jobs"][0]["classification"]["next_step"]
    assert "traceback" not in next_step
    assert "gdb" in next_step
    assert "`[ RUN ]`" in next_step
