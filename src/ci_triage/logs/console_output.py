"""What a JavaScript test logged, as jest prints it: a ``console.warn`` block, with its own source place.

jest prints each ``console.log`` / ``console.info`` / ``console.warn`` / ``console.error`` /
``console.debug`` / ``console.trace`` call of a test file as a block: the method's name on a line of
its own (``  console.warn``), then, indented deeper, the message, the code frame of the call
(``> 10 |     console.warn('coupon code missing in fixture');``) and its frame (``at Object.warn
(cart.test.js:10:13)``); jest 24 and older put the blocks under a ``● Console`` heading and the call's
place on the method's line (``console.log src/app.js:12``). That place is where the test logged, not
where it failed: it comes after the failed tests' own places (:func:`ci_triage.logs.extract.locations`).
A block ends at the first line that is not blank and not indented deeper than its heading (the file's
``FAIL ./cart.test.js`` header, a failed test's ``● cart › coupon`` report, the next block).
jest 29's ``@jest/console`` (``BufferedConsole``, ``getConsoleOutput``), checked on its output.
"""

from __future__ import annotations

from ci_triage.logs.line_runs import with_gaps
from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

_HEADING = LazyRE2(r"^(?P<indent>[ \t]*)(?:console\.(?:log|info|warn|error|debug|trace)(?: \S.*)?|● Console)$")
"""The first line of what a test logged: ``  console.warn``, jest 24's ``    console.log src/app.js:12``
and its ``  ● Console`` heading above the blocks."""


def console_output_lines(lines: dict[int, LogLine]) -> set[int]:
    """The numbers of ``lines`` (line number → line read) inside jest's blocks of what a test logged,
    their headings included (see the module's docstring); empty when the log has none. One pass over
    ``lines`` in order; a gap in the numbers ends a block."""
    inside: set[int] = set()
    indent: int | None = None
    for number, gap in with_gaps(lines):
        text = lines[number].text
        if gap:
            indent = None
        if indent is not None and (not text.strip() or len(text) - len(text.lstrip()) > indent):
            inside.add(number)
            continue
        heading = _HEADING.match(text) if "console" in text.lower() else None
        indent = len(str(heading.group("indent"))) if heading is not None else None
        if heading is not None:
            inside.add(number)
    return inside
