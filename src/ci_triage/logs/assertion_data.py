"""A line of a failed test's report that is the test's own data: its quoted source or its assertion's values.

A test runner reports a failed assertion by quoting the test's source line and the values it
compared. What those say is what the test holds, not what the job met: a test of an HTTP client's
messages compares ``'connection timed out'`` with ``'request timed out after 30s'``, and RSpec
quotes ``expect(humanize(:dns)).to eq("…: Could not resolve host: github.com")``. An exception the
test raised (``E   requests.exceptions.ConnectionError: …``, RSpec's ``SocketError: …`` below its
``Failure/Error:`` line) is not its data: it may be why the test failed. The shapes:

- pytest's quoted source line, marked ``>`` (``FormattedExcinfo.flow_marker``,
  ``_pytest/_code/code.py``): ``>       assert format_error("timeout") == "…"``;
- pytest's rewritten assertion and its explanation, the ``E`` lines (``fail_marker``):
  ``E       AssertionError: assert 'a' == 'b'``, ``E       assert 500 == 200`` and the diff below it
  (``E         - request timed out after 30s``, ``E         + connection timed out``, ``E    ?  ^``);
- RSpec's quoted expectation, ``Failure/Error: expect(x).to eq(y)`` (RSpec's
  ``ExceptionPresenter``: the source line of the failed expectation);
- a code frame's numbered source line, marked or not (jest's and vitest's ``@babel/code-frame``:
  ``       8 |   const note = "…";``, ``    >  9 |   expect(x).toBe(1);``);
- one side of a failed comparison with its value (RSpec's ``expected: "…"`` and ``got: "…"``,
  minitest's ``Expected:``/``Actual:``, jest's ``Received:``:
  :func:`ci_triage.logs.failed_test_message.compared_side`).

The lines of a traceback entry's source that pytest quotes around its ``>`` line carry no marker of
their own: a line before it (``    def test_x():``, ``        msg = "Max retries exceeded …"``) is
the entry's source indented by four spaces (``FormattedExcinfo.get_source``), as is a line after it
that continues the statement. Only their place tells them from output, so
:func:`quoted_source_lines` reads them as a block: the four-space lines next to a ``>`` line, and
the arguments pytest prints above an entry's source (``log = '…'``, ``repr_args``) below the
entry separator ``_ _ _``. The ``E`` lines after them are the exception, evidence as before.

Every pattern is RE2 (linear time).
"""

from __future__ import annotations

from collections.abc import Mapping

from ci_triage.logs.failed_test_message import compared_side
from ci_triage.logs.re2_patterns import LazyRE2

_CODE_FRAME = r"\s*(?:>\s*)?\d+ \|(?:\s|$)"
"""A code frame's numbered source line, marked ``>`` or not (``@babel/code-frame``'s: jest's,
vitest's, ESLint's ``codeframe`` format)."""
_QUOTED = LazyRE2(
    r"^(?:>\s"  # pytest's quoted source line
    r"|E\s+(?:AssertionError: )?assert\s"  # pytest's rewritten assertion
    r"|E\s+[-+?]\s"  # pytest's diff of the compared values
    r"|\s*Failure/Error: expect\b"  # RSpec's quoted expectation
    rf"|{_CODE_FRAME})"  # a code frame's source line
)
"""A quoted source line or an assertion's explanation (the module's first four shapes)."""
_CODE_FRAME_LINE = LazyRE2(rf"^{_CODE_FRAME}")
_FLOW_MARKER = LazyRE2(r"^>   ")
"""pytest's marked source line: ``flow_marker`` (``>``) and three spaces before the source line."""
_SOURCE_INDENT = "    "
"""The indent pytest puts before every other line of an entry's source (``space_prefix``)."""
_ARGUMENT = LazyRE2(r"^[A-Za-z_][A-Za-z0-9_]* = ")
"""A line of an entry's arguments (``repr_args``: ``name = repr(value)``)."""
_ENTRY_SEPARATOR = LazyRE2(r"^(?:_ )+_$")
"""The line pytest prints between two entries of one traceback (``_ _ _ …``)."""


def is_assertion_data(text: str) -> bool:
    """Whether the log line ``text`` (its text without a line stamp) is a failed test's quoted
    source or the values its assertion compared (the module's shapes); ``False`` for any other
    line, among them an exception the test raised."""
    return _QUOTED.search(text) is not None or compared_side(text)


def code_frame_line(text: str) -> bool:
    """Whether the log line ``text`` (its text without a line stamp) is a code frame's numbered
    source line (:data:`_CODE_FRAME`: ``> 2 |   const x = 1;``), a test's or a linter's finding's."""
    return _CODE_FRAME_LINE.search(text) is not None


def quoted_source_lines(texts: Mapping[int, str]) -> set[int]:
    """The numbers of the lines of ``texts`` (1-based line number → a line's text without its stamp,
    numbers consecutive) that are a pytest traceback entry's quoted source (the module's block):
    each ``>`` line, the four-space or blank lines right above it and the four-space lines right
    below it, and the argument lines an entry separator opens above that source. Empty when no
    line is a ``>`` line. Linear in the number of lines."""
    quoted: set[int] = set()
    for number, text in texts.items():
        if _FLOW_MARKER.search(text) is None:
            continue
        quoted.add(number)
        above = number - 1
        while above in texts and above not in quoted and _source_or_blank(texts[above]):
            quoted.add(above)
            above -= 1
        quoted |= _arguments_above(texts, above)
        below = number + 1
        while below in texts and texts[below].startswith(_SOURCE_INDENT):
            quoted.add(below)
            below += 1
    return quoted


def _source_or_blank(text: str) -> bool:
    """Whether ``text`` can be a line of an entry's quoted source: four-space indented or blank."""
    return text.startswith(_SOURCE_INDENT) or not text.strip()


def _arguments_above(texts: Mapping[int, str], last: int) -> set[int]:
    """The numbers of the argument lines (``name = value``) ending at line ``last`` when an entry
    separator (``_ _ _``) and a blank line open them; empty otherwise."""
    first = last
    while first in texts and _ARGUMENT.search(texts[first]) is not None:
        first -= 1
    if first == last or first not in texts or texts[first].strip() or first - 1 not in texts:
        return set()
    if _ENTRY_SEPARATOR.search(texts[first - 1].strip()) is None:
        return set()
    return set(range(first + 1, last + 1))
