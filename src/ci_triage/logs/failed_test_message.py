"""A failed test's message: the first line of its own output that says what failed.

A test runner prints each failed test's output next to a line naming it: below it (jest's
``● math › adds``, cargo's ``---- tests::adds stdout ----``, unittest's ``FAIL: test_add (…)``,
mocha's ``1) math``, ``node --test``'s ``not ok 1 - adds``, vitest's ``FAIL  a.test.ts > adds``,
``go test``'s ``--- FAIL: TestAdd``), or above it (``go test -v`` prints a test's output between
its ``=== RUN`` and its ``--- FAIL``; a subtest's, below its ``=== RUN`` line and far from its
``--- FAIL``, is read there when the lines next to it say nothing). The test's output runs from
the line naming it to the next test's header, a runner's tally, the next runner marker or the end
of the step (at most :data:`MAX_OUTPUT_LINES` lines). pytest's explanation lines (``E       AssertionError:
…``, :data:`_EXPLANATION`) are read first when it has some: the source it quotes above them is indented
under its report's header. Else its lines indented under the line naming it,
up to the first line indented no deeper, are read first: a line of theirs with a failure word or a
signal's mark is the message (``go test``'s ``    svc_test.go:12: fetch user: …`` under ``--- FAIL:
TestFetchUser``, not the test binary's ``panic: test timed out after 2s`` below them). Its output
above is read only when none below says anything, and only its lines with a failure word or a
signal's mark count there. The line naming the test is its message when a signal reads more than
the name on it and it has a failure word (pytest-xdist's ``worker 'gw0' crashed while running '…'``).

Of those lines, headers, stack frames, source quotes, separators, a diff's legend (jest's
``+ Received  + 1``) and blank lines are skipped; the message is the first line, in this order of
preference, that an ``error`` signal marks in the tool's own words (its pattern spells the line, no
``message`` group: Go's ``race detected during execution of test``), that has a failure word
(:data:`_FAILURE_WORD`: ``AssertionError: 6 != 5``, ``Expected: 5``, ``panic:``), that a skill's
signal marks, that quotes the code that failed (:data:`_FAILING_CODE`: jest's matcher hint, RSpec's
``Failure/Error: CODES.fetch(code)``), or any line. A line that only announces what follows (ends with ``:``: Rust's
``panicked at src/lib.rs:9:9:``, Node's ``Expected values to be strictly equal:``; a YAML block's
key, ``error: |-``) is joined with the next line; a line marked by the same signal as the next one
(jest's ``Expected: 5`` and ``Received: 6``) is joined with it by ``; ``, as doctest's ``Expected:``
and ``Got:`` blocks are (``Expected: 5; Got: 4``). A signal's message that is a verdict alone
(ctest's ``Failed``) says nothing, and one cut short (pytest's summary's ``assert '' ...``) is taken
whole from the test's output (:func:`full_messages`). A message that only says the test failed of
a report printed above it (Go's ``race detected during execution of test``, :data:`_REPORTS_ABOVE`)
gives way to that report's first line and where it says it happened.

The lines are the cleaned, redacted log lines (:mod:`ci_triage.logs.clean`), as the excerpt
quotes them; a ``go test -json`` ``output`` event is read by the text it carries (its ``Output``).
Every pattern is RE2 (linear time).
"""

from __future__ import annotations

import json
from collections.abc import Collection, Mapping, Sequence
from typing import cast

from ci_triage.logs.exception_chain import PYTHON_CHAIN_LINK, last_chain_link
from ci_triage.logs.hcl_diagnostic import hcl_diagnostic
from ci_triage.logs.layout_prefix import without_layout_prefix
from ci_triage.logs.localise import PYTEST_REPORT_BANNER, LogLine
from ci_triage.logs.panic_thread_id import without_thread_id
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.step_place_comment import PLACE_COMMENT
from ci_triage.logs.wrapped_message import ends_unfinished

MAX_OUTPUT_LINES = 40
"""Lines read from a line naming a failed test, each way."""
MAX_MENTIONS = 8
"""Lines naming one failed test whose output is read."""
MIN_LETTERS = 2
"""Letters a line needs to be a message on its own (a value alone, ``1``, says nothing)."""
MAX_DIFF_LINES = 2
"""Differing lines of a diff kept in a message that announces it (:func:`_with_diff`)."""
MAX_TRACEBACK_LINES = 1_000
"""Lines read from a line naming a failed test, each way, when a Python traceback's frames are
among them (they do not count towards :data:`MAX_OUTPUT_LINES`: Django's test runner prints 50
lines of frames between a test's ``ERROR:`` header and the exception it died of)."""
MESSAGE_CHARS = 400
"""Characters of a message kept (the report shows fewer)."""

