"""A gfortran program killed by a signal says so itself: libgfortran's handler prints `Program received
signal SIGSEGV: Segmentation fault - invalid memory reference.` and a backtrace to the statement
(`at …/ptr.f90:4`). The advice was exit 139's (the process "printed nothing about it", run it with
`python -X faulthandler`), the plain output was `unknown`, and glibc's
`./signal/../sysdeps/unix/sysv/linux/x86_64/libc_sigaction.c:0` frame was a location (trial 109, #4, #10).

Real output: gfortran 12.2 (Debian 12), tests/fixtures/s38-t109b/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s38-t109b"


@pytest.mark.parametrize("log", ["f90-segv.log", "f90-segv-plain.txt"])
def test_the_crash_is_a_runtime_error_at_the_programs_frame(triage_json: Callable[..., dict], log: str) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert report["category"] == "runtime error"
    assert report["summary"].endswith("Program received signal SIGSEGV: Segmentation fault - invalid memory reference.")
    assert [(where["file"], where["line"]) for where in report["locations"]] == [("ptr.f90", 4)]


def test_the_advice_reads_the_backtrace_the_program_printed(triage_json: Callable[..., dict]) -> None:
    advice = triage_json(FIXTURES / "f90-segv.log", "--no-home-skills")["next_step"]
    assert "Backtrace for this error:" in advice
    assert "printed nothing" not in advice
    assert "faulthandler" not in advice


@pytest.mark.parametrize("log", ["f90-segv.log", "f90-segv-plain.txt"])
def test_the_advice_quotes_the_programs_own_frame_not_an_example(triage_json: Callable[..., dict], log: str) -> None:
    advice = triage_json(FIXTURES / log, "--no-home-skills")["next_step"]
    assert "the first frame in the project's sources at `ptr.f90:4`" in advice
    assert "x.f90" not in advice
