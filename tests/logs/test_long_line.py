"""A failure word past the second pass's window of a line is still read, cited and counted.

The shapes are the ones a README-only trial met: a plain log whose ``error:`` follows 70,000
characters of one line (a progress bar or a minified bundle without newlines), and a GitHub Actions
log (runner timestamps, step group, exit marker) whose mypy diagnostic follows 200,000 characters
of one line. The cited line must equal what cleaning the whole line gives
(:func:`ci_triage.logs.clean.clean_line`), which holds it in memory: the second pass never does.
"""

from __future__ import annotations

import io

from ci_triage.logs.clean import clean_line
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
    assert "error: split between two reads" in found.window
    assert line[found.window_start : found.window_start + len(found.window)] == found.window


def test_a_multi_megabyte_line_keeps_only_its_head_and_a_window_and_the_next_line_follows() -> None:
    line = "x" * 3_000_000 + " FAILED here " + "z" * 3_000_000
    file = io.BytesIO(f"{line}\nnext line\n".encode())
    found = read_line(file)
    assert isinstance(found, LongLine)
    assert len(found.head) == LINE_BYTES
    assert len(found.window) <= 2 * WINDOW_CHARS
    assert "FAILED here" in found.window
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
