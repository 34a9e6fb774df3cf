"""Error text past the first 1,000 characters of a line is still seen, and the kept line says what was cut.

Lines are shortened for the per-line patterns (:data:`ci_triage.logs.clean.MAX_LINE_CHARS`); the
part kept is the one around the line's first failure word. The fixture is real gcc 12.2.0 output
compiling a file in a folder 1,200 characters deep (``tests/fixtures/passing/README.md``).
"""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.clean import CONTEXT_SHARE, MAX_LINE_CHARS, clean_line, shorten_line
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import LogMember, LogSource, open_log_source

FAILING = Path(__file__).parents[1] / "fixtures" / "failing-tools"


def triage_bytes(analyser: Analyser, data: bytes):
    source = LogSource(label="job.log", kind="file", members=[LogMember(name="", file=io.BytesIO(data))])
    report, _ = triage_source(source, analyser, 2000)
    return report


def test_an_error_after_a_thousand_characters_is_found_and_quoted(analyser: Analyser) -> None:
    report = triage_bytes(analyser, b"$ build\n" + b"x" * 1000 + b" error: boom\n")
    assert report.failure_found
    quoted = [line for span in report.excerpt for line in span.lines if "error: boom" in line]
    assert quoted
    assert "characters] …" in quoted[0]


def test_a_compilers_error_after_a_long_path_is_a_compile_error(analyser: Analyser) -> None:
    with open_log_source(str(FAILING / "gcc-long-path.log")) as source:
        report, _ = triage_source(source, analyser, 2000)
    assert report.failure_found
    assert report.category == "compile/build error"
    assert any("error: ‘undeclared_value’ undeclared" in line for span in report.excerpt for line in span.lines)
    assert "error: ‘undeclared_value’" in report.summary


@pytest.mark.parametrize("length", [1_500, 5_000, 200_000])
def test_the_kept_part_holds_the_hit_and_says_how_much_was_cut(length: int) -> None:
    prefix, suffix = "/usr/bin/ld ", ": undefined reference to `main'"
    text = prefix + "o" * (length - len(prefix) - len(suffix)) + suffix
    kept = clean_line(text).text
    assert kept.startswith(prefix)
    assert kept.endswith(suffix)
    head, rest = kept.split(" … [", 1)
    cut, window = rest.split(" characters] … ", 1)
    assert len(head) + int(cut) + len(window) == len(text)
    assert len(kept) <= MAX_LINE_CHARS + 40


def test_a_line_whose_first_hit_is_early_keeps_its_start() -> None:
    text = "error: early " + "x" * 2000
    assert shorten_line(text) == f"{text[:MAX_LINE_CHARS]} … [{len(text) - MAX_LINE_CHARS} more characters]"


def test_a_line_whose_last_hit_is_a_window_past_its_first_keeps_its_start_and_the_text_before_that_hit() -> None:
    assert "error: late" not in shorten_line("error: early " + "x" * 3000 + " error: late")  # within the window: cut
    text = "error: early " + "x" * 5000 + " error: late"
    half = MAX_LINE_CHARS // 2
    late = text.index("error: late") - half // CONTEXT_SHARE
    assert shorten_line(text) == f"{text[:half]} … [{late - half} characters] … {text[late:]}"


def test_a_strong_word_past_the_cut_wins_over_a_weak_one_before_it() -> None:
    text = "gcc -Werror " + "y" * 1500 + " Traceback (most recent call last):" + "z" * 500
    kept = shorten_line(text)
    assert "Traceback" in kept
    assert kept.endswith("more characters]")


def test_a_weak_word_alone_past_the_cut_keeps_the_lines_start() -> None:
    text = "webpack " + "z" * 1500 + " node_modules/chai/lib/errors.js"
    assert shorten_line(text).startswith("webpack " + "z" * 900)


def test_a_strong_word_inside_a_path_past_the_cut_keeps_the_lines_start() -> None:
    text = " 50% building " + "m" * 1500 + " node_modules/assert/assert.js"
    assert shorten_line(text).startswith(" 50% building " + "m" * 900)


def test_a_shortened_line_shortened_again_counts_the_original_lines_characters() -> None:
    """A headline quoted from a shortened line is shortened again: its notes count the line's own
    characters (a 20 MB line's 19,999,601), not those of its shortened text (307)."""
    line = "x" * 100_000 + " error: boom"
    once = shorten_line(line)
    twice = shorten_line(once, 300)
    left_out = [int(count) for count in re.findall(r"\[(\d+)(?: more)? characters\]", twice)]
    shown = len(re.sub(r" … \[\d+ characters\] … | … \[\d+ more characters\]$", "", twice))
    assert len(twice) < len(once)
    assert twice.endswith("error: boom")
    assert sum(left_out) + shown == len(line)
