"""The stack of the test ``go test -timeout`` found still running: an excerpt block of its own.

When a test binary outlives ``-timeout``, ``testing``'s alarm panics with ``panic: test timed out
after 1s``, Go 1.20 and later list the tests running (``running tests:``, then ``<TAB>TestHangs
(1s)``: ``testing.(*M).startAlarm``, ``src/testing/testing.go``) and the runtime dumps every
goroutine. The running test's goroutine is the one whose ``example.com/slow.TestHangs(…)`` frame
``testing.tRunner(…)`` called (two lines below it, past the frame's file line; go 1.19 run here).
The dump lists goroutines in the order they were made, so the test's sits above those it started
(a worker pool of a hundred goroutines): the step's tail shows the workers, not where the test
hung.
"""

from __future__ import annotations

from ci_triage.logs.localise import STRONG_SCORE, Block, LogLine
from ci_triage.logs.re2_patterns import LazyRE2

TIMEOUT_PANIC = LazyRE2(r"^panic: test timed out after \S+$")
"""``testing``'s alarm: ``panic: test timed out after 1s``."""
TEST_FRAME = LazyRE2(r"^(?:[\w.~-]+/)*[\w.~-]+\.(?P<test>Test\w*)\(")
"""A test function's frame: ``example.com/slow.TestHangs(0xc000098680?)``."""
TEST_RUNNER_FRAME = LazyRE2(r"^testing\.tRunner\(")
"""The frame that calls a test function: ``testing.tRunner(0xc0000989c0, 0x52f3a8)``."""
_GOROUTINE = LazyRE2(r"^goroutine \d+ \[[^\]]*\]:$")
"""A goroutine's heading in the dump: ``goroutine 19 [sleep]:``."""

STACK_KIND = "stack"
"""The :attr:`~ci_triage.logs.localise.Block.kind` of a hung test's goroutine."""


def hung_test_stacks(lines: dict[int, LogLine], sections: set[int]) -> list[Block]:
    """The goroutines of a timed-out test binary's dump that were running a test, each a block of
    kind :data:`STACK_KIND` headed by the test's frame (:data:`TEST_FRAME` with
    :data:`TEST_RUNNER_FRAME` two lines below it), from its ``goroutine N [state]:`` heading to the
    line before the blank line, next heading or line not read that ends it, of ``lines`` (line
    number → line read, 1-based) in ``sections`` (indexes) below a :data:`TIMEOUT_PANIC`. Linear
    in the number of lines."""
    stacks: list[Block] = []
    panicked: set[int] = set()
    heading: int | None = None  # of the goroutine being read
    test_frame: int | None = None  # its test's frame, once seen
    previous: LogLine | None = None
    for number in sorted(lines):
        line = lines[number]
        text = line.text.strip()
        ended = previous is None or number != previous.number + 1 or line.section != previous.section
        if heading is not None and previous is not None and (ended or not text or _GOROUTINE.match(text)):
            stacks += _stack(heading, previous, test_frame)
            heading = test_frame = None
        previous = line
        if line.section not in sections:
            continue
        if TIMEOUT_PANIC.match(text):
            panicked.add(line.section)
        elif line.section not in panicked:
            continue
        elif _GOROUTINE.match(text):
            heading = number
        elif heading is not None and test_frame is None and TEST_RUNNER_FRAME.match(text):
            above = lines.get(number - 2)
            if above is not None and TEST_FRAME.match(above.text.strip()):
                test_frame = number - 2
    if heading is not None and previous is not None:
        stacks += _stack(heading, previous, test_frame)
    return stacks


def _stack(heading: int, last: LogLine, test_frame: int | None) -> list[Block]:
    """The block of a goroutine from ``heading`` to ``last`` (its last line), when it ran a test
    (``test_frame``)."""
    if test_frame is None:
        return []
    return [
        Block(
            start=heading, end=last.number, head=test_frame, score=STRONG_SCORE, section=last.section, kind=STACK_KIND
        )
    ]
