"""A failed test whose message only compares values (``assert 500 == 200``) gets the exception its
captured output shows (:mod:`ci_triage.logs.captured_exception`): a Flask route that could not reach
Redis answered 500, and the cause was only in pytest's ``Captured log call`` (an earlier session's
user trial: the summary quoted ``assert 500 == 200`` alone). Fixture: ``fixtures/captured/`` (its
README says how it was made)."""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FLASK = Path(__file__).resolve().parent / "fixtures" / "captured" / "flask-redis-500.txt"
CAUSE = "redis.exceptions.ConnectionError: Error 111 connecting to localhost:6390. Connection refused."


def _message(path: Path, analyser: Analyser) -> str | None:
    report, _ = triage_path(str(path), analyser, DEFAULT_BUDGET)
    (test,) = report.failed_tests
    assert test.name == "test_app.py::test_count"
    return test.message


def test_the_exception_the_application_logged_follows_the_compared_values(analyser: Analyser) -> None:
    assert _message(FLASK, analyser) == f"assert 500 == 200; captured: {CAUSE}"


def test_without_a_captured_traceback_the_message_is_the_comparison(tmp_path: Path, analyser: Analyser) -> None:
    """The same report with its captured log reduced to the record's line (no traceback), and with
    no captured section at all: nothing is added."""
    lines = FLASK.read_text().splitlines(keepends=True)
    start = next(n for n, line in enumerate(lines) if line.startswith("Traceback"))
    end = next(n for n, line in enumerate(lines) if line.startswith(CAUSE))
    no_traceback, no_section = tmp_path / "record-only.txt", tmp_path / "no-section.txt"
    no_traceback.write_text("".join(lines[:start] + lines[end + 1 :]))
    captured = next(n for n, line in enumerate(lines) if "Captured log call" in line)
    no_section.write_text("".join(lines[:captured] + lines[end + 1 :]))
    assert _message(no_traceback, analyser) == "assert 500 == 200"
    assert _message(no_section, analyser) == "assert 500 == 200"
