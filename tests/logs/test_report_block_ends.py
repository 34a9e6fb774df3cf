"""Where a test runner's report of one failed test ends, and in which order a runner's reports are
offered to the excerpt; where a compiler's or runtime's error report begins and ends; on real
output made here (``fixtures/reports/``):

- ``go-test-subtests.txt``: ``go test ./...`` (go1.19.8) on a table test whose two of three
  ``t.Run`` subtests fail: the subtests' ``--- FAIL:`` headings are indented under their parent's
  (the ``testing`` package indents a subtest's report by four spaces per level);
- ``unittest-buffered.txt``: ``python3 -m unittest -b`` (CPython 3.11.7) with one error (a chained
  exception), a failed list comparison and a failure with buffered stdout: each report opens with a
  ruler of ``=`` and ``FAIL:`` / ``ERROR:`` and runs on over blank-separated paragraphs to the next
  ruler (``unittest.TextTestResult.printErrorList``);
- ``cargo-test.txt``: ``cargo test`` (cargo 1.95.0, ``RUST_BACKTRACE=0``) with two failing tests:
  libtest prints each failed test's captured output under ``---- name stdout ----``;
- ``maven-surefire-junit5.txt``: ``mvn -B test`` (Maven 3.8.7, Surefire 3.2.5, JUnit 5.10.2) with a
  failed comparison of two multi-line strings (its message holds blank lines), an error with a
  ``Caused by:`` and a failed number comparison: each report opens with ``… <<< FAILURE!`` or
  ``… <<< ERROR!``;
- ``mocha-spec.txt``: ``npx mocha`` (mocha 10, spec reporter, Node.js v20.20.2) with three failed
  tests: each report opens with ``  1) suite`` and the test's title, then a blank line, then the
  assertion's message (over blank lines), its diff and its stack;
- ``pytest-long-captured-output.txt``: ``pytest`` 9.2.0 on a test that prints 60 lines before its
  assertion fails: its report runs on through ``Captured stdout call`` to the short test summary;
- ``rustc-notes-and-help.txt``: ``cargo build`` (rustc 1.95.0) with two type errors, the second with
  a ``= note:``, a ``note: function defined here`` and a ``help: consider borrowing here``
  sub-diagnostic, each with its own span;
- ``node-uncaught.txt``: ``node crash.js`` (Node.js v20.20.2) reading a property of ``undefined``:
  the file and line, the source line and a ``^`` under the fault, a blank line, then the error
  and its stack;
- ``node-test-runner.txt``: ``node --test --test-reporter=spec calc.test.js`` (Node.js v20.20.2)
  with two failed ``assert`` comparisons and a passing test: each failure's message is indented
  under its ``✖`` line, in paragraphs separated by blank lines (the operands, the stack, the
  error's properties), printed again under ``✖ failing tests:``;
- ``rspec-load-error.txt``: ``rspec --no-color`` (RSpec 3.12, Ruby 3.1.2) on a spec file missing its
  last ``end``: ``An error occurred while loading ./spec/calc_spec.rb.``, the ``SyntaxError`` and its
  backtrace at column 0, each line behind ``# ``, then the note that every line was filtered out;
- ``asan-use-after-free-and-leaks.txt``: two C programs built with ``gcc -g -fsanitize=address``
  (GCC 12.2.0) and run: a heap use after free (its stack, then where the address lies, the stacks
  that freed and allocated it and ``SUMMARY:``, blank-separated, then the shadow map) and two leaks
  (LeakSanitizer's heading, a ``Direct leak of …`` paragraph for each, ``SUMMARY:``).
"""

from __future__ import annotations

import io
from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.excerpt import select_lines
from ci_triage.logs.first_pass import Anchor, Section
from ci_triage.logs.localise import (
    BLOCK_LINES,
    Block,
    LogLine,
    build_lines,
    find_blocks,
    message_end,
    score_lines,
)
from ci_triage.logs.source import LogMember