_FAILURE_WORD = LazyRE2(
    r"(?:^|[^\w/.-])(?i:fail|fails|failed|failure|failures|error|errors|assert|assertion|expected|received|want"
    r"|wanted|got|panic|panicked|crash|crashed|mismatch|unexpected|exception|timed out|not equal|not found"
    r"|differ|differs|differing|badmatch|badarg|badarith|badarity|badfun|badkey|badmap|badrecord"
    r"|function_clause|case_clause|if_clause|try_clause)"
    r"(?:[^\w/.-]|\.(?:\W|$)|$)"
    r"|[a-z](?:Error|Exception)\b"
)
"""A word that says something failed: assertion words, ``Expected``/``Received``, Go's ``want``/
``got``, ``panic``, ``crashed`` (pytest-xdist's ``worker 'gw0' crashed while running '…'``),
``not found`` (pytest's ``fixture 'db' not found``), ``differing`` (Test::More's
``Structures begin differing at:``), an Erlang run-time error's reason (``{badmatch,3}``,
``function_clause``: rebar3 ct's exit term of a failed case), an error or exception
class (``KeyError``, ``ExecutionException``); a word only, not a part of a path or a name
(``errors.test.js``, ``testCodeFailure``). Not ``!=`` or ``==``: a quoted source line has them too
(``if rule.stem != '__init__':``)."""
_TEST_HEADER = LazyRE2(
    r"^\s*(?:\[[A-Z]+\]\s*)?(?:=== (?:RUN|CONT|PAUSE|NAME)\s|=== FAIL: \S|--- (?:PASS|FAIL|SKIP):|(?:not )?ok \d+\b"
    r"|# Subtest: |test \S.*? \.\.\. |[✓✔✕✖×✗√] |● |\d+\) \S|(?:PASS|FAIL)\s+\S|"
    r"(?:X?FAIL|X?PASS|SKIP|ERROR)(?: \[\d+(?:\.\d+)?s\])?: \S|-{4} \S.* -{4}\s*$|"
    r"[_=]{3,} \S.* [_=]{3,}\s*$|\[ +(?:RUN|OK|FAILED) +\]|Running \S+$|\d+/\d+ \S+\.\.\."
    r"|\d+/\d+ \S.*? +(?:OK|FAIL|ERROR|SKIP|TIMEOUT|EXPECTEDFAIL|UNEXPECTEDPASS) +\d+(?:\.\d+)?s\b"
    r"|\S.*? time out \(After \d+ seconds\)$|\S+\.py::\S+\s*$|Start +\d+: \S+$|\d+/\d+ Test +#\d+: \S"
    r"|(?:(?:──|--) (?:\d+\. )?)?(?:Failure|Error) \('?[^'\s():]+:\d+(?::\d+)?'?\): \S|### (?:Failure|Error) in: )"
)
"""A test's header or verdict, whichever test it names: ``=== RUN``, ``--- PASS:``, gotestsum's
``=== FAIL: cart TestTotal (0.00s)`` (its ``=== Failed`` summary), TAP's ``ok 2``
and ``# Subtest:``, cargo's ``test x ... ok``, a check or cross mark, jest's ``●``, a numbered
failure, jest's and vitest's ``PASS``/``FAIL`` lines, unittest's ``FAIL:`` and Automake's
``SKIP:``, cargo's ``---- x stdout ----``, pytest's ``___ test ___`` and ``=== FAILURES ===``,
GoogleTest's ``[ RUN      ]``, Surefire's ``Running``, ``zig test``'s ``1/2 t.test.add...``, meson
test's ``2/2 ringbuf:wrap FAIL 0.01s exit status 1`` and ``ringbuf:slow time out (After 2 seconds)``,
a pytest node id alone on its line (``pytest -n 2 -v``: pytest-xdist prints the id of each test it
hands a worker, ``tests/test_core.py::test_slow[0]``, between the workers' verdicts), ctest's
``    Start 3: Ring.RejectsWhenFull`` and its result line ``3/4 Test #3: Ring.RejectsWhenFull
....***Failed`` (without ``--output-on-failure`` a failed test's result line is followed by the
next test's ``Start`` line: no output, no message), testthat's heading of a failed test (``──
Failure ('test-stats.R:8'): empty input errors ───``, its rule around it; the assertion's lines
below it say what failed), HUnit's ``### Failure in: 1:case-insensitive`` and ``### Error in:
3:head of empty``;
after a log level (Maven's ``[INFO]``)."""
_XDIST_WORKER = LazyRE2(r"^\[gw\d+\] \w+ -- Python \d\S* \S")
"""pytest-xdist's line naming the worker a failed test ran on, under the test's ``____ test ____``
banner (``[gw0] linux -- Python 3.11.7 /venv/bin/python3``: ``sys.platform``, the interpreter's
version and path): the report's framing, never what failed."""
_TALLY = LazyRE2(
    r"(?i)\b\d+ (?:failed|failing|passed|passing|tests?)(?:[^\w:]|$)|\b\d+ examples?, \d+ failures?\b"
    r"|\b(?:failures|errors)=\d+|^\s*test result:"
    r"|^\s*(?:\[[A-Z]+\]\s*)?(?:Test Suites|Tests|Test Files|Tests run):|^\s*\d+\.\.\d+\s*$"
    r"|^\s*# ?\w+:? +\d+(?:\.\d+)?\s*$|^\s*(?:FAIL|FAILED|PASS|ok)\s*$|\bTotal\s+\d"
    r"|\b\d+ items? (?:had failures|had no tests|passed all tests)\b"
    r"|(?i:\btest ?suite summary\b)|\b\d+ (?:errors?|deselected|skipped|xfailed|xpassed|warnings?)\b.* in \d[\d.]*s\b"
    r"|^!{3,} .* !{3,}$|^Test suite logged to:|\b\d+ of \d+ test suites\b"
    r"|\b\d+ snapshots? (?:failed|written|updated|removed|obsolete)\b"
    r"|^Dubious, test returned \d|^Failed \d+/\d+ subtests\b|^No subtests run\b"
    r"|^(?:Ok|Expected Fail|Fail|Unexpected Pass|Skipped|Timeout): +\d+\s*$"
    r"|^There (?:was|were) \d+ [\w ]+:$|^\s*Did \d+ checks?\.$|^\s*(?:Pass|Skip|Fail): \d+ \(\s*\d+%\)$"
    r"|^\s*\[ (?:[A-Z]+ \d+ \| )+[A-Z]+ \d+ \]\s*$"
    r"|^Cases: \d+  Tried: \d+  Errors: \d+  Failures: \d+$|^\d+/\d+ modules FAILED unittests$"
    r"|^(?:FAILURES|ERRORS|WARNINGS)!+$|^\s*Failed: \d+\.\s+(?:Skipped: \d+\.\s+)?Passed: \d+\.\s*$"
)
"""A runner's tally (``Tests: 2 failed``, RSpec's ``13105 examples, 1 failure``, ``FAILED
(failures=1)``, ``test result: FAILED.``, ``Ran 3 tests``, Surefire's ``Tests run: 4, Failures: 1``,
TAP's plan ``1..3``, ``node --test``'s ``# fail 2`` and Automake's ``# FAIL:  1``, ``go test``'s bare
``FAIL``, doctest's ``1 items had failures:``, ``4 items had no tests:`` and ``2 items passed all
tests:`` (its lists of the items, below the last failure's report), tcltest's ``Total 3 Passed 1``, Automake's
``Testsuite summary``, pytest's ``20 deselected, 1 error in 0.44s`` and its ``!!! Interrupted: 1
error during collection !!!`` banner, cabal's ``Test suite logged to:`` and ``0 of 1 test suites (0 of
1 test cases) passed.`` below a suite's verdict, jest's ``› 1 snapshot failed.`` above its ``Snapshot
Summary``, TAP::Harness's verdict on a test file below its progress line, ``Dubious, test returned 255``,
``Failed 2/3 subtests`` or ``No subtests run``, meson test's ``Ok: 1`` and ``Fail: 1``, PHPUnit's
count above its next section, ``There were 2 failures:`` below the last error's report, FiveAM's ``Did 3
checks.`` and ``Fail: 1 (33%)`` below its last test's progress line, testthat's bracketed counts
``[ FAIL 3 | WARN 2 | SKIP 0 | PASS 2 ]`` below its last failure's block, HUnit's ``Cases: 4  Tried: 4
Errors: 1  Failures: 1`` below each test's report, druntime's ``1/1 modules FAILED unittests`` above
a D unittest block's failed assert, PHPUnit's verdict ``ERRORS!``, ``FAILURES!`` or ``WARNINGS!`` above its
``Tests: 2, Assertions: 0, Errors: 2.`` and JUnit 4's ``FAILURES!!!``, PHPUnit 9.6.7 and JUnit 4.13.2,
EUnit's ``  Failed: 3.  Skipped: 0.  Passed: 1.`` below its last failed test's exception, OTP 25):
the end of the last test's output. A count followed by a colon is no tally: it names what failed and why
(libpq's ``connection to server at "127.0.0.1", port 5432 failed: Connection refused``, quoted by
ruby-pg's ``PG::ConnectionBad``, PHP's ``PDOException`` and Perl's ``DBI connect(…) failed:``)."""
_GTEST_FRAMING = LazyRE2(
    r"^(?:(?P<banner>Running main\(\) from \S+|\[=+\] Running \d+ tests? from .*)|Note: Google Test filter = .*"
    r"|\[[=-]{10}\] .*|\[ RUN +\] (?P<test>\S+)|\[ +(?:OK|FAILED|SKIPPED) +\] (?P<case>\S+) \(\d+ ms\))$"
)
"""What GoogleTest prints around a test's own output, not the output (``gtest_main.cc``'s banner
``Running main() from ./googletest/src/gtest_main.cc``, ``Note: Google Test filter = Split.Basic``,
its progress lines ``[==========] Running 1 test from 1 test suite.`` and ``[----------] 1 test from
Split``, and ``[ RUN      ] Split.Basic``; ``test``: the test a ``RUN`` line starts): read past below
a line naming the test (ctest's ``***Failed`` line, the test binary's whole output under it, GoogleTest
1.12), unless it starts another test. ``banner``: the program's start (``Running main() from …``,
``[==========] Running 3 tests from 1 test suite.``): below it, the test being read is the whole
program (a ctest test that runs a GoogleTest binary, ``add_test(NAME money_test COMMAND
money_test)``), whose cases' ``RUN`` lines and verdicts (``case``: ``[       OK ] Cents.Zero (0 ms)``,
``[  FAILED  ] Cents.OneEuro (0 ms)``) are inside its output, not another test's."""
_MESON_COMMAND = LazyRE2(r"^>>> \S")
"""meson test's echo of a failed test's command under its result line (``>>> MALLOC_PERTURB_=38
/w/builddir/test_ringbuf wrap``): how it ran, never what failed."""
_MESON_CUT = LazyRE2(r"^―+ ✀ +―+$")
"""meson test's line above a failed test's output (``--print-errorlogs``, ``mesonbuild/mtest.py``):
every line from it to the rule that closes it (:data:`_MESON_RULE`) is the test's own output, a
line of it that reads like a runner's header too (the test's own ``FAIL: push on full buffer should
fail``)."""
_MESON_RULE = LazyRE2(r"^―{10,}$")
"""meson test's rule below a failed test's output (:data:`_MESON_CUT`)."""
_ASSERTION_HEADING = LazyRE2(r"^(?:\S+:\d+|unknown file): (?:Failure|FAILED:)$")
"""A C++ test framework's heading of a failed assertion, its place alone: GoogleTest's
(``strutil_test.cpp:8: Failure``, gtest.cc's ``FormatFileLocation`` and ``Failure``; ``unknown
file: Failure`` over an exception the test threw, ``C++ exception with description "stoi" thrown
in the test body.``, whose place gtest does not know) and Catch2's
(``test_money.cpp:9: FAILED:``, its console reporter): the assertion's own lines below it say what
failed (``Expected equality of these values:``; ``CHECK( x == 150 )``, ``with expansion:``, ``105 == 150``)."""
_HARNESS_ACCOUNT = LazyRE2(
    r"^\s*(?:Parse errors: |Non-zero (?:exit|wait) status: |Test executable failed \(exit status: \d+\)\.$"
    r"|ImportError while (?:importing test module|loading conftest) '[^']+'\.$)"
)
"""A test runner's account of how a test file ended: TAP::Harness's, under its entry in the ``Test
Summary Report`` (``Parse errors: No plan found in TAP output``, ``Non-zero exit status: 255``),
pytest's, under its ``ERROR collecting`` header (``ImportError while importing test module
'…/tests/test_a.py'.``), and rustdoc's, atop a failed doctest's report (``Test executable failed
(exit status: 101).``, above the ``stderr:`` the doctest's panic is in): how the runner saw the file
end, not what failed in it; what the file printed says that, when anything does (Perl's ``Illegal
division by zero at lib/Calc.pm line 3.`` by prove's progress line, pytest's ``E   ImportError:
cannot import name 'f' from 'app.core'`` below its account, the doctest's panic), so such a line
ranks below any line with a failure word (:func:`_rank`)."""
_TEST_MORE_EXIT = LazyRE2(
    r"^# Looks like your test exited with [1-9][0-9]* (?:just after [0-9]+|before it could output)"
)
"""Test::Builder's note from its ``END`` block that the test file exited non-zero (Test::More 1.302,
``Test/Builder.pm``, ``_ending``: ``# Looks like your test exited with 255 just after 12.``, ``…
before it could output anything.``): the file died, and what it printed to stderr as it died (a
``die`` message, ``wrap_words returned an undefined line at width 12``) is the line right above."""
_FRAME = LazyRE2(
    r"^\s*(?:at \S|File \"[^\"]*\", line \d|\d+: \S|\S+\(.*\)\s*$|/\S+\.go:\d+|\S+\.go:\d+ \+0x"
    r"|goroutine \d+ \[|created by \S|\.\.\. \d+ more|Caused by: |❯ \S+:\d+|Traceback \(most recent call last\):"
    r"|file \S+, line \d+$|\S+:\d+:\d+: 0x[0-9a-f]+ in \S|(?:<[^>]+>|\S+):\d+: in \S+$"
    r"|[A-Za-z_][\w.]* +Traceback \(most recent call last\)\s*$"
    r"|CallStack \(from HasCallStack\):\s*$|\w+, called at \S+:\d+:\d+ in \S+\s*$)"
)
"""A stack frame or the head of a trace: JavaScript's and the JVM's ``at …``, Python's ``File "…",
line N``, IPython's banner atop a cell's traceback (``KeyError      Traceback (most recent call
last)``, the exception's name only: its line ``KeyError: 'c'`` ends the traceback; nbval, nbmake,
nbconvert and papermill print it), Rust's numbered frames, Go's function and file lines, vitest's
``❯ file:line``; a JVM trace's ``Caused by:`` (the exception above it is the one the test threw);
pytest's ``file /path/test_x.py, line 1`` above a fixture's error and its traceback's
``…/_pytest/python.py:608: in _importtestmodule``; Zig's error return trace and stack trace,
``t.zig:4:5: 0x124ef12 in test.add (t.zig)`` (its std.debug format, Zig 0.17); GHC's ``CallStack
(from HasCallStack):`` under an ``error`` call's text and its frames (``error, called at
Tests.hs:11:9 in main:Main``)."""
_PYTHON_FRAME = LazyRE2(r"^\s*(?:File \"[^\"]*\", line \d|Traceback \(most recent call last\):)")
"""A Python traceback's heading or one of its frames (``  File "…/utils.py", line 105, in _execute``)."""
_PYTEST_ARGUMENT = LazyRE2(r"^(?:[A-Za-z_]\w* = \S|\S+:\d+:\s*$)")
"""A line of the values pytest prints in a failed test's report above the source of a frame (its
arguments: ``docker_compose = <docker.client.DockerClient object at 0x7f40…>``, ``request =
<PreparedRequest [GET]>, stream = False``) or, with ``--showlocals``, below it (its locals); or an
entry's bare location below its source (``tests/test_a.py:29: ``, the next entry's source below the
``_ _ _`` line): what the test's code held and where, not what failed."""
_PYTEST_QUOTE = LazyRE2(r"^(?:>|    |\s*$|(?:_ ){3,}_?\s*$|\S+:\d+: in \S+$)")
"""A line of the source pytest quotes in a failed test's report above its ``E`` lines (pytest 9's
``--tb=long``, the default): a source line (indented by 4, ``>`` on the failing one; a library's
whole function with its comments, ``        # We want to make an HTTP/1.1 request, but the
addinfourl``), a blank line, the ``_ _ _`` between two entries and an entry's ``…/request.py:216:
in urlopen``."""
_IPYTHON_BANNER = LazyRE2(r"^\s*(?P<name>[A-Za-z_][\w.]*) +Traceback \(most recent call last\)\s*$")
"""IPython's banner atop a traceback (``ultratb``, IPython 8 and 9: ``KeyError      Traceback (most
recent call last)``): the exception's name, whose line (``KeyError: 'c'``) ends the traceback."""
_IPYTHON_FRAME = LazyRE2(r"^\s*(?:File \S+:\d+, in \S|Cell In ?\[\d+\], line \d+\s*$)")
"""A frame of IPython's traceback (IPython 8 and 9, ``ultratb``): ``File …/pandas/core/frame.py:4330,
in DataFrame.__getitem__(self, key)``, a notebook cell's ``Cell In[1], line 1``; the source lines it
quotes follow (:data:`_IPYTHON_SOURCE`)."""
_IPYTHON_SOURCE = LazyRE2(r"^\s*(?:-*> *)?\d+(?: |$)")
"""A source line IPython quotes under a frame (:data:`_IPYTHON_FRAME`), numbered, the one that
raised arrowed: ``   3822     raise InvalidIndexError(key) from err``, ``----> 1 total = df['c'].sum()``."""
IPYTHON_QUOTE_LINES = 40
"""Lines :func:`_ipython_source` looks up from a numbered line for its IPython frame (IPython
quotes a few lines around the one that raised; a whole function in ``--tb=long``'s manner at most)."""
_QUOTING_FRAME = LazyRE2(r"^\s*\S+:\d+:\d+: 0x[0-9a-f]+ in \S|^(?:<[^>]+>|\S+):\d+: in \S+$")
"""A frame the source line it names is printed under (Zig's traces: ``t.zig:4:5: 0x124ef12 in
test.add (t.zig)``, then the line and a caret; pytest's ``tests/test_a.py:1: in <module>``), as under
Python's ``File "…", line N``."""
_SOURCE_QUOTE = LazyRE2(r"^\s*(?:>\s*)?\d*\s*\|")
"""A quoted source line of a code frame (jest's and vitest's ``  5 |``, rustc's ``   |``)."""
_DIFF_LEGEND = LazyRE2(
    r"^\s*(?:- \S.*? +- \d+|\+ \S.*? +\+ \d+|[-+] (?:Expected|Received|Snapshot)"
    r"|\+ (?:actual - expected|expected - actual))\s*$"
)
"""The legend of a diff, which side is which (jest's ``- Snapshot  - 1`` and ``+ Received  + 1``, with
its counts of changed lines, or ``- Expected`` without; Node's ``+ actual - expected``, mocha's
``+ expected - actual``): no message,
though it has a failure word."""
_MATCHER_HINT = LazyRE2(r"^\s*expect\(.*\)\.\w")
"""An ``expect`` matcher's hint, which names the assertion that failed (jest's
``expect(received).toMatchSnapshot()``): a call, not a stack frame."""
_FAILING_CODE = LazyRE2(r"^\s*(?:expect\(.*\)\.\w|Failure/Error: \S)")
"""A line quoting the code that failed rather than what came of it: a matcher's hint (jest's
``expect(received).toBe(expected) // Object.is equality``) and RSpec's ``Failure/Error:
CODES.fetch(code)`` (the source line that raised or failed). Any line below it that states the
failure comes first (the values, ``Expected: 5`` and ``Received: 6``; the exception, ``NameError:
uninitialized constant Cart::CODES``); it is the message when none does (a deep equality's diff,
a snapshot's)."""
_EXCEPTION_HEADING = LazyRE2(r"^\s*(?:[A-Z]\w*::)*[A-Z]\w*(?:Error|Exception):\s*$")
"""An exception's class alone above its indented message (RSpec's ``NameError:`` above ``uninitialized
constant Cart::CODES``): what failed, with the line below it, not a list's heading."""
_YAML_BLOCK = LazyRE2(r"^\s*[\w-]+:\s*[|>][-+]?\s*$")
"""A YAML key whose value is the block below it (TAP's ``error: |-``)."""
_SEPARATOR_CHARS = frozenset("-=_─━═⎯~*+#.^|[]/0123456789 \t")
"""Characters of a separator or underline line (``-----``, vitest's ``⎯⎯⎯[1/2]⎯``, ``~~~^^^``)."""
_RULE_CHARS = frozenset("-=_─━═⎯~*^")
"""Characters a separator or underline has at least three of."""
_HEADING = LazyRE2(r"^\s*(?:\w+(?: \w+){0,2}: ?|>\s.*|\{\".*)$")
"""A heading of a runner's list (cargo's ``failures:``, Rust's ``stack backtrace:``, Surefire 2.12's
``Tests in error: `` with its blank), pytest's quoted
source line (``>       assert x == 1``) or a JSON record (``go test -json``'s events; an ``output``
event is read by the text of its ``Output``, :func:`output_text`)."""
_OUTPUT_EVENT = LazyRE2(r'^\{(?:"Time":"[^"]*",)?"Action":"output",')
"""A ``go test -json`` ``output`` event (``cmd/test2json`` writes Time, then Action): the test's
output is its ``Output`` field (:func:`output_text`)."""
_EXPLANATION = LazyRE2(r"^E {3,}\S")
"""pytest's explanation of a failed test, its ``E   `` lines (``E       AssertionError: assert 31 ==
30``: ``FormattedExcinfo.fail_marker`` and the exception's lines indented as the failing source
line, ``_pytest/_code/code.py``): the message is among them, never among the test's source lines
quoted above them, indented under its report's header (``    expected = {"age": 30}``)."""
_GROUP_HEADING = LazyRE2(r"^\s*\+ Exception Group Traceback \(most recent call last\):\s*$")
"""The heading of a Python exception group's traceback (Python 3.11+, ``traceback`` module): its
frames and its own exception line follow prefixed with ``  | ``, then each sub-exception's
traceback under ``+-+---------------- 1 ----------------``, one level deeper."""
_GROUP_EXCEPTION = LazyRE2(r"^\s*\| (?:[a-z_]\w*\.)*[A-Z]\w*: \S")
"""An exception group's own exception line, at its heading's depth: hypothesis's ``  |
hypothesis.errors.FlakyFailure: Hypothesis test_cache_hit(x=302) produces unreliable results: …
(1 sub-exception)``: the exception the test died of; its sub-exceptions below are what it groups."""
_GROUP_PREFIX = LazyRE2(r"^\s*\| ")
"""The ``  | `` that prefixes an exception group's lines (:data:`_GROUP_HEADING`)."""
_VALUE_HEADING = LazyRE2(r"^\s*(?:Expected|Got|---- Result was|---- Result should have been(?: \([\w ]+\))?):\s*$")
"""A heading of the value below it that a failed comparison printed (doctest's ``Expected:`` and
``Got:``, each above its indented value, also under pytest's ``--doctest-modules``; tcltest's ``----
Result was:`` and ``---- Result should have been (exact matching):``, Tcl 8.6): no list's heading,
a message (``Expected: 5; Got: 4``), stating the failure as a failure word does (:func:`_rank`)."""

