"""gdb's report of the signal that stopped a program is a crash, its place the first frame of ``bt``.

A step that runs a program under gdb (``gdb -batch -ex run -ex bt --args ./prog``) or reads its core
file (``gdb -batch -ex bt ./prog core``) prints ``Program received signal SIGSEGV, Segmentation
fault.`` (or ``Program terminated with signal SIGSEGV, …`` for a core file) and the backtrace, and
no shell line (``Segmentation fault (core dumped)``) when gdb itself exits 0: the verdict is a
runtime error quoting gdb's line with the first frame in the project's code, and the advice names the
signal and that frame. Below an abort, glibc's frames come first: one in a shared library
(``#3  0x00007ffff7df5472 in __GI_abort () at ./stdlib/abort.c:79``) or in a file gdb says it cannot
open (``44\t./nptl/pthread_kill.c: No such file or directory.``) is no place of the project's: not
the frame the summary quotes, nor any of the report's locations, also where the machine maps shared
libraries elsewhere than x86-64's ``0x00007f…`` and only gdb's lines tell them (the addresses near
a frame in the file it cannot open). The report's tool is gdb, which runs the program.

Fixtures: ``tests/logs/fixtures/gdb-signal/README.md`` (gdb 13.1, gcc 12.2.0, Debian 12).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parent / "fixtures" / "gdb-signal"


@pytest.mark.parametrize(
    ("log", "line"),
    [
        ("run-segv.log", "Program received signal SIGSEGV, Segmentation fault."),
        ("core-segv.log", "Program terminated with signal SIGSEGV, Segmentation fault."),
    ],
)
def test_gdbs_segfault_is_a_runtime_crash_at_the_projects_frame(
    triage_json: Callable[..., dict], log: str, line: str
) -> None:
    report = triage_json(FIXTURES / log)
    assert report["category"] == "runtime error"
    assert report["summary"].endswith(f"{line} (at #0  0x00005555555551b2 in parse (s=0x0) at src/parse.c:5)")
    assert report["next_step"].startswith(
        "The stack trace printed below the crash has its top frame in the project's code at `src/parse.c:5`, in"
        " `parse`: start there. gdb stopped the program on SIGSEGV"
    )
    assert (report["locations"][0]["file"], report["locations"][0]["line"]) == ("src/parse.c", 5)


@pytest.mark.parametrize(
    ("log", "line"),
    [
        ("run-abort.log", "Program received signal SIGABRT, Aborted."),
        ("core-abort.log", "Program terminated with signal SIGABRT, Aborted."),
    ],
)
def test_gdbs_abort_is_placed_below_the_c_librarys_frames(
    triage_json: Callable[..., dict], log: str, line: str
) -> None:
    report = triage_json(FIXTURES / log)
    assert report["category"] == "runtime error"
    assert report["summary"].endswith(f"{line} (at #4  0x0000555555555182 in check (v=-1) at src/abort.c:6)")
    assert report["next_step"].startswith(
        "The stack trace printed below the crash has its top frame in the project's code at `src/abort.c:6`, in"
        " `check`: start there. gdb stopped the program on SIGABRT"
    )


def test_a_segfault_in_the_c_library_is_placed_at_its_caller(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "run-segv-in-libc.log")
    assert report["category"] == "runtime error"
    assert report["summary"].endswith("(at #1  0x0000555555555161 in name_len (s=0x0) at src/len.c:4)")
    assert "at `src/len.c:4`, in `name_len`: start there. gdb stopped the program on SIGSEGV" in report["next_step"]


@pytest.mark.parametrize("log", ["run-abort.log", "core-abort.log", "run-abort-legacy-mmap.log"])
def test_the_c_librarys_frames_below_an_abort_are_no_locations(triage_json: Callable[..., dict], log: str) -> None:
    report = triage_json(FIXTURES / log)
    assert report["tool"] == "gdb"
    assert [(location["file"], location["line"]) for location in report["locations"]] == [
        ("src/abort.c", 6),
        ("src/abort.c", 10),
    ]


def test_an_abort_is_placed_below_the_c_library_mapped_where_only_gdbs_lines_tell_it(
    triage_json: Callable[..., dict],
) -> None:
    """``ulimit -s unlimited``: Linux's legacy layout maps glibc at ``0x0000155555…``."""
    report = triage_json(FIXTURES / "run-abort-legacy-mmap.log")
    assert report["summary"].endswith(
        "Program received signal SIGABRT, Aborted. (at #4  0x0000555555555182 in check (v=-1) at src/abort.c:6)"
    )
    assert "at `src/abort.c:6`, in `check`: start there." in report["next_step"]
