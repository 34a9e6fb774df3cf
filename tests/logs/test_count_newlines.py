"""``first_pass.count_newlines`` counts as ``bytes.count`` does, whichever way it takes."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from ci_triage.logs.first_pass import SHORT_LINE_BYTES, count_newlines


@given(
    lines=st.lists(st.integers(min_value=0, max_value=4 * SHORT_LINE_BYTES), max_size=64),
    cut=st.tuples(st.integers(min_value=0, max_value=64), st.integers(min_value=0, max_value=64)),
)
def test_count_newlines_is_bytes_count(lines: list[int], cut: tuple[int, int]) -> None:
    data = b"".join(b"x" * length + b"\n" for length in lines)
    start, end = cut[0], max(cut[0], len(data) - cut[1])
    assert count_newlines(data, start, end) == data.count(b"\n", start, end)


def test_short_lines_are_counted_whole() -> None:
    """Past one newline per ``SHORT_LINE_BYTES`` the deletions stop: the count must go on."""
    dense = b"\n" * 5000 + b"x" * 100_000 + b"\n" * 3
    long_lines = (b"y" * 500 + b"\n") * 400
    for data in (dense, long_lines, dense + long_lines, long_lines + dense):
        assert count_newlines(data, 0, len(data)) == data.count(b"\n")
        assert count_newlines(data, 7, len(data) - 11) == data.count(b"\n", 7, len(data) - 11)