_EXAMPLE_HEADING = LazyRE2(r"^\s*Failed example:\s*$")
"""Python's doctest runner's heading above a failed example's source (``Failed example:``)."""
_NUMBERED_EXAMPLE = LazyRE2(r"^\d{3,} +>>> (?P<example>\S.*)$")
"""pytest's ``--doctest-modules`` line of a docstring quoting its failed example, the docstring's
line number first (``007     >>> add(2, 2)``, ``_pytest/doctest.py``'s ``repr_failure``)."""
_COMPARED_VALUE = LazyRE2(
    r"^\s*(?i:(?P<side>expected|got|actual|received|but got|but was|left|right))(?: [a-z]+){0,3}\s*:\s*\S"
)
"""A side of a failed comparison with its value on the same line: RSpec's ``expected: 15`` and
``got: 16.5``, Test::More's ``got: '5'`` and ``expected: '4'`` (under TAP's ``#``, left out first),
minitest's ``Expected: 4`` and ``Actual: 5``, hspec's and tasty-hunit's ``expected: 4`` and ``but
got: 5``, jest's and vitest's ``Expected: 5`` and ``Received: 6`` (and with up to three words naming what was
compared: ``Expected number of calls: 1`` and ``Received number of calls: 0``), Rust's ``assert_eq!``
``  left: 0`` and `` right: 4``; ``side``: which side."""
_TAP_DIAGNOSTIC = LazyRE2(r"^#\s+")
"""TAP's mark of a diagnostic line (``#   Failed test 'adds'``, ``#          got: '5'``): the
comment's ``#``, not a part of what the test says."""

_VERDICT = LazyRE2(
    r"^\W*(?i:fail|failed|failure|error)\W*$"
    r"|^(?:Subprocess|Child) aborted$|^Exception:(?: (?:SegFault|Illegal|Interrupt|Numerical|Other))?$"
    r"|^exit status \d+$|^killed by signal \d+ SIG[A-Z0-9]+$"
)
"""A verdict alone (ctest's ``2/2 Test #2: math_sub ....***Failed``, its ``message`` group
``Failed``): that the test failed, not what failed. ctest's statuses of a test that crashed are
verdicts too (``Subprocess aborted***Exception:``, ``Child aborted`` before CMake 3.11;
``***Exception: SegFault``, ``Numerical``, ``Illegal``: cmCTestRunTest.cxx): the signal that killed
the test, while the line it printed as it died (``test_wrap: tests/test_wrap.c:6: main: Assertion
`ring_len(&r) == 4' failed.``) says what failed. So is meson test's account of how a test ended on
its result line (``1/2 vec_len FAIL 0.03s exit status 1``, ``killed by signal 11 SIGSEGV``:
``mesonbuild/mtest.py``, ``TestRun.get_exit_status``), printed with or without the test's output."""
_CUT = LazyRE2(r"^(?P<stem>.*\S) ?\.\.\.$")
"""A message cut short with ``...`` (pytest's short summary clips its line to the terminal's width,
80 columns without one: ``AssertionError: assert '' ...``); ``stem``: the part kept."""


