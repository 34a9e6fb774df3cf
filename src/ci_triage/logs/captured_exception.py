"""The exception a failed pytest test's captured output shows, when its own message only compares values.

A test that drives an application through a test client (Flask's ``app.test_client()``, Django's
``Client``, Starlette's ``TestClient``) sees the application's exception only as its effect:
``assert 500 == 200``. The application logged the exception with its traceback, and pytest prints
what the test logged or wrote under the report's ``Captured log call`` / ``Captured stderr call``
/ ``Captured stdout call`` sections (pytest documentation, "How to capture stdout/stderr output"
and "How to manage logging"), after the ``E`` lines and the test's ``file:line: Error`` line:

    E       assert 500 == 200
    test_app.py:5: AssertionError
    ------------------------------ Captured log call -------------------------------
    ERROR    app:app.py:875 Exception on /count [GET]
    Traceback (most recent call last):
      ...
    redis.exceptions.ConnectionError: Error 111 connecting to localhost:6390. Connection refused.

That last exception line says why the value was wrong (a Redis server the job did not start). Of a
chain, the last traceback's exception is the one the request died of
(:mod:`ci_triage.logs.exception_chain`). Every pattern here is RE2 (linear time).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

MAX_REPORT_LINES = 2_000
"""Lines of one test's report read for its captured sections."""
_COMPARISON = LazyRE2(r"^(?:E\s+)?(?:assert\s|AssertionError: assert\s)")
"""A message that only compares values (pytest's rewritten ``assert 500 == 200``)."""
_CAPTURED = LazyRE2(r"^-+ Captured (?:log|stderr|stdout) (?:setup|call|teardown) -+\s*$")
"""pytest's heading of a test's captured output section."""
_REPORT_END = LazyRE2(r"^(?:_{3,} \S.* _{3,}|={3,} .* ={3,})\s*$")
"""The next test's report header (``_____ test_x _____``) or a session section (``=== short test
summary info ===``): the end of this test's report."""
_TRACEBACK = LazyRE2(r"^Traceback \(most recent call last\):\s*$")
_EXCEPTION = LazyRE2(r"^(?:[A-Za-z_]\w*\.)*[A-Z]\w*(?::\s.*)?$")
"""A traceback's last line: a (dotted) exception class name, then ``: message`` if it has one."""


def compares_values(message: str | None) -> bool:
    """Whether a failed test's ``message`` only compares values (:data:`_COMPARISON`)."""
    return bool(message) and _COMPARISON.match(message or "") is not None


def captured_exception(lines: Mapping[int, LogLine], naming: Sequence[int]) -> str | None:
    """The last exception line (stripped) of the last traceback in the captured output sections of
    the first pytest report that shows one, reading below each line of ``naming`` (1-based numbers,
    keys of ``lines``, of the lines that name the test: its report's header among them) to the
    report's end (:data:`_REPORT_END`), at most :data:`MAX_REPORT_LINES` lines each; ``None`` when
    the lines read show no captured traceback."""
    for start in naming:
        found = _in_report(lines, start)
        if found is not None:
            return found
    return None


def _in_report(lines: Mapping[int, LogLine], start: int) -> str | None:
    section = lines[start].section
    captured = in_traceback = False
    found = None
    for number in range(start + 1, start + 1 + MAX_REPORT_LINES):
        line = lines.get(number)
        if line is None or line.section != section or line.marker or _REPORT_END.match(line.text):
            break
        text = line.text
        if _CAPTURED.match(text):
            captured = True
        elif captured and _TRACEBACK.match(text):
            in_traceback = True
        elif in_traceback and text.strip() and not text[:1].isspace():  # past the indented frames
            found = text.strip() if _EXCEPTION.match(text) else found
            in_traceback = False
    return found
