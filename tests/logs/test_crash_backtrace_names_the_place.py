"""A crashed program's printed backtrace names where it crashed: the summary and the advice say so.

A step that runs a test binary again under gdb when it crashes (``./test_list || { gdb -batch -ex
run -ex bt ./test_list; … }``) prints bash's ``Segmentation fault (core dumped)`` line, exit 139, then
gdb's ``bt``, whose frames read ``#0  0x… in list_sum (head=0x0) at list.c:9``: the summary names
that frame and the advice names it as the place to start, instead of only telling the user to run a
debugger. UBSan's ``list.c:9:16: runtime error:`` above AddressSanitizer's SEGV report names the top
frame's place already: no later frame (``#1 … in main …/list.c:19``) is added to it.

Fixtures: ``tests/fixtures/s42-gcc/README.md`` (gcc 12.2.0, gdb 13.1, Debian 12), plain and wrapped
as GitHub Actions serves a job's log.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s42-gcc"


@pytest.mark.parametrize("log", ["segfault-gdb-backtrace.gha.log", "segfault-gdb-backtrace.log"])
def test_a_segfaults_gdb_backtrace_names_the_crash(triage_json: Callable[..., dict], log: str) -> None:
    report = triage_json(FIXTURES / log)
    assert report["summary"].endswith("(at #0  0x0000555555555173 in list_sum (head=0x0) at list.c:9)")
    assert report["next_step"].startswith(
        "The stack trace printed below the crash has its top frame in the project's code at `list.c:9`, in"
        " `list_sum`: start there."
    )
    assert (report["locations"][0]["file"], report["locations"][0]["line"]) == ("list.c", 9)


@pytest.mark.parametrize("log", ["ubsan-then-asan-null.gha.log", "ubsan-then-asan-null.log"])
def test_a_sanitizer_line_naming_the_top_frame_gets_no_later_frame(triage_json: Callable[..., dict], log: str) -> None:
    report = triage_json(FIXTURES / log)
    assert report["summary"].endswith(
        "list.c:9:16: runtime error: member access within null pointer of type 'const struct node'"
    )