_TIMED_OUT = LazyRE2(r"^\W*(?i:time ?out|timed out)\b")
"""A runner's verdict that a test ran out of time (ctest's ``***Timeout``, meson's ``TIMEOUT``):
what failed, whatever the test printed before it was stopped (``waiting for peer...``)."""


_BARE_EXCEPTION = LazyRE2(r"^(?:[A-Za-z_][\w.]*(?:Error|Exception):|(?:[\w.]+\.)?AssertionError)$")
"""An exception's name whose message is elsewhere: a colon with nothing after it (pytest's short
summary's ``AssertionError: `` of numpy's ``assert_allclose``, whose message starts on the next line:
``Not equal to tolerance rtol=1e-07, atol=0``, numpy 2.4.6) or a bare ``AssertionError`` (an
``assert`` without a message): the kind of failure, not what failed. Another exception's name alone
(``MemoryError``) is what failed."""


def states_failure(message: str | None) -> bool:
    """Whether a signal's ``message`` group says what failed (has a failure word and is no verdict
    alone, or says the test timed out, :data:`_TIMED_OUT`): pytest's ``AssertionError: 6 != 5`` and
    ctest's ``Timeout`` do; pytest-xdist's worker ``gw1``, mix's module ``CalcTest``, ctest's
    ``Failed`` or an exception's name alone (:data:`_BARE_EXCEPTION`) does not, and the test's
    output is read for a better one (kept when none is found)."""
    if not message or _BARE_EXCEPTION.match(message.strip()):
        return False
    return _TIMED_OUT.search(message) is not None or (
        _FAILURE_WORD.search(message) is not None and not _VERDICT.search(message)
    )


def verdict_only(message: str | None) -> bool:
    """Whether a failed test's ``message`` is none or only the runner's verdict (:data:`_VERDICT`:
    ctest's ``Failed`` or ``Subprocess aborted`` with no output of the test under it): the log
    shows that the test failed, not why."""
    return not message or _VERDICT.search(message) is not None


def compared_side(text: str) -> bool:
    """Whether the log line ``text`` is one side of a failed comparison with its value
    (:data:`_COMPARED_VALUE`: ``expected: 15``, ``got: 16.5``), past TAP's diagnostic ``#``."""
    return _COMPARED_VALUE.search(_TAP_DIAGNOSTIC.sub("", text.strip())) is not None


def cut_short(message: str | None) -> bool:
    """Whether ``message`` was cut short with ``...`` (:data:`_CUT`: pytest's short summary's
    ``AssertionError('assert ((7 % 7)...``)."""
    return bool(message) and _CUT.search(message or "") is not None


def full_messages(
    lines: Mapping[int, LogLine],
    cut: Mapping[str, tuple[str, tuple[Collection[str], Sequence[int]]]],
    headers: Mapping[str, Sequence[int]] | None = None,
) -> dict[str, str]:
    """The whole of each message that was cut short (:data:`_CUT`): ``cut`` maps a failed test's
    name to its message and (the test's names, the 1-based numbers of the lines naming it), as
    :func:`test_messages` takes them; the result maps the name to the first line of the test's own
    output (below the lines naming it, then above, then below the header lines that open its report,
    ``headers`` as :func:`test_messages` takes them) that holds the message's kept part and goes on
    past it, from that part on (pytest's ``E       AssertionError: assert '' == '\\x80'`` for its
    summary's ``AssertionError: assert '' ...``; the ``E   …ImproperlyConfigured: Requested setting
    INSTALLED_APPS, …`` below ``___ ERROR collecting orders/tests.py ___`` for the short summary's
    ``ERROR orders/tests.py - …ImproperlyConfigured: Requeste...``, whose banner above it ends the
    lines read from it). A message none continues is left out."""
    found: dict[str, str] = {}
    for name, (message, (own_names, numbers)) in cut.items():
        clipped = _CUT.search(message)
        if clipped is None:
            continue
        stem = str(clipped.group("stem"))
        own = frozenset(own_names)
        opens = [number for alias in sorted(own) for number in (headers or {}).get(alias, ())][:MAX_MENTIONS]
        for step, starts in ((1, numbers), (-1, numbers), (1, opens)):
            texts = [
                output_text(lines[n]) for number in starts[:MAX_MENTIONS] for n in _output(lines, number, own, step)
            ]
            wholes = [text[text.index(stem) :].strip() for text in texts if stem in text]
            whole = next((text for text in wholes if len(text) > len(stem) and text != message), None)
            if whole is not None:  # not the cut message again (another summary of the same test)
                found[name] = whole[:MESSAGE_CHARS]
                break
    return found


def test_messages(
    lines: Mapping[int, LogLine],
    mentions: Mapping[str, tuple[Collection[str], Sequence[int]]],
    known: Collection[int],
    headers: Mapping[str, Sequence[int]],
) -> dict[str, tuple[int, str]]:
    """Each test's message and its line: ``mentions`` maps a failed test's name to the names its
    lines give it (a short name beside the qualified one) and the 1-based numbers of the lines of
    ``lines`` that name it, in order; the result maps the name to (1-based line, message) for each
    test whose output says something. Reads at most :data:`MAX_MENTIONS` × 2 ×
    :data:`MAX_OUTPUT_LINES` lines a test.

    ``known``: the numbers of the lines whose template the same job's passing log has
    (:mod:`ci_triage.logs.compare`, ``--baseline``): such a line (a ``t.Logf`` warning the test
    prints when it passes too) gives way to any new line of the test's output that may be its
    message, whatever their ranks (:func:`_best`), as CiDiff's diff puts what changed first; a new
    line that is the second side of a failed comparison is quoted with its first (:func:`_first_side`).
    A known line that announces a new one (rspec's ``NoMethodError:`` above ``undefined method
    `round_to'``, which the message joins) is new: its message is (:func:`_announcing_new`), so a
    baseline re-weighs a test's lines and never turns its message into a weaker line.

    ``headers``: for a failed test's name (any of its names), the 1-based numbers of the header
    lines that open its output apart from the lines naming it (``go test -v``'s ``=== RUN
    TestX/sub``, whose ``--- FAIL:`` line comes later among its siblings' verdicts; TAP::Harness's
    progress line ``t/02-div.t ... ``): read below when the test's output next to the lines naming
    it says nothing, and on both sides (a file's error output comes before or after its progress
    line, as prove's output is buffered or not) when it is only the harness's account of how the
    file ended (:data:`_HARNESS_ACCOUNT`). Below a header, only a line with a failure word or a signal
    is the message (pytest's ``Hint: make sure your test modules …`` under ``ERROR collecting`` is none)."""
    found: dict[str, tuple[int, str]] = {}
    known = _announcing_new(lines, known) if known else known
    for name, (own_names, numbers) in mentions.items():
        own = frozenset(own_names)
        below: list[int] = []
        indented: list[int] = []
        for number in numbers[:MAX_MENTIONS]:
            output = _died_of(
                lines, [*([number] if _says_itself(lines[number]) else []), *_output(lines, number, own, 1)]
            )
            end = _indented_end(lines, number)
            below += output
            indented += [n for n in output if number < n < end]  # under the line, not the line itself
        explained = [n for n in below if _EXPLANATION.match(output_text(lines[n]))]
        said = [n for n in explained or indented if n not in known and _rank(lines[n]) < OTHER]
        picked = (
            _group_exception(lines, numbers[:MAX_MENTIONS])
            or _ipython_exception(lines, below)
            or _best(said or below, lines, known)
        )
        if picked is None or picked in known:  # what it printed above the line naming it (go test -v)
            above = [n for number in numbers[:MAX_MENTIONS] for n in _above(lines, number, own)]
            said = _best([n for n in above if _rank(lines[n]) < OTHER], lines, known)
            if said is not None and (picked is None or said not in known):
                picked = said
        opens = [number for alias in sorted(own) for number in headers.get(alias, ())][:MAX_MENTIONS]
        if picked is None:  # what it printed below its header, far from its verdict (a go test -v subtest)
            below_header = [n for number in opens for n in _output(lines, number, own, 1)]
            picked = _best([n for n in below_header if _rank(lines[n]) < OTHER], lines, known)
        elif _HARNESS_ACCOUNT.search(output_text(lines[picked])) or (
            opens and picked in numbers and cut_short(output_text(lines[picked]))
        ):  # what a test file printed by its progress line, or under its header when its line is cut short
            around = [n for number in opens for side in (1, -1) for n in _output(lines, number, own, side)]
            said = _best([n for n in around if _rank(lines[n]) < OTHER], lines, known)
            said = _died_with(lines, around) if said is None else said
            picked = picked if said is None else said
        if picked is None:
            continue
        picked = _first_side(lines, picked)
        report = _report_above(lines, max((n for n in numbers if n <= picked), default=picked), picked)
        message = _message(lines, picked) if report is None else _report_message(lines, report)
        found[name] = (picked if report is None else report, message[:MESSAGE_CHARS])
    return found


def printed_message(texts: Sequence[str]) -> str | None:
    """The message of a failed test's output kept apart from the log, ``texts`` its lines in order
    (a JUnit file's ``<system-out>``: ctest's ``--output-junit`` writes a failed test's output
    there and an empty ``<failure message=""/>``): the line :func:`test_messages` would pick in
    the log, ranked alike (GoogleTest's ``ring_test.cpp:13: Failure Expected equality of these
    values: …``, glibc's ``Assertion `x' failed.``; its banner and ``[ RUN      ]`` lines are no
    message), at most :data:`MESSAGE_CHARS` characters; None when no line says what failed."""
    lines = {number: LogLine(number, text, "", [], 0) for number, text in enumerate(texts, 1)}
    said = [number for number in lines if _candidate(lines, number) and _rank(lines[number]) < OTHER]
    picked = _best(said, lines)
    return None if picked is None else _message(lines, picked)[:MESSAGE_CHARS]


def _announcing_new(lines: Mapping[int, LogLine], known: Collection[int]) -> frozenset[int]:
    """``known`` (1-based numbers of the lines of ``lines`` whose template the passing log has)
    without the lines that announce a new one: a line ending with ``:`` whose next candidate line
    (:func:`_next_candidate`), which :func:`_message` joins to it, is not known."""
    return frozenset(
        number
        for number in known
        if number not in lines
        or not output_text(lines[number]).strip().endswith(":")
        or (following := _next_candidate(lines, number)) is None
        or following in known
    )


