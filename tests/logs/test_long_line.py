"""A failure word past the second pass's window of a line is still read, cited and counted.

The shapes are the ones a README-only trial met: a plain log whose ``error:`` follows 70,000
characters of one line (a progress bar or a minified bundle without newlines), and a GitHub Actions
log (runner timestamps, step group, exit marker) whose mypy diagnostic follows 200,000 characters
of one line. The cited line must equal what cleaning the whole line gives
(:func:`ci_triage.logs.clean.clean_line`), which holds it in memory: the second pass never does.
"""

from __future__ import annotations

import io

from ci_triage.logs.clean import clean_line, clean_read_line
from ci_triage.logs.long_line import LINE_BYTES, WINDOW_CHARS, LongLine, read_line
from ci_triage.logs.model import JobReport
from ci_triage.logs.source import LogMember

STAMP = "2026-12-01T19:13:53.4660000Z "
MYPY_ERROR = 'bad.py:3: error: Incompatible return value type (got "str", expected "int")  [return-value]'


def _cited(analyser, data: str) -> tuple[dict[int, str], JobReport]:
    report = analyser.analyse(LogMember(name="", file=io.BytesIO(data.encode())), budget=2000).report
    return {span.start_line + i: text for span in report.excerpt for i, text in enumerate(span.lines)}, report


def test_a_plain_log_whose_error_follows_70000_characters_of_its_line_is_a_failure(analyser) -> None:
    line = "a" * 70_000 + " error: the real cause is here"
    cited, report = _cited(analyser, f"step start\n{line}\n")
    assert report.failure_found
    assert cited[2] == clean_line(line).text
    assert "error: the real cause is here" in cited[2]
    assert "[69601 characters]" in cited[2]  # 200 kept, 69,601 left out, the rest around the word


def test_a_github_log_whose_mypy_error_follows_200000_characters_of_its_line_cites_it(analyser) -> None:
    line = STAMP + "a" * 200_000 + " " + MYPY_ERROR
    data = "".join(
        f"{row}\n"
        for row in (
            f"{STAMP}##[group]Run mypy .",
            f"{STAMP}mypy .",
            f"{STAMP}shell: /usr/bin/bash -e {{0}}",
            f"{STAMP}##[endgroup]",
            line,
            f"{STAMP}Found 1 error in 1 file (checked 1 source file)",
            f"{STAMP}##[error]Process completed with exit code 1.",
        )
    )
    cited, report = _cited(analyser, data)
    assert report.classification.category == "type check"
    assert cited[5] == clean_line(line).text
    assert MYPY_ERROR in cited[5]
    assert [(location.file, location.line) for location in report.locations] == [("bad.py", 3)]


def test_a_failure_word_split_between_two_reads_is_found() -> None:
    before = "x" * (2 * LINE_BYTES - 3)
    line = before + " error: split between two reads " + "y" * 10_000
    found = read_line(io.BytesIO(f"{line}\nnext\n".encode()))
    assert isinstance(found, LongLine)
    assert found.length == len(line)
    [(start, window)] = found.windows
    assert "error: split between two reads" in window
    assert line[start : start + len(window)] == window


def test_a_multi_megabyte_line_keeps_only_its_head_and_a_window_and_the_next_line_follows() -> None:
    line = "x" * 3_000_000 + " FAILED here " + "z" * 3_000_000
    file = io.BytesIO(f"{line}\nnext line\n".encode())
    found = read_line(file)
    assert isinstance(found, LongLine)
    assert len(found.head) == LINE_BYTES
    [(_, window)] = found.windows
    assert len(window) <= 2 * WINDOW_CHARS
    assert "FAILED here" in window
    assert found.length == len(line)
    assert read_line(file) == b"next line"
    assert read_line(file) is None


def test_a_line_of_exactly_the_window_is_read_whole() -> None:
    file = io.BytesIO(b"e" * LINE_BYTES + b"\nerror: after\n")
    assert read_line(file) == b"e" * LINE_BYTES
    assert read_line(file) == b"error: after"


