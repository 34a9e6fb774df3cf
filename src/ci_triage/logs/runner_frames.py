"""The test runner's own frames in a Python traceback: the excerpt leaves them out.

``pytest --tb=native`` prints each failed test's traceback as Python's ``traceback`` module does,
from pytest's call of the test down: 40-odd frames of the runner's own installed packages
(``…/site-packages/_pytest/runner.py``, ``…/site-packages/pluggy/_callers.py``, with their source
lines and carets; pytest 9.2.0, pluggy 1.7.0) before the test's own frames and the exception it
died of, about 110 lines of a report whose cause is in its last few. pytest's own report (``--tb``
long, short, line) hides those frames (``__tracebackhide__``, ``_pytest/python.py``'s cut at the
test function); these are the frames it would have hidden. A frame of the project, of the standard
library or of any other installed package (``requests``, a pytest plugin) is kept. So are the
runner's frames of a traceback that no other frame follows: pytest itself raised there (a plugin
that could not be loaded, ``pluggy.PluginValidationError`` below ``_pytest/config.py``'s frames),
and those frames are the crash's.
"""

from __future__ import annotations

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

RUNNER_PACKAGES = ("_pytest", "pytest", "pluggy")
"""The installed packages that are the test runner itself: pytest's implementation, its public
module, and pluggy, which calls its hooks."""

_RUNNER_FRAME = LazyRE2(
    r'^\s*File "[^"]*[/\\](?:site|dist)-packages[/\\](?:' + "|".join(RUNNER_PACKAGES) + r')[/\\][^"]*", line \d+'
)
"""A frame of Python's traceback inside one of :data:`RUNNER_PACKAGES` as installed (``  File
"/venv/lib/python3.11/site-packages/_pytest/runner.py", line 361, in from_call``; Windows'
``\\Lib\\site-packages\\``, Debian's ``dist-packages``)."""


PYTHON_FRAME = LazyRE2(r'^\s*File "[^"]+", line \d+')
"""Any frame of Python's traceback (``  File "tests/test_cart.py", line 4, in test_total``)."""


def is_python_frame(text: str) -> bool:
    """Whether ``text`` (a cleaned log line) is a frame of Python's traceback (:data:`PYTHON_FRAME`).
    The literal ``File "`` the pattern needs is looked for first: most lines of a log are no frame,
    and a substring search costs a small part of the pattern's call (a cut order that walks a block's
    lines on every offer of the excerpt's budget reads each line many times)."""
    return 'File "' in text and PYTHON_FRAME.match(text) is not None


def runner_frames(lines: dict[int, LogLine]) -> frozenset[int]:
    """Line numbers of ``lines`` (line number → line read, 1-based) that are a frame of the test
    runner's own packages (:data:`_RUNNER_FRAME`) or the lines it quotes below it (the following
    lines of its section indented deeper than the frame line: the source line, Python 3.11's
    carets), when a frame of another file (:data:`PYTHON_FRAME`) follows them in the same traceback:
    the runner's frames above the test's. A traceback that ends in the runner's frames (the next
    line at the frame's indent or less that is no frame: its exception) keeps them. Linear in the
    number of lines: lines are walked in order, none twice."""
    left_out: set[int] = set()
    pending: list[int] = []  # the runner's frames of the traceback walked, no other frame below them yet
    walked = 0
    for number, line in lines.items():
        if number <= walked:
            continue  # a line a frame quoted: never walked from again, so each line is walked once
        if "-packages" in line.text and _RUNNER_FRAME.match(line.text) is not None:
            frame = with_quoted_lines(lines, number)
            pending.extend(frame)
            walked = frame[-1]
        elif PYTHON_FRAME.match(line.text) is not None:
            left_out.update(pending)  # the test's frame (or another's) below: the runner's are filler
            pending = []
        elif pending and not line.blank:
            pending = []  # the traceback ended in the runner's frames: pytest raised, they are the crash
    return frozenset(left_out)


def with_quoted_lines(lines: dict[int, LogLine], number: int) -> list[int]:
    """Line ``number`` of ``lines`` (line number → line read, 1-based), a Python traceback's frame,
    and the lines it quotes below it, in order: the following lines of its section indented deeper
    than it (the source line, Python 3.11's carets), up to a blank line or a runner's marker."""
    line = lines[number]
    numbers = [number]
    while (quoted := lines.get(numbers[-1] + 1)) is not None and quoted.section == line.section and not quoted.marker:
        if quoted.blank or quoted.indent <= line.indent:
            break
        numbers.append(numbers[-1] + 1)
    return numbers
