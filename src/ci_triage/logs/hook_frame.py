"""The hook whose code a failed test's code frame shows throwing: the test errored in a hook, not in its body.

jest and vitest fail each test a ``beforeEach`` (jest: a ``beforeAll`` too) ran for with the hook's own
error and name no hook; the code frame under the test's heading quotes the line that threw, with the
two source lines above it (jest 30.5.2's @babel/code-frame, ``    > 5 |     throw new Error('…');``;
vitest 4.1.12's ``      6|   throw new Error('…');`` over its ``       |         ^`` marker). When the
hook's body is longer than one line, that line is inside it, and only the lines above show whose
block it is:

    3 | beforeAll(() => {
    4 |   if (!process.env.DATABASE_URL) {
  > 5 |     throw new Error('DATABASE_URL is not set');

Walking up from the marked line, each line indented less than every line below it (blank ones
aside) opens a block that holds it; the first of those that calls a test framework's function
(:data:`_FRAMEWORK_CALL`) says whose code threw: a hook's (``beforeAll``, ``beforeEach``,
``afterAll``, ``afterEach``), or a test's or a suite's (``test(``, ``it(``, ``describe(``: no hook's).
A marked line that itself opens a hook (``> 2 | beforeAll(() => { throw …``) is the jest skill's
``hook-threw`` signal; a frame whose lines above show no such call (a helper the hook called, in
another file) says nothing. Every pattern is RE2 (linear time).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

HOOKS = ("beforeAll", "beforeEach", "afterAll", "afterEach")
"""The hooks of jest, vitest and mocha's BDD interface (``before``/``after`` aside) around tests."""
AFTER_HOOKS = ("afterAll", "afterEach")
"""The :data:`HOOKS` that run after their tests: the tests' own code ran."""
ANY_HOOK = "a hook"
"""The stage jest's own words give a test that errored at a hook they do not name (jest-circus's
``Exceeded timeout of 5000 ms for a hook.``: the jest skill's ``hook-timeout``)."""

_SOURCE = LazyRE2(r"^\s*(?P<mark>>\s*)?\d+\s*\|(?: (?P<code>.*))?$")
"""A code frame's numbered source line, @babel/code-frame's (jest: ``    > 5 |     throw …``,
``      3 | beforeAll(() => {``) or vitest's (``      6|   throw …``): its ``>`` mark, its source."""
_MARKER = LazyRE2(r"^\s*\|\s*\^\s*$")
"""A code frame's marker line, a caret in an empty gutter (``       |         ^``), under the line it marks."""
_FRAMEWORK_CALL = LazyRE2(r"^(?P<call>beforeAll|beforeEach|afterAll|afterEach|test|it|describe|suite)(?:\.\w+)*\s*\(")
"""A line of source that calls a test framework's hook, test or suite function (``it.only(``,
``test.each(``): the block it opens is that one's."""


def frame_hook(lines: Mapping[int, LogLine], start: int, end: int) -> str | None:
    """The hook (one of :data:`HOOKS`) whose block holds the line the first code frame marks among
    ``lines`` ``start`` to ``end`` (1-based, end excluded: a failed test's report), as the frame's
    lines above it show it (see the module docstring); None when no frame is marked there, or what
    holds the marked line is a test's or a suite's block, or the lines above show no call of the
    test framework."""
    source: list[tuple[int, str]] = []  # the current frame's source lines, in order
    for number in range(start, end):
        line = lines.get(number)
        if line is None:
            source = []
            continue
        text = line.text
        if (found := _SOURCE.match(text)) is not None:
            source.append((number, found.group("code") or ""))
            if found.group("mark"):
                return _enclosing_hook([code for _, code in source])
            continue
        if source and source[-1][0] == number - 1 and _MARKER.match(text) is not None:
            return _enclosing_hook([code for _, code in source])
        source = []
    return None


def _enclosing_hook(codes: Sequence[str]) -> str | None:
    """The hook whose block holds the last of ``codes`` (a code frame's source lines, the marked
    one last), by the lines above it (:func:`frame_hook`); None when none does."""
    marked = codes[-1]
    deepest = len(marked) - len(marked.lstrip())
    for code in reversed(codes[:-1]):
        if not code.strip():
            continue
        indent = len(code) - len(code.lstrip())
        if indent >= deepest:
            continue
        deepest = indent
        call = _FRAMEWORK_CALL.match(code.lstrip())
        if call is not None:
            name = str(call.group("call"))
            return name if name in HOOKS else None
    return None