def _died_with(lines: Mapping[int, LogLine], around: Collection[int]) -> int | None:
    """The 1-based number of the line of ``around`` (a test file's output by its progress line) right
    above Test::Builder's note that the file exited non-zero (:data:`_TEST_MORE_EXIT`): the message
    the file died with, whatever its words; None when no such note has a line of ``around`` above it
    that is no TAP diagnostic (``# …``)."""
    for number in sorted(around):
        above = lines.get(number - 1)
        if (
            _TEST_MORE_EXIT.search(output_text(lines[number])) is not None
            and number - 1 in around
            and above is not None
            and not above.blank
            and not output_text(above).startswith("#")
        ):
            return number - 1
    return None


_REPORTS_ABOVE = (
    (LazyRE2(r"^\s*testing\.go:\d+: race detected during execution of test$"), LazyRE2(r"^WARNING: DATA RACE$")),
)
"""(a line that says a test failed of a report printed above it, the report's first line): Go's
race detector prints its report (``WARNING: DATA RACE`` … ``==================``) where the race
happened, above the test's ``--- FAIL:`` (below its ``=== RUN`` with ``-v``); testing.go's ``race
detected during execution of test`` under the verdict only says so (``runtime/race``, go 1.19)."""
_SOURCE_LOCATION = LazyRE2(r"\S+\.\w+:\d+\b")
"""A ``file.ext:line`` in a report's line: where the report says it happened."""


def _report_above(lines: Mapping[int, LogLine], verdict: int, picked: int) -> int | None:
    """The first line of the report that line ``picked`` (a test's message, below its verdict line
    ``verdict``) says the test failed of (:data:`_REPORTS_ABOVE`): the nearest such line above
    ``verdict`` in its section, within :data:`MAX_TRACEBACK_LINES` lines and below any other test
    header or tally; ``picked`` itself when it is such a report's first line (``go test -v``'s race
    report, read in the test's run); None when ``picked`` says no such thing or the report is not there."""
    if any(head.search(lines[picked].text) for _pointer, head in _REPORTS_ABOVE):
        return picked
    head = next((head for pointer, head in _REPORTS_ABOVE if pointer.search(lines[picked].text)), None)
    if head is None:
        return None
    section = lines[verdict].section
    for number in range(verdict - 1, max(0, verdict - MAX_TRACEBACK_LINES), -1):
        line = lines.get(number)
        if line is None or line.section != section or line.marker:
            return None
        if head.search(line.text):
            return number
        if _TEST_HEADER.search(line.text) or _TALLY.search(line.text):
            return None
    return None


def _report_message(lines: Mapping[int, LogLine], head: int) -> str:
    """The report opening at line ``head``: its first line, then its lines below up to the first
    that names a source location (``Read at 0x… by goroutine 8: counter.(*Counter).Inc()
    …/counter.go:7 +0x76``), at most :data:`MAX_OUTPUT_LINES`, joined by a space after ``:``."""
    said: list[str] = []
    for number in range(head + 1, head + 1 + MAX_OUTPUT_LINES):
        line = lines.get(number)
        if line is None or not line.text.strip():
            break
        said.append(line.text.strip())
        if _SOURCE_LOCATION.search(line.text):
            break
    return lines[head].text.strip() + (": " + " ".join(said) if said else "")


def _group_exception(lines: Mapping[int, LogLine], numbers: Sequence[int]) -> int | None:
    """The number (1-based) of the exception line of the exception group a failed test died of: the
    first :data:`_GROUP_EXCEPTION` line below an exception group's heading (:data:`_GROUP_HEADING`)
    right under one of the lines ``numbers`` naming the test (blank lines between allowed), read
    for at most :data:`MAX_TRACEBACK_LINES` lines; ``None`` when the test's output opens with no
    exception group."""
    for start in numbers:
        number = start + 1
        while number in lines and lines[number].blank:
            number += 1
        if number not in lines or not _GROUP_HEADING.match(output_text(lines[number])):
            continue
        section = lines[start].section
        for below in range(number + 1, number + MAX_TRACEBACK_LINES):
            line = lines.get(below)
            if line is None or line.section != section or not _GROUP_PREFIX.match(output_text(line)):
                break
            if _GROUP_EXCEPTION.match(output_text(line)):
                return below
    return None


def _died_of(lines: Mapping[int, LogLine], output: list[int]) -> list[int]:
    """Of ``output`` (the numbers of a test's lines, in order), those below the last sentence joining
    two exceptions of a Python chain among them (:func:`ci_triage.logs.exception_chain.last_chain_link`):
    the exception the test died of, not its cause (unittest's ``RuntimeError: config has no port``
    below ``KeyError: 'port'``; pytest's ``E`` lines of each link). ``output`` itself when no such
    sentence is among them or none of them is below it."""
    link = last_chain_link(lines, output[0], output[-1]) if output else None
    after = [number for number in output if link is not None and number > link]
    return after or output


def run_opening(lines: Mapping[int, LogLine], verdict: int, name: str) -> int | None:
    """The line that opened the run whose verdict is line ``verdict`` (1-based), naming the unit
    ``name``: read back at most :data:`MAX_RUN_LINES` lines of its section (those read), the nearest line that
    begins with the verdict's words before the name, and the name, then says it runs
    (:data:`_RUN_OPENED`: ``Test suite spec: RUNNING...`` above cabal's ``Test suite spec: FAIL``);
    None when there is none, or when no letter comes before the name (a name alone at a line's
    start opens nothing). Not the same test's line of an earlier run (ScalaTest's ``[info] - adds``
    before ``[info] - adds *** FAILED ***``)."""
    text = lines[verdict].text
    lead = text[: text.find(name)] if name and name in text else ""
    if not any(char.isalpha() for char in lead):
        return None
    opening = lead + name
    for number in range(verdict - 1, verdict - MAX_RUN_LINES - 1, -1):
        line = lines.get(number)
        if line is None:
            continue  # not read: a long step is read in windows around its signals
        if line.section != lines[verdict].section:
            return None
        if line.text.startswith(opening) and _RUN_OPENED.search(line.text[len(opening) :]):
            return number
    return None


MAX_RUN_LINES = 5_000
"""Lines read back from a unit's verdict for the line that opened its run (pandoc's test suite
printed 2,600 lines between cabal's ``RUNNING...`` and ``FAIL``)."""
_RUN_OPENED = LazyRE2(r"^\W*(?i:run|runs|running|start|started|starting)\b")
"""What a line opening a unit's run says after the unit's name: cabal's ``: RUNNING...``."""


def _above(lines: Mapping[int, LogLine], start: int, own: frozenset[str]) -> list[int]:
    """The lines above line ``start`` that belong to the test it names (:func:`_output`); for a unit
    whose run a line opened in the verdict's words (:func:`run_opening`), the last
    :data:`MAX_OUTPUT_LINES` lines of that run, its own tests' verdicts among them (an
    ``exitcode-stdio-1.0`` suite's ``FAIL: add 2 2: expected 4`` above ``Test suite spec: FAIL``)."""
    opening = next((n for name in own if (n := run_opening(lines, start, name)) is not None), None)
    if opening is None:
        return _output(lines, start, own, -1)
    inside = range(max(opening + 1, start - MAX_OUTPUT_LINES), start)
    return [n for n in inside if _TEST_HEADER.search(lines[n].text) or _candidate(lines, n)]


def _output(lines: Mapping[int, LogLine], start: int, own: frozenset[str], step: int) -> list[int]:
    """The numbers of the lines below (``step`` 1) or above (-1) line ``start`` that belong to the
    test it names (``own``: the test's names), in the log's order, candidates only: not a line that
    is only a part of the test's name (mocha's title ``adds:`` under ``1) math``). Read for
    :data:`MAX_OUTPUT_LINES` lines past a Python traceback's frames (:func:`_python_frame`) and,
    below pytest's report header, the source it quotes (:data:`_PYTEST_QUOTE`: a library's function
    may run past 40 lines above the ``E`` lines that say what failed; never a candidate: a log cut
    before the ``E`` lines quoted ``    def test_discount():`` as why the test failed; never a runner's
    tally that ends the output either: selenium's quoted ``                    pass``), at most
    :data:`MAX_TRACEBACK_LINES` lines in all. Below, a line that opens a test's report naming it on
    the next line (a signal's ``test_below``: busted's ``Error -> spec/calc_spec.lua @ 7``) ends it:
    it is the next test's."""
    section = lines[start].section
    found: list[int] = []
    number = start
    left = MAX_OUTPUT_LINES
    framed = False  # inside meson test's frame of the test's output (:data:`_MESON_CUT`)
    program = False  # below a GoogleTest program's banner: its cases are this test's (:data:`_GTEST_FRAMING`)
    pytest_report = step > 0 and PYTEST_REPORT_BANNER.match(lines[start].text) is not None
    for _ in range(MAX_TRACEBACK_LINES):
        number += step
        line = lines.get(number)
        quoted = pytest_report and line is not None and _PYTEST_QUOTE.match(line.text) is not None
        if not quoted and not _python_frame(lines, number):
            left -= 1
            if left < 0:
                break
        if line is None or line.section != section or line.marker or _wrapper_report(line):
            break
        text = output_text(line)
        framing = _GTEST_FRAMING.match(text)
        program = program or (step > 0 and framing is not None and framing.group("banner") is not None)
        if framing is not None and (
            program or (framing.group("case") is None and (framing.group("test") or next(iter(own), "")) in own)
        ):
            continue  # GoogleTest's banner around this test's output (a RUN line of another test ends it)
        if line.passing:
            break
        event_test = _event_test(line)
        if event_test is not None and event_test not in own:
            break  # another test's output event (go test -json)
        if event_test is not None and _TEST_HEADER.search(text):
            continue  # the test's own header or verdict in its output event (``--- FAIL: TestX``)
        if step > 0 and (framed or _MESON_CUT.match(text)):
            if framed and _MESON_RULE.match(text):
                break
            framed = True
        naming = [(match.groups.get("test") or "").strip() for match in line.matches]
        named = [name for name in naming if name]
        if _MESON_COMMAND.match(text):
            continue
        # an ``E`` line is the test's, and so is the source pytest quotes (a library's ``pass``)
        tally = not quoted and _TALLY.search(text) is not None and not _EXPLANATION.match(text)
        if not framed and (any(name not in own for name in named) or tally):
            break
        if not framed and not named and _TEST_HEADER.search(text):
            break
        if step > 0 and any(match.signal.test_below for match in line.matches):
            break  # the next test's report, whose name is on the line below it (busted's ``Error -> x.lua @ 7``)
        if named and not _tells(line):
            continue  # this test's own header again
        if quoted or (pytest_report and _PYTEST_ARGUMENT.match(text)):
            continue  # the source and values pytest quotes are no message, even when its E lines were cut off
        title = text.strip().rstrip(":").strip()
        letters = sum(1 for char in title if char.isalpha())
        if letters >= MIN_LETTERS and _candidate(lines, number, framed) and not any(title in name for name in own):
            found.append(number)  # not a title of the test, nor a bare value (doctest's ``1`` under ``Expected:``)
    return found if step > 0 else found[::-1]


