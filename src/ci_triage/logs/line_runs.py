"""Line numbers read in order, with the gaps between runs of consecutive lines.

The one-pass scans over a job's lines (a passing test's report, what a test logged, a reporter's
block) keep a state from one line to the next that only holds within a run of consecutive line
numbers: a gap (lines not read, another section's) ends the block being read.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator


def with_gaps(numbers: Iterable[int]) -> Iterator[tuple[int, bool]]:
    """Each of ``numbers`` (line numbers) in ascending order, with whether a gap lies before it: the
    number before it is not one less (``False`` for the first)."""
    previous: int | None = None
    for number in sorted(numbers):
        yield number, previous is not None and number != previous + 1
        previous = number
