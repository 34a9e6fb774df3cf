"""The excerpt's selection rules (:mod:`ci_triage.logs.excerpt`, the blocks of
:mod:`ci_triage.logs.localise`) on small hand-made lines: a traceback's frames belong to the block of
its message, a block cut short keeps lines on both sides of its head, repeats of one kind of error
wait behind other errors, one block of over-long lines does not spend the budget alone, and lines
that only hint at an error leave room for the end of the failing step."""

from __future__ import annotations

from ci_triage.base.tokens import estimate_tokens
from ci_triage.logs.excerpt import error_kind, order_blocks, select_lines
from ci_triage.logs.first_pass import Anchor, Section
from ci_triage.logs.localise import HEAD_SCORE, STRONG_SCORE, Block, LogLine, find_blocks, passing_verdict, score_lines


def _lines(texts: dict[int, str]) -> dict[int, LogLine]:
    return {number: LogLine(number, text, "", [], section=0) for number, text in texts.items()}


def _only_block(texts: list[str], head: int, score: float) -> Block:
    """The one block ``find_blocks`` finds in ``texts`` (one failing step) when line ``head`` scores ``score``."""
    lines = _lines(dict(enumerate(texts, start=1)))
    lines[head].score = score
    section = Section(index=0, name="Run tests", start=Anchor(line=1, offset=0, tier=0), end_line=len(texts))
    [block] = find_blocks(lines, [section], {0})
    return block


def _block(head: int, score: float, end: int | None = None) -> Block:
    return Block(start=head, end=end or head, head=head, score=score, section=0)


def test_repeats_of_one_kind_differ_only_in_names_paths_and_numbers() -> None:
    lines = _lines(
        {
            1: 'pandas/core/a.py:12: error: Module has no attribute "max"  [attr-defined]',
            2: 'pandas/io/b.py:307: error: Module has no attribute "list_slice"  [attr-defined]',
            3: "Found 279 errors in 9 files (checked 1458 source files)",
        }
    )
    assert error_kind(lines[1]) == error_kind(lines[2])
    assert error_kind(lines[1]) != error_kind(lines[3])


def test_a_distinct_error_ranks_before_the_repeats_of_a_stronger_one() -> None:
    repeated = {n: f'src/m{n}.py:{n}: error: Module has no attribute "f{n}"' for n in range(10, 20)}
    lines = _lines({**repeated, 30: "Found 10 errors in 10 files", 40: "Process completed with exit code 1."})
    blocks = [_block(n, 1.2) for n in repeated] + [_block(30, 0.6)]
    exit_block = Block(start=40, end=40, head=40, score=2.0, section=0, kind="exit")
    first, rest = order_blocks(blocks, [exit_block], lines)
    assert [block.head for block in first] == [40, 10]  # exit, first real error (the last is a repeat)
    assert [block.head for block in rest][:2] == [11, 30]  # the earliest repeat, then the summary
    assert [block.head for block in rest][2:] == list(range(12, 20))  # later repeats in log order


