"""A wrapper's time prefix on every line (moreutils ``ts``, syslog/``logger``) is removed, decided
once per log from its first lines; a log whose lines only sometimes start with a time keeps them.

The fixtures in ``tests/logs/fixtures/stamps`` are real output: a failing pytest 8 run and a failing
``cargo test`` run of a small project (``*-plain.log``, with the wrapper's ``exit status N`` line),
each piped through moreutils ``ts`` with its default format, ``-s``, ``'%H:%M:%S'``, ``'%.T'``,
``'[%H:%M:%S]'``, ``'%Y/%m/%d %H:%M:%S'``, ``'%s'`` and ``'%.s'``, with the elapsed-seconds forms
``-s '%s'``, ``-s '%.s'`` and ``-i '%.s'`` (lines fed to ``ts`` 0.12 s apart, so whole seconds
repeat and rise), and with
``'%b %d %H:%M:%S ci-runner build[4242]:'`` for the syslog/``logger`` line shape.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import re2
from hypothesis import given, settings
from hypothesis import strategies as st

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.clean import clean_line
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path
from ci_triage.logs.stamps import HEAD_BYTES, MIN_LINES, SAMPLE_LINES, STAMP_FORMS, detect_stamp
from ci_triage.prove.verify import cited_log_lines

STAMPS = Path(__file__).parent / "fixtures" / "stamps"
FORMS = {
    "default": "month-day-time",
    "relative": "time",
    "clock": "time",
    "clock-fraction": "time",
    "bracketed-clock": "time",
    "slashed-date": "slashed-date-time",
    "epoch": "epoch",
    "epoch-fraction": "epoch",
    "syslog": "syslog",
    "elapsed": "elapsed",
    "elapsed-fraction": "elapsed",
    "interval-fraction": "elapsed",
}
RUNS = {"pytest": "test failure", "cargotest": "test failure"}


def _triage(analyser: Analyser, path: Path) -> TriageReport:
    return triage_path(path, analyser, DEFAULT_BUDGET)[0]


@pytest.mark.parametrize("run", sorted(RUNS))
@pytest.mark.parametrize("form", sorted(FORMS))
def test_a_log_through_ts_is_triaged_as_its_plain_output(analyser: Analyser, run: str, form: str) -> None:
    stamped_path = STAMPS / f"{run}-ts-{form}.log"
    found = detect_stamp(stamped_path.read_bytes())
    assert found is not None
    assert found.name == FORMS[form]
    plain = _triage(analyser, STAMPS / f"{run}-plain.log")
    stamped = _triage(analyser, stamped_path)
    assert plain.category == RUNS[run]
    assert stamped.category == plain.category
    assert stamped.exit_code == plain.exit_code
    assert stamped.failed_tests == plain.failed_tests
    assert [span.lines for span in stamped.excerpt] == [span.lines for span in plain.excerpt]


@pytest.mark.parametrize("form", sorted(FORMS))
def test_the_verifier_reads_cited_lines_as_the_excerpt_shows_them(analyser: Analyser, form: str) -> None:
    path = STAMPS / f"pytest-ts-{form}.log"
    report = _triage(analyser, path)
    assert report.excerpt
    for span in report.excerpt:
        assert cited_log_lines(path, span.member, span.start_line, span.end_line) == span.lines


@pytest.mark.parametrize("run", sorted(RUNS))
def test_a_plain_log_has_no_wrapper_prefix(run: str) -> None:
    assert detect_stamp((STAMPS / f"{run}-plain.log").read_bytes()) is None


def test_a_line_that_merely_starts_with_a_time_keeps_it() -> None:
    log = b"Starting the nightly job\n12:00:01 is when the cache expires\nDec 01 19:13:51 was the last run\ndone\n"
    assert detect_stamp(log) is None
    assert clean_line("12:00:01 is when the cache expires", detect_stamp(log)).text.startswith("12:00:01")


def test_the_prefix_is_removed_once_and_only_from_lines_that_open_with_it() -> None:
    stamp = detect_stamp(b"12:00:01 one\n12:00:02 two\n")
    assert stamp is not None
    assert clean_line("12:00:03 12:00:04 error: boom", stamp).text == "12:00:04 error: boom"
    assert clean_line("error: boom", stamp).text == "error: boom"
    assert clean_line("Dec 01 19:13:51 error: boom", stamp).text == "Dec 01 19:13:51 error: boom"


@pytest.mark.parametrize(
    "log",
    [
        b"1 apple\n2 pear\n3 plum\n",  # a numbered list always rises
        b"3 files changed\n1 file skipped\n",  # counts that fall
        b"0 errors\n0.5 seconds\n",  # whole and fractional numbers mixed
        b"12.5 MB downloaded\n13.25 MB downloaded\n",  # fractions not of ts's six digits
    ],
)
def test_output_that_starts_with_numbers_keeps_them(log: bytes) -> None:
    assert detect_stamp(log) is None


def test_elapsed_seconds_are_removed_from_every_line() -> None:
    stamp = detect_stamp(b"0 $ go test -v ./...\n0 === RUN   TestSum\n1 --- PASS: TestSum (0.00s)\n")
    assert stamp is not None
    assert clean_line("12 --- FAIL: TestSum (0.00s)", stamp).text == "--- FAIL: TestSum (0.00s)"


def test_one_line_decides_nothing() -> None:
    assert detect_stamp(b"12:00:01 error: boom\n") is None


def test_a_wrapper_around_a_runner_log_loses_both_times() -> None:
    head = b"Dec 01 19:13:51 2024-05-01T12:00:00.1234567Z ##[group]Run make\n" * 3
    stamp = detect_stamp(head)
    assert stamp is not None
    line = clean_line("Dec 01 19:13:51 2024-05-01T12:00:00.1234567Z ##[error]boom", stamp)
    assert (line.text, line.marker) == ("boom", "error")


_FORM_LINES = ("12:00:01 ok", "[12:00:01] ok", "12:00:01", "Dec  1 10:00:00 ok", "Dec 1 10:00:00 host tag[1]: ok")
_OTHER_LINES = ("", " ", "\r", "plain text", "1700000000 ok", "1700000000.5 ok", "2024/01/01 10:00:00 ok")


@settings(max_examples=300)
@given(
    lines=st.lists(st.sampled_from(_FORM_LINES) | st.sampled_from(_OTHER_LINES), max_size=25),
    cut=st.one_of(st.none(), st.integers(-3, 3)),
)
def test_the_form_is_the_one_every_sampled_line_opens_with(lines: list[str], cut: int | None) -> None:
    """The module's rule, spelled out: the first ``SAMPLE_LINES`` non-blank lines (a head of
    ``HEAD_BYTES`` or more loses its last, maybe cut, line), at least ``MIN_LINES`` of them, all
    open with one form, the most specific first; detect_stamp stops reading early, with the same answer."""
    head = "\n".join(lines).encode()
    if cut is not None:
        head += b"x" * max(0, HEAD_BYTES - len(head) + cut)
    pieces = head.split(b"\n")
    if len(head) >= HEAD_BYTES and len(pieces) > 1:
        pieces.pop()
    texts = [piece.decode().removesuffix("\r") for piece in pieces]
    sample = [text for text in texts if text.strip()][:SAMPLE_LINES]
    forms = [name for name, pattern in STAMP_FORMS if all(re2.match(pattern, text) for text in sample)]
    expected = forms[0] if forms and len(sample) >= MIN_LINES else None
    found = detect_stamp(head)
    assert (found.name if found else None) == expected
