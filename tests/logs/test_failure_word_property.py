"""Property: :func:`ci_triage.logs.passing.failure_word` says what masking every name and then
searching the vocabulary says, though it searches first and masks names only on lines with a word."""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from ci_triage.logs.passing import _FAILURE_WORD, failure_word, without_names

PIECES = [
    "error", "ERROR", "Error:", "fail", "FAILED", "cannot", "cannot ", "could", "not", "found", "timed out",
    "panic", "thiserror", "error_handler", "error-chain", "src/errors.ts", "'x'", '"failed"', "`fail`",
    "-Werror", "--fail-fast", "gcc", "+ ", "$ ", "make", "-o", "error.o", " ", "  ", ".", "-", "/", "_",
    "a", "Z", "9", "!", "ERR!", "✖", "*** FAILED", "not ok 1", "killed", "\t",
]  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=12).map("".join))
@example("cannot'x'")  # a quoted token glued to a word: masked before the search, as before
@example("gcc -Werror -c error.c -o error.o")  # a command line's options: names
@example("could-x-not found")
def test_failure_word_is_the_vocabulary_outside_names(text: str) -> None:
    assert failure_word(text) == (_FAILURE_WORD.search(without_names(text)) is not None)
