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
- one side of a failed comparison with its value (RSpec's ``expected: "…"`` and ``got: "…"``,
  minitest's ``Expected:``/``Actual:``, jest's ``Received:``:
  :func:`ci_triage.logs.failed_test_message.compared_side`).

Every pattern is RE2 (linear time).
"""

from __future__ import annotations

from ci_triage.logs.failed_test_message import compared_side
from ci_triage.logs.re2_patterns import LazyRE2

_QUOTED = LazyRE2(
    r"^(?:>\s"  # pytest's quoted source line
    r"|E\s+(?:AssertionError: )?assert\s"  # pytest's rewritten assertion
    r"|E\s+[-+?]\s"  # pytest's diff of the compared values
    r"|\s*Failure/Error: expect\b)"  # RSpec's quoted expectation
)
"""A quoted source line or an assertion's explanation (the module's first three shapes)."""


def is_assertion_data(text: str) -> bool:
    """Whether the log line ``text`` (its text without a line stamp) is a failed test's quoted
    source or the values its assertion compared (the module's shapes); ``False`` for any other
    line, among them an exception the test raised."""
    return _QUOTED.search(text) is not None or compared_side(text)
