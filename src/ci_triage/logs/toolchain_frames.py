"""A Rust backtrace's frames in the toolchain's own crates (std, core, alloc, test): left out of the excerpt.

A panic's backtrace (``RUST_BACKTRACE=1``, ``full`` in many CI images) prints each frame as
``  4: rcrate::parse`` (``full``: ``  21:     0x5563cb01615a - rcrate::parse::hb9e031babdf4a0e4``)
with, below it, where the frame's code is: ``at ./src/lib.rs:1:42``; the standard library's frames
are ``at /rustc/<commit>/library/std/src/panicking.rs:689:5``, the path the toolchain's sources were
built from (std's ``library/std/src/backtrace.rs`` and ``sys/backtrace.rs`` print them). A full
backtrace opens with some twenty of them (the panic hook, ``std::panicking::…``, ``core::result::
unwrap_failed``) and ends with the test harness's (``test::run_test``, ``std::thread::…``): dozens
of lines that say nothing of the failure, which filled a whole excerpt of ``cargo test``'s output
ahead of the project's own frames (``rcrate::tests::parses_word at ./src/lib.rs:9:35``).
"""

from __future__ import annotations

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

_FRAME = LazyRE2(r"^\s*\d+:\s+(?:0x[0-9a-fA-F]+ - )?<*(?P<crate>[A-Za-z_]\w*)")
"""A backtrace frame's line: its index, with ``full`` the address, then its symbol (a trait
method's ``<alloc::boxed::Box<…> as core::ops::Fn<…>>::call`` opens with ``<``)."""
_AT = LazyRE2(r"^\s+at (?P<path>\S+)")
"""The line below a frame saying where its code is: ``at /rustc/<commit>/library/core/src/result.rs:1867:5``."""
_TOOLCHAIN = LazyRE2(r"/rustc/[0-9a-f]+/library/")
"""The toolchain's sources, as the compiler recorded their paths."""
TOOLCHAIN_CRATES = frozenset({"std", "core", "alloc", "test", "__rustc", "rust_begin_unwind"})
"""Crates (and std's symbols outside any crate path) of the toolchain: a frame without an ``at``
line (``5: core::fmt::write``) is the toolchain's when its symbol starts with one."""


def toolchain_frames(lines: dict[int, LogLine]) -> frozenset[int]:
    """Line numbers of ``lines`` (line number → line read, 1-based) that are a Rust backtrace's
    frames in the toolchain: a frame line (:data:`_FRAME`) whose next line is an ``at`` line under
    ``/rustc/<commit>/library/`` (both lines), or, without an ``at`` line below it, whose symbol's
    crate is one of :data:`TOOLCHAIN_CRATES` (the crate name may carry ``[hash]``). Only lines of a
    section whose numbered frames follow a ``stack backtrace:`` line are read this way. Linear in
    the number of lines."""
    left_out: set[int] = set()
    for number, line in lines.items():
        if "stack backtrace:" not in line.text:
            continue
        frame = number + 1
        while (current := lines.get(frame)) is not None and current.section == line.section:
            found = _FRAME.match(current.text)
            if found is None:
                break
            below = lines.get(frame + 1)
            at = _AT.match(below.text) if below is not None and below.section == line.section else None
            if at is not None:
                if _TOOLCHAIN.match(at.group("path")) is not None:
                    left_out.update((frame, frame + 1))
                frame += 2
                continue
            if found.group("crate") in TOOLCHAIN_CRATES:
                left_out.add(frame)
            frame += 1
    return frozenset(left_out)