def _python_frame(lines: Mapping[int, LogLine], number: int) -> bool:
    """Whether line ``number`` is a part of a Python traceback's frames (:data:`_PYTHON_FRAME`): a
    frame, the traceback's heading, or an indented line within two lines below a frame (the source
    line it quotes and its carets, ``~~~^^^^``)."""
    line = lines.get(number)
    if line is None or _PYTHON_FRAME.match(line.text):
        return line is not None
    if not line.indent:
        return False
    for above in (number - 1, number - 2):
        frame = lines.get(above)
        if frame is None or not frame.indent:
            return False
        if _PYTHON_FRAME.match(frame.text):
            return True
    return False


def _ipython_exception(lines: Mapping[int, LogLine], output: Sequence[int]) -> int | None:
    """The last of ``output`` (a test's candidate lines, 1-based, in order) that is the exception line
    of an IPython traceback above it in the log (its banner's name then ``:``: ``KeyError: 'c'`` under
    ``KeyError      Traceback (most recent call last)``, :data:`_IPYTHON_BANNER`): what failed, below
    the runner's own words above the traceback (nbval's ``Notebook cell execution failed``);
    ``None`` when the output holds no such traceback."""
    names: set[str] = set()
    found = None
    candidates = frozenset(output)
    for number in range(min(output), max(output) + 1) if output else ():
        line = lines.get(number)
        text = output_text(line) if line is not None else ""
        banner = _IPYTHON_BANNER.match(text)
        if banner is not None:
            names.add(banner.group("name"))
        elif number in candidates and text.split(":", 1)[0].strip() in names and ":" in text:
            found = number
    return found


def _ipython_source(lines: Mapping[int, LogLine], number: int) -> bool:
    """Whether line ``number`` is a source line IPython's traceback quotes (:data:`_IPYTHON_SOURCE`),
    under its frame (:data:`_IPYTHON_FRAME`) with only such lines between, at most
    :data:`IPYTHON_QUOTE_LINES` lines up: the code that ran, not what failed."""
    for above in range(number, max(number - IPYTHON_QUOTE_LINES, 0), -1):
        line = lines.get(above)
        if line is None:
            return False
        text = output_text(line)
        if above < number and _IPYTHON_FRAME.match(text):
            return True
        if not _IPYTHON_SOURCE.match(text):
            return False
    return False


def _indented_end(lines: Mapping[int, LogLine], start: int) -> int:
    """The 1-based number of the line that ends the output indented under line ``start`` (``go
    test``'s ``    svc_test.go:12: …`` under ``--- FAIL: TestFetchUser (0.00s)``): the first
    non-blank line below it indented no deeper than it, or the line after the last one read (at
    most :data:`MAX_OUTPUT_LINES`), which is the first non-blank line below when that one is not
    indented deeper (nothing is indented under ``start``)."""
    base = lines[start].indent
    number = start
    for _ in range(MAX_OUTPUT_LINES):
        number += 1
        line = lines.get(number)
        if line is None or line.section != lines[start].section:
            return number
        if line.text.strip() and line.indent <= base:
            return number
    return number + 1


def _wrapper_report(line: LogLine) -> bool:
    """Whether ``line`` is only a wrapper's report that what it ran failed (every signal on it a
    ``wrapper``'s: nim's ``Error: execution of an external program failed`` after the test binary
    ``nim c -r`` ran): the run's end, past the test's output, never its message."""
    return bool(line.matches) and all(match.signal.role == "wrapper" for match in line.matches)


def _tells(line: LogLine) -> bool:
    """Whether the line naming a test also says where or what (a ``line`` or ``message`` group:
    cargo's ``thread 'tests::adds' panicked at src/lib.rs:9:9:``) rather than being its header."""
    return any(
        (match.groups.get("test") or "").strip() and (match.groups.get("line") or match.groups.get("message"))
        for match in line.matches
    )


def _candidate(lines: Mapping[int, LogLine], number: int, framed: bool = False) -> bool:
    """Whether line ``number`` may state the failure: not blank, a separator, a list's heading, a
    diff's legend, a stack frame (a matcher's hint is none), pytest-xdist's worker line
    (:data:`_XDIST_WORKER`), a quoted source line (a code frame's, or
    the indented line under a Python frame), a test header as printed (unless ``framed``: a line of a test's output a
    runner framed, :data:`_MESON_CUT`, is the test's own; a sanitizer's ``==14911==ERROR: AddressSanitizer:
    heap-buffer-overflow …`` is its report, not unittest's ``ERROR: test_x``) or the sentence joining two exceptions of
    a Python chain (:data:`ci_triage.logs.exception_chain.PYTHON_CHAIN_LINK`); a build tool's log
    level tag is no text (Maven's bare ``[INFO]``: :func:`~ci_triage.logs.layout_prefix.without_layout_prefix`)."""
    text = without_layout_prefix(output_text(lines[number]))
    heading = _HEADING.match(text) and not _VALUE_HEADING.match(text) and not _EXCEPTION_HEADING.match(text)
    if not text.strip() or _separator(text) or heading:
        return False
    if _DIFF_LEGEND.search(text) or (_FRAME.search(text) and not _MATCHER_HINT.search(text)):
        return False
    if _XDIST_WORKER.match(text) or _IPYTHON_FRAME.match(text) or _ipython_source(lines, number):
        return False
    printed = output_text(lines[number])  # with its layout: ``==14911==ERROR:`` is no ``ERROR: test_x``
    header = not framed and _TEST_HEADER.search(printed) is not None
    if _SOURCE_QUOTE.search(text) or header or PYTHON_CHAIN_LINK.match(text):
        return False
    above = lines.get(number - 1)
    if above is not None and _QUOTING_FRAME.search(output_text(above)):
        return False
    if above is None or not _FRAME.search(output_text(above)) or not output_text(above).lstrip().startswith("File "):
        return True
    return not lines[number].indent  # Python quotes a frame's source indented; a frame of none (``<frozen os>``)


def output_text(line: LogLine) -> str:
    """What ``line`` says as a test's output: the text a ``go test -json`` ``output`` event carries
    in its ``Output`` field (``cmd/test2json``; its line end removed), the text after ctest's index
    of the test whose output it is under ``-V`` (:data:`_CTEST_VERBOSE_INDEX`: ``2: test_parse.c:4:
    expected 42 tokens, got 41``), else the line's text."""
    output = _output_event(line).get("Output")
    if isinstance(output, str):
        return output.rstrip("\r\n")
    index = _CTEST_VERBOSE_INDEX.match(line.text)
    return line.text[index.end() :] if index is not None else line.text


_CTEST_VERBOSE_INDEX = LazyRE2(r"^[1-9]\d*: ")
"""ctest's prefix of each line a test printed, with ``-V``/``--verbose`` (cmCTestRunTest: the test's
index, then ``: ``; ctest 3.25.1: ``2: Test command: /w/build/test_parse``, ``2: test_parse.c:4:
expected 42 tokens, got 41`` above ``2/2 Test #2: test_parse ....***Failed``), at the line's start:
a Rust backtrace's numbered frames are indented (``   0: rust_begin_unwind``)."""


def _event_test(line: LogLine) -> str | None:
    """The test whose output ``line`` is when it is a ``go test -json`` ``output`` event naming one
    (its ``Test`` field, ``cmd/test2json``); ``None`` for any other line (a package's own output)."""
    test = _output_event(line).get("Test")
    return test if isinstance(test, str) and test else None


def _output_event(line: LogLine) -> dict[str, object]:
    """The fields of ``line`` when it is a ``go test -json`` ``output`` event, else ``{}``."""
    if _OUTPUT_EVENT.search(line.text) is None:
        return {}
    try:
        event = json.loads(line.text)
    except ValueError:
        return {}
    return cast("dict[str, object]", event) if isinstance(event, dict) else {}


def _separator(text: str) -> bool:
    """Whether ``text`` is a separator or an underline: only :data:`_SEPARATOR_CHARS`, three or more
    of them :data:`_RULE_CHARS`."""
    return set(text) <= _SEPARATOR_CHARS and sum(1 for char in text if char in _RULE_CHARS) >= 3


def _says_itself(line: LogLine) -> bool:
    """Whether the line naming a test also says what failed: a signal names the test and where or
    what (:func:`_tells`), and the line has a failure word (pytest-xdist's ``worker 'gw0' crashed
    while running 'tests/test_native.py::test_exits'``), and it is no test's header or verdict
    (:data:`_TEST_HEADER`: cargo's ``test src/lib.rs - f (line 7) ... FAILED``; a signal's
    ``message`` that is a verdict alone, :data:`_VERDICT`: ctest's ``2/2 Test #2: math_sub
    ....***Failed``); or the line is an assertion's heading (:data:`_ASSERTION_HEADING`: Catch2's
    ``test_money.cpp:9: FAILED:``, whose test case is named above it), which heads what failed."""
    if _ASSERTION_HEADING.match(output_text(line).strip()):
        return True
    text = without_layout_prefix(line.text)  # Maven's ``[ERROR]`` is its layout, no failure word
    verdict = any(_VERDICT.search(match.groups.get("message") or "") for match in line.matches)
    return _tells(line) and not verdict and _FAILURE_WORD.search(text) is not None and _TEST_HEADER.search(text) is None


FAILING_CODE = 3
"""The rank of a line quoting the code that failed (:data:`_FAILING_CODE`)."""
OTHER = 4
"""The rank of a line that neither has a failure word nor is marked by a signal."""


def _rank(line: LogLine) -> int:
    """0: the tool states the failure in its own words (:func:`_own_words`); 1: the line has a
    failure word or heads a compared value (:data:`_VALUE_HEADING`); 2: a skill's signal marks it;
    :data:`FAILING_CODE`: it quotes the code that failed (:data:`_FAILING_CODE`); :data:`OTHER`: none
    of these. A runner's account of how a test
    file ended (:data:`_HARNESS_ACCOUNT`) ranks 2 whatever marks it."""
    if _HARNESS_ACCOUNT.search(output_text(line)) is not None:
        return 2
    if _own_words(line):
        return 0
    if _FAILING_CODE.search(output_text(line)) is not None:
        return FAILING_CODE
    if _FAILURE_WORD.search(without_layout_prefix(output_text(line))) is not None or _VALUE_HEADING.match(
        output_text(line)
    ):
        return 1
    return 2 if any(match.signal.weight > 0 for match in line.matches) else OTHER


