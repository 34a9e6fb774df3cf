"""Localisation: score the lines read in the second pass and group them into explaining blocks.

A line's score (0..~2) says how much it explains the failure. It combines the skills' signals
(an ``error`` signal counts fully, a ``summary`` signal 0.8, a ``context`` signal 0.1, each times
its weight), generic error words, the ``##[error]`` marker, a penalty for lines that only look
alarming (``0 errors``, deprecation notices, ``PASSED``; a file's path alone, a listing's entry,
scores no error word; a line of a passing test's report,
:attr:`LogLine.passing`, scores nothing), the section the line is in (lines
outside the failing step count a third: problem matchers and retried commands print errors in
passing steps), and a small bonus for lines near the end of the failing step, where the decisive
error usually is. Warnings a compiler says it made fatal (``Failing due to -Werror.``) count as
real errors (:func:`_count_fatal_warnings`).

A *block* is a head line (score ≥ :data:`HEAD_SCORE`) with the lines that belong to it: up to two
lines of lead-in before (over a blank line when they read as an error too weakly to head a block,
:func:`_paragraph_above_start`; back over the items of a list of findings it begins inside,
:func:`_list_start`), and the indented or contiguous continuation after (traceback frames, diffs,
expected/actual pairs, a snippet between Markdown fences), up to :data:`BLOCK_LINES` lines. A block
that opens with a test runner's heading of one failed test (pytest's ``____ test_x ____``, ``1)
Suite::test``, go's ``--- FAIL: TestX``, Rust's ``---- name stdout ----``, unittest's ``FAIL:
test_x`` under a ``===`` ruler, Surefire's ``… <<< FAILURE!``) is that test's report: it starts at
its heading (or the ``===`` ruler right above it), runs to the next heading at its indentation (a
subtest's is part of it), over blank lines and locals, and counts as a real error
(:data:`STRONG_SCORE`). The excerpt (:mod:`ci_triage.logs.excerpt`) is cut from blocks.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ci_triage.logs import vocabulary
from ci_triage.logs.clean import BELOW_ERROR_MARKERS, clean_read_line
from ci_triage.logs.code_frame import far_marks
from ci_triage.logs.first_pass import Section
from ci_triage.logs.klog_header import klog_header_cuts
from ci_triage.logs.layout_prefix import LEVEL_TAG
from ci_triage.logs.long_line import LongLine
from ci_triage.logs.passing import (
    final_verdict,
    names_passing_test,
    opening_verdict,
    passing_check_results,
    passing_go_tests,
    passing_gtest_tests,
    passing_jest_suites,
    passing_live_logs,
    passing_reports,
    passing_spec_tests,
    passing_test,
    passing_test_events,
    starting_test,
)
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.rich_panel import PanelText, panel_texts
from ci_triage.logs.signals import SignalIndex, SignalMatch
from ci_triage.logs.stamps import StampForm, step_stamp_cuts
from ci_triage.logs.task_prefix import task_prefixes

HEAD_SCORE = 0.4
"""Lowest score of a line that starts a block."""
STRONG_SCORE = 0.7
"""Lowest score of a block that counts as a real error (for "first error" and "last error")."""
WARNING_SCORE = 0.3
"""Highest score of a warning's line (GitHub's ``##[warning]``, a Maven ``[WARNING]`` record): below
:data:`HEAD_SCORE`, so it starts no block, whatever words it quotes."""
BLOCK_LINES = 50
"""Most lines in one block; LogChunks (Brandt et al., MSR 2020) chunks are 7 lines at the median."""
REPORT_LINES = 10 * BLOCK_LINES
"""Most lines of a failed test's report read to its natural end once every block was taken (see
:func:`report_natural_end`)."""
LEAD_IN_LINES = 2
FOLLOWING_LINES = 3
"""Lines right after a head that join its block whatever they hold (an error's message or operand)."""
MESSAGE_LINES = 8
"""Most lines of an exception's message, past :data:`FOLLOWING_LINES`, that join its block because its
stack trace follows them (see :func:`_message_before_frames`)."""
EXIT_LEAD_IN_LINES = 3
TEST_OUTPUT_LINES = 10
"""Most lines a failed test printed before its verdict that join the verdict's block (see
:func:`_test_output_start`)."""
MAX_FRAMES = BLOCK_LINES
"""Most lines of frames walked back over above an error's message (see :func:`_frames_start`): as
many as a block may hold, so a test's whole expected/actual diff printed above its ``FAIL`` line
joins it."""
ROLE_FACTOR = {"error": 1.0, "summary": 0.8, "wrapper": 0.8, "context": 0.1}
OUTSIDE_FAILING_FACTOR = 1 / 3
FATAL_WARNING_LINES = 50
"""Most lines above a line saying warnings were made fatal whose warnings count as errors."""

_CONTINUATION = LazyRE2(
    r"\s*(?:at |File \"|\.\.\.|[-+<>|^~]|Caused by|\(|\[|Traceback|During handling|-->|=+ |\d+ \|"
    r"|\d+[-+](?:\s|$)|(?:# )?\S+:\d+:in [`']|#(?: {3}\S| ?$)|\S+:\d+(?::\d+)?: (?:note|help):"
    r"|\S+:\d+(?::\d+)?:\s+required from |(?:note|help): |```"
    r"|(?:Address )?0x[0-9a-f]+ is |(?:\w+ )*by thread T\d+.* here:|Thread T\d+.* created by T\d+.* here:"
    r"|(?:Direct|Indirect) leak of \d+ byte|SUMMARY: \w*Sanitizer: )"
)
"""A line that goes on with the block above it whatever it scores: a stack frame (JVM and JavaScript
``at …``, Python's ``File "…"``, Ruby's ``lib/x.rb:22:in `load'``, RSpec's ``# ./spec/a_spec.rb:3:in
`load'`` and the ``#`` lines of its backtrace's notes, ``#   Showing full backtrace because every
line was filtered out.``: RSpec prints each line of a failure's backtrace behind ``# ``,
``colorized_formatted_backtrace`` in rspec-core's ``formatters/exception_presenter.rb``, at column 0
under ``An error occurred while loading ./spec/a_spec.rb.``), a diff line (``-``/``+``, PHP's
numbered ``012- int(1)``), a caret line, a ``Caused by``, a compiler's ``12 |`` source quote or its
``a.c:4:6: note: declared here`` / ``a.h:9:5:   required from here`` lines, or a sub-diagnostic of
the message above (rustc's ``note: function defined here`` and ``help: consider borrowing here``,
each with its own ``-->`` span), the fence of a snippet quoted below it (:data:`_FENCE`), or a
part of a sanitizer's report, each a paragraph of its own below the ``==1==ERROR:
AddressSanitizer: …`` heading and its stack: where the address lies (``0x602… is located 2 bytes
inside of 16-byte region``, ``Address 0x7ff… is located in stack of thread T0``), the stacks that
freed and allocated it (``freed by thread T0 here:``, ``previously allocated by thread T0 here:``,
``Thread T2 created by T0 here:``), LeakSanitizer's ``Direct leak of 40 byte(s) in 1 object(s)
allocated from:`` and the closing ``SUMMARY: AddressSanitizer: …`` (``asan_descriptions.cpp``,
``lsan_common.cpp`` and ``sanitizer_common.cpp``'s ``ReportErrorSummary`` in LLVM's compiler-rt;
GCC 12.2's ``-fsanitize=address`` output in ``tests/logs/fixtures/reports/``)."""
_FENCE = LazyRE2(r"\s*```[\w+-]*\s*$")
"""A line that opens a fenced snippet, as Markdown writes one (a language's name may follow the
backticks), or closes it: xcpretty prints the source around a failed assertion between two such
lines under the failure and its place (``format_failure`` in xcpretty's
``lib/xcpretty/formatters/formatter.rb``)."""
_STACK_FRAME = LazyRE2(r"\s+at \S|(?:# )?\S+:\d+:in [`']")
"""A frame of a stack trace printed below its message: JVM, JavaScript or .NET's indented ``at …``,
Ruby's ``lib/x.rb:22:in `load'`` (behind RSpec's ``# ``)."""
TRACE_LINE = LazyRE2(
    r"\s*(?:Traceback \(most recent call last\)|File \"|at |\S+:\d+: in "
    r"|In file included from \S|from \S+:\d+[:,]|\S+: In (?:function|member function|instantiation|constructor) )"
)
"""A line of a traceback above its message: Python's header and ``File "x.py", line 3`` frames,
a JVM or JavaScript ``at`` frame, a pytest ``path.py:12: in function`` frame; or a C/C++ compiler's
context above its error: ``In file included from a.c:3:``, ``                 from b.h:1,``,
``a.c: In function 'main':``. Such a line says where, never what failed (a starter skill makes no
signal of it, :func:`ci_triage.logs.skill_starter.starter_signals`)."""
_CARGO_STATUS = LazyRE2(
    r"\s+(?:Compiling|Checking|Running|Fresh|Finished|Documenting|Downloading|Downloaded|Updating|Blocking|Building"
    r"|Installing|Locking|Adding|Packaging|Verifying) \S"
)
"""A status line of cargo's (its verb right-aligned in twelve columns: ``   Compiling memchr v2.2.0``,
``     Running `rustc --crate-name …```, ``     Running `…/build-script-build```): the build's
progress, printed above whatever failed next, never a frame of that failure's report however far
it is indented (cargo 1.95's ``cargo build -v``, and the 2019 cargo of LogChunks' ripgrep logs)."""
_DIFF = LazyRE2(r"\s*(?:[-+@]|\d+[-+](?:\s|$)|={3,}\w*={3,}\s*$)")
"""A line of the diff a test runner prints above its verdict: ``-expected`` / ``+actual``, ``@@``,
``--- Expected`` / ``+++ Actual``, a numbered ``005+ got`` / ``005- wanted`` and the ``==DIFF==`` /
``==DONE==`` fences around it (PHP's ``run-tests``)."""
_PASSING_VERDICT = LazyRE2(
    r"(?i)\b(?:0|no|zero) (?:errors?|failures?|failed|failing)\b|\b(?:errors?|failures?|failed): 0\b"
    r"|\bpassed\b|(?-i:\bPASS\b)"
)
"""A verdict of work that passed (``Tests run: 3, Failures: 0``, ``PASSED``, ``PASS``) — not a warning
or a deprecation notice, which :data:`_BENIGN` also damps but which may belong to the explanation;
nor a lower-case ``pass`` count in a tally (node's ``# pass 1``)."""
_FAILURE_COUNT = LazyRE2(
    r"(?i)\b[1-9][0-9]* (?:errors?|failures?|failed|failing)\b|\b(?:errors?|failures?|failed|fail):? [1-9]"
)
"""A tally that counts failures (``2 failed, 1 passed``, ``Failures: 1``, ``# fail 1``): the job's
summary, never a passing verdict, whatever it says passed beside."""
_REPORT_HEADING = LazyRE2(r"\s*(?:_{3,} \S.* _{3,}\s*$|\d+\) \S|--- FAIL: |-{4} \S+ std(?:out|err) -{4}\s*$)")
"""The heading a test runner prints above its report of one failed test: pytest's
``____ test_name ____``, a numbered ``1) Suite::test`` (PHPUnit, mocha), go's ``--- FAIL: TestX``
(a subtest's indented deeper under its parent's), Rust libtest's ``---- tests::name stdout ----``
(``library/test/src/formatters/pretty.rs``, ``write_results``)."""
_UNITTEST_HEADING = LazyRE2(r"(?:FAIL|ERROR)(?: \[\d+(?:\.\d+)?s\])?: \S")
"""Python unittest's heading of one failed test's report, right below a ruler of ``=``:
``FAIL: test_x (module.Class.test_x)`` or ``ERROR: …`` (``unittest.TextTestResult.printErrorList``;
unittest-xml-reporting's with the test's time, ``FAIL [0.009s]: …``;
the report runs on to the next such ruler)."""
_TEST_RESULT_HEADING = LazyRE2(r"<<< (?:FAILURE|ERROR)!\s*$")
"""Maven Surefire's (and Failsafe's) heading of one failed test's report, at the end of the line:
``com.example.CalcTest.parses -- Time elapsed: 0.003 s <<< ERROR!`` (3.x), ``parses(CalcTest)
Time elapsed: 0 sec  <<< FAILURE!`` (2.x); then the exception, its message (over blank lines when
it holds them) and its stack trace. The test class's line, ``Tests run: 4, Failures: 2, … <<<
FAILURE!``, heads no report."""
_TRACE_LINE = LazyRE2(r"\s+at \S|\s*\.\.\. \d+ more\b|\s*Caused by: ")
"""A line of a JVM stack trace: an ``at`` frame, ``... 4 more``, ``Caused by: …``."""
_PYTHON_FRAME_LINE = LazyRE2(r'\s+File "[^"]+", line \d+')
"""A Python traceback's frame line, ``  File "/app/x.py", line 3, in f``."""
_RULER = LazyRE2(r"\s*={3,}")
_FATAL_WARNINGS = LazyRE2(
    r"(?i)\bfailing due to -Werror\b|\bwarnings? (?:are |were |being )?treated as errors\b"
    r"|\bno warnings can be incurred under\b"
)
"""A compiler saying its warnings were made errors: GHC's ``Failing due to -Werror.``, GCC's
``cc1: all warnings being treated as errors``, scalac's ``[error] No warnings can be incurred under
-Xfatal-warnings.`` (2.12; ``-Werror.`` in 2.13, ``-Werror (or -Xfatal-warnings)`` in Scala 3: the
compiler's ``reporter.error(NoPosition, …)`` when ``settings.fatalWarnings`` and it warned)."""
_PART_LABEL = LazyRE2(r"\s*[A-Z][a-z]*(?: [a-z]+){0,4}:\s*$")
"""A line that only names the part of a message printed indented below it: a capitalised label of
at most five words ending in a colon (doctest's ``Failed example:``, ``Expected:`` and ``Got:``,
printed the same by ``python -m doctest`` and Sphinx's ``make doctest``; pip's ``The conflict is
caused by:`` below its ``ResolutionImpossible`` error); see :func:`_labels_part`."""
_ERROR_HEADING = LazyRE2(r"(?i)\s*(?:errors?|failures?)(?: found| detected| occurred)?:\s*$")
"""A line that only heads the errors listed below it (``Error found:``, ``Failures:``): it reports an
error as surely as ``error:`` does."""
_FAILED_TEST_VERDICT = LazyRE2(r"^\s*(?:not ok \d|[✗✖×] |--- FAIL: )|(?:\s|^)FAILED(?:\s|$)")
"""A line that reports one failed test (TAP's ``not ok 3``, ``✗ adds``, go's ``--- FAIL:``, pytest
``-v``'s ``FAILED``): the lines its test printed since the previous test's verdict are its output."""
_USAGE = LazyRE2(r"(?i)(?:npm (?:error|err!))?\s*(?:usage(?: of \S+)?|synopsis):")
"""A tool's usage text opening (``Usage: grep [OPTION]...``, git's ``usage: git commit [-a ...``,
Go's flag package's ``Usage of ./serve:``, ``Synopsis:``, npm's ``npm error Usage:`` after
``npm error code EUSAGE``): printed after a command-line error, it lists every option, so it ends
the error's block (the error named what it rejected)."""
_OPTIONS_HEAD = LazyRE2(r"Options:\s*$")
"""A help text's option list opening, alone at the start of its line, with no ``Usage:`` line above
it: yargs prints its program's description, then ``Options:`` (@commitlint/cli 20.5.3 before a usage
error, or before its own check's message: ``Please use the --last flag alone.``); the rows below it
are help, the line after them the error."""
_OPTION_HELP = LazyRE2(r"\s+-{1,2}[\w?][\w-]*(?:,?[ =]\S+)*\s{2,}\S")
"""A line of a usage text's option list (``  -H   Hide any passed arguments from external tools.``):
help, never a verdict, whatever its words."""
_USAGE_LISTING = LazyRE2(r"(?:\s.*|[-\[<].*|\w[\w -]*(?::| options)\s*)?$")
"""A line of a usage text past its head, its tool's prefix (``npm error ``) left off: blank, indented
(an option and its help, a usage line wrapped), an option or option group (``[--dry-run]``,
``-h, --help``) or a heading alone on its line (npm's ``Options:``, cobra's ``Flags:`` and
``Available Commands:``, argparse's ``options:`` and ``positional arguments:``, git's option groups
without a colon: ``Diff output format options``, ``Commit message options``)."""
_WARNING = LazyRE2(r"(?i)\bwarning\b")
_PYTHON_WARNING = LazyRE2(r"^\s*\S+:\d+: [A-Z]\w*Warning: ")
"""A warning as Python's ``warnings.formatwarning`` prints it, ``path:line: Category: message``
(``/repo/tests/test_a.py:3: DeprecationWarning: old_api() is deprecated``; every category's name
ends in ``Warning``), on stderr or in pytest's ``warnings summary``. A warning made an error
(``-W error``) is raised instead: a traceback's last line, not this shape."""
_SOURCE_QUOTE = LazyRE2(r"\s*\d+ +\S")
_UNDERLINE = LazyRE2(r"\s*[~^][~^\s]*$")
"""A compiler's quote of the offending source line under its message, after a blank line: the
numbered line and the ``~~~`` / ``^`` line that underlines the fault below it (TypeScript's
``tsc --pretty``: ``55 type ColorMode = ...`` then ``     ~~~~~~~~~``)."""
_SOURCE_LOCATION = LazyRE2(r"\s*\S+:\d+\s*$")
"""A line that only names a place in a source file (``/app/serve.js:31``)."""
_FAILED_TO = LazyRE2(r"(?i)\bfail(?:ed|s)? to\b")
"""Something failed to happen (``failed to pass``, ``fails to build``): never a passing verdict."""
_PASSED_ON = LazyRE2(
    r"(?i)\bpassed (?:(?:to|as|into|by)\b|in:)|\b(?:argument|value|parameter)s? passed\b|\byou passed\s+\S"
)
"""Something was handed on (``Argument 4 passed to Foo::__construct() must be ...``; ESLint's ``You
passed '"eror"'.`` quoting the value its config gave a rule, below ``Configuration for rule … is
invalid``; luassert's
``Passed in:`` label of the value a failed busted assertion got; rustc's ``help: the type constructed
contains `i64` due to the type of the argument passed`` under its ``error[E0308]``): never a passing
verdict."""
_INFO_RECORD = LazyRE2(r"(?i)\s*\[(?:info|debug|trace|verbose)\]")
"""A record a tool logs at info level or below (``[INFO] Running FooTest``): it starts something new
rather than continuing an error above it."""
_APP_SERVER_REQUEST = LazyRE2(
    r"\S+ \S+ \S+ \[[^\]]*\] (?:\"[A-Z]+ \S+ HTTP/[0-9.]+\" [1-4][0-9][0-9](?: |$)|code 4[0-9][0-9], message )"
)
"""A request a web server answered without a server error, as its access log records it in the
Common Log Format (host, identity, user, ``[time]``, the quoted request, its status), whatever tags
the line (Playwright Test's ``webServer`` output as ``[WebServer] 127.0.0.1 - - [06/Dec/2026
09:57:12] "GET / HTTP/1.1" 200 -``, Python's http.server under @playwright/test 1.65.2; a Compose
service's ``web-1  | ``): a success, a redirect or a client error (``"GET /favicon.ico HTTP/1.1" 404
-`` and http.server's own record of it, ``code 404, message File not found``, for the icon every
browser asks for). The app's traffic while the tests ran, not the tests' failure: a server error
(``500``) and the server's other lines (``[WebServer] npm error Missing script: "serve"``) may say
why a test failed, and stay."""
_WARNING_RECORD = LazyRE2(r"\s*\[(?:WARNING|warn)\]\s|; (?:note|caught STYLE-WARNING):")
"""A record Maven logs at warning level (``[WARNING] Cannot get the branch information from the git
repository:``), sbt's at its ``[warn]`` level (scaladoc's ``[warn] …/Either.scala:484: Could not find
any member to link for "java.util.NoSuchElementException".``, a compiler warning's ``[warn] 4 |import
scala.scalajs.js``), and the SBCL compiler's notes and style warnings in its ``;`` comments as it
compiles a file (``; note: could not stack allocate:``, ``; note: unable to`` over ``;   optimize``;
``; caught STYLE-WARNING:``), which never fail a load (its ``; caught ERROR:`` does, and is no such
record): what the build itself judged not to be an error, whatever words it quotes. Warnings made
fatal (sbt's ``[error] No warnings can be incurred under -Xfatal-warnings.``) count as errors again
(:func:`_count_fatal_warnings`)."""
WARNING_CONTINUATION_LINES = 3
"""Most lines after a :data:`_WARNING_RECORD` read as the rest of its message: contiguous, non-blank,
with no level prefix of their own."""
_BENIGN = LazyRE2(
    r"(?i)\b(?:0|no|zero) (?:errors?|failures?|failed|failing)\b|\b(?:errors?|failures?|failed): 0\b"
    r"|deprecat|\bPASS(?:ED)?\b|\b(?:warn|warning|notice|info|debug)\b[:\]]"
)
_BARE_PATH = LazyRE2(r"^\s*[\w.@+~-]*/[\w.@+~/-]*\s*$")
"""A line that is one file's path and nothing else (``/usr/share/perl/5.36.0/Test2/Event/Fail.pm``,
``src/ErrorBoundary.tsx``): a listing's entry (``find``, ``ls -R``, ``tar -v``, a formatter's list of
files), whose error words are the file's name, not a failure. No ``:`` (a location, ``a.c:3:``, or a
URL is more than a path) and no white space (a message after the path)."""

_ADVICE = LazyRE2(
    r"\s*(?:\[(?:ERROR|WARNING)\]\s*)?(?:To see the full stack trace of the errors, re-run Maven with the -e switch"
    r"|Re-run Maven using the -X switch to enable full debug logging"
    r"|For more information about the errors and possible solutions, please read the following articles"
    r"|\[Help \d+\] https?://\S+\s*$"
    r"|After correcting the problems, you can resume the build with the command)"
    r"|\(Use `node --trace-[\w-]+ \.\.\.` to show where "
    r"|Node\.js v\d+\.\d+\.\d+\s*$"
    r"|BEGIN failed--compilation aborted at |Execution of \S+ aborted due to compilation errors\.$"
    r"|npm (?:ERR!|error) A complete log of this run can be found in:?"
    r"|note: (?:run with `RUST_BACKTRACE=1` environment variable"
    r"|Some details are omitted, run with `RUST_BACKTRACE=full`)"
)
"""A line a tool prints after every failure, whatever the cause: how to get more output or where
to read more (Maven's ``re-run Maven with the -e switch``, its ``[Help 1] http://...`` links and
``you can resume the build`` hint; node's ``(Use `node --trace-uncaught ...` ...)``; npm's ``A
complete log of this run can be found in``; Rust's ``RUST_BACKTRACE`` notes), or a runtime's
trailer after the error (node's ``Node.js v20.20.2`` after an uncaught exception; Perl's ``BEGIN
failed--compilation aborted at ...`` and ``Execution of x.pl aborted due to compilation errors.``).
It never names the cause, so it scores :data:`ADVICE_FACTOR` of what it would: the error above it
heads the block and leads the summary. Forms: Maven 3.8.7 and node 20.20.2 run here
(tests/logs/test_advice_lines.py); perl 5.36's, npm 10's and rustc 1.95's in tests/skills/fixtures
(perl-strict.txt, npm-publish.txt, cargo-test.txt); npm 6 printed ``npm ERR!``."""
ADVICE_FACTOR = 0.3


@dataclass(slots=True)
class LogLine:
    """A line read in the second pass: its number, cleaned text, marker, signal matches and score."""

    number: int
    text: str
    marker: str
    matches: list[SignalMatch]
    section: int
    score: float = 0.0
    unplaced_weight: float = 0.0
    """The lowest score a signal match dropped for want of its context would have given
    (:func:`ci_triage.logs.signal_context.drop_out_of_context`): the line still reads as an error
    for the excerpt, though it names no category or tool."""
    passing: bool = False
    """The line is part of a passing test's report (:func:`build_lines`): other, passing work
    (:func:`passing_output`) that the excerpt leaves out and a block ends before."""
    nonfatal_warning: bool = False
    """The line is a warning its tool's command line did not make fatal
    (:func:`ci_triage.logs.nonfatal_warnings.drop_nonfatal_warnings`): quoted as context, no
    evidence and no location of the failure."""
    logged_exception: bool = False
    """The line is part of a traceback a program logged below ERROR level and went on after
    (:func:`ci_triage.logs.logged_exception.mark_logged_exceptions`: checkov's offline DNS
    traceback before its results): scored as a warning, left out of the failing step's tail."""
    known_warning: bool = False
    """The line is part of a traceback a tool logged under its known warning
    (:func:`ci_triage.logs.logged_exception.known_warning_exceptions`: checkov's offline
    ``[WARNI]`` record and its DNS traceback, which every run without network access prints):
    scored 0, no block of the excerpt and no summary's quote."""
    unattributed: bool = False
    """The line is output node's test runner ties to no test, beside a failed test's thrown error
    (:func:`ci_triage.logs.unattributed_output.mark_unattributed_output`): quoted as context, scored
    as a warning, no evidence."""
    title: str = ""
    """The ``title=`` of the workflow command the line was printed as (ruff's ``::error title=ruff
    (F401),file=…::…`` in a log saved outside a runner, :attr:`ci_triage.logs.clean.CleanLine.title`),
    or ``""``."""
    panel: PanelText | None = None
    """What the line says as a line of a panel rich drew with an error's title
    (:func:`ci_triage.logs.rich_panel.panel_texts`: rich-click's ``╭─ Error ─╮`` over ``│ Did not find
    … │``): a border says nothing, a row the message it opens, which its signals read with the title;
    ``None`` outside such a panel."""
    prefix: str = ""
    """The tag a workspace or parallel runner wrote before the line's text (``packages/api test: ``,
    :func:`ci_triage.logs.task_prefix.task_prefixes`) and klog's header (``E1204 18:49:19.260384
    14901 memcache.go:265] ``, :mod:`ci_triage.logs.klog_header`), left out of :attr:`text`; ``""``
    for none."""

    @property
    def shown(self) -> str:
        """The cleaned line as the log shows it, its runner's tag included: what an excerpt quotes."""
        return self.prefix + self.text

    @property
    def read_text(self) -> str:
        """What the skills read of the line: an error panel's row as its message, labelled with the
        panel's title (:attr:`panel`, :attr:`ci_triage.logs.rich_panel.PanelText.read`; ``""`` for a
        border), else :attr:`text`."""
        return self.panel.read if self.panel is not None else self.text

    @property
    def indent(self) -> int:
        """Leading spaces (a tab counts as four)."""
        return _indent(self.text)

    @property
    def blank(self) -> bool:
        """True when the line has no visible text."""
        return not self.text.strip()


@dataclass(slots=True)
class Block:
    """Consecutive lines that explain one thing; ``head`` is the line with the highest score.

    ``kind``: ``error`` (a head line and what belongs to it), ``report`` (a test runner's report of
    one failed test, from its heading, see :func:`find_blocks`) or ``exit`` (the end of a failing
    section, see :func:`exit_block`)."""

    start: int
    end: int
    head: int
    score: float
    section: int
    kind: str = "error"


def build_lines(
    raw: dict[int, bytes | LongLine],
    signals: SignalIndex,
    section_of: dict[int, int],
    stamp: StampForm | None = None,
    read_before: Mapping[int, str] | None = None,
) -> dict[int, LogLine]:
    """Decode, clean and match every line read (``raw``: line number → bytes) of a log whose lines
    open with ``stamp`` (:func:`ci_triage.logs.stamps.detect_stamp`); a line of a passing test's
    report (:func:`ci_triage.logs.passing.passing_reports`), a passing ``go test -json`` test's
    event (:func:`ci_triage.logs.passing.passing_test_events`) or a passing test's ``go test -v``
    or googletest output (:func:`ci_triage.logs.passing.passing_go_tests`,
    :func:`ci_triage.logs.passing.passing_gtest_tests`), a scanner's passed check
    (:func:`ci_triage.logs.passing.passing_check_results`), what a test file jest passed logged
    (:func:`ci_triage.logs.passing.passing_jest_suites`), what a passing pytest test logged live
    (:func:`ci_triage.logs.passing.passing_live_logs`) or the diagnostics node's ``spec`` reporter
    ties to a test that passed (:func:`ci_triage.logs.passing.passing_spec_tests`) matches no signal
    and is marked
    :attr:`LogLine.passing`. All are judged over ``raw`` and ``read_before`` (line number →
    cleaned text of lines read earlier, left out of the result): the ``=== PASSES ===`` banner of a
    report, or the ``=== RUN`` line of a test, read now may be among them. A signal's
    ``after`` and ``needs`` are checked on the lines built
    (:func:`ci_triage.logs.signal_context.drop_out_of_context`). A workspace runner's tag opening
    the lines of a step (:func:`ci_triage.logs.task_prefix.task_prefixes`, decided over ``raw`` and
    ``read_before``, whose texts are given whole, tag included) is left out of :attr:`LogLine.text`
    and kept in :attr:`LogLine.prefix`, as klog's header after it is
    (:func:`ci_triage.logs.klog_header.klog_header_cuts`); a tool's clock time opening a step's lines
    (:func:`ci_triage.logs.stamps.step_stamp_cuts`: semantic-release's ``[4:16:52 AM]``) is removed
    from both, as a log-wide stamp is."""
    cleaned = {number: clean_read_line(raw[number], stamp) for number in sorted(raw)}
    for number, column in far_marks(raw, stamp).items():  # a mark past the cut: both lines cut around it
        cleaned[number] = clean_read_line(raw[number], stamp, column)
    shown = {number: clean.text for number, clean in cleaned.items()}
    whole = {**read_before, **shown} if read_before else shown
    stamped = step_stamp_cuts(whole, section_of)
    if stamped:  # a tool's own clock before a step's lines: a time like the log-wide stamps
        shown = {number: text[stamped.get(number, 0) :] for number, text in shown.items()}
        whole = {number: text[stamped.get(number, 0) :] for number, text in whole.items()}
    cut = klog_header_cuts(whole, task_prefixes(whole, section_of))
    judged = {number: text[cut.get(number, 0) :] for number, text in whole.items()}
    passing = (
        passing_reports(judged)
        | passing_test_events(judged)
        | passing_go_tests(judged)
        | passing_gtest_tests(judged)
        | passing_check_results(judged)
        | passing_jest_suites(judged)
        | passing_spec_tests(judged)
        | passing_live_logs(judged)
    )
    panels = panel_texts(judged)
    read = {number: panels[number].read if number in panels else judged[number] for number in cleaned}
    found = {
        number: _below_error_read(signals.match(read[number]), cleaned[number].marker)
        if read[number].strip() and number not in passing
        else []
        for number in cleaned
    }
    return {
        number: LogLine(
            number,
            judged[number],
            clean.marker,
            found[number],
            section_of.get(number, 0),
            passing=number in passing,
            title=clean.title,
            panel=panels.get(number),
            prefix=shown[number][: cut.get(number, 0)],
        )
        for number, clean in cleaned.items()
    }


def _below_error_read(matches: list[SignalMatch], marker: str) -> list[SignalMatch]:
    """``matches`` of a line whose workflow-command ``marker`` is ``marker``, without the ``error``
    and ``summary`` matches when the marker is an annotation's below error
    (:data:`~ci_triage.logs.clean.BELOW_ERROR_MARKERS`): the tool itself said the finding fails
    nothing (yamllint ``-f github``'s ``::warning file=config.yml,line=1,col=1::1:1
    [document-start] ...``, in the form its ``::error`` lines have)."""
    if marker not in BELOW_ERROR_MARKERS:
        return matches
    return [match for match in matches if match.signal.role not in ("error", "summary")]


def score_lines(lines: dict[int, LogLine], sections: list[Section], failing: set[int]) -> None:
    """Set :attr:`LogLine.score` of every line (see the module docstring); a warning's line and a
    traceback logged below ERROR level (:attr:`LogLine.logged_exception`) and output a test runner
    ties to no test (:attr:`LogLine.unattributed`) score at most :data:`WARNING_SCORE`: no block of
    the excerpt starts at them."""
    warned = _warning_records(lines)
    for line in lines.values():
        if line.blank or line.passing or line.known_warning or line.marker in ("group", "endgroup", "command", "debug"):
            line.score = 0.0  # nothing to explain: a passing test's report holds no error of the failure
            continue
        said = line.read_text
        if not said.strip():
            line.score = 0.0  # a panel's border, or a row of a message opened above: the layout
            continue
        signal_score = max(
            (match.signal.weight * ROLE_FACTOR[match.signal.role] for match in line.matches),
            default=line.unplaced_weight,
        )
        strong = vocabulary.STRONG_WORD.search(said) or _ERROR_HEADING.match(said)
        generic = 0.45 if strong else 0.2 if vocabulary.WEAK_WORD.search(said) else 0.0
        if generic and _BARE_PATH.match(line.text):
            generic = 0.0  # a file's name, however it reads
        score = max(signal_score, generic) + (0.15 if signal_score and generic else 0.0)
        if line.marker == "error":
            score = max(score, 0.6)
        elif (
            line.marker == "warning"
            or line.logged_exception
            or line.unattributed
            or (line.number in warned and not _has_error_signal(line))
        ):
            score = min(score, WARNING_SCORE)
        has_error_signal = any(match.signal.role == "error" for match in line.matches)
        if generic < 0.45 and not has_error_signal and _BENIGN.search(line.text):
            score *= 0.3
        if _ADVICE.match(line.text):
            score *= ADVICE_FACTOR
        section = sections[line.section]
        if line.section in failing:
            length = max(1, section.end_line - section.start.line)
            score += 0.2 * (line.number - section.start.line) / length if score else 0.0
        else:
            score *= OUTSIDE_FAILING_FACTOR
        line.score = score
    _count_fatal_warnings(lines, failing, warned)


def _has_error_signal(line: LogLine) -> bool:
    return any(match.signal.role == "error" for match in line.matches)


def _warning_records(lines: Mapping[int, LogLine]) -> set[int]:
    """Numbers of the records Maven, sbt (or SBCL's compiler) logged at warning level
    (:data:`_WARNING_RECORD`) and of the lines that carry on a message such a record ends with a
    colon (up to :data:`WARNING_CONTINUATION_LINES`): they score as GitHub's ``##[warning]`` lines do, whatever
    words they quote. Maven's ``[WARNING] Cannot get the branch information from the git
    repository:`` goes on with ``Detecting the current branch failed: fatal: ref HEAD is not a
    symbolic ref``: git's words, which the build logged as a warning and went on, not the failure."""
    found: set[int] = set()
    for line in lines.values():
        if not _WARNING_RECORD.match(line.text):
            continue
        found.add(line.number)
        if not line.text.rstrip().endswith(":"):
            continue
        for number in range(line.number + 1, line.number + 1 + WARNING_CONTINUATION_LINES):
            after = lines.get(number)
            if after is None or after.blank or after.marker or LEVEL_TAG.match(after.text):
                break
            found.add(number)
    return found


def _count_fatal_warnings(lines: dict[int, LogLine], failing: set[int], warned: set[int]) -> None:
    """Score as real errors (:data:`STRONG_SCORE`) a failing section's line saying its warnings
    were made fatal (:data:`_FATAL_WARNINGS`) and the warnings of that section printed in the
    :data:`FATAL_WARNING_LINES` lines above it: they are what failed the step. A warning is a line
    saying ``warning`` or one of ``warned``, the numbers of :func:`_warning_records` (sbt's
    ``[warn]`` records)."""
    for line in lines.values():
        if line.section not in failing or "rror" not in line.text or not _FATAL_WARNINGS.search(line.text):
            continue
        line.score = max(line.score, STRONG_SCORE)
        for number in range(line.number - 1, line.number - FATAL_WARNING_LINES, -1):
            above = lines.get(number)
            if above is None or above.section != line.section:
                break
            if above.number in warned or _WARNING.search(above.text):
                above.score = max(above.score, STRONG_SCORE)


def find_blocks(lines: dict[int, LogLine], sections: list[Section], failing: set[int]) -> list[Block]:
    """One block per head line of the failing sections, in line order (blocks may overlap); a block
    that a passing verdict closes (``Tests run: 3, Failures: 0`` right after it, :func:`closing_verdict`)
    is a passing test's own output and is left out, unless both are entries of one list of verdicts
    (:func:`_sibling_verdicts`)."""
    blocks: list[Block] = []
    for number in sorted(lines):
        line = lines[number]
        if line.section not in failing or line.score < HEAD_SCORE:
            continue
        section = sections[line.section]
        start = _lead_in_start(lines, _frames_start(lines, number, section), section, LEAD_IN_LINES)
        start = _source_location_start(lines, start, section)
        start = _paragraph_above_start(lines, start, section)
        if _FAILED_TEST_VERDICT.search(line.text):
            start = min(start, _test_output_start(lines, number, section))
        heading = _report_heading(lines, start, number)
        if heading is None:
            heading = _heading_above(lines, start, section)
        if heading is None:
            start = _list_start(lines, start, section)
        if heading is not None:
            ruler = lines.get(heading - 1)
            start = heading - 1 if ruler is not None and _RULER.match(ruler.text) else heading
            end = _report_end(lines, number, heading, min(section.end_line, heading + BLOCK_LINES - 1))
        else:
            end = _continuation_end(lines, number, section.end_line)
            closing = lines.get(end + 1)
            if (
                closing is not None
                and closing_verdict(closing)
                and not names_failed_test(line)
                and not _sibling_verdicts(line, closing)
            ):
                continue  # a passing test's own output (an error it logged on purpose), closed by its verdict
        blocks.append(
            Block(
                start=start,
                end=end,
                head=number,
                score=line.score if heading is None else max(line.score, STRONG_SCORE),
                section=line.section,
                kind="error" if heading is None else "report",
            )
        )
    return blocks


_FAILING_VERDICT_WORDS = frozenset({"FAIL", "FAILED", "FAILURE", "ERROR"})
_PASSING_VERDICT_WORDS = frozenset({"PASS", "PASSED", "OK", "SUCCESS"})
_VERDICT_PUNCTUATION = "[]():!*"


def _sibling_verdicts(head: LogLine, closing: LogLine) -> bool:
    """Whether ``head`` and the passing verdict right after it are two entries of one list of
    verdicts, one test a line (``lexer   FAIL`` then ``line   PASS``, gtest's ``[  FAILED  ] A.b``
    then ``[       OK ] A.c``): as many words each, a failing verdict word in ``head`` where
    ``closing`` has a passing one. Then ``head`` is a failed test's verdict, not a passing test's
    output closed by its verdict."""
    head_words = [word.strip(_VERDICT_PUNCTUATION).upper() for word in head.text.split()]
    closing_words = [word.strip(_VERDICT_PUNCTUATION).upper() for word in closing.text.split()]
    if len(head_words) != len(closing_words):
        return False
    return any(
        failing in _FAILING_VERDICT_WORDS and passing in _PASSING_VERDICT_WORDS
        for failing, passing in zip(head_words, closing_words, strict=True)
    )


def exit_block(lines: dict[int, LogLine], section: Section) -> Block | None:
    """The lines that end a failing section: its last exit/cancel/timeout/termination marker and the
    lines before; the marker alone when it is past the section's lines (Jenkins prints a failed
    ``sh`` step's ``ERROR: script returned exit code 1`` once the Pipeline ended)."""
    ending = ("exit", "cancel", "timeout", "terminated", "unstarted")
    markers = [m for m in section.markers if m.kind in ending and m.line in lines]
    if not markers:
        markers = [m for m in section.markers if m.kind == "errmark" and m.line in lines]
    if not markers:
        return None
    marker = markers[-1]
    start = marker.line
    if marker.line <= section.end_line:
        start = _list_start(lines, _lead_in_start(lines, marker.line, section, EXIT_LEAD_IN_LINES), section)
    return Block(
        start=start,
        end=marker.line,
        head=marker.line,
        score=2.0,
        section=section.index,
        kind="exit",
    )


def _test_output_start(lines: dict[int, LogLine], number: int, section: Section) -> int:
    """First line of the output a failed test printed before its verdict at ``number``: the line
    after the previous test's passing line (``✓ adds``) or other passing report line
    (:attr:`LogLine.passing`: a passed check's ``File:`` line), when that is at most
    :data:`TEST_OUTPUT_LINES` lines above with no blank line or group marker between; else
    ``number``."""
    for above in range(number - 1, max(section.start.line, number - TEST_OUTPUT_LINES - 1) - 1, -1):
        line = lines.get(above)
        if line is None or line.blank or line.marker in ("group", "endgroup"):
            return number
        if line.passing or passing_test(line.text):
            return above + 1
    return number


def _lead_in_start(lines: dict[int, LogLine], number: int, section: Section, count: int) -> int:
    """First line of the lead-in of the block headed at ``number``: up to ``count`` lines above it,
    stopping at a blank line, a group marker, another section, a passing verdict, a line of a
    passing test's report (:attr:`LogLine.passing`) or a request a web server answered
    (:data:`_APP_SERVER_REQUEST`)."""
    start = number
    for _ in range(count):
        previous = lines.get(start - 1)
        if previous is None or previous.blank or previous.number < section.start.line:
            break
        if previous.marker in ("group", "endgroup") or passing_verdict(previous) or previous.passing:
            break
        if _explains_nothing(previous) and _APP_SERVER_REQUEST.search(previous.text):
            break
        start -= 1
    return start


def _source_location_start(lines: dict[int, LogLine], start: int, section: Section) -> int:
    """``start``, or the first line of the source location a runtime prints above an uncaught
    error, a blank line above the block starting at ``start``: Node.js's ``/app/serve.js:31``, the
    offending source line and a ``^`` under the fault (``GetErrorSource`` in Node.js's
    ``src/node_errors.cc``; real output in ``tests/logs/fixtures/reports/node-uncaught.txt``)."""
    above = [lines.get(number) for number in range(start - 4, start)]
    location, source, caret, blank = above
    if location is None or source is None or caret is None or blank is None:
        return start
    if location.number < section.start.line or not blank.blank or source.blank:
        return start
    if _UNDERLINE.match(caret.text) and _SOURCE_LOCATION.match(location.text):
        return location.number
    return start


def _paragraph_above_start(lines: dict[int, LogLine], start: int, section: Section) -> int:
    """``start``, or the first line of the paragraph a blank line above the block starting at
    ``start`` that introduces its message: up to :data:`LEAD_IN_LINES` lines (as a lead-in,
    :func:`_lead_in_start`) ending right above that blank line, when the last of them reads as an
    error too weakly to head a block itself (its score above zero, below :data:`HEAD_SCORE`): a
    test driver's ``!!  753 - neg/t742.scala [compilation failed]`` and ``##### Log file … from
    failed test #####`` above the compiler's error it quotes, jest's ``expect(received).toBe(expected)``
    above its ``Expected: 3`` / ``Received: -1``. A line in another section, a group marker, a
    passing verdict, a passing test's line or a line only a ``context`` signal scores (unittest's
    ``Ran 4 tests in 0.001s`` above its ``FAILED (failures=2)``) is none."""
    blank = lines.get(start - 1)
    above = lines.get(start - 2)
    if blank is None or not blank.blank or above is None or above.blank or above.number < section.start.line:
        return start
    if above.marker in ("group", "endgroup") or passing_output(above):
        return start
    if not 0.0 < above.score < HEAD_SCORE or _context_only(above):
        return start
    return _lead_in_start(lines, above.number, section, LEAD_IN_LINES - 1)


_LIST_ITEMS = (
    LazyRE2(r"\s*[^\s:]*\.\w+:\d+(?::\d+)?:? +\S"),
    LazyRE2(r"\s*\d+[.)] +\S"),
)
"""The forms of an item of a tool's list, one item a line: a finding, a place in a file (a name with
its extension and line) and what is wrong there (tldr-lint's ``pages/x.md:3: TLDR003 …``, eslint's
``src/a.js:1 Replace …``), or a numbered entry (awesome_bot's ``  01. [L0191] 301 https://…``)."""


def _list_start(lines: dict[int, LogLine], start: int, section: Section) -> int:
    """``start``, or the first line of the list the block starting at ``start`` begins inside: when
    the line at ``start`` is an item of a list (:data:`_LIST_ITEMS`), or a line of the detail an item
    indents below it (the source line it quotes and the caret under the fault, xmllint's and
    libxml2's ``doc.xml:13: element marker: validity error : …``), the items of its form above it at
    its indentation with their detail lines between them, up to :data:`MAX_FRAMES` lines, stopping
    at a blank line, a group marker, another section or any other line. A linter lists its findings
    and fails on the list as a whole: the lines that failed the run are the list's first as much as
    those the error word or exit line sits under (eslint's findings above Travis's ``exited with 1``,
    tldr-lint's above ``npm ERR! Test failed``, a link checker's numbered issues above its one
    ``Net::ReadTimeout``, xmllint's validity errors above make's ``*** [xmllint] Error 4``)."""
    first_item = start
    detail_indent = None  # the least indentation of the detail lines walked before the first item
    form = None
    while form is None and start - first_item < MAX_FRAMES:
        line = lines.get(first_item)
        if line is None or line.blank or line.number < section.start.line or line.marker in ("group", "endgroup"):
            return start
        form = next((item for item in _LIST_ITEMS if item.match(line.text)), None)
        if form is None:
            detail_indent = line.indent if detail_indent is None else min(detail_indent, line.indent)
            first_item -= 1
    item = lines.get(first_item)
    if form is None or item is None or (detail_indent is not None and detail_indent <= item.indent):
        return start
    top = number = first_item
    while start - number < MAX_FRAMES:
        previous = lines.get(number - 1)
        if previous is None or previous.blank or previous.number < section.start.line:
            break
        if previous.marker in ("group", "endgroup") or previous.indent < item.indent:
            break
        if previous.indent == item.indent:
            if not form.match(previous.text):
                break
            top = number - 1
        number -= 1
    return top


def _context_only(line: LogLine) -> bool:
    """Whether ``line`` matches signals and all of them are ``context`` signals."""
    return bool(line.matches) and all(match.signal.role == "context" for match in line.matches)


def _frames_start(lines: dict[int, LogLine], number: int, section: Section) -> int:
    """First line of the report that ends at ``number``: walking back over the lines a tool prints
    above its message (a Python or pytest traceback's frames, indented source lines, ``at ...``
    frames, the diff of a test's expected and actual output, :data:`_DIFF`), at most
    :data:`MAX_FRAMES` lines, stopping at a blank line, a group marker, another test's passing
    output, a status line of cargo's (:data:`_CARGO_STATUS`) or a line back at the message's
    indentation that is neither a frame nor a diff line."""
    head = lines[number]
    start = number
    while number - start < MAX_FRAMES:
        previous = lines.get(start - 1)
        if previous is None or previous.blank or previous.number < section.start.line:
            break
        if previous.marker in ("group", "endgroup") or passing_output(previous) or _CARGO_STATUS.match(previous.text):
            break
        if previous.indent <= head.indent and not TRACE_LINE.match(previous.text) and not _DIFF.match(previous.text):
            break
        start -= 1
    return start


def message_end(lines: dict[int, LogLine], block: Block) -> int:
    """Last line (1-based number) of the message the error ``block`` (``kind`` ``error``) heads, read
    on past the block's end over the paragraphs of an indented message (:func:`_indented_message`):
    where :func:`_continuation_end` ends, but with a line at an indented head's own indentation
    going on with it, below a blank line too, up to a blank line followed by a line indented less
    than the head; at most :data:`BLOCK_LINES` lines from the head."""
    return max(block.end, _continuation_end(lines, block.head, block.head + BLOCK_LINES - 1, paragraphs=True))


def _continuation_end(lines: dict[int, LogLine], number: int, last: int, paragraphs: bool = False) -> int:
    """Last line of the block headed at ``number`` (at most :data:`BLOCK_LINES` lines from it, and
    at most line ``last``, its section's).

    The block goes on over lines indented deeper than the head, lines that score themselves,
    structural continuations (stack frames, diff and caret lines), and the first
    :data:`FOLLOWING_LINES` lines whatever they are; a blank line ends it unless an indented or
    scoring line, a compiler's quote of the source line (:func:`_quotes_source`) or the label of a
    part of the message with that part indented below it (:func:`_labels_part`: pip's ``The conflict
    is caused by:`` and the requirements that conflict, a paragraph below its ``ERROR: Cannot
    install …``) follows, and so
    does a line back at the head's indentation that explains nothing (unless a stack trace follows
    it: a message of several lines, :func:`_message_before_frames`, or unless the block showed a
    labelled part and the line labels the next part indented below it, or is that part's first
    line: doctest's ``Got:`` after its ``Expected:``, :func:`_labels_part`), a
    passing verdict (``Failures: 0``, ``PASSED``), an info-level record (``[INFO] Running ...``) or a test's start
    (:func:`~ci_triage.logs.passing.starting_test`): those are other tests' output; so does a tool's usage text
    (:data:`_USAGE`). With ``paragraphs``, a line at an indented head's own indentation goes on with
    it too (:func:`_indented_message`), and a blank line followed by a line indented less than the
    head ends it (the next item of the list the message is indented in: node's next ``✖`` test).
    """
    head = lines[number]

    def belongs(line: LogLine) -> bool:
        return _belongs(line, head) or (paragraphs and _indented_message(line, head))

    end = number
    limit = min(last, number + BLOCK_LINES - 1)
    candidate = number + 1
    labelled = _labels_part(lines, number)  # the block has shown a labelled part of its message
    while candidate <= limit:
        line = lines.get(candidate)
        if line is None or line.section != head.section or line.marker in ("group", "endgroup"):
            break
        if line.blank:
            following = lines.get(candidate + 1)
            if following is None or following.blank:
                break
            part = _labels_part(lines, following.number)  # a labelled part of the message, a paragraph below it
            if not belongs(following) and not _quotes_source(lines, following.number) and not part:
                break
            labelled = labelled or part
            if paragraphs and following.indent < head.indent:
                break  # back out of an indented message: the next item of the list it is indented in
        elif (
            candidate - number > FOLLOWING_LINES
            and not belongs(line)
            and not _message_before_frames(lines, candidate, limit)
            and not (labelled and (_labels_part(lines, candidate) or _labels_part(lines, candidate - 1)))
        ):
            break
        elif passing_output(line) and not _nested(line, head):
            break  # a passing test's output or an info record: the explanation ended before it
        elif starting_test(line.text):
            break  # another test starts: what follows is its output
        elif ("sage" in line.text or "ynopsis" in line.text) and _USAGE.match(line.text):
            break  # the tool's usage text: what the error rejected is named above it
        end = candidate
        if _FENCE.match(line.text):
            end = _fence_end(lines, candidate, limit)
            candidate = end
        labelled = labelled or _labels_part(lines, candidate)
        candidate += 1
    return end


def _fence_end(lines: dict[int, LogLine], number: int, limit: int) -> int:
    """Last line (1-based) of the fenced snippet that the fence at line ``number`` opens
    (:data:`_FENCE`): its closing fence, the first line after it that is a bare fence at its
    indentation, over blank lines and source indented deeper, at most up to line ``limit``.
    ``number`` itself when a line at the fence's indentation or less, another section, a group
    marker or a line not read comes first: the fence closed a snippet and the next failure follows
    (or the snippet was cut short), and the block goes on as it would without it."""
    fence = lines[number]
    for candidate in range(number + 1, limit + 1):
        line = lines.get(candidate)
        if line is None or line.section != fence.section or line.marker in ("group", "endgroup"):
            return number
        if line.blank or line.indent > fence.indent:
            continue
        return candidate if line.indent == fence.indent and line.text.strip() == "```" else number
    return number


def usage_listing(lines: dict[int, LogLine]) -> frozenset[int]:
    """Line numbers of ``lines`` that list a tool's usage text (its synopsis, options and help) below
    its head: the error above the head says what was rejected, the head (:data:`_USAGE`: ``npm error
    Usage:``, argparse's ``usage: prog [-h] ...``, cobra's ``Usage:``; yargs' ``Options:`` alone,
    :data:`_OPTIONS_HEAD`, whose error comes after the rows) and, when the head is that word alone,
    the next line that is not blank (``npm error npm ci``) say which command; what follows is
    every option the tool has, noise however many tokens it spends (npm's ``npm ci`` prints 90 lines).

    The listing runs over the lines of the head's section that begin with the head's own prefix
    (the text before ``usage``: ``npm error ``) and then read as part of a usage text
    (:data:`_USAGE_LISTING`), up to the first line that scores :data:`STRONG_SCORE` or more, carries
    a marker, or reads otherwise (click's ``Try 'prog --help' for help.``, argparse's ``prog: error:
    ...``, npm's ``aliases: ...``). Linear in the number of lines."""
    listed: set[int] = set()
    numbers = sorted(lines)
    index = 0
    while index < len(numbers):
        head = lines[numbers[index]]
        index += 1
        text = head.text
        if _OPTIONS_HEAD.match(text):
            prefix, keep_next = "", False  # yargs' ``Options:``: its rows follow, no command line
        elif ("sage" in text or "ynopsis" in text) and _USAGE.match(text):
            lowered = text.lower()
            word = lowered.find("usage")
            prefix = text[: word if word >= 0 else lowered.find("synopsis")]
            keep_next = lowered[len(prefix) :].strip() in ("usage:", "synopsis:")
        else:
            continue
        while index < len(numbers):
            line = lines[numbers[index]]
            if line.section != head.section or line.marker or line.score >= STRONG_SCORE:
                break
            if line.text.rstrip() == prefix.rstrip():
                rest = ""  # the prefix alone (``npm error``): a blank line of the text
            elif line.text.startswith(prefix):
                rest = line.text[len(prefix) :]
            else:
                break
            if not rest.strip() and keep_next:
                index += 1
                continue
            if keep_next:
                keep_next = False  # the command's synopsis below a head alone on its line
            elif _USAGE_LISTING.match(rest):
                listed.add(line.number)
            else:
                break
            index += 1
    return frozenset(listed)


def _message_before_frames(lines: dict[int, LogLine], number: int, limit: int) -> bool:
    """Whether line ``number`` is part of an exception's message that runs on over several lines
    before its stack trace (AssertJ's ``Expecting message:`` / ``but was:``, Hamcrest's
    ``Expected: … but: was …``): a stack frame (:data:`_STACK_FRAME`) follows within
    :data:`MESSAGE_LINES` lines, none of them blank, up to ``limit``."""
    for candidate in range(number, min(limit, number + MESSAGE_LINES - 1) + 1):
        line = lines.get(candidate)
        if line is None or line.blank or line.marker in ("group", "endgroup"):
            return False
        if _STACK_FRAME.match(line.text):
            return True
    return False


def _labels_part(lines: dict[int, LogLine], number: int) -> bool:
    """Whether line ``number`` is the label of a part of the message above it (:data:`_PART_LABEL`)
    with that part printed right below it, indented deeper: a tool prints a failure as labelled
    parts at the message's own indentation, each label above its value (doctest's ``Failed
    example:``, ``Expected:`` then ``Got:``, ``Lib/doctest.py``'s ``_failure_header`` and
    ``output_difference``), so the part after the first few lines of a block still belongs to it.
    Only a block that showed such a part already reads on over the next: a lone label above an
    indented list (mix's ``New:`` above the packages it resolved) is other output."""
    label = lines[number]
    value = lines.get(number + 1)
    return (
        value is not None
        and not value.blank
        and value.section == label.section
        and value.indent > label.indent
        and bool(_PART_LABEL.match(label.text))
    )


def _quotes_source(lines: dict[int, LogLine], number: int) -> bool:
    """Whether line ``number`` quotes a source line the next line underlines (:data:`_SOURCE_QUOTE`)."""
    underline = lines.get(number + 1)
    return (
        underline is not None
        and bool(_SOURCE_QUOTE.match(lines[number].text))
        and bool(_UNDERLINE.match(underline.text))
    )


def _report_heading(lines: dict[int, LogLine], start: int, head: int) -> int | None:
    """The line, from ``start`` to ``head``, that opens a test runner's report of one failed test
    (:data:`_REPORT_HEADING`), if any; none above a passing test's line (``✓ adds``): a numbered
    name there is an entry of the runner's progress list (mocha's ``23) opens a document``), and
    what follows it is other tests' output."""
    for number in range(head, start - 1, -1):
        line = lines.get(number)
        if line is None:
            continue
        if _heads_report(lines, line):
            return number
        if passing_test(line.text):
            return None
    return None


def _heading_above(lines: dict[int, LogLine], start: int, section: Section) -> int | None:
    """The heading of a failed test's report printed a blank line above the block that starts at
    ``start``, if any: the heading and up to :data:`LEAD_IN_LINES` lines of its title (mocha's
    ``  1) add`` then ``       adds small numbers:``, a blank line, then the error and its stack)."""
    blank = lines.get(start - 1)
    if blank is None or not blank.blank:
        return None
    for number in range(start - 2, start - 3 - LEAD_IN_LINES, -1):
        line = lines.get(number)
        if line is None or line.blank or number < section.start.line or line.marker in ("group", "endgroup"):
            return None
        if passing_test(line.text):
            return None
        if _heads_report(lines, line):
            return number
    return None


def _heads_report(lines: dict[int, LogLine], line: LogLine) -> bool:
    """Whether ``line`` is a test runner's heading of one failed test's report
    (:data:`_REPORT_HEADING`, :data:`_TEST_RESULT_HEADING`, or :data:`_UNITTEST_HEADING` right below
    a ruler of ``=``)."""
    if _REPORT_HEADING.match(line.text):
        return True
    if "<<<" in line.text and _TEST_RESULT_HEADING.search(line.text) and "Tests run:" not in line.text:
        return True
    ruler = lines.get(line.number - 1)
    return bool(_UNITTEST_HEADING.match(line.text)) and ruler is not None and bool(_RULER.match(ruler.text))


def _report_end(lines: dict[int, LogLine], number: int, heading: int, limit: int) -> int:
    """Last line of a failed test's report whose heading is at ``heading`` (the block's head at
    ``number``): the report goes on over blank lines, locals and source until the next report's
    heading at the heading's indentation or less (a subtest's heading indented deeper, go's
    ``    --- FAIL: TestX/case``, is part of its parent's report), a ruler of ``=`` (the runner's
    next part), a passing test's output, a group marker or another section, at most up to line
    ``limit``; blank lines that end it are left out. Under pytest's banner, a line of its long
    traceback's frames (:data:`_PYTEST_LONG_FRAME`) is quoted source, never a passing test's output
    (requests' ``# passed down into the recursive call``), and a line not read (a step too long to
    read whole, read in windows) ends nothing: pytest's next banner or ruler does (trial 88: requests'
    600-line tracebacks, each test's ``Connection refused`` far below its banner). A Surefire report
    (:data:`_TEST_RESULT_HEADING`) is the exception and its stack trace: it ends at the trace's last
    frame (before the next test class's ``Running …``), or, with no frame, where a block's
    continuation ends (:func:`_continuation_end`)."""
    end = number
    trace = _surefire_report(lines[heading])
    banner = PYTEST_REPORT_BANNER.match(lines[heading].text) is not None
    last_frame = None
    for candidate in range(number + 1, limit + 1):
        line = lines.get(candidate)
        if line is None and banner:
            continue  # a line not read inside pytest's report: its banner or ruler ends it, not a gap
        if line is None or _closes_report(lines, line, lines[heading]):
            break
        if passing_output(line) and not (banner and _PYTEST_LONG_FRAME.match(line.text)):  # not quoted source
            break
        if line.blank:
            continue
        end = candidate
        if _TRACE_LINE.match(line.text):
            last_frame = candidate
    if trace:
        return max(number, last_frame) if last_frame else _continuation_end(lines, number, limit)
    return end


def _surefire_report(heading: LogLine) -> bool:
    """Whether ``heading`` is Maven Surefire's heading of a failed test's report (:data:`_TEST_RESULT_HEADING`)."""
    return _TEST_RESULT_HEADING.search(heading.text) is not None


def _closes_report(lines: dict[int, LogLine], line: LogLine, heading: LogLine) -> bool:
    """Whether ``line`` ends the report of a failed test under ``heading`` by what it is, wherever
    the report was to end (:func:`_report_end`): another section's line, a group marker, the next
    report's heading at the heading's indentation or less, or a ruler of ``=``."""
    return (
        line.section != heading.section
        or line.marker in ("group", "endgroup")
        or (line.indent <= heading.indent and _heads_report(lines, line))
        or _RULER.match(line.text) is not None
    )


def failed_test_report_end(
    lines: dict[int, LogLine], heading: int, section: Section, at_most: int = BLOCK_LINES
) -> int:
    """Last line (1-based number) of the report of one failed test whose heading is line
    ``heading`` of ``section``: up to the next report's heading, a ``=`` ruler, a passing test's
    output or a group marker, at most ``at_most`` lines (by default :data:`BLOCK_LINES`, as a
    block's report ends; :data:`REPORT_LINES` reads it as :func:`report_natural_end` does) besides
    a Python traceback's frames (:func:`_python_frame_line`): ``pytest --tb=native`` prints the
    test's whole traceback through pytest's and pluggy's frames, 50 lines and more above the
    exception the test died of; never past :data:`REPORT_LINES` lines. Under pytest's banner
    (:data:`PYTEST_REPORT_BANNER`), its long traceback's frames are not counted either
    (:data:`_PYTEST_LONG_FRAME`: requests' frames quote 600 lines of source around the
    ``E   …ConnectionError`` the test died of), and the report may run past :data:`REPORT_LINES`
    lines to the next banner or ``=`` ruler, pytest's own ends of it (each line is read for one
    banner's report only: linear). Lines are counted only up to the first line that ends the report
    whatever its length (:func:`_closes_report`; a line not read, outside pytest's banner): pytest's
    ``FAILED`` summary lines end at the ruler below them, not 500 lines further (the end of a
    Surefire report's stack trace is read to its count: :func:`_report_end`)."""
    banner = heading in lines and PYTEST_REPORT_BANNER.match(lines[heading].text) is not None
    limit = section.end_line if banner else min(section.end_line, heading + REPORT_LINES - 1)
    read_to_count = heading not in lines or _surefire_report(lines[heading])
    counted = 0
    number = heading
    while number < limit and counted < at_most - 1:
        number += 1
        line = lines.get(number)
        if banner and line is not None and (PYTEST_REPORT_BANNER.match(line.text) or _RULER.match(line.text)):
            break  # pytest's next report or section: this report ends above it
        closes = not banner if line is None else _closes_report(lines, line, lines[heading])
        if closes and not read_to_count:
            break  # the report ends here, however many lines it was to hold
        frame = banner and line is not None and _PYTEST_LONG_FRAME.match(line.text) is not None
        if not frame and not _python_frame_line(lines, number):
            counted += 1
    return _report_end(lines, heading, heading, number)


PYTEST_REPORT_BANNER = LazyRE2(r"_{3,} \S.* _{3,}\s*$")
"""pytest's banner over a failed test's report (``____ test_health ____``), at a cleaned line's start."""
_PYTEST_LONG_FRAME = LazyRE2(r"(?: {4}|>)|\S+:\d+: in \S+\s*$|(?:_ )+_\s*$|\s*$")
"""A line of a frame of pytest's long traceback (``--tb=long``, its default): the frame's source,
quoted indented or marked ``>`` (``FormattedExcinfo``, ``_pytest/_code/code.py``), its place
``…/adapters.py:667: in send``, the ``_ _ _`` between frames, a blank line."""


def _python_frame_line(lines: dict[int, LogLine], number: int) -> bool:
    """Whether line ``number`` is a frame of a Python traceback (:data:`_PYTHON_FRAME_LINE`:
    ``  File "x.py", line 3, in f``) or one of the two lines below a frame that quote its source
    and mark it (``    return a / b``, ``           ~~^~~``)."""
    return any(
        (line := lines.get(above)) is not None and _PYTHON_FRAME_LINE.match(line.text) is not None
        for above in (number, number - 1, number - 2)
    )


def report_natural_end(lines: dict[int, LogLine], block: Block) -> int:
    """Last line (1-based number) of the failed test's report ``block`` (``kind`` ``report``) where
    the runner ends it (:func:`_report_end`), past the :data:`BLOCK_LINES` a block holds, up to
    :data:`REPORT_LINES` lines from its first line: a report with a long diff or captured output
    (pytest's ``Captured stdout call``) read on, with budget left, to its end."""
    heading = block.start if _heads_report(lines, lines[block.start]) else block.start + 1
    return _report_end(lines, block.end, heading, block.start + REPORT_LINES - 1)


def passing_output(line: LogLine) -> bool:
    """Whether ``line`` reads as other, passing work: a passing test's report
    (:attr:`LogLine.passing`), a :func:`passing_verdict`, or an info-level record (``[INFO] Running
    FooTest``), one passing test's result line (:func:`~ci_triage.logs.passing.names_passing_test`:
    TAP's ``ok 3 name``, cargo's ``... ok``; not a bare ``.``) or a request a
    web server answered without a server error (:data:`_APP_SERVER_REQUEST`) that explains nothing
    itself."""
    if line.passing or passing_verdict(line):
        return True
    text = line.text
    return _explains_nothing(line) and (
        bool(_INFO_RECORD.match(text) or _APP_SERVER_REQUEST.search(text)) or names_passing_test(text)
    )


def info_record(line: LogLine, anywhere: bool = False) -> bool:
    """Whether ``line`` is a record a tool logged at info level or below (``[INFO] ...``); with
    ``anywhere``, also when the record follows other output on the same line (interleaved streams)."""
    return bool((_INFO_RECORD.search if anywhere else _INFO_RECORD.match)(line.text))


def passing_verdict(line: LogLine) -> bool:
    """Whether ``line`` is a passing verdict (``Tests run: 2, Failures: 0``, ``PASSED``) and
    explains nothing itself; a line saying something failed to happen (``x.test.tsx failed to pass
    within 2 retries``), counting failures (``2 failed, 1 passed in 0.04s``) or saying something was
    passed on (``Argument 4 passed to Foo::__construct()``) is none, whatever else it says passed."""
    text = line.text
    return (
        _explains_nothing(line)
        and bool(_PASSING_VERDICT.search(text))
        and not _OPTION_HELP.match(text)
        and not _FAILED_TO.search(text)
        and not _PASSED_ON.search(text)
        and not _FAILURE_COUNT.search(text)
    )


def closing_verdict(line: LogLine) -> bool:
    """Whether ``line`` is a passing verdict (:func:`passing_verdict`) that closes a passing test's
    output above it: not a wrapper's verdict that opens its unit (:func:`ci_triage.logs.passing.opening_verdict`:
    pre-commit's ``check json.....Passed`` after a failed hook's ``b.py:1: error: …`` judges the next
    hook, not the lines above it), nor a test runner's final verdict on its run
    (:func:`ci_triage.logs.passing.final_verdict`: pytest's ``1 passed in 3.08s`` comes after its
    terminal summary, where pytest-cov prints ``FAIL Required test coverage of 90% not reached.``;
    a passing test's output ends before the runner's own lines: pytest's ``.``, unittest's ``Ran 3
    tests``, rspec's ``Finished in 0.01 seconds``)."""
    return passing_verdict(line) and not opening_verdict(line.text) and not final_verdict(line.text)


def names_failed_test(line: LogLine) -> bool:
    """Whether a ``test failure`` signal of ``line`` names the test that failed (its ``test`` group:
    pytest's ``FAILED x.py::test_x - message`` and ``____ test_x ____``, go's ``--- FAIL: TestX``).
    Such a line is the runner's verdict on a failed test, never a passing test's own output: a
    passing verdict right after it (pytest ``-rA``'s ``PASSED x.py::test_y`` under the ``FAILED``
    line, any line saying ``passed``) is another test's or nobody's, and closes no report of it."""
    return any(match.signal.category == "test failure" and match.groups.get("test") for match in line.matches)


def reports_error(line: LogLine) -> bool:
    """Whether ``line`` reports an error: GitHub's ``##[error]`` marker, a failure word
    (:data:`ci_triage.logs.vocabulary.STRONG_WORD`) or a skill's ``error`` or ``summary`` signal."""
    return not _explains_nothing(line)


def python_warning(text: str) -> bool:
    """Whether the log line ``text`` is a warning as Python's ``warnings`` module prints it
    (:data:`_PYTHON_WARNING`): the line itself says what it reports, whatever is above it."""
    return _PYTHON_WARNING.match(text) is not None


def warning_only(line: LogLine) -> bool:
    """Whether ``line`` reports a warning and nothing worse: GitHub's ``##[warning]`` marker or the
    word ``warning`` (gcc's ``f01.c:2:21: warning: unused variable ‘unused’``), no error
    (:func:`reports_error`), and no warning a compiler made fatal (those score :data:`STRONG_SCORE`,
    :func:`_count_fatal_warnings`); or a Python warning as its ``warnings`` module prints it
    (:data:`_PYTHON_WARNING`) that no skill reads as an error, whatever failure words its message
    holds (``DeprecationWarning: old_api() is deprecated and will fail in 3.0``)."""
    said = line.marker == "warning" or bool(_WARNING.search(line.text))
    if python_warning(line.text) and line.marker != "error":
        return not any(match.signal.role in ("error", "summary") for match in line.matches)
    return said and line.score < STRONG_SCORE and _explains_nothing(line)


def _explains_nothing(line: LogLine) -> bool:
    if line.marker == "error" or vocabulary.STRONG_WORD.search(line.text):
        return False
    return not any(match.signal.role in ("error", "summary") for match in line.matches)


def _belongs(line: LogLine, head: LogLine) -> bool:
    """Whether ``line`` goes on with the message headed by ``head``: indented deeper, nested under
    it (:func:`_nested`), scoring itself, or a structural continuation (:data:`_CONTINUATION`)."""
    structural = bool(_CONTINUATION.match(line.text)) and not _INFO_RECORD.match(line.text)
    return line.indent > head.indent or _nested(line, head) or line.score >= 0.2 or structural


def _indented_message(line: LogLine, head: LogLine) -> bool:
    """Whether ``line`` is at the indentation of ``head``, an indented line: a reporter prints a
    failure's message indented under the test or location it belongs to, and the message's own
    paragraphs (separated by blank lines) keep that indentation (node's test runner: ``  AssertionError
    [ERR_ASSERTION]: Expected values to be strictly equal:``, a blank line, ``  2 !== 3``; purs:
    ``  Could not match type``, ``  with type``); a line back at a lower indentation ends it."""
    return head.indent > 0 and line.indent == head.indent


def _nested(line: LogLine, head: LogLine) -> bool:
    """Whether ``line`` and ``head`` are both info-level records (``[info]``) and ``line`` is indented
    deeper after its tag: the message under a failed test a tool logs at info level (sbt's
    ``[info] - adds *** FAILED ***`` then ``[info]   3 did not equal 4``), not a new record."""
    line_tag = _INFO_RECORD.match(line.text)
    head_tag = _INFO_RECORD.match(head.text)
    if line_tag is None or head_tag is None:
        return False
    return _indent(line.text[line_tag.end() :]) > _indent(head.text[head_tag.end() :])


def _indent(text: str) -> int:
    """Leading spaces of ``text`` (a tab counts as four)."""
    expanded = text.expandtabs(4)
    return len(expanded) - len(expanded.lstrip(" "))
