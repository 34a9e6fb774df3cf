"""The statement a Python traceback's frame ran, on a line that joins several with ``;``."""

from __future__ import annotations

from ci_triage.logs.frame_statement import frame_statement
from ci_triage.logs.localise import LogLine

SOURCE = "    t1.start(); t2.start(); t1.join(); t2.join()"


def _lines(*texts: str) -> dict[int, LogLine]:
    return {
        number: LogLine(number=number, text=text, marker="", matches=[], section=0)
        for number, text in enumerate(texts, start=1)
    }


def test_the_caret_line_marks_the_statement() -> None:
    lines = _lines('  File "t.py", line 7, in test_x', SOURCE, "                            ^^^^^^^^^")
    assert frame_statement(lines, 1) == "t1.join()"


def test_the_next_frames_function_names_the_statement_without_carets() -> None:
    lines = _lines('  File "t.py", line 7, in test_x', SOURCE, '  File "/usr/lib/threading.py", line 1119, in start')
    assert frame_statement(lines, 1) == "t1.start()"


def test_a_line_of_one_statement_or_no_clue_is_quoted_whole() -> None:
    assert frame_statement(_lines('  File "t.py", line 3, in test_x', "    c.recv(10)"), 1) == "c.recv(10)"
    assert frame_statement(_lines('  File "t.py", line 7, in test_x', SOURCE, "KeyboardInterrupt"), 1) == SOURCE.strip()
    assert frame_statement(_lines('  File "t.py", line 7, in test_x'), 1) == ""