def _own_words(line: LogLine) -> bool:
    """Whether an ``error`` signal marks ``line`` and captures nothing (no test, file, line or
    message): its pattern spells the whole statement, so the runner or runtime printed it as the
    failure, not the test's own logging (Go's ``testing.go:1319: race detected during execution of
    test``, ``WARNING: DATA RACE``). Such a line outranks one the test filled with a failure word (a
    ``t.Logf("error count: %d", n)`` the ``_test.go:LINE:`` signal captures as its ``message``); a
    line naming a place (minitest's re-run hint ``rails test test/a_test.rb:12``) does not."""
    return any(
        match.signal.role == "error" and match.signal.weight > 0 and not any(match.groups.values())
        for match in line.matches
    )


def _best(numbers: list[int], lines: Mapping[int, LogLine], known: Collection[int] = frozenset()) -> int | None:
    """The first of ``numbers`` of the best rank (:func:`_rank`), a line not in ``known`` before any
    in it, or None when there is none."""
    best: tuple[tuple[bool, int], int] | None = None
    for position, number in enumerate(numbers):
        rank = (number in known, _rank(lines[number]))
        if best is None or rank < best[0]:
            best = (rank, position)
    return numbers[best[1]] if best is not None else None


def _message(lines: Mapping[int, LogLine], number: int) -> str:
    """Line ``number``'s text, stripped, with what it announces: the next candidate line joined
    when it ends with ``:`` or opens a YAML block (then in its place), a value heading's value and
    pair (:func:`_compared`); the next lines joined by ``; `` while the same signal marks them
    (:func:`_marked_alike`), or the next line when
    both are the two sides of a failed comparison (:func:`_other_side`: ``expected: 15; got: 16.5``),
    or the two sides below the runner's restatement of the line (:func:`_restated_below`); a
    snapshot matcher's hint, what changed (:func:`_snapshot_change`), and a snapshot's ``Received:``
    side, with its stored ``Snapshot:`` side above it.
    A TAP diagnostic's ``#`` is left out (``got: '5'``). An HCL diagnostic (``terraform test``'s
    ``Error: Test assertion failed``) is its summary, detail (the assertion's ``error_message``) and
    the values its condition read (:func:`~ci_triage.logs.hcl_diagnostic.hcl_diagnostic`)."""
    diagnostic = hcl_diagnostic(lines, number)
    if diagnostic is not None:
        return diagnostic.quoted(located=False)
    line = lines[number]
    text = _stated(line)
    if _YAML_BLOCK.match(text):
        following = _next_candidate(lines, number)
        if following is None:
            return text
        number, text = following, output_text(lines[following]).strip()
    if _VALUE_HEADING.match(text):
        return _compared(lines, number)
    if _ASSERTION_HEADING.match(text):
        return _assertion_report(lines, number)
    if _MATCHER_HINT.match(text) and (changed := _snapshot_change(lines, number)) is not None:
        return changed
    above = lines.get(number - 1)
    if text.startswith("Received: ") and above is not None and _stated(above).startswith("Snapshot: "):
        return f"{_stated(above)}; {text}"  # a one-line snapshot's sides, the stored one first
    if text.endswith(":"):
        following = _next_candidate(lines, number)
        if following is not None and not output_text(lines[following]).strip().endswith(":"):
            return f"{text} {_stated(lines[following])}{_sides_below(lines, following)}{_mismatched(lines, following)}"
        return _with_diff(lines, number, text)
    other = _other_side(lines, number)
    if other is not None:
        return f"{text}; {_stated(lines[other])}"
    restated = _restated_below(lines, number)
    sides = _sides_below(lines, restated) if restated != number else ""
    rest = _statement_rest(lines, number) if _rank(line) == OTHER else ""
    return "; ".join([text, *_marked_alike(lines, number)]) + sides + rest


STATEMENT_PARTS = 12
"""Parts of a statement printed on lines of their own joined at most (:func:`_statement_rest`)."""
_GOES_ON = LazyRE2(r"^[a-z]")
"""A part that goes on with the statement above it: it starts with a lower-case word (`` evaluated to ``)."""


def _statement_rest(lines: Mapping[int, LogLine], number: int) -> str:
    """The rest of a statement a runner printed in parts on lines of their own, blank lines between,
    begun by line ``number`` (which says nothing by itself): each next non-blank line of its step,
    a blank line above it, while it goes on with a lower-case word (:data:`_GOES_ON`) or the text before it ends in the
    middle of a phrase (:func:`~ci_triage.logs.wrapped_message.ends_unfinished`), at most
    :data:`STATEMENT_PARTS`, each after a space; ``""`` when the next line does neither. FiveAM's
    reason of a failed ``is`` check (``(GEO:AREA 2 3)``, `` evaluated to ``, ``12``, `` which is not ``,
    ``=``, `` to ``, ``6``, each two line ends apart: its ``~2%``; FiveAM 1.4 on SBCL 2.2.9) is
    ``(GEO:AREA 2 3) evaluated to 12 which is not = to 6``. A separator, a line naming a test or a
    runner's marker ends it."""
    said = _stated(lines[number])
    parts: list[str] = []
    following = number
    apart = False  # a blank line since the last part
    while len(parts) < STATEMENT_PARTS:
        following += 1
        line = lines.get(following)
        if line is None or line.section != lines[number].section or line.marker:
            break
        if not _stated(line):
            apart = True
            continue
        text = _stated(line)
        names = any((match.groups.get("test") or "").strip() for match in line.matches)
        if not apart or names or _separator(text) or not (_GOES_ON.match(text) or ends_unfinished(said)):
            break
        parts.append(text)
        said, apart = text, False
    return "".join(f" {part}" for part in parts)


def _marked_alike(lines: Mapping[int, LogLine], number: int) -> list[str]:
    """The stripped texts of the lines right below line ``number`` that a signal marking it marks
    too, each a candidate (:func:`_candidate`): the next one (jest's ``Received: 6`` below
    ``Expected: 5``), or, when the line states the failure in the tool's own words
    (:func:`_own_words`), up to :data:`MAX_ASSERTION_LINES`, the rest of one statement printed over
    several lines (Rust's ``note: panic did not contain expected string`` over its ``panic
    message:`` and ``expected substring:``); not more of a test's own lines of one shape (go test's
    ``repo_test.go:131: …`` repeated), nor a line naming another test (pytest's short summary: the
    next ``FAILED`` line is the next test's)."""
    signals = {match.signal.id for match in lines[number].matches}
    tests = {match.groups.get("test") for match in lines[number].matches}
    texts: list[str] = []
    limit = MAX_ASSERTION_LINES if _own_words(lines[number]) else 1
    for following in range(number + 1, number + 1 + limit):
        below = lines.get(following)
        if below is None or not signals & {match.signal.id for match in below.matches}:
            break
        if any(match.groups.get("test") not in tests for match in below.matches if match.groups.get("test")):
            break
        if not _candidate(lines, following):
            break
        texts.append(output_text(below).strip())
    return texts


def _assertion_report(lines: Mapping[int, LogLine], number: int) -> str:
    """The failed assertion headed at line ``number`` (:data:`_ASSERTION_HEADING`) with its lines
    below, each stripped at its ends only (a value's own spaces are the evidence: ``Trim("hi  ")``),
    up to a blank line, GoogleTest's next bracketed line (``[  FAILED  ]``) or
    another heading, at most :data:`MAX_ASSERTION_LINES`: ``strutil_test.cpp:8: Failure Expected
    equality of these values: split("a,b,", ',').size() Which is: 2 3u Which is: 3 trailing empty
    field dropped`` (the values compared and the assertion's own message, ``<< "…"``); Catch2's
    ``test_money.cpp:9: FAILED: CHECK( parse_money("1.5").cents == 150 ) with expansion: 105 == 150``."""
    said = [_stated(lines[number])]
    for following in range(number + 1, number + MAX_ASSERTION_LINES):
        line = lines.get(following)
        text = _stated(line) if line is not None and line.section == lines[number].section else ""
        if not text or text.startswith("[") or _ASSERTION_HEADING.match(text):
            break
        said.append(text)
    return " ".join(said)


MAX_ASSERTION_LINES = 8
"""Lines of a C++ assertion's report joined into its message (:func:`_assertion_report`), and
lines one signal marks joined below the first (:func:`_marked_alike`)."""


def _with_diff(lines: Mapping[int, LogLine], number: int, text: str) -> str:
    """``text`` (line ``number``'s, announcing what follows) with the diff it announces when the next
    non-blank line is a diff's legend (:data:`_DIFF_LEGEND`): its first :data:`MAX_DIFF_LINES` lines
    that differ (``+ …`` or ``- …``, spaces squeezed, an object literal's trailing comma dropped), then
    the legend in brackets, which side is which (Node's ``Expected values to be strictly deep-equal:``
    above its object diff's ``+   retries: 3,`` and ``-   retries: 2,``: ``… deep-equal: + retries: 3;
    - retries: 2 (+ actual - expected)``).
    Read to the next legend (mocha's own diff of the same values) or frame, at most
    :data:`MAX_OUTPUT_LINES` lines; ``text`` alone without a legend or differing lines."""
    legend: str | None = None
    differing: list[str] = []
    for following in range(number + 1, number + MAX_OUTPUT_LINES):
        line = lines.get(following)
        if line is None or line.section != lines[number].section or len(differing) >= MAX_DIFF_LINES:
            break
        said = _stated(line)
        if _DIFF_LEGEND.search(said):
            if legend is not None:
                break
            legend = said
        elif legend is None and said:
            return text  # no legend right below: nothing it announces is a diff
        elif legend is not None and _FRAME.search(said):
            break
        elif said[:2] in ("+ ", "- "):
            differing.append(" ".join(said.split()).rstrip(","))
    if legend is None or not differing:
        return text
    return f"{text} {'; '.join(differing)} ({legend})"


_SNAPSHOT_NAME = LazyRE2(r"^Snapshot name: \S")
"""jest's line naming the snapshot that did not match, under its matcher's hint (jest 30: ``Snapshot
name: `formats a receipt line 1```): what changed follows it."""
_SNAPSHOT_SIDE = LazyRE2(r"^(?:Snapshot|Received): \S")
"""A side of a one-line snapshot's mismatch (jest 30: ``Snapshot: "USD 0.00"`` over ``Received:
"USD 0.0"``)."""