def test_one_block_of_over_long_lines_leaves_room_for_the_next_errors() -> None:
    long_list = {n: "  [continuation] " + ", ".join(f"'src/file{n}_{i}.tsx'" for i in range(40)) for n in range(2, 12)}
    lines = _lines(
        {
            1: "- files were modified by this hook",
            **long_list,
            50: "src/a.tsx:55:6 - error TS6196: 'ColorMode' is declared but never used.",
            60: "src/b.tsx:33:1 - error TS6133: 'ParamsSpec' is declared but its value is never read.",
            70: "Process completed with exit code 1.",
        }
    )
    hook = _block(1, 0.81, end=11)
    errors = [_block(50, 0.75), _block(60, 0.74)]
    exit_block = Block(start=70, end=70, head=70, score=2.0, section=0, kind="exit")
    first, rest = order_blocks([hook, *errors], [exit_block], lines)
    chosen = select_lines(first, rest, lines, 2000, [70])
    assert {1, 50, 60, 70} <= set(chosen)
    assert sum(len(lines[n].text) // 4 + 1 for n in chosen) <= 2000


def test_lines_that_only_hint_at_an_error_leave_room_for_the_end_of_the_step() -> None:
    hints = {n: f"Considered System.Web.Entity{n}, but could not find it in any of {'x' * 300}" for n in range(1, 40)}
    tail = {n: f"   at Foo.Bar{n}() in /src/Foo.cs:line {n}" for n in range(100, 130)}
    lines = _lines({**hints, **tail})
    weak = [_block(n, 0.5) for n in hints]
    chosen = select_lines(*order_blocks(weak, [], lines), lines, 2000, [129])
    assert set(tail) <= set(chosen)


def test_a_tracebacks_frames_belong_to_the_block_of_its_message() -> None:
    texts = [
        "collected 12 items",
        "___ ERROR collecting pandas/tests/arrays/masked/test_indexing.py ___",
        "pandas/tests/arrays/masked/test_indexing.py:11: in <module>",
        "    class TestSetitemValidation:",
        "pandas/tests/arrays/masked/test_indexing.py:43: in TestSetitemValidation",
        '    np.datetime64("NaT"),',
        "E   DeprecationWarning: The 'generic' unit for NumPy timedelta is deprecated",
    ]
    block = _only_block(texts, head=7, score=1.0)
    assert (block.head, block.start) == (7, 2)  # the frames (3-6), up to the report's heading (2)


def test_a_block_cut_short_keeps_lines_on_both_sides_of_its_head() -> None:
    lines = _lines({n: f"line {n} " + "x" * 36 for n in range(1, 200)})  # 11 tokens a line
    block = Block(start=50, end=150, head=100, score=1.0, section=0)
    chosen = select_lines([block], [], lines, 120, [])
    assert min(chosen) < 100 < max(chosen)
    assert max(chosen) - 100 - (100 - min(chosen)) in (0, 1)


def test_a_line_saying_something_failed_to_pass_is_no_passing_verdict() -> None:
    lines = _lines(
        {
            1: "examples/with-jest/__tests__/index.test.tsx failed to pass within 2 retries",
            2: "Tests run: 3, Failures: 0, Errors: 0, Skipped: 0",
            3: "test_parse.py::test_empty PASSED",
        }
    )
    assert [passing_verdict(lines[n]) for n in (1, 2, 3)] == [False, True, True]


def test_a_line_saying_an_argument_was_passed_on_is_no_passing_verdict() -> None:
    lines = _lines(
        {
            1: "Argument 4 passed to Composer\\Repository\\ComposerRepository::__construct() must be an instance",
            2: "3 passed in 0.04s",
        }
    )
    assert [passing_verdict(lines[n]) for n in (1, 2)] == [False, True]


def test_a_failed_tests_report_runs_from_its_heading_to_the_next_report() -> None:
    texts = [
        "=================================== FAILURES ===================================",
        "____________________________ test_unsorted_indices _____________________________",
        "",
        "    def test_unsorted_indices():",
        ">       X_sparse_unsorted = scramble_indices(X_sparse)",
        "",
        "X          = array([[  0.,   0.,   5., ...,   0.,   0.,   0.],",
        "sklearn/svm/tests/test_sparse.py:125: ",
        "",
        "____________________________ test_sorted_indices _______________________________",
    ]
    block = _only_block(texts, head=2, score=0.6)
    assert (block.start, block.head, block.end) == (1, 2, 8)  # over the blank lines, up to the next heading
    assert block.score >= 0.7  # a failed test's report is a real error


def test_a_failed_go_subtest_closed_by_a_passing_sibling_is_kept() -> None:
    texts = [
        "    --- PASS: TestAlpha/Toolkits (0.00s)",
        "    --- FAIL: TestAlpha/GraphQL (0.00s)",
        "        repo_test.go:131: expected 'gqlgen' but actual is 'graphql-go'",
        "        repo_test.go:135: expected order is:",
        "            appointy/jaal",
        "    --- PASS: TestAlpha/Interaction (0.00s)",
    ]
    block = _only_block(texts, head=2, score=1.1)
    assert (block.head, block.end) == (2, 5)


def test_the_diff_printed_above_a_failed_tests_verdict_joins_its_block() -> None:
    texts = [
        "SKIP Bug #49341: add SO_REUSEPORT support [ext/sockets/tests/bug49341.phpt] reason: is not *BSD.",
        "TEST 9894/13942 [2/2 concurrent test workers running]",
        "========DIFF========",
        "003+",
        "004+ Warning: socket_bind(): unable to bind address [98]: Address already in use",
        "003- bool(true)",
        "004- creating receive socket",
        "========DONE========",
        "FAIL recvmsg(): basic test [ext/sockets/tests/socket_recvmsg.phpt]",
    ]
    block = _only_block(texts, head=9, score=1.1)
    assert (block.start, block.head) == (1, 9)  # the fenced diff (3-8), then two lines of lead-in


def test_the_source_line_a_compiler_quotes_below_a_blank_line_joins_its_block() -> None:
    texts = [
        "src/layouts/Nav/Button.tsx:55:6 - error TS6196: 'ColorMode' is declared but never used.",
        "",
        "55 type ColorMode = (typeof COLOR_MODES)[keyof typeof COLOR_MODES];",
        "        ~~~~~~~~~",
        "",
        "Done in 4.2s",
    ]
    assert _only_block(texts, head=1, score=1.2).end == 4


def test_a_numbered_line_nothing_underlines_after_a_blank_line_ends_the_block() -> None:
    texts = [
        "src/layouts/Nav/Button.tsx:55:6 - error TS6196: 'ColorMode' is declared but never used.",
        "",
        "55 passing (3s)",
        "Done in 4.2s",
    ]
    assert _only_block(texts, head=1, score=1.2).end == 1


def test_the_first_real_error_is_the_first_of_its_kind_not_the_first_lifted_over_the_strong_score() -> None:
    repeated = {n: f"  /build/lib/m{n}.js:0:0: Parsing error: Unexpected token ILLEGAL" for n in range(10, 100, 10)}
    lines = _lines({**repeated, 200: "npm ERR! Test failed.", 300: "Process completed with exit code 1."})
    # the same error, scored higher the nearer it is to the end of the step
    blocks = [_block(n, 0.6 + 0.002 * n) for n in repeated] + [_block(200, 0.8)]
    exit_block = Block(start=300, end=300, head=300, score=2.0, section=0, kind="exit")
    first, _ = order_blocks(blocks, [exit_block], lines)
    assert [block.head for block in first] == [300, 10, 200]


def test_a_run_of_one_error_per_file_joins_the_first_real_errors_block() -> None:
    repeated = {n: f"  /build/lib/m{n}.js:0:0: Parsing error: Unexpected token ILLEGAL" for n in range(10, 90, 4)}
    lines = _lines({**repeated, 200: "npm ERR! Test failed.", 300: "Process completed with exit code 1."})
    blocks = [_block(n, 0.75, end=n + 3) for n in repeated] + [_block(200, 0.8)]
    exit_block = Block(start=300, end=300, head=300, score=2.0, section=0, kind="exit")
    first, rest = order_blocks(blocks, [exit_block], lines)
    assert [(block.head, block.start, block.end) for block in first] == [(300, 300, 300), (10, 10, 59), (200, 200, 200)]
    assert 10 not in [block.head for block in rest]


def test_the_last_real_error_waits_when_the_first_real_errors_block_shows_its_kind() -> None:
    texts = {
        10: "  1) suite opens a document:",
        11: "     Error: Failed to show text document file:///a.js",
        20: "  2) suite inserts a snippet:",
        21: "     Error: Failed to show text document file:///tmp/b",
        90: "  24) suite shows a virtual document:",
        91: "     Error: Failed to show text document foo://c",
        100: "Done. Your build exited with 1.",
    }
    lines = _lines(texts)
    blocks = [_block(10, 0.9, end=25), _block(11, 0.7), _block(21, 0.7), _block(90, 0.9, end=91), _block(91, 0.7)]
    exit_block = Block(start=100, end=100, head=100, score=2.0, section=0, kind="exit")
    first, rest = order_blocks(blocks, [exit_block], lines)
    assert [block.head for block in first] == [100, 10]
    assert 91 in [block.head for block in rest]


def test_a_numbered_entry_of_a_progress_list_above_passing_tests_heads_no_report() -> None:
    texts = [
        "  23) openTextDocument, with selection",
        "  ✓ registerTextDocumentContentProvider, simple",
        "INFO:CONSOLE(83)] \"Unable to open 'notThere://foo' resource is not available.\"",
        "  ✓ registerTextDocumentContentProvider, constrains",
    ]
    block = _only_block(texts, head=3, score=0.49)
    assert block.score == 0.49  # an error line near the list, not a failed test's report (STRONG_SCORE)


def test_the_message_under_a_failed_test_logged_at_info_level_joins_its_block() -> None:
    texts = [
        "[info] ConcurrencyEndToEndTest:",
        "[info] - Requests exceeding limit should increase dropped_request count *** FAILED ***",
        "[info]   10.0 was not greater than 10 (ConcurrencyEndToEndTest.scala:73)",
        "[info] - Requests below the limit keep the count",
    ]
    assert _only_block(texts, head=2, score=1.1).end == 3


def _scored(texts: list[str]) -> dict[int, LogLine]:
    lines = _lines(dict(enumerate(texts, start=1)))
    section = Section(index=0, name="Build", start=Anchor(line=1, offset=0, tier=0), end_line=len(texts))
    score_lines(lines, [section], {0})
    return lines


def test_warnings_a_compiler_made_fatal_count_as_real_errors() -> None:
    warning = [
        "[ 16 of 147] Compiling Text.Pandoc.Ipynb ( src/Text/Pandoc/Ipynb.hs, dist/build/Ipynb.o )",
        "src/Text/Pandoc/Ipynb.hs:94:10: Warning:",
        "    No explicit implementation for",
        "      'mappend'",
        "",
        "<no location info>:",
    ]
    made_fatal = _scored([*warning, "Failing due to -Werror."])
    assert made_fatal[2].score >= STRONG_SCORE
    assert made_fatal[7].score >= STRONG_SCORE
    assert made_fatal[1].score < STRONG_SCORE
    only_warned = _scored([*warning, "[ 17 of 147] Compiling Text.Pandoc.Slides"])
    assert only_warned[2].score < HEAD_SCORE


def test_the_first_failed_tests_report_is_the_first_real_error_before_the_verdict_list() -> None:
    texts = [
        "test_a.py::test_get_served FAILED",
        "test_a.py::test_redirects FAILED",
        "test_b.py::test_unknown_host FAILED",
        "",
        "=================================== FAILURES ===================================",
        "_______________________________ test_get_served ________________________________",
        "",
        "    def test_get_served(proxy):",
        '>       r = proxy.get("http://web/port")',
        "",
        "E       ConnectionError: Max retries exceeded",
        "test_a.py:4: ConnectionError",
        "Done. Your build exited with 1.",
    ]
    lines = _lines(dict(enumerate(texts, start=1)))
    for number, score in {1: 0.95, 2: 0.95, 3: 0.95, 6: 0.6, 11: 0.5}.items():
        lines[number].score = score
    section = Section(index=0, name="Run tests", start=Anchor(line=1, offset=0, tier=0), end_line=12)
    blocks = find_blocks(lines, [section], {0})
    exit_block = Block(start=13, end=13, head=13, score=2.0, section=0, kind="exit")
    first, rest = order_blocks(blocks, [exit_block], lines)
    assert [(block.kind, block.start, block.end) for block in first[:2]] == [("exit", 13, 13), ("report", 5, 12)]
    assert 1 in [block.head for block in rest]  # the verdict list waits with the other blocks


def test_a_failed_verdict_among_passing_ones_of_the_same_list_heads_a_block() -> None:
    aligned = [
        "text-objects/entire                               PASS",
        "text-objects/lexer                                FAIL",
        "text-objects/line                                 PASS",
    ]
    assert _only_block(aligned, head=2, score=0.63).head == 2
    gtest = ["[       OK ] Parser.Empty (0 ms)", "[  FAILED  ] Parser.Nested (1 ms)", "[       OK ] Parser.Flat (0 ms)"]
    assert _only_block(gtest, head=2, score=0.9).head == 2


def test_an_error_a_passing_test_logged_before_its_verdict_heads_no_block() -> None:
    lines = _lines({1: "ERROR: could not connect (expected by the test)", 2: "test_reconnects PASSED"})
    lines[1].score = 0.6
    section = Section(index=0, name="Run tests", start=Anchor(line=1, offset=0, tier=0), end_line=2)
    assert find_blocks(lines, [section], {0}) == []


def test_a_ruby_backtrace_below_its_message_joins_its_block() -> None:
    texts = [
        "Error:",
        "RakeDbsTest#test_db_create: RuntimeError: rails command failed (1): bin/rails db:create",
        "NameError: undefined local variable or method `type_metadata'",
        "/app/lib/active_record/type_metadata.rb:22:in `deduplicated'",
        "/app/lib/active_record/deduplicable.rb:19:in `deduplicate'",
        "/app/lib/active_record/deduplicable.rb:14:in `new'",
        "/app/lib/active_record/schema_statements.rb:675:in `fetch_type_metadata'",
        "/app/lib/active_record/schema_cache.rb:76:in `columns'",
        "",
        "Finished in 3.2s",
    ]
    assert _only_block(texts, head=3, score=0.83).end == 8


def test_the_numbered_diff_below_a_failed_tests_first_line_joins_its_block() -> None:
    texts = [
        "TEST 933/14025 [2/2 concurrent test workers running]",
        "========DIFF========",
        "011+ Segmentation fault (core dumped)",
        "012+",
        "013+ Termsig=11",
        "011- array(3) {",
        "012-   [0]=>",
        "013-   int(1)",
        "014- }",
        "========DONE========",
        "FAIL Test array_map() [ext/standard/tests/array/array_map.phpt]",
    ]
    assert _only_block(texts, head=3, score=1.0).end >= 9


def test_a_long_diff_printed_above_a_failed_tests_verdict_joins_its_block_whole() -> None:
    diff = [f"{n:03d}- [key{n}] => {n}" for n in range(1, 45)]
    texts = ["TEST 9366/13836 [2/2 concurrent test workers running]", "========DIFF========", "003+", *diff]
    texts += ["========DONE========", "FAIL recvmsg(): basic test [ext/sockets/tests/socket_recvmsg.phpt]"]
    block = _only_block(texts, head=len(texts), score=1.1)
    assert block.start <= 3  # the diff's first line, 45 lines above the verdict


def test_an_exceptions_message_of_several_lines_joins_its_block_up_to_its_stack_trace() -> None:
    texts = [
        "headerMapRejectsNull(retrofit2.RequestFactoryTest)  Time elapsed: 0.003 sec  <<< FAILURE!",
        "java.lang.AssertionError: ",
        "Expecting message:",
        ' <"Header map was null.">',
        "but was:",
        ' <"Header map was null. (parameter #1)',
        '    for method Example.method">',
        "\tat retrofit2.RequestFactoryTest.headerMapRejectsNull(RequestFactoryTest.java:604)",
        "\tat sun.reflect.NativeMethodAccessorImpl.invoke0(Native Method)",
        "Running retrofit2.ResponseTest",
    ]
    assert _only_block(texts, head=1, score=1.1).end == 9
    without_trace = [*texts[:7], "Running retrofit2.ResponseTest", "Tests run: 3, Failures: 0"]
    assert _only_block(without_trace, head=1, score=1.1).end == 4  # no frames follow: the message ended


def test_a_c_compilers_context_above_and_notes_below_join_its_errors_block() -> None:
    texts = [
        "make[1]: Entering directory '/build/src'",
        "In file included from src/main.c:3:",
        "                 from src/app.c:1:",
        "src/main.c: In function 'main':",
        "src/main.c:10:5: error: too few arguments to function 'parse'",
        "   10 |     parse();",
        "      |     ^~~~~",
        "src/parse.h:4:6: note: declared here",
        "    4 | void parse(const char *text);",
        "      |      ^~~~~",
        "make[1]: Leaving directory '/build/src'",
    ]
    block = _only_block(texts, head=5, score=1.2)
    assert block.start <= 2  # from 'In file included from' (and the usual lead-in above it)
    assert block.end == 10  # over the note and its quoted source line


def test_a_line_that_only_heads_the_errors_below_it_reports_an_error() -> None:
    lines = _scored(["Tests ok 67/68", "error handling tests:", "Error found:", "Failures:", "Errors: 0"])
    assert lines[3].score >= HEAD_SCORE
    assert lines[4].score >= HEAD_SCORE
    assert lines[2].score < HEAD_SCORE  # a name that holds the word
    assert lines[5].score < HEAD_SCORE  # a tally of no errors


def test_what_a_failed_test_printed_since_the_previous_verdict_joins_its_block() -> None:
    texts = [
        "RequestCURLDescriptionTestCase",
        "    ✓ testGETRequestCURLDescription (0.005 seconds)",
        "xcodebuild[3111:8516]  IDETestOperationsObserverDebug: Writing diagnostic log for test session to:",
        "/Users/travis/Library/Logs/Test/Test-App-2019.07.23.xcresult",
        "xcodebuild[3111:7195] [MT] IDETestOperationsObserverDebug: Beginning test session",
        "    SimDevice: Apple TV 1080p (tvOS 10.2, Booted)",
        "xcodebuild[3111:7195] [MT] IDETestOperationsObserverDebug: Finished requesting crash reports.",
        "    ✗ testGETRequestCURLDescriptionSynchronous, Test crashed",
        "    ✓ testGETRequestWithCustomHeaderCURLDescription (0.032 seconds)",
    ]
    assert _only_block(texts, head=8, score=0.54).start == 3
    not_a_verdict = [*texts[:7], "npm ERR! Test failed.", texts[8]]
    assert _only_block(not_a_verdict, head=8, score=0.54).start == 6  # the usual two lines of lead-in


PURESCRIPT_MESSAGE = [
    "Error found:",  # 1
    "  Could not match type",
    "    String",
    "  with type",
    "    Effect t0",
    "",
    "while checking that type String",  # 7: the message's next paragraph, back at the head's indentation
    "  is at least as general as type Effect t0",
    "in value declaration main",
    "",
    "See https://github.com/purescript/documentation/blob/master/errors/TypesDoNotUnify.md for more information.",
    "",
    "",
    "Tests: 1 failed, 3 passed",  # 14
    "test suite passed: lib",  # 15: other, passing work
    "extra",
]


def test_with_budget_left_a_block_reads_on_over_its_messages_next_paragraphs() -> None:
    lines = _lines(dict(enumerate(PURESCRIPT_MESSAGE, start=1)))
    block = _only_block(PURESCRIPT_MESSAGE, 1, 1.0)
    assert block.end < 7  # a blank line and a line back at the head's indentation end the block
    chosen = select_lines([block], [], lines, 2000, [])
    assert set(chosen) == set(range(1, 15))  # up to the passing work, not past it


def test_onward_lines_wait_until_every_block_and_the_steps_tail_were_taken() -> None:
    lines = _lines(dict(enumerate(PURESCRIPT_MESSAGE, start=1)))
    block = _only_block(PURESCRIPT_MESSAGE, 1, 1.0)
    tight = sum(estimate_tokens(lines[n].text) + 1 for n in range(block.start, block.end + 1)) + 4
    chosen = select_lines([block], [], lines, tight, [])
    assert set(chosen) == set(range(block.start, block.end + 1))
