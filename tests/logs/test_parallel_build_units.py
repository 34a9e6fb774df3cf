"""A parallel build's failing compilation units each have their first error read and quoted.

``make -j`` (and ninja, ``cmake --build -j``) prints each unit's diagnostics in turn. When one unit
prints many errors, they fill the signal lines the first pass keeps from a step's start, and the
next units' errors, before the lines kept from its end, were never read: the excerpt and the
locations named one file. The first pass keeps the first signal line of each source file and kind
(:data:`~ci_triage.logs.first_pass.FILES_KEPT`), and the excerpt offers each file's first error
of the opening error's kind right after the opening one (:func:`~ci_triage.logs.excerpt.order_blocks`);
the summary still quotes the log's first error.

Fixtures (``tests/fixtures/parallel-build/``): GNU make 4.3 and gcc 12.2.0 (Debian 12) run here on a
small calculator in C (``Makefile``: ``%.o: %.c calc.h`` with ``gcc -Wall -Wextra -std=c11 -O0 -c``;
objects ``main.o lexer.o parser.o eval.o table.o``). ``make-j2-k.log``: ``make -j2 -k`` with four
broken units: ``lexer.c`` (48 accessors of an undefined ``struct lexer_state``: 50 errors),
``parser.c`` (an undeclared identifier), ``eval.c`` (too few arguments) and ``table.c`` (20
accessors of an undefined ``struct symbol``), output as make printed it. ``make-j4.log``: ``make
-j4`` on the same sources (``eval.c``'s and ``parser.c``'s errors first, then ``lexer.c``'s).
``make-j2-one-error.log``: ``make -j2`` with ``parser.c`` broken alone.
"""

from __future__ import annotations

import io
from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.first_pass import FILES_KEPT, scan

FIXTURES = Path(__file__).parents[1] / "fixtures" / "parallel-build"


def test_the_first_pass_keeps_each_files_first_error_past_one_units_many(analyser: Analyser) -> None:
    data = (FIXTURES / "make-j2-k.log").read_bytes()
    section = scan(io.BytesIO(data), analyser.triggers).sections[0]
    kept = {anchor.line for anchor in section.anchors()}
    assert {656, 668} <= kept  # parser.c's and table.c's first errors, behind lexer.c's 50
    assert {anchor.line for anchor in section.files.values()} == {3, 7, 656, 664, 668, 977}


def _files_log(separator: str) -> bytes:
    """A step of 40 files with ten gcc errors each, ``separator`` after each error: a structure
    line makes the scan take the lines one by one, a plain line lets it take them as one run."""
    lines = ["##[group]Run make -j8"]
    for number in range(40):
        for line in range(1, 11):
            lines += [f"src/unit{number}.c:{line}:5: error: ‘x{line}’ undeclared", separator]
    return "\n".join(lines).encode() + b"\n"


def test_files_kept_are_bounded_and_the_same_one_by_one_or_as_a_run(analyser: Analyser) -> None:
    kept = []
    for separator in ("##[error]a marker line", "a plain line"):
        step = scan(io.BytesIO(_files_log(separator)), analyser.triggers).sections[1]
        kept.append({key: anchor.line for key, anchor in step.files.items()})
    one_by_one, as_a_run = kept
    assert len(as_a_run) == FILES_KEPT
    assert one_by_one == as_a_run
    assert sorted(as_a_run.values())[:3] == [2, 22, 42]  # each file's first error: 20 lines a file