REPORTS = Path(__file__).parent / "fixtures" / "reports"
ANALYSER = Analyser.load()


def _texts(name: str) -> list[str]:
    return (REPORTS / name).read_text().splitlines()


def _blocks(texts: list[str]) -> tuple[dict[int, LogLine], list[Block]]:
    """The blocks of ``texts`` read as one failing step, scored with the bundled skills' signals."""
    raw = {number: text.encode() for number, text in enumerate(texts, start=1)}
    lines = build_lines(raw, ANALYSER.signals, dict.fromkeys(raw, 0))
    section = Section(index=0, name="Run tests", start=Anchor(line=1, offset=0, tier=0), end_line=len(texts))
    score_lines(lines, [section], {0})
    return lines, find_blocks(lines, [section], {0})


def _line_of(texts: list[str], text: str) -> int:
    return next(number for number, line in enumerate(texts, start=1) if text in line)


def _report_headed_at(blocks: list[Block], heading: int) -> Block:
    return next(block for block in blocks if block.kind == "report" and heading in (block.start, block.start + 1))


def test_a_go_tests_report_holds_its_failed_subtests() -> None:
    texts = _texts("go-test-subtests.txt")
    _, blocks = _blocks(texts)
    report = _report_headed_at(blocks, _line_of(texts, "--- FAIL: TestAdd ("))
    assert report.end >= _line_of(texts, "Add(2, 2) = 0, want 4")  # both subtests and their messages


def test_a_unittest_report_runs_from_its_ruler_to_the_next_over_its_paragraphs() -> None:
    texts = _texts("unittest-buffered.txt")
    _, blocks = _blocks(texts)
    heading = _line_of(texts, "FAIL: test_adds_lists")
    report = _report_headed_at(blocks, heading)
    assert report.start == heading - 1  # its ruler of "="
    assert texts[report.end - 1] == "?     ^  ^"  # the list diff after "First differing element 1:"
    assert texts[report.end].startswith("=====") or not texts[report.end].strip()


def test_a_rust_tests_captured_output_heading_opens_its_report() -> None:
    texts = _texts("cargo-test.txt")
    _, blocks = _blocks(texts)
    heading = _line_of(texts, "---- tests::adds_big stdout ----")
    report = _report_headed_at(blocks, heading)
    assert report.end == _line_of(texts, "note: run with `RUST_BACKTRACE=1`")  # up to the next test's heading


def test_a_runners_reports_reach_the_excerpt_in_log_order() -> None:
    """The later reports' heads score higher (nearer the end of the step); the first failed test's
    report still comes whole first, then the next one."""
    texts = _texts("unittest-buffered.txt")
    data = "".join(f"{text}\n" for text in texts).encode()
    analysis = ANALYSER.analyse(LogMember(name="", file=io.BytesIO(data)), 300)
    first = range(_line_of(texts, "ERROR: test_parses") - 1, _line_of(texts, "RuntimeError: bad number") + 1)
    assert set(first) <= set(analysis.excerpt_lines)
    assert _line_of(texts, "FAIL: test_adds_lists") in analysis.excerpt_lines
    assert _line_of(texts, "FAIL: test_adds_small") not in analysis.excerpt_lines


def test_the_source_location_node_prints_above_an_uncaught_error_joins_its_block() -> None:
    texts = _texts("node-uncaught.txt")
    _, blocks = _blocks(texts)
    error = next(block for block in blocks if texts[block.head - 1].startswith("TypeError: "))
    assert error.start == 1  # "/tmp/cb/node/crash.js:1", the source line, the caret and a blank line


def test_with_budget_left_a_report_longer_than_a_block_is_read_to_its_end() -> None:
    texts = _texts("pytest-long-captured-output.txt")
    lines, blocks = _blocks(texts)
    heading = _line_of(texts, "____ test_renders_every_row ____")
    report = _report_headed_at(blocks, heading)
    last = _line_of(texts, "rendering value 59")
    assert last - heading >= BLOCK_LINES > report.end - heading  # the block stops short of the report's end
    chosen = select_lines([report], [], lines, 2000, [])
    assert set(range(heading, last + 1)) <= set(chosen)
    assert _line_of(texts, "short test summary info") not in chosen  # the runner's next part


