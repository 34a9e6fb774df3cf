"""A chained Python traceback's library frames cost the excerpt little (trial 103 #5).

A test that calls ``urllib.request.urlopen`` on a host that does not resolve is reported in two
chained tracebacks of the standard library's ``urllib/request.py``, ``http/client.py`` and
``socket.py``, pytest's long entries quoting urllib's whole ``do_open`` twice: they took 1,994 of
the excerpt's 2,000 tokens. Now each run of library entries keeps its first and last, a library's
long entry its arguments and failing line but not the code above it, and a traceback of library
frames alone is read with the chain whose later traceback holds the project's frame. Logs: real
pytest 9.2.0 and Python 3.11.7 output, ``tests/fixtures/s37-pytrace/README.md``.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.library_source import pytest_library_entries
from ci_triage.logs.localise import LogLine
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s37-pytrace"


def _shown(name: str) -> tuple[set[int], int, str | None, str]:
    report = triage_path(FIXTURES / name, Analyser.load(), DEFAULT_BUDGET)[0]
    shown = {number for span in report.excerpt for number in range(span.start_line, span.end_line + 1)}
    return shown, report.excerpt_tokens, report.category, report.summary


def test_pytests_library_entries_are_elided_its_error_and_test_lines_kept() -> None:
    shown, tokens, category, summary = _shown("pytest-urllib-dns.gha.log")
    # the test's banner, the host's argument, both exceptions, the test's frame and its place
    assert {7, 79, 101, 108, 110, 177} <= shown
    assert not {14, 60, 82, 132} & shown  # urllib's do_open source, http/client's entry, socket's docstring
    assert tokens < DEFAULT_BUDGET // 2
    assert category == "infrastructure/network/flaky"
    assert "host name not found" in summary


def test_every_exception_of_a_requests_chain_is_kept() -> None:
    shown, _, category, _ = _shown("pytest-requests-dns.gha.log")
    assert {54, 308, 500, 509, 626} <= shown  # the four E lines and the test's place
    assert category == "infrastructure/network/flaky"


def test_a_library_only_traceback_of_a_chain_loses_its_inner_frames() -> None:
    shown, _, category, _ = _shown("python-urllib-dns.gha.log")
    assert {6, 26, 29, 34, 36, 54, 56} <= shown  # do_open, getaddrinfo, gaierror, the script's frames, URLError
    assert not {8, 10, 23} & shown  # http/client.py's and create_connection's frames between them
    assert category == "infrastructure/network/flaky"


def _lines(*texts: str) -> dict[int, LogLine]:
    return {number: LogLine(number, text, "", [], 0) for number, text in enumerate(texts, start=1)}


def test_a_report_of_library_entries_alone_keeps_them_all() -> None:
    """An installed plugin's crash below pytest's banner has no project's entry to read it from."""
    entry = "/venv/lib/python3.12/site-packages/lib/m.py:{n}: in f"
    lines = _lines(
        "____ test_x ____",
        *(text for n in range(4) for text in (entry.format(n=n), "    g()")),
        "E   ValueError: x",
    )
    assert pytest_library_entries(lines) == frozenset()
    lines = _lines(
        "____ test_x ____",
        "tests/test_x.py:3: in test_x",
        "    f()",
        *(text for n in range(4) for text in (entry.format(n=n), "    g()")),
        "E   ValueError: x",
    )
    assert pytest_library_entries(lines) == frozenset({6, 7, 8, 9})