def test_a_line_of_coloured_dots_counts_the_characters_a_terminal_shows(analyser) -> None:
    line = "\x1b[32m.\x1b[0m" * 10_000 + " error: boom"  # rspec's progress, 100,011 bytes
    cited, report = _cited(analyser, f"rspec\n{line}\n")
    assert report.failure_found
    assert cited[2] == clean_line(line).text
    assert cited[2].endswith("error: boom")


def _github_log(line: str) -> str:
    return "".join(
        f"{row}\n"
        for row in (
            f"{STAMP}##[group]Run pytest",
            f"{STAMP}pytest",
            f"{STAMP}##[endgroup]",
            f"{STAMP}collected 2 items",
            line,
            f"{STAMP}========= 1 failed, 1 passed in 0.12s =========",
            f"{STAMP}##[error]Process completed with exit code 1.",
        )
    )


def test_a_verdict_redrawn_over_100_kb_of_progress_is_a_failed_test(analyser) -> None:
    # A progress bar redrawn with carriage returns, then the verdict over it: a terminal shows the verdict.
    progress = "".join(f"test_a.py [{n % 100:3d}%] {'.' * 40}\r" for n in range(2_000))
    line = STAMP + progress + "FAILED tests/test_a.py::test_b - AssertionError: deep cause 42"
    cited, report = _cited(analyser, _github_log(line))
    assert cited[5] == clean_line(line).text == "FAILED tests/test_a.py::test_b - AssertionError: deep cause 42"
    assert [test.name for test in report.failed_tests] == ["tests/test_a.py::test_b"]


def test_redraws_past_the_head_leave_the_last_record_a_terminal_shows() -> None:
    line = "progress \r" * 300_000 + "  \r"  # 3 MB of redraws; the last record is blank
    found = read_line(io.BytesIO(f"{line}\nnext\n".encode()))
    assert isinstance(found, LongLine)
    assert found.redrawn > 0
    assert found.record_head == "progress "
    assert found.length - found.redrawn == len("progress ")
    assert clean_read_line(found).text == clean_line(line).text == "progress"


def test_a_verdict_at_the_end_of_a_line_whose_head_holds_an_error_is_read_too(analyser) -> None:
    line = STAMP + "error: first " + "y" * 100_000 + " FAILED test_a.py::test_c - ValueError: at the end"
    cited, _ = _cited(analyser, _github_log(line))
    assert cited[5] == clean_line(line).text
    assert cited[5].startswith("error: first yyy")
    # the first 500 characters, then the rest of the line from 100 characters before the verdict
    assert cited[5].endswith(
        " … [99414 characters] … " + "y" * 99 + " FAILED test_a.py::test_c - ValueError: at the end"
    )


def test_of_five_failure_words_the_windows_of_the_first_and_the_last_are_kept() -> None:
    words = [f" error: number {n} " for n in range(5)]
    line = "x" * 100_000 + ("z" * 1_000_000).join(words) + "z" * 10_000
    found = read_line(io.BytesIO(f"{line}\n".encode()))
    assert isinstance(found, LongLine)
    (first_start, first), (last_start, last) = found.windows
    assert "error: number 0" in first
    assert "error: number 1" not in first
    assert "error: number 4" in last
    assert "error: number 3" not in last
    assert line[first_start : first_start + len(first)] == first
    assert line[last_start : last_start + len(last)] == last
    assert found.length == len(line)


def test_a_window_never_overlaps_the_previous_one() -> None:
    line = "x" * LINE_BYTES + " error: a " + "y" * 100 + " error: b " + "z" * 100_000
    found = read_line(io.BytesIO(line.encode()))
    assert isinstance(found, LongLine)
    [(start, window)] = found.windows  # the second word lies in the first window
    assert "error: a" in window
    assert "error: b" in window
    assert line[start : start + len(window)] == window