def _snapshot_change(lines: Mapping[int, LogLine], number: int) -> str | None:
    """What changed in the snapshot whose matcher's hint (``expect(received).toMatchSnapshot()``)
    is line ``number`` (1-based) of ``lines``: the snapshot's name line (:data:`_SNAPSHOT_NAME`)
    with the first :data:`MAX_DIFF_LINES` differing lines of the diff below its legend (jest's two
    lines, ``- Snapshot  - 1`` and ``+ Received  + 1``: ``… - "line": "EUR 19.99"; + "line": "EUR
    20.0"``) or its two one-line sides (``Snapshot: "USD 0.00"; Received: "USD 0.0"``); ``None``
    when the next line that says something is no name line, or nothing changed is shown below it
    (trial 88 #10: the hint was the message), read at most :data:`MAX_OUTPUT_LINES` lines."""
    name: str | None = None
    legend = False
    changed: list[str] = []
    for following in range(number + 1, number + MAX_OUTPUT_LINES):
        line = lines.get(following)
        if line is None or line.section != lines[number].section or len(changed) >= MAX_DIFF_LINES:
            break
        said = _stated(line)
        if not said:
            continue
        if name is None and not _SNAPSHOT_NAME.match(said):
            return None
        if name is None:
            name = said
        elif _DIFF_LEGEND.search(said):
            legend = True
        elif _SNAPSHOT_SIDE.match(said) and not legend:
            changed.append(said)
        elif legend and said[:2] in ("+ ", "- "):
            changed.append(" ".join(said.split()).rstrip(","))
        elif changed or not legend:
            break
    return f"{name}: {'; '.join(changed)}" if name is not None and changed else None


def _stated(line: LogLine) -> str:
    """What ``line`` says (:func:`output_text`), stripped, without TAP's diagnostic ``#``
    (:data:`_TAP_DIAGNOSTIC`), an exception group's ``|`` (:data:`_GROUP_PREFIX`), a build tool's
    log level tag (:func:`~ci_triage.logs.layout_prefix.without_layout_prefix`: Maven's ``[ERROR]``),
    a Rust panic's thread id (:func:`~ci_triage.logs.panic_thread_id.without_thread_id`) or a step's place comment
    (:data:`~ci_triage.logs.step_place_comment.PLACE_COMMENT`: where the step's code is, not a part
    of what the step says)."""
    said = _TAP_DIAGNOSTIC.sub("", _GROUP_PREFIX.sub("", without_layout_prefix(output_text(line))).strip())
    said = PLACE_COMMENT.sub("", said)
    return without_thread_id(said)


def _restated_below(lines: Mapping[int, LogLine], number: int) -> int:
    """The last line of the run below line ``number`` (1-based) that only restates its message: a
    line ending in the message's words after its first (alcotest's ``FAIL 10 percent off`` under
    ``ASSERT 10 percent off``), then blank lines, in its section; ``number`` itself when the next line
    restates nothing. The two sides of the failed check may follow it (:func:`_sides_below`:
    alcotest's ``Expected: `490'`` and ``Received: `486'``), and join the message."""
    _, _, words = _stated(lines[number]).partition(" ")
    below = lines.get(number + 1)
    if not words or below is None or below.section != lines[number].section:
        return number
    if not _stated(below).endswith(words) or _stated(below) == _stated(lines[number]):
        return number
    last = number + 1
    while (after := lines.get(last + 1)) is not None and after.section == below.section and after.blank:
        last += 1
    return last


_MISMATCHED = LazyRE2(r"^Mismatched elements: \d+ / \d+ \(\S+\)$")
"""numpy.testing's count of the elements two arrays differ in (``Mismatched elements: 1879 / 2000
(94%)``, numpy 2.4.6's ``assert_allclose``, ``assert_array_equal`` and ``assert_array_almost_equal``),
printed past a blank line below its headline (``Not equal to tolerance rtol=1e-07, atol=0``,
``Arrays are not equal``)."""


_MAX_DIFFERENCE = LazyRE2(r"^Max (?:absolute|relative) difference(?: among violations)?: \S+$")
"""numpy.testing's largest difference of the mismatched elements, below its count (``Max absolute
difference among violations: 0.02734638`` and ``Max relative difference among violations:
1.09199073e-05``, numpy 2.4.6; ``Max absolute difference: 0.027`` before numpy 2.1), after the
first mismatches' indices it lists (``First 5 mismatches are at indices:``, 2.4)."""
MAX_MISMATCH_LINES = 8
"""Lines below numpy's count read at most for its largest differences (the indices of the first five
mismatches and their heading come between)."""


def _mismatched(lines: Mapping[int, LogLine], number: int) -> str:
    """numpy's count of mismatched elements (:data:`_MISMATCHED`) on the first line with text after
    line ``number`` (its headline; pytest's ``E`` column alone is none), within two lines, and the
    largest differences below it (:data:`_MAX_DIFFERENCE`, within :data:`MAX_MISMATCH_LINES` lines),
    each after ``; ``; ``""`` when that line is not one."""
    for following in range(number + 1, number + 3):
        line = lines.get(following)
        if line is None or line.section != lines[number].section:
            return ""
        text = _stated(line)
        if text:
            return f"; {text}{_max_differences(lines, following)}" if _MISMATCHED.match(text) else ""
    return ""


def _max_differences(lines: Mapping[int, LogLine], number: int) -> str:
    """numpy's largest differences (:data:`_MAX_DIFFERENCE`) on the lines below its count of
    mismatched elements on line ``number``, in its section, each after ``; ``, up to the first blank
    line or :data:`MAX_MISMATCH_LINES` lines; ``""`` without them."""
    said = ""
    for following in range(number + 1, number + 1 + MAX_MISMATCH_LINES):
        line = lines.get(following)
        text = _stated(line) if line is not None and line.section == lines[number].section else ""
        if not text:
            break
        said += f"; {text}" if _MAX_DIFFERENCE.match(text) else ""
    return said


def _sides_below(lines: Mapping[int, LogLine], number: int) -> str:
    """The two sides of a failed comparison right below line ``number`` (:func:`_other_side`: Rust's
    ``assert_eq!`` prints ``  left: 0`` and `` right: 4`` below ``assertion `left == right` failed``),
    each after ``; ``, what differed; ``""`` without them."""
    first = lines.get(number + 1)
    if first is None or first.section != lines[number].section or not _COMPARED_VALUE.search(_stated(first)):
        return ""
    other = _other_side(lines, number + 1)
    return f"; {_stated(first)}; {_stated(lines[other])}" if other is not None else ""


def _other_side(lines: Mapping[int, LogLine], number: int) -> int | None:
    """The line right below line ``number`` (past one blank line, in its section) when both are sides
    of one failed comparison (:data:`_COMPARED_VALUE`, each another side: ``expected: 15`` above ``got:
    16.5``), else None: a mismatch is said by both its values, not the first alone."""
    side = _COMPARED_VALUE.search(_stated(lines[number]))
    if side is None:
        return None
    for following in range(number + 1, number + 3):
        line = lines.get(following)
        if line is None or line.section != lines[number].section:
            return None
        text = _stated(line)
        if text:
            other = _COMPARED_VALUE.search(text)
            same = other is None or str(other.group("side")).lower() == str(side.group("side")).lower()
            return None if same else following
    return None


def _first_side(lines: Mapping[int, LogLine], number: int) -> int:
    """The line above line ``number`` (past one blank line, in its section) whose comparison's other
    side line ``number`` is (:func:`_other_side`: RSpec's ``expected: 4`` above ``got: 0``), else
    ``number``: a mismatch is said from its first side, also when a passing log compared
    (``--baseline``) printed a line of that side's template too, in a pending example's failure."""
    for above in range(number - 1, number - 3, -1):
        line = lines.get(above)
        if line is None or line.section != lines[number].section:
            return number
        if _stated(line):
            return above if _other_side(lines, above) == number else number
    return number


def _compared(lines: Mapping[int, LogLine], number: int) -> str:
    """A value heading (:data:`_VALUE_HEADING`) at line ``number`` with the value on the line below
    it, and the heading right below that value with its own, joined by ``; `` (doctest's ``Expected:
    5; Got: 4``); a value of several lines is quoted by its first (then without its pair). A
    doctest's failed example above the heading leads it (:func:`_failed_example`: ``Failed example:
    add(2, 2); Expected: 5; Got: 4``)."""
    example = _failed_example(lines, number)
    compared = _sides(lines, number)
    return f"Failed example: {example}; {compared}" if example else compared


def _failed_example(lines: Mapping[int, LogLine], number: int) -> str:
    """The one-line example whose output the value heading at line ``number`` (1-based) compares:
    Python's doctest runner's ``Failed example:`` two lines above it with the example between
    (``python -m doctest``, Sphinx's doctest builder; ``Lib/doctest.py``'s
    ``DocTestRunner.report_failure``), or pytest's ``--doctest-modules`` source line just above it
    (``007     >>> add(2, 2)``, pytest 9.2); ``""`` for none, or an example of several lines."""
    above = lines.get(number - 1)
    if above is None or above.section != lines[number].section:
        return ""
    numbered = _NUMBERED_EXAMPLE.match(above.text)
    if numbered is not None:
        return numbered.group("example").strip()
    heading = lines.get(number - 2)
    if heading is None or heading.section != above.section or _EXAMPLE_HEADING.match(heading.text) is None:
        return ""
    return above.text.strip()


def _sides(lines: Mapping[int, LogLine], number: int) -> str:
    """:func:`_compared`'s two sides, from the value heading at line ``number``."""
    said: list[str] = []
    for following in range(number, number + 4):
        line = lines.get(following)
        if line is None or line.section != lines[number].section:
            break
        said.append(output_text(line).strip())
    if len(said) < 2 or not said[1]:
        return said[0]
    if len(said) == 4 and _VALUE_HEADING.match(said[2]) and said[3]:
        return f"{said[0]} {said[1]}; {said[2]} {said[3]}"
    return f"{said[0]} {said[1]}"


def _next_candidate(lines: Mapping[int, LogLine], number: int) -> int | None:
    """The next line after ``number`` (past at most two blank lines) when it may state the failure."""
    for following in range(number + 1, number + 4):
        line = lines.get(following)
        if line is None or line.section != lines[number].section:
            return None
        if output_text(line).strip():
            names = any((match.groups.get("test") or "").strip() for match in line.matches)
            return following if _candidate(lines, following) and not names else None
    return None