def test_a_surefire_report_runs_over_the_blank_lines_of_its_message_to_the_next_report() -> None:
    texts = _texts("maven-surefire-junit5.txt")
    _, blocks = _blocks(texts)
    heading = _line_of(texts, "CalcTest.rendersReport -- Time elapsed")
    report = _report_headed_at(blocks, heading)
    assert report.end == _line_of(texts, "<<< ERROR!") - 2  # its whole stack trace, before a blank line
    assert not any(b.kind == "report" and _line_of(texts, "Tests run: 4") in (b.start, b.start + 1) for b in blocks)


def test_a_mocha_report_opens_at_its_numbered_heading_a_blank_line_above_its_error() -> None:
    texts = _texts("mocha-spec.txt")
    _, blocks = _blocks(texts)
    heading = texts.index("  1) add") + 1
    report = _report_headed_at(blocks, heading)
    assert report.end == texts.index("  2) add") - 1  # its stack, up to the next report's heading
    assert report.start == heading


def test_a_rustc_errors_notes_and_help_belong_to_its_block() -> None:
    texts = _texts("rustc-notes-and-help.txt")
    _, blocks = _blocks(texts)
    second = next(block for block in blocks if block.head == 10)
    assert texts[second.head - 1] == "error[E0308]: mismatched types"
    assert second.end >= _line_of(texts, "total(&values)") + 1  # the help's quote and its "+" marker


def test_an_indented_messages_paragraphs_below_a_blank_line_come_before_the_steps_tail() -> None:
    """node's test runner indents the failure's message under the test's ``✖`` line; the message's
    operands (``2 !== 3``), stack and properties are paragraphs of it, at its indentation, below
    blank lines: taken with the message before the budget goes to the end of the failing step, all
    but the middle of a run of node's own frames (:mod:`ci_triage.logs.node_module_frames`)."""
    texts = _texts("node-test-runner.txt")
    lines, blocks = _blocks(texts)
    message = _line_of(texts, "Expected values to be strictly equal:")
    block = next(block for block in blocks if block.head == message)
    closing = _line_of(texts, "operator: 'strictEqual'") + 1  # the properties' closing "  }"
    assert block.end < message + 2 <= closing == message_end(lines, block)
    chosen = select_lines([block], [], lines, 300, [len(texts)])
    assert texts[message + 1] == "  2 !== 3"
    paragraphs = set(range(message, closing + 1))
    nodes_own = {
        number for number in paragraphs if texts[number].lstrip().startswith("at ") and "node:" in texts[number]
    }
    assert paragraphs - nodes_own <= set(chosen)
    assert nodes_own - set(chosen)  # the middle of node's own frames is left out


def test_an_rspec_load_errors_block_holds_its_backtrace() -> None:
    texts = _texts("rspec-load-error.txt")
    _, blocks = _blocks(texts)
    error = next(block for block in blocks if "syntax error" in texts[block.head - 1])
    last_note = _line_of(texts, "#   RSpec::Configuration#backtrace_inclusion_patterns")
    assert error.end == last_note  # every "# …:in `load'" frame and the note, not the first three lines only


def test_a_sanitizers_block_runs_over_its_reports_paragraphs_to_its_summary() -> None:
    texts = _texts("asan-use-after-free-and-leaks.txt")
    _, blocks = _blocks(texts)
    for heading in ("ERROR: AddressSanitizer: heap-use-after-free", "ERROR: LeakSanitizer"):
        head = _line_of(texts, heading)
        summary = next(n for n in range(head, len(texts) + 1) if texts[n - 1].startswith("SUMMARY: "))
        block = next(block for block in blocks if block.head == head)
        assert block.end == summary  # the freeing and allocating stacks, each leak: not the shadow map below
