"""What in a log says that a step passed: tools' passing verdicts, passing tests, zero counts.

A log with no exit marker (a plain log saved from a terminal, a log cut short) is judged from its
lines, and a green run is full of error words that report nothing wrong: ``found 0 vulnerabilities``,
``error: 0``, ``No tests failed``, ``Success: no issues found in 12 source files``, a passing test
named ``test_error_message``. This module tells those lines from failure evidence:

- :func:`passing_verdict`: the line is a tool's own verdict that its run passed (pytest, unittest,
  go test, cargo, jest, vitest, mocha, node's test runner and TAP, mypy, ruff, black, isort,
  pyright, eslint, tsc, rspec, phpunit, Maven, Gradle, npm, pip, check-jsonschema, ctest, tasty). A
  verdict comes last in a tool's output, so a verdict after the last failure evidence says the run
  ended green.
- :func:`closing_verdict`: the line is a test runner's closing verdict that counts no failed test
  (a :func:`final_verdict`, node's ``# fail 0``, mocha's ``2 passing``, cargo's ``test result: ok``).
- :func:`job_passed`: the line is the CI system's own verdict that the job passed (Jenkins,
  GitLab CI), written once the job has ended, whatever ran in it.
- :func:`exited_zero`: the line reports exit status 0; a plain log's last line, it says that the
  logged command passed.
- :func:`failure_word`: the line holds a generic failure word (:mod:`ci_triage.logs.vocabulary`)
  that is no part of a name: ``Compiling thiserror v1.0.69``, ``Collecting pytest-error-for-skips``,
  ``src/errors.ts``, ``error_handler.c.o`` and ``unused variable 'failed'`` name things, and so do
  the options of a command line that make or the shell echoed (``gcc -Wall -Werror -c error.c``,
  ``tsc --noEmitOnError``, ``pytest -W error::DeprecationWarning``: :func:`command_options`).
- :func:`passing_reports`: the lines of pytest's ``=== PASSES ===`` section (``-rA``, ``-rP``): the
  captured output of passing tests, each under a ``____ test_name ____`` header like a failure's.
- :func:`passing_test_events`: the ``go test -json`` events of tests that passed or were skipped
  (a test's ``t.Logf("error: %v", err)`` output is an ``output`` event carrying the word).
- :func:`passing_check_results`: a scanner's passed check (checkov's ``PASSED for resource:``) with
  its header and its resource's ``File:`` line.
- :func:`passing_test`: the line reports one test that passed.
- :func:`fully_covered`: the line is a coverage report's row of a file or function every
  statement of which the tests ran (``go tool cover -func``'s ``calc.go:3:	Add	100.0%``).
- :func:`failure_text`: the line with its zero counts (``0 errors``, ``Failures: 0``, ``no issues``,
  ``error count: 0``, ``Error: none``) masked, or ``""`` when the line reports a passing test or a
  passing verdict or is a ``set -x`` trace of a command (:func:`xtrace`); what is left is what may
  still say "failed".

Every pattern runs with RE2 (linear time on untrusted text). Verdict forms are those the tools print
(checked on their real output: ``tests/fixtures/passing/README.md``); a verdict that counts any
failure (``1 failed, 4 passed``) never matches.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from functools import cache, lru_cache

import re2

from ci_triage.logs.line_runs import with_gaps
from ci_triage.logs.re2_patterns import re2_options
from ci_triage.logs.tools import identify_tools, load_catalogue
from ci_triage.logs.vocabulary import STRONG, WEAK

_FAILED = r"errors?|failures?|failed|failing|fail"
"""Nouns of failure that are failure words themselves (:data:`~ci_triage.logs.vocabulary.WEAK`'s
``error``, ``fail``)."""
_COUNTED = r"(?:" + _FAILED + r"|vulnerabilit(?:y|ies)|issues?|problems?|warnings?|violations?)"
"""Nouns of failure that a count qualifies."""

_COUNT_NAME = r"(?:[^\S\n]+(?:count|total|found|reported|tests?|checks?|specs?|cases?|files?))?"
"""A word naming the count after its noun: ``error count: 0``, ``errors found: 0``, ``Failed tests: 0``
(blanks within a line: :data:`ZERO_COUNT_NUMBERS` reads a block of lines)."""

_WORDS_BEFORE_NOUN = r"[^\S\n]+(?:[a-z-]+[^\S\n]+){0,2}?"
_NOUN_AFTER = _WORDS_BEFORE_NOUN + _COUNTED + r"\b"
"""Up to two words, then a noun of failure: what a zero counts (``0 errors``, ``0 of 12 tests failed``)."""

_ZERO_COUNT = re2.compile(
    r"(?i)(?:\b(?:0|no|zero|without)"
    + _NOUN_AFTER
    + r"|\b0\s*(?:/|\s+of\s+)\d+"
    + _NOUN_AFTER
    + r"|\bnone\s+of\s+(?:the\s+)?(?:\d+\s+)?(?:[a-z-]+\s+){0,2}?"
    + _COUNTED
    + r"\b"
    + r"|\b"
    + _COUNTED
    + _COUNT_NAME
    + r"\s*(?:[:=]\s*|\s)0\b(?:"
    + _NOUN_AFTER
    + r"|[^.\d]|$)"
    + r"|\b"
    + _COUNTED
    + _COUNT_NAME
    + r"\s*[:=]\s*none\b(?:\s*[,;.]|\s*$)"
    + r"|\b"
    + _COUNTED
    + r"(?:\s+[a-z]+)?\s*[:=]\s*(?:0|none)\s+(?:found|detected|reported|used)\s*(?:[,;]|\.?\s*$)"
    r"|^[^:=]{1,60}[:=]\s*(?:0|none|no)\s*$"
    r"|\bexit(?:ed with)? (?:code|status) 0\b)",
    re2_options(),
)
"""A count of zero failures: ``0 errors``, ``0 Error(s)`` (MSBuild), ``found 0 vulnerabilities``,
``No tests failed``, ``no issues found``, ``without errors``, ``0 of 12 tests failed``, ``0/12
tests failed``, ``None of the tests failed``, ``error: 0``, ``warning: 0 errors`` (the noun after a
zero goes with it), ``Failures: 0``, ``Failed tests: 0``, ``# fail 0``, ``error count: 0``,
``Error: none``, ``exit code 0``, a tally's ``* Missing licenses: 0`` (reuse lint's summary),
``Forbidden licenses: 0``, ``License check failed packages: none``: a whole line that is a label
then ``0``, ``none`` or ``no`` (a zero count whatever error word the label holds); a label then a
zero and the participle that ends its clause (``Error: none found``, ``Issues: 0 detected``, an SRE
``error budget: 0 used``); never ``Error: none of the inputs`` nor ``Error: none found in cache`` (a
message that goes on)."""

ZERO_COUNT_NUMBERS = re2.compile(
    (
        r"(?im)\b0"
        + _WORDS_BEFORE_NOUN
        + r"(?:"
        + _FAILED
        + r")\b|\b(?:"
        + _FAILED
        + r")"
        + _COUNT_NAME
        + r"(?:[^\S\n]*[:=][^\S\n]*|[^\S\n])0\b(?:[^.\d\n]|$)"
    ).encode(),
    re2_options(64 << 20),
)
"""The zero counts of :data:`_ZERO_COUNT` that are a number next to its noun, a failure word
(:data:`_FAILED`), in a block of raw lines (bytes; never across a line's end): ``errors=0``, ``0
failures``, ``failed: 0``, Surefire's ``Failures: 0, Errors: 0``, ``error count: 0``. What the first
pass leaves out of candidate lines (:mod:`ci_triage.logs.zero_count_lines`): the other forms (``no
errors``, a whole line's ``Missing licenses: 0``) cost a scan of every block several times over (60
against 12 ms a MiB, measured)."""

_XTRACE = re2.compile(r"^\++(?: |\()\S", re2_options())
"""A command line bash's ``set -x`` traced before running it: ``PS4`` (``+ `` unless set) with its
first character repeated once per level of nesting (``+ make``, ``++ git rev-parse HEAD``), or a
custom ``PS4`` opened by it (``+(build.sh:12): make``); bash manual, "The Set Builtin" (``-x``) and
"Bash Variables" (``PS4``)."""
_BANNER_END = re2.compile(r" \+{3,}$", re2_options())
"""The end of a banner framed by runs of ``+`` (pytest-timeout's ``+++++ Timeout +++++``, its
``thread`` method's heading of the stack dump): output, not a traced command."""

_PASSING_TEST = re2.compile(
    r"(?:\s|^)PASSED(?:\s|$)"  # pytest -v: tests/test_errors.py::test_error PASSED [ 50%]
    r"|^\s*--- (?:PASS|SKIP): "  # go test -v (a skipped test did not fail either)
    r"|^\s*(?:ok \d+ |✓ |✔ |√ )"  # TAP / node --test, mocha, jest, vitest
    r"|\.\.\. ok$"  # unittest -v, cargo test
    r"|^PASS \S"  # jest per-file line
    r"|^(?:SKIPPED \[\d+\]|XFAIL) \S"  # pytest -rs/-rx short summary: "SKIPPED [1] tests/a.py:25: reason"
    r"|^(?:PASS|SKIP|XFAIL): \S|^# (?:PASS|SKIP|XFAIL): +\d+$"  # automake test-driver: a result or its count
    r"|^\s*(?:(?:──|--) (?:\d+\. )?)?Skip \('?[^'\s():]+:\d+(?::\d+)?'?\): \S"  # testthat: "Skip ('t.R:19'): net"
    r"|^\s*\d+/\d+ Test +#\d+: \S+ \.* +Passed +\d[\d.]* sec$"  # ctest: "1/3 Test #1: name ....   Passed    0.01 sec"
    r"|^\s+\S.*:\s+OK(?: \(\d[\d.]*s\))?$"  # tasty: "  error on overflow: OK" (a slow one: "OK (0.52s)")
    r"|^\s+\S.* \[✔\](?: \(\d+ms\))?$"  # hspec's checks format: "  reports an error [✔]"
    r"|^(?:\S+#\S+ = )?\d+\.\d\d s = [.S]$"  # minitest -v: "TestInventory#test_add_80 = 0.00 s = ." (S: skipped)
    r"|^\[ +OK \] \S"  # googletest: "[       OK ] Median.OddCount (0 ms)"
    r"|^\s+Applying \w+\.\w+\.\.\. (?:OK|FAKED)(?: \(\d[\d.]*s\))?$"  # Django's migrate: one migration applied
    r"|^[sxX]*\.[.sxX]*(?: +\[ *\d+%\])?$",  # pytest's progress (-q: ".", "..s  [100%]"), unittest's dots
    re2_options(),
)
"""A line that reports one passing test (whose name may hold an error word; ctest's result line, the
verdict at its end, comes after the output ``ctest -V`` printed for the test, and so do tasty's
``name: OK`` and hspec's ``name [✔]``, and pytest's progress line of passing tests, ``.`` for each and
``s``/``x``/``X`` for a skipped or expected outcome, after what a test printed with ``-s``; unittest's
dots the same; testthat's heading of a skipped test, ``Skip ('test-stats.R:19'): uses the network`` (its
place is no failure's); minitest ``-v``'s ``Class#test_name = 0.00 s = .``, ``S`` for a skipped test, after
what the test printed (``Minitest::ProgressReporter`` with ``-v``, minitest 5: the name before the
test runs, so a test's output comes between it and the time); googletest's
``[       OK ] Suite.Name (0 ms)``); automake's ``XFAIL:``
(a test listed as expected to fail did) and the summary's ``# XFAIL: 1`` are no failure either, nor
is Django's ``  Applying orders.0001_initial... OK`` (``FAKED`` with ``--fake``, the time after it
with ``-v 3``): one migration that applied, as a test that passed (Django 5.2.19's ``migrate``)."""

_GO_PACKAGE_PASSED = r"ok\s+\S+\s+(?:\d[\d.]*s|\(cached\))"
"""go test's verdict on one package (``ok  \texample.com/store\t0.002s``, ``(cached)``), which the go
command prints once that package's test binary exited 0 (or, cached, without running it); ``go test
./...`` prints the next package's output below it (go 1.19.8 run here)."""

_TOOL_VERDICTS: tuple[tuple[str, str], ...] = (
    # pytest: "===== 5 passed, 1 skipped in 0.12s =====", -q: "5 passed in 0.12s"; a count of tests that ran
    # is needed: "1 deselected, 1 warning in 1.53s" counts none, pytest's exit code 5 (no tests collected)
    (
        "pytest",
        r"^=*\s*(?:\d+ (?:deselected|warnings?), )*\d+ (?:passed|skipped|xfailed|xpassed|subtests passed)"
        r"(?:, \d+ (?:passed|skipped|deselected|xfailed|xpassed|warnings?|subtests passed))* in \d[\d.]*s"
        r"(?: \(\d[\d:]*\))?\s*=*$",
    ),
    (
        "unittest",
        r"^OK(?: \((?:skipped|expected failures|unexpected successes)=\d+"
        r"(?:, (?:skipped|expected failures|unexpected successes)=\d+)*\))?$",
    ),
    ("go-test", rf"^(?:{_GO_PACKAGE_PASSED}|PASS)$"),
    ("cargo-test", r"^test result: ok\. \d+ passed; 0 failed"),
    ("cargo-build", r"^\s*Finished `?\w+`? (?:profile )?\["),  # cargo build/check/clippy
    ("jest", r"^Tests?:\s+(?:\d+ (?:skipped|todo|passed), )*\d+ passed, \d+ total$"),
    ("vitest", r"^\s*Tests\s+\d+ passed(?: \| \d+ skipped)? \(\d+\)$"),
    ("mocha", r"^\s*\d+ passing \(\d+m?s\)$"),  # a later "N failing" is failure evidence
    ("node-test", r"^(?:# )?ℹ?\s*pass \d+$"),  # node --test / TAP summary
    ("mypy", r"^Success: no issues found in \d+ source files?$"),
    ("pyright", r"^0 errors, 0 warnings, 0 informations?\s*$"),
    ("ruff", r"^All checks passed!$"),
    ("ruff-format", r"^\d+ files? (?:already formatted|left unchanged)$"),
    ("black", r"^All done! ✨ 🍰 ✨$"),
    ("isort", r"^Skipped \d+ files?$"),
    ("pylint", r"^Your code has been rated at 10\.00/10"),
    ("eslint", r"^✖ \d+ problems? \(0 errors?, \d+ warnings?\)$"),  # warnings only: exit 0 (not with --max-warnings)
    # rspec: "3 examples, 0 failures" (", 1 pending"); not "0 examples, 0 failures, 1 error occurred outside
    # of examples" (a spec file that did not load: exit 1)
    ("rspec", r"^\d+ examples?, 0 failures(?:, \d+ pending)?$"),
    ("phpunit", r"^OK \(\d+ tests?, \d+ assertions?\)$"),
    ("phpunit", r"^OK, but incomplete, skipped, or risky tests!$"),  # 9.6: risky, incomplete or skipped tests only
    ("prove", r"^Result: PASS$"),  # TAP::Harness's summary, after "All tests successful."
    ("maven", r"^\[INFO\] BUILD SUCCESS$"),
    ("gradle", r"^BUILD SUCCESSFUL in "),
    ("npm", r"^found 0 vulnerabilities$"),  # npm install / npm audit
    ("pip-audit", r"^No known vulnerabilities found$"),  # before its table of packages it skipped, if any
    ("ruff", r"^Found \d+ errors? \(\d+ fixed, 0 remaining\)\.$"),  # ruff check --fix
    ("pip", r"^Successfully (?:installed|built) \S"),
    ("check-jsonschema", r"^ok -- validation done$"),
    ("esbuild", r"^⚡ Done in \d[\d.]*m?s$"),  # esbuild's CLI after it wrote its outputs: "⚡ Done in 2ms"
    ("webpack", r"^webpack \d[\w.-]* compiled (?:successfully|with \d+ warnings?) in \d+ ms$"),  # warnings exit 0
    ("vite", r"^✓ built in \d[\d.]*m?s$"),  # vite build: "✓ built in 110ms"
    ("cabal-test", r"^All \d+ tests passed \(\d[\d.]*s\)$"),  # tasty; hspec's "3 examples, 0 failures" is rspec's form
    ("ctest", r"^100% tests passed, 0 tests failed out of \d+$"),  # a failing run: "67% tests passed, 1 tests failed"
    # valgrind 3.19 memcheck's last line (pid column kept in a plain log): "==27210== ERROR SUMMARY: 0 errors from
    # 0 contexts (suppressed: 0 from 0)"
    ("valgrind", r"^(?:==\d+== )?ERROR SUMMARY: 0 errors from 0 contexts"),
)
"""Each tool's passing verdict, by its catalogue name (:mod:`ci_triage.logs.tools`)."""
FINAL_VERDICT_TOOLS = frozenset({"pytest", "unittest", "jest", "vitest", "rspec", "phpunit", "ctest", "prove"})
"""Test runners whose passing verdict is the last line of their run and counts every test that
failed in it (``2 passed in 0.54s``, ``OK``, ``Tests: 3 passed, 3 total``): a failure printed
after it is a later command's. Not mocha's ``2 passing`` and TAP's ``# pass 4`` (counts that a
``1 failing`` follows), nor go's and cargo's lines of one package or test binary among several."""
_CLOSING_SUMMARIES = re2.compile(
    r"^(?:# |ℹ )fail 0$"  # node --test's summary (TAP "# fail 0", spec reporter "ℹ fail 0"), after "# pass N"
    r"|^\s*\d+ passing \(\d+m?s\)$"  # mocha; a failed run's "N failing" follows it
    r"|^test result: ok\. \d+ passed; 0 failed",  # cargo test, per test binary; a failed one stops the run
    re2_options(),
)
"""The last line of a test runner's summary that counts no failed test, beside :data:`FINAL_VERDICT_TOOLS`'
verdicts: node's test runner's ``# fail 0`` (node 20), mocha's ``2 passing (7ms)`` (mocha 10, its
``1 failing`` printed below it), cargo's ``test result: ok. 4 passed; 0 failed; …`` (cargo 1.95: a
failed test binary ends the run with ``error: test failed``, ``--no-fail-fast`` with ``error: N
targets failed``)."""


_WRAPPER_VERDICTS: tuple[tuple[str, str, str], ...] = (
    # pre-commit: one line per hook, "name.....Passed", "name.....(no files to check)Skipped", "....Failed"; a
    # name may hold single dots (pre-commit-hooks' "fix requirements.txt"), never the padding's run of dots
    (
        "pre-commit",
        r"^[^.\n](?:\.?[^.\n]){0,199}\.{3,}(?:\([^)]{0,80}\))?(?:Passed|Skipped)$",
        r"^[^.\n](?:\.?[^.\n]){0,199}\.{3,}(?:\([^)]{0,80}\))?Failed$",
    ),
    # tox 4 and 3: "  congratulations :) (0.48 seconds)"; one environment of several: "py311: OK ✔ in 24.41
    # seconds" after its output, "  py311: OK (24.41=setup[23.99]+cmd[0.42] seconds)" in the summary; a failed
    # run: "  py311: FAIL code 1 (0.2 seconds)", "  evaluation failed :( (0.5 seconds)", tox 3's "ERROR:   py311:
    # commands failed"
    (
        "tox",
        r"^\s*congratulations :\)(?: \(\d[\d.]* seconds\))?$"
        r"|^\s*[\w.-]+: OK (?:✔ in \d[\d.]* seconds$|\(\d[\d.]*(?:=setup\[| seconds\)$))",
        r"^\s*evaluation failed :\(|^\s*[\w.-]+: FAIL (?:code \d+ \(|✖)|^ERROR:\s+[\w.-]+: commands failed$",
    ),
    # nox: "nox > Session tests was successful." (2025: "... successful in 1 seconds."), its summary
    # "nox > * tests: success" (2026.10.20: "nox > * tests: success, took 5 seconds"); a failed one: "nox >
    # Session tests failed.", "nox > * tests: failed" ("…: failed, took 2 seconds")
    (
        "nox",
        r"^nox > Session \S.* was successful(?: in [^.]+)?\.$|^nox > \* \S.*: success(?:, took [^,]+)?$",
        r"^nox > Session \S.* (?:failed|aborted|interrupted)\.$|^nox > \* \S.*: (?:failed|aborted)(?:, took [^,]+)?$",
    ),
    # go test ./... runs one test binary per package and goes on after a failed one; with -json
    # (cmd/test2json) each package's verdict is an event without a Test field: {"Action":"pass",
    # "Package":"example.com/b","Elapsed":0.5}, {"Action":"fail",...} (go 1.24+: ',"FailedBuild":"…"'); a
    # package that did not build gets go's plain "FAIL\texample.com/a [build failed]" in the stream
    # (go 1.19: tests/logs/fixtures/go-test-json/)
    (
        "go-test",
        r'^\{(?:"Time":"[^"]*",)?"Action":"pass","Package":"[^"]*"(?:,"Elapsed":[\d.]+)?\}$',
        r'^\{(?:"Time":"[^"]*",)?"Action":"fail","Package":"[^"]*"(?:,"Elapsed":[\d.]+)?(?:,"FailedBuild":"[^"]*")?\}$'
        r"|^FAIL\s+\S+ \[(?:build|setup) failed\]$",
    ),
)
"""Each wrapper's verdicts on what it ran, by its catalogue name: ``(wrapper, passed, failed)``. A
wrapper runs other tools (hooks, environments, sessions) and prints its own verdict on each, or on
the whole run, after their output (pre-commit's hook line comes before a failed hook's output, never
a passed one's); forms checked on pre-commit 4, tox 4 and nox 2025 (``tests/fixtures/passing/``)."""
_WRAPPER_PASSED = re2.compile("|".join(f"(?:{passed})" for _tool, passed, _failed in _WRAPPER_VERDICTS), re2_options())
_VERDICTS = tuple(verdict for _tool, verdict in _TOOL_VERDICTS)
_VERDICT = re2.compile("|".join(f"(?:{verdict})" for verdict in _VERDICTS), re2_options())
_JOB_PASSED = re2.compile(r"^(?:Finished: SUCCESS|Job succeeded|Done\. Your build exited with 0\.)$", re2_options())
"""The line with which a CI system ends the log of a job that passed: Jenkins (``Finished: SUCCESS``,
its console log's last line), GitLab CI (``Job succeeded``) and Travis CI (``Done. Your build exited
with 0.``)."""


def passing_verdict(text: str) -> bool:
    """Whether ``text`` (a cleaned line: no timestamp, colour or marker) is a tool's verdict that
    its run passed (see the module docstring)."""
    return _VERDICT.search(text.strip()) is not None


_JEST_SUITES_PASSED = re2.compile(r"^Test Suites:\s+(?:\d+ (?:skipped|passed), )*\d+ passed, \d+ total$", re2_options())
"""The first line of jest's summary of its run (``Test Suites: 1 passed, 1 total``, jest 30.5.2), above
its ``Tests:`` verdict: jest prints its coverage table and its threshold failures (``Jest: Coverage for
lines (50%) does not meet "global" threshold (95%)``) right above it, no test's output."""


def final_verdict(text: str) -> bool:
    """Whether ``text`` (a cleaned line) is the passing verdict of a tool of :data:`FINAL_VERDICT_TOOLS`:
    the last line of its run (pytest's ``1 passed in 3.08s``), or the line that opens that summary
    (:data:`_JEST_SUITES_PASSED`)."""
    if _JEST_SUITES_PASSED.match(text.strip()):
        return True
    return not FINAL_VERDICT_TOOLS.isdisjoint(verdict_tools(text))


_PACKAGE_PASSED = re2.compile(f"^{_GO_PACKAGE_PASSED}$", re2_options())


def package_passed(text: str) -> bool:
    """Whether ``text`` (a cleaned line) is go test's verdict that one package's tests passed
    (:data:`_GO_PACKAGE_PASSED`): a verdict on a test binary that has exited, so no line below it is
    that binary's output (a ``panic:`` below it is the next package's binary crashing)."""
    return _PACKAGE_PASSED.search(text.strip()) is not None


def closing_verdict(text: str) -> bool:
    """Whether ``text`` (a cleaned line) is a test runner's closing verdict that its run passed: a
    :func:`final_verdict` or a summary line of :data:`_CLOSING_SUMMARIES`. Last in a plain log's
    evidence, it says that the tests passed, whatever a test logged above it (a passing test's
    ``console.error(err)``, the expected panic of cargo's ``#[should_panic]`` test under
    ``--nocapture``)."""
    return final_verdict(text) or _CLOSING_SUMMARIES.search(text.strip()) is not None


def verdict_tools(text: str) -> list[str]:
    """The catalogue names of the tools whose passing verdict ``text`` (a cleaned line) is; empty
    for a line that is no verdict (:func:`passing_verdict`)."""
    stripped = text.strip()
    if _VERDICT.search(stripped) is None:
        return []
    return [tool for tool, verdict in _tool_verdicts() if verdict.search(stripped) is not None]


@cache
def _tool_verdicts() -> list[tuple[str, re2._Regexp]]:
    return [(tool, re2.compile(verdict, re2_options())) for tool, verdict in _TOOL_VERDICTS]


@cache
def _wrapper_verdicts() -> list[tuple[str, re2._Regexp, re2._Regexp]]:
    return [
        (tool, re2.compile(passed, re2_options()), re2.compile(failed, re2_options()))
        for tool, passed, failed in _WRAPPER_VERDICTS
    ]


def wrapper_verdict(text: str) -> bool:
    """Whether ``text`` (a cleaned line) is a wrapper's verdict that what it ran passed
    (:data:`_WRAPPER_VERDICTS`: ``check json.....Passed``, ``congratulations :)``, ``nox > Session
    tests was successful.``), whatever the names of the hook, environment or session say."""
    return _WRAPPER_PASSED.search(text.rstrip()) is not None


OPENING_WRAPPERS = frozenset({"pre-commit"})
"""Wrappers (:data:`_WRAPPER_VERDICTS`) whose verdict on a unit comes before the unit's output, not
after it: pre-commit prints ``mypy.....Failed`` then the hook's ``- hook id: mypy`` and output, and
a passed hook's ``check json.....Passed`` alone (pre-commit 4.7.0 run here,
``tests/logs/fixtures/passed-units/``)."""


def opening_verdict(text: str) -> bool:
    """Whether ``text`` (a cleaned line) is the verdict of a wrapper of :data:`OPENING_WRAPPERS` on one
    unit, passed or failed: it closes no output above it (the lines above a ``check json.....Passed``
    are the previous hook's, failed or not)."""
    stripped = text.rstrip()
    return any(
        passed.search(stripped) is not None or failed.search(stripped) is not None
        for tool, passed, failed in _wrapper_verdicts()
        if tool in OPENING_WRAPPERS
    )


def wrapper_failed(text: str) -> bool:
    """Whether ``text`` (a cleaned line) is a wrapper's verdict that something it ran failed
    (:data:`_WRAPPER_VERDICTS`: ``ruff.....Failed``, ``py311: FAIL code 1 (…)``, ``nox > Session
    tests failed.``)."""
    stripped = text.rstrip()
    return any(failed.search(stripped) is not None for _tool, _passed, failed in _wrapper_verdicts())


def wrapper_passed(texts: dict[int, str]) -> int:
    """The number of the last line of ``texts`` (1-based line → cleaned text, the end of a log) that
    is a wrapper's passing verdict (:func:`wrapper_verdict`) when no line of ``texts`` is that
    wrapper's failure verdict (:func:`wrapper_failed`); ``0`` when none is. A wrapper (pre-commit,
    tox, nox) fails its run when one thing it ran failed and goes on with the rest, so its last verdict
    settles the run only without a failure verdict of its own: then the error words of what it ran
    (a hook named ``check error handling``, tox echoing ``echo 'error checks disabled'``) were no
    failure."""
    found = 0
    for _tool, passed, failed in _wrapper_verdicts():
        last = max((number for number, text in texts.items() if passed.search(text.rstrip())), default=0)
        if last > found and not any(failed.search(text.rstrip()) for text in texts.values()):
            found = last
    return found


_RUN_VERDICT = re2.compile(
    r"(?i)^(?:[\w.-]+\s+){0,2}?(?:build|compilation|checks?|tests?|lint(?:ing)?|run|job|pipeline)"
    r"\s+(?:complete|completed|finished|succeeded|successful|passed|ok)\b[.!]?(?:\s*[:(,-]\s*\S.*)?$"
    r"|^all\s+(?:\d+\s+)?(?:checks|tests|specs|cases|jobs|steps|targets)\s+(?:passed|succeeded|ok)\b[.!]?"
    r"(?:\s*[:(,-]\s*\S.*)?$"
    r"|^(?:\d+\s+[a-z()]+(?:\s*[,;]\s*|\s+and\s+))*\d+\s+[a-z()]+\.?$",
    re2_options(),
)
"""A run's own verdict in no one tool's form, as a build script or a ``Makefile`` echoes it last:
``Build complete``, ``Build finished: 0 errors, 2 warnings``, ``All 12 checks passed``, ``Tests
passed.``, or a bare tally (``0 errors, 2 warnings``, ``12 passed, 0 failed``); what a tally counts is
judged by :func:`run_verdict`."""

_NEGATION = re2.compile(r"(?i)\b(?:not|no|never|none)\b|n't\b", re2_options())
"""A word that turns a verdict round: ``Not all tests passed``, ``Build never completed``."""


def run_verdict(text: str) -> bool:
    """Whether ``text`` (a cleaned line) is a run's generic passing verdict (:data:`_RUN_VERDICT`)
    that counts no failure: once its zero counts are masked (``0 errors``, :data:`_ZERO_COUNT`) no
    failure word is left (:func:`failure_word`), so ``Build finished with errors`` and ``Build
    finished: 2 errors`` are none, and a bare tally must count a zero failure. Weaker than a tool's
    verdict (:func:`passing_verdict`): anyone can echo it, so it settles a plain log only over
    generic failure words (see :meth:`ci_triage.logs.analyse.Analyser._failing_without_marker`)."""
    stripped = text.strip()
    if _RUN_VERDICT.search(stripped) is None:
        return False
    masked = _ZERO_COUNT.sub(" ", stripped)
    if failure_word(masked) or _NEGATION.search(masked) is not None:
        return False
    return stripped[:1].isalpha() or masked != stripped


_HANDLED = re2.compile(
    r"(?i)(?:[,;]|\s[-–—]+)\s*(?:[\w'-]+\s+){0,4}?(?:(?:falling|fall) back\b|using (?:the )?defaults?\b"
    r"|continuing\b|skipping\b|ignoring\b)[^,;]*$"
    r"|;\s*(?:[\w'-]+\s+){0,3}?disabled[.!]?$",
    re2_options(),
)
"""A message's last clause saying that what it reports was handled and the run went on: ``Could not
reach cache server, falling back to local build``, ``API_URL is not set, using default
http://localhost:8080``, ``no remote branch, continuing``, ``config.yml not found - skipping``,
``SENTRY_DSN missing; error reporting disabled`` (the clause after a semicolon)."""
HANDLED_SPAN = 5
"""How many lines above a handling line with no failure word of its own it covers: the message it
handles (git's ``fatal:`` pair, a blank line and its two lines of ``Please make sure…`` advice)."""


def handled_lines(texts: dict[int, str]) -> set[int]:
    """The line numbers of ``texts`` (1-based line → cleaned text) whose failure words a message
    says were handled (:data:`_HANDLED`): the handling line itself and, when it holds no failure word
    (``no remote branch, continuing`` after ``fatal: Could not read from remote repository.``), the
    :data:`HANDLED_SPAN` lines above it, up to an earlier handling line. One pass over ``texts``."""
    found: set[int] = set()
    for number, text in texts.items():
        if _HANDLED.search(text.strip()) is None:
            continue
        found.add(number)
        if failure_word(failure_text(text)):
            continue
        for above in range(number - 1, max(number - HANDLED_SPAN, 1) - 1, -1):
            if above in found:
                break
            found.add(above)
    return found


def job_passed(text: str) -> bool:
    """Whether ``text`` (a cleaned line) is the CI system's own verdict that the whole job passed."""
    return _JOB_PASSED.search(text.strip()) is not None


_EXITED_ZERO = re2.compile(r"(?i)(?:^|\s)(?:exit(?:ed with)? (?:code|status)|returned exit code) 0\.?$", re2_options())


def exited_zero(text: str) -> bool:
    """Whether ``text`` (a cleaned line) ends by reporting exit status 0: a wrapper's ``exit status
    0`` after the command it ran, ``Process exited with code 0`` (the forms of the plain log's exit
    marker, :data:`ci_triage.logs.first_pass.RUNNER_EXIT_LINE`). As a plain log's last line it is the
    logged command's own verdict: it passed, whatever it printed before (a crash that a pipe without
    ``pipefail`` hid: ``node oom.js | tail -5``)."""
    return _EXITED_ZERO.search(text.strip()) is not None


def passing_test(text: str) -> bool:
    """Whether ``text`` (a cleaned line) reports one test that passed (or was skipped): pytest -v's
    ``PASSED``, go's ``--- PASS:``, TAP's ``ok 1``, ``✓ adds``, ``... ok``."""
    return _PASSING_TEST.search(text) is not None


_FULLY_COVERED = re2.compile(
    r"^\S+:\d+:\s+\S+\s+100(?:\.0+)?%\s*$"
    r"|^\s*[^|\s][^|]*(?:\|\s*100(?:\.0+)?\s*){4}\|\s*\|?\s*$",
    re2_options(),
)
"""A coverage report's row of a file or function the tests ran whole: ``go tool cover -func``'s
``github.com/acme/gocalc/calc/calc.go:3:	Add		100.0%`` (go 1.19), istanbul's text table row
(jest, c8, nyc) at 100 in its four columns with no ``Uncovered Line #s`` (`` util.js |  100 |  100 |
 100 |  100 |``)."""


def fully_covered(text: str) -> bool:
    """Whether ``text`` (a cleaned line) is a coverage report's row of a file or function every
    statement of which ran (:data:`_FULLY_COVERED`): it names a place where nothing is to be done."""
    return _FULLY_COVERED.search(text) is not None


_STARTING_TEST = re2.compile(
    r"^\s*(?:=== (?:RUN|CONT|PAUSE|NAME) +\S|\[ RUN +\] \S|Start +\d+: \S)|^[\w./-]+\.py::\S+ ?$", re2_options()
)
"""A test runner's line saying one test starts (go test ``-v``'s ``=== RUN   TestAdd``, ``=== CONT``;
GoogleTest's ``[ RUN      ] Calc.Adds``; ctest's ``    Start 2: test_other``; pytest -v's node id
alone, ``tests/test_slow.py::test_wait_for_queue ``, which it prints as the test starts and ends
with the outcome once it ran)."""


def starting_test(text: str) -> bool:
    """Whether ``text`` (a cleaned line) says one test starts (:data:`_STARTING_TEST`): what follows
    is that test's output, and a log that ends on it was cut short before the test's verdict."""
    return _STARTING_TEST.search(text) is not None


_BARE_PROGRESS = re2.compile(r"^[sxX]*\.[.sxX]*$", re2_options())
"""A line of progress characters alone (``.``, ``..s``), with no ``[ 50%]`` after it: unittest's
dots, or a program's own output inside a failed test's report (minitest's ``Expected "" to include
…`` below the ``.`` the command printed)."""


def names_passing_test(text: str) -> bool:
    """Whether ``text`` (a cleaned line) is a :func:`passing_test` line that says so by more than
    bare progress characters (:data:`_BARE_PROGRESS`): a line that may sit inside a failed test's
    own output is not taken for passing work."""
    return passing_test(text) and _BARE_PROGRESS.match(text.strip()) is None


_FAILING_TEST = re2.compile(r"^\s*(?:not ok\b|--- FAIL: |FAILED )|\bFAILED(?:\s+\[\s*\d+%\])?$", re2_options())
"""A result line of one test that failed: TAP's ``not ok 3 name``, go's ``--- FAIL: TestX``,
pytest's ``FAILED x.py::test_y`` and ``-v``'s ``x.py::test_y FAILED [ 50%]``."""


def failing_test(text: str) -> bool:
    """Whether ``text`` (a cleaned line) reports one test that failed (:data:`_FAILING_TEST`): no
    passing test's output, whatever result line follows it."""
    return _FAILING_TEST.search(text.rstrip()) is not None


_IGNORED_BY_MAKE = re2.compile(r"^make(?:\[\d+\])?: \[[^\]]*\] Error \d+ \(ignored\)$", re2_options())
"""GNU make's report of a failed recipe line it was told to ignore (a ``-`` prefix, or ``make -i``):
``make: [Makefile:2: all] Error 1 (ignored)``; make goes on ("Errors in Recipes", GNU make manual)."""


def ignored_by_make(text: str) -> bool:
    """Whether ``text`` (a cleaned line) is GNU make's report of a failed recipe line it ignored
    (:data:`_IGNORED_BY_MAKE`): what that line printed before it (``rm: cannot remove 'x'``) is no
    failure of the run either."""
    return _IGNORED_BY_MAKE.search(text.strip()) is not None


_WARNING_DIAGNOSTIC = re2.compile(
    r"^\S+:\d+(?::\d+)?:? (?:[A-Z]+\d+ )?(?P<severity>warning|info|style|note)(?:\[[^\]]*\])?: \S", re2_options()
)
"""A one-line diagnostic of a severity below error, opened by its location: gcc and clang's
``main.c:3:5: warning: unused variable 'err'`` (GCC manual, "Diagnostic Message Formatting
Options"), hadolint's ``Dockerfile:1 DL3007 warning: Using latest is prone to errors ...``
(its ``tty`` format: location, rule code, severity ``error|warning|info|style``)."""
_LEVEL_WORD_WARNING = re2.compile(r"(?:^|\s)\S+: WARNING: \S|^WARNING -  \S|^WARNING +`", re2_options())
"""A warning a documentation or packaging tool prints with its level in capitals: Sphinx's
``docs/usage.rst:4: WARNING: undefined label: 'x'`` and, for a whole file, ``docs/install.rst:
WARNING: document isn't included in any toctree`` (after ``checking consistency...`` on the same
line), MkDocs' ``WARNING -  Doc file 'index.md' contains a link ...`` (its log format: the level, a
dash, two spaces) and twine check's ``WARNING  `long_description` missing.`` (checked on Sphinx
8.2, MkDocs 1.6.1 and twine 6.1's output: /work/trial-35/logs)."""
_LISTED_WARNING = re2.compile(r"^\s+\d+:\d+\s+warning\s+\S", re2_options())
"""A warning listed under its file's name, opened by its line and column: yamllint's standard
format (``  1:1       warning  missing document start "---"  (document-start)``, checked on yamllint's
output) and ESLint's ``stylish`` one (``  3:7  warning  'x' is assigned a value but never used
no-unused-vars``). One line each: the next one is the next diagnostic."""
_SEVERITY_RANK = {"style": 0, "info": 1, "note": 1, "warning": 2, "error": 3}
"""Severities from the lowest: shellcheck's ``gcc`` format says ``note`` for its ``info``."""
_FAILURE_THRESHOLDS: dict[str, tuple[str, tuple[str, ...]]] = {
    "hadolint": ("info", ("--failure-threshold", "-t")),
    "shellcheck": ("style", ()),
    "yamllint": ("error", ()),
    "sphinx": ("none", ()),
    "mkdocs": ("none", ()),
    "twine-check": ("none", ()),
}
"""The tools whose exit status depends on their findings' severity: catalogue name → (the lowest
severity that fails the run by default, the options that set it). hadolint fails at ``info`` unless
``--failure-threshold``/``-t`` says ``error``, ``warning``, ``style``, ``ignore`` or ``none``
(``hadolint --help``, 2.15.1, and checked on its exit status); shellcheck exits 1 whenever it prints
a finding, ``-S``/``--severity`` only choosing which it prints (its man page, "RETURN VALUES").
yamllint fails on an error only, or on a warning too with ``--strict``/``-s`` (:data:`_STRICT_FLAGS`;
checked on yamllint 1.29.0's exit status: 0, then 2). A threshold set in a configuration file or the
environment (``.hadolint.yaml``'s ``failure-threshold``, ``HADOLINT_FAILURE_THRESHOLD``) does not show
in the log: the default holds."""
_STRICT_FLAGS: dict[str, tuple[str, tuple[str, ...]]] = {
    "yamllint": ("warning", ("--strict", "-s")),
    "sphinx": ("warning", ("-W", "--fail-on-warning")),
    "mkdocs": ("warning", ("--strict", "-s")),
    "twine-check": ("warning", ("--strict",)),
}
"""The tools whose flag (no value) lowers the severity that fails the run: catalogue name → (that
severity, the flags). Sphinx fails on no warning (nor on a message it logs as ``ERROR``) unless
``-W``/``--fail-on-warning`` (sphinx-build's manual page), MkDocs unless ``--strict``/``-s`` (or
``strict: true`` in ``mkdocs.yml``, which the log shows only by MkDocs' ``Aborted with N warnings
in strict mode!``), ``twine check`` unless ``--strict`` (it says ``PASSED with warnings``). A
short flag counts inside a group of short flags too (``sphinx-build -nW``), and as the value of a
variable the command sets (``make html SPHINXOPTS="-W --keep-going"``)."""
_NEVER = len(_SEVERITY_RANK)
"""A rank above every severity's: the threshold no finding reaches (hadolint's ``ignore`` and ``none``)."""
_CMAKE_WARNING = re2.compile(r"^CMake (?:Deprecation )?Warning(?: \(dev\))?(?: at \S.*)?:$", re2_options())
"""The head of a CMake warning: ``CMake Warning at CMakeLists.txt:5 (message):``, ``CMake Warning
(dev) at ...:``, ``CMake Deprecation Warning at ...:``; its message follows on lines indented by two
spaces (``message(WARNING ...)``, CMake's ``cmake::IssueMessage``)."""
_BOX_OPEN, _BOX_SIDE, _BOX_CLOSE = "╷", "│", "╵"
"""The frame of a Terraform diagnostic (``terraform`` 0.15 and later): ``╷``, then each line opened by
``│`` (the first one ``│ Warning: summary`` or ``│ Error: summary``), then ``╵``."""


def warning_lines(texts: dict[int, str], *, known_thresholds: bool = False, findings: Collection[int] = ()) -> set[int]:
    """The line numbers (keys of ``texts``: 1-based line → cleaned text) of diagnostics whose severity
    is below error, with the lines of their message: a one-line diagnostic (:data:`_WARNING_DIAGNOSTIC`)
    that the tool of the command line above it (:func:`_command`) does not fail on
    (:data:`_FAILURE_THRESHOLDS`: ``$ hadolint Dockerfile`` fails on a warning, ``$ hadolint
    --failure-threshold error Dockerfile`` does not, nor ``hadolint/hadolint-action`` given
    ``failure-threshold: error``: :func:`_action_input`), a warning listed under its file
    (:data:`_LISTED_WARNING`: yamllint's, failing with ``--strict``: :data:`_STRICT_FLAGS`; ESLint's),
    a warning with its level in capitals (:data:`_LEVEL_WORD_WARNING`: Sphinx's, failing with ``-W``,
    MkDocs', with ``--strict``, twine check's, with ``--strict``) or a CMake warning
    (:data:`_CMAKE_WARNING`), each with the indented lines after it (gcc's quote of the source line
    and its caret, CMake's message), a Terraform diagnostic framed by ``╷ … ╵`` whose first line
    says ``Warning:``. A warning says what might go wrong, not that the run failed: its words
    (``Using latest is prone to errors``, ``Unable to open CLI configuration file``, ``LibFoo not
    found``) are no failure evidence. A gap in the line numbers ends a block. With
    ``known_thresholds`` only the warnings under a command of a tool of
    :data:`_FAILURE_THRESHOLDS` are found, whose failing severity the table knows (a warning of
    cppcheck, which ``--error-exitcode`` fails on, is left alone). ``findings``: the numbers of
    lines a linter's skill reads as its finding (:func:`ci_triage.logs.analyse`'s reading of a log
    without an exit marker): above the first command line, which would name the tool and its
    threshold, such a line is that linter's finding, not a compiler's warning (lintr's
    ``R/stats.R:14:10: style: [assignment_linter] …`` pasted alone: a lint fails a lint step)."""
    inside: set[int] = set()
    block = False
    box: list[int] = []
    box_warning = False
    threshold, options = _NEVER, ()
    judged = not known_thresholds
    commanded = False  # a command line above told the tool, and its threshold
    for number, gap in with_gaps(texts):
        text = texts[number]
        stripped = text.strip()
        if gap:
            block, box = False, []
        command = _command(stripped)
        if command is not None:
            commanded = True
            threshold, options = _failure_threshold(command)
            judged = not known_thresholds or _known_threshold(command)
        elif options and (level := _action_input(stripped, options)) is not None:
            threshold = _SEVERITY_RANK.get(level.lower(), _NEVER)
        if not judged:
            continue
        if block and (not stripped or text[:1].isspace()):
            inside.add(number)
            continue
        block = False
        if box:
            box.append(number)
            if stripped.startswith(_BOX_SIDE):
                box_warning = box_warning or (len(box) == 2 and stripped[1:].strip().startswith("Warning:"))
                continue
            if stripped == _BOX_CLOSE and box_warning:
                inside.update(box)
            box = []
        if stripped == _BOX_OPEN:
            box, box_warning = [number], False
        elif _CMAKE_WARNING.search(stripped) is not None:
            block = True
            inside.add(number)
        elif _LISTED_WARNING.search(text) is not None or _LEVEL_WORD_WARNING.search(stripped) is not None:
            if _SEVERITY_RANK["warning"] < threshold:
                inside.add(number)
        elif (diagnostic := _WARNING_DIAGNOSTIC.search(stripped)) is not None:
            found = not commanded and number in findings
            block = not found and _SEVERITY_RANK[str(diagnostic.group("severity"))] < threshold
            if block:
                inside.add(number)
    return inside


_RUN_LINE = "Run "
"""How a GitHub Actions step's ``##[group]`` line reads once cleaned: ``Run hadolint Dockerfile``."""


def _command(text: str) -> str | None:
    """The command of ``text`` (a stripped, cleaned line) when it is a command line: after a shell
    prompt or ``set -x`` trace (``$ hadolint Dockerfile``, ``+ shellcheck build.sh``) or a GitHub
    Actions step's ``Run`` line; ``None`` for any other line."""
    prompt = _PROMPT.match(text)
    if prompt is not None:
        return text[prompt.end() :]
    if text.startswith(_RUN_LINE):
        return text[len(_RUN_LINE) :]
    return None


@lru_cache(maxsize=256)
def _failure_threshold(command: str) -> tuple[int, tuple[str, ...]]:
    """The rank (:data:`_SEVERITY_RANK`) of the lowest severity whose finding makes ``command``
    fail, and the options that set it: the threshold of the first tool of
    :data:`_FAILURE_THRESHOLDS` it runs, as its options set it (``--failure-threshold error``,
    ``--failure-threshold=error``, ``-t error``), else :data:`_NEVER` and no option (a warning
    fails no other tool). Kept for the last few commands: every warning check of a step reads them."""
    for tool in identify_tools([command]):
        if tool.name not in _FAILURE_THRESHOLDS:
            continue
        default, options = _FAILURE_THRESHOLDS[tool.name]
        level = default
        words = command.split()
        strict, flags = _STRICT_FLAGS.get(tool.name, (default, ()))
        if any(_sets_flag(word, flags) for word in words):
            level = strict
        for index, word in enumerate(words):
            name, equals, value = word.partition("=")
            if name in options:
                level = value if equals else (words[index + 1] if index + 1 < len(words) else level)
        return _SEVERITY_RANK.get(level.lower(), _NEVER), options
    return _NEVER, ()


_SHORT_FLAGS = re2.compile(r"^-[A-Za-z]+$", re2_options())
"""A group of short flags without values: ``-nW``."""


def _sets_flag(word: str, flags: tuple[str, ...]) -> bool:
    """Whether ``word`` (a word of a command line) sets one of ``flags``: the flag itself, a short
    one inside a group of short flags (``-nW`` sets ``-W``), either one as a variable's quoted value
    (``SPHINXOPTS="-W``, ``SPHINXOPTS=-W``)."""
    word = word.rpartition("=")[2].strip("\"'")
    if word in flags:
        return True
    short = [flag[1] for flag in flags if len(flag) == 2 and flag[0] == "-" and flag[1] != "-"]
    return bool(short) and _SHORT_FLAGS.search(word) is not None and any(letter in word[1:] for letter in short)


@lru_cache(maxsize=256)
def _known_threshold(command: str) -> bool:
    """Whether ``command`` runs a tool of :data:`_FAILURE_THRESHOLDS`."""
    return any(tool.name in _FAILURE_THRESHOLDS for tool in identify_tools([command]))


def _action_input(text: str, options: tuple[str, ...]) -> str | None:
    """The value of ``text`` (a stripped, cleaned line) when it is an input of the action whose
    ``Run owner/name@ref`` line is above it, named as one of ``options`` without its dashes: the
    runner prints the step's ``with:`` inputs under that line (``failure-threshold: error`` for
    ``hadolint/hadolint-action``); ``None`` for any other line."""
    name, separator, value = text.partition(": ")
    if separator and value and f"--{name}" in options:
        return value.strip()
    return None


def xtrace(text: str) -> bool:
    """Whether ``text`` (a cleaned line) is a command line bash's ``set -x`` traced (:data:`_XTRACE`):
    the command, not its output, so no failure evidence whatever it names (``+ echo "error: x"``,
    ``+ grep -c FAILED results.txt``); what it printed is on the lines after it. A banner framed
    by runs of ``+`` on both sides (:data:`_BANNER_END`) is output, not a trace."""
    return _XTRACE.search(text) is not None and _BANNER_END.search(text) is None


def failure_text(text: str) -> str:
    """``text`` (a cleaned line) as failure evidence: ``""`` for a passing test's line, a passing
    verdict (a tool's or a wrapper's, :func:`wrapper_verdict`), an error make ignored or a ``set -x``
    trace of a command (:func:`xtrace`); otherwise the line with every zero count replaced by a space."""
    if passing_test(text) or passing_verdict(text) or job_passed(text) or ignored_by_make(text):
        return ""
    if wrapper_verdict(text):
        return ""
    if xtrace(text):
        return ""
    return _ZERO_COUNT.sub(" ", text)


_FAILURE_WORD = re2.compile(f"{STRONG}|{WEAK}", re2_options())
_WORD_RUN = re2.compile(r"[A-Za-z0-9_]+", re2_options())
_QUOTED_TOKEN = re2.compile(r"'[^'\s]+'|\"[^\"\s]+\"|`[^`\s]+`", re2_options())
"""A single token in quotes: a name the line cites (``unused variable 'failed'``)."""
_JOINERS = "-./"
"""Characters that join the parts of a name: package names (``error-chain``), versions and file names
(``errors.ts``, ``failure-1.0.0-py3-none-any.whl``), paths (``CMakeFiles/app.dir``)."""


def _name_part(text: str, start: int, end: int) -> bool:
    """Whether the run of word characters ``text[start:end]`` is part of a name: a lowercase run
    (a capital, as in ``TypeError`` or ``ERROR``, is a word of its own) that holds ``_``
    (``error_handler``), that a joiner links to another run of word characters (``error-chain``,
    ``src/errors.ts``), or whose failure word is glued after other letters (``thiserror``)."""
    run = text[start:end]
    if run != run.lower():
        return False
    if "_" in run:
        return True
    before = start >= 2 and text[start - 1] in _JOINERS and text[start - 2].isalnum()
    after = end + 1 < len(text) and text[end] in _JOINERS and text[end + 1].isalnum()
    if before or after:
        return True
    word = _FAILURE_WORD.search(run)
    return word is not None and word.start() > 0


_PROMPT = re2.compile(r"^\s*(?:[$#>]|\+{1,2})\s+", re2_options())
"""A shell prompt or ``set -x`` trace before a command: ``$ make``, ``+ gcc ...``."""
_OPTION = re2.compile(r"(?:^|\s)(?P<option>--?[A-Za-z]\S*)(?:\s+(?P<value>[^\s-]\S*))?", re2_options())
"""An option of a command line (``-Werror``, ``--noEmitOnError``, ``-DCMAKE_COMPILE_WARNING_AS_ERROR=ON``)
and the word after it (the value of ``-W error::DeprecationWarning``, ``-o error.o``, or an argument)."""


@cache
def _command_words() -> frozenset[str]:
    """The words that start a command of the tool catalogue (:mod:`ci_triage.logs.tools`):
    ``gcc``, ``cmake``, ``npx``, ``python``, ``make``..."""
    return frozenset(words[0] for words in load_catalogue().by_command())


def command_options(text: str) -> list[tuple[int, int]]:
    """The spans (start, end offsets in ``text``, a cleaned line) of the options of a command line
    and of the word after each: ``text`` is a command line when its first word (after a ``$``/``+``
    prompt; a path's basename) starts a catalogue tool's command and an option follows it, as make
    and ``set -x`` echo the commands they run (``gcc -Wall -Werror -c error.c -o error.o``). Such a
    line names settings and files; a failure is in what the command printed. ``[]`` for any other
    line (``npm error code E404``, ``gcc: error: ...``)."""
    prompt = _PROMPT.match(text)
    start = prompt.end() if prompt else len(text) - len(text.lstrip())
    first = text[start:].split(None, 1)[0] if text[start:].strip() else ""
    if first.rsplit("/", 1)[-1] not in _command_words():
        return []
    spans: list[tuple[int, int]] = []
    for match in _OPTION.finditer(text, start + len(first)):
        spans.append(match.span(1))
        if match.group("value"):
            spans.append(match.span(2))
    return spans


def without_names(text: str) -> str:
    """``text`` (a cleaned line) with every name in it (see :func:`_name_part`, single tokens in
    quotes, and a command line's options: :func:`command_options`) replaced by spaces of the same
    length."""
    return _without_name_parts(_without_cited_tokens(text))


def _without_cited_tokens(text: str) -> str:
    """``text`` with a command line's options and their values (:func:`command_options`) and single
    tokens in quotes replaced by spaces of the same length."""
    for start, end in command_options(text):
        text = text[:start] + " " * (end - start) + text[end:]
    return _QUOTED_TOKEN.sub(lambda match: " " * len(match.group()), text)


def _without_name_parts(text: str) -> str:
    """``text`` with every run of word characters that is part of a name (:func:`_name_part`)
    replaced by spaces of the same length."""
    parts = [(match.start(), match.end()) for match in _WORD_RUN.finditer(text) if _name_part(text, *match.span())]
    if not parts:
        return text
    pieces: list[str] = []
    position = 0
    for start, end in parts:
        pieces += [text[position:start], " " * (end - start)]
        position = end
    pieces.append(text[position:])
    return "".join(pieces)


def failure_word(text: str) -> bool:
    """Whether ``text`` (a cleaned line, its zero counts masked: :func:`failure_text`) holds a
    generic failure word outside the names it cites (:func:`without_names`). Masking a whole run of
    word characters never makes a failure word (its neighbours are no word characters, and the
    vocabulary's words are separated by single spaces), so a line with none once its cited tokens are
    masked is settled without looking at its names, as most lines are."""
    text = _without_cited_tokens(text)
    if _FAILURE_WORD.search(text) is None:
        return False
    return _FAILURE_WORD.search(_without_name_parts(text)) is not None


_BANNER = re2.compile(r"^=+ (?P<title>\S.*?) =+$", re2_options())
"""pytest's section banner: ``=== FAILURES ===``, ``=== PASSES ===``, ``=== short test summary info ===``."""


def pytest_banner(text: str) -> str | None:
    """The title of pytest's section banner ``text`` (a cleaned line): ``PASSES`` of ``=== PASSES
    ===``; ``None`` when the line is no banner."""
    banner = _BANNER.search(text.strip())
    return None if banner is None else str(banner.group("title"))


def passing_reports(texts: dict[int, str], every_banner: Sequence[range] = ()) -> set[int]:
    """The line numbers (keys of ``texts``: 1-based line → cleaned text) inside pytest's ``PASSES``
    section: from its banner to the next banner, among consecutive lines read (a gap in the line
    numbers ends the section, since the next banner may be in it) — unless both sides of the gap
    are in one range of ``every_banner``, ranges of lines whose every ``PASSES`` banner and the
    banner that ends each one's section are among ``texts`` (a step too long to read whole, scanned
    for them: :func:`ci_triage.logs.pytest_banners.step_banners`).
    Every line there is a passing test's report; its ``____ test_hello ____`` header names no failure."""
    inside: set[int] = set()
    in_passes = False
    previous = None
    for number in sorted(texts):
        gap = previous is not None and number != previous + 1
        if gap and not any(previous in lines and number in lines for lines in every_banner):
            in_passes = False
        previous = number
        title = pytest_banner(texts[number])
        if title is not None:
            in_passes = title == "PASSES"
        elif in_passes:
            inside.add(number)
    return inside


_RSPEC_PENDING = re2.compile(r"^Pending:(?: \(Failures listed here are expected .*\))?$", re2_options())
"""The head of rspec's list of pending examples (``pending``, ``skip``, ``xit``): ``Pending: (Failures
listed here are expected and do not affect your suite's status)`` (rspec-core 3; ``Pending:`` alone in
rspec 2). Its entries are indented; the next line at the margin (``Failures:``, ``Finished in ...``)
ends it."""
_PHPUNIT_SECTION = re2.compile(
    r"^There (?:was|were) \d+ (?P<kind>[A-Za-z]+)(?: [A-Za-z]+)*:$|^(?:FAILURES!|ERRORS!|WARNINGS!|OK\b)", re2_options()
)
"""A section of PHPUnit's report: ``There was 1 risky test:``, ``There were 2 incomplete tests:``,
``There was 1 failure:`` (its kind: ``risky``, ``incomplete``, ``skipped``, ``failure``, ``error``...),
or its verdict (``ERRORS!``, ``OK, but ...``), which ends the report (``PHPUnit\\TextUI\\ResultPrinter``,
9.6; checked on PHPUnit 9.6.7's output)."""
_PHPUNIT_NOT_FAILED = frozenset({"risky", "incomplete", "skipped"})
"""PHPUnit's kinds of test that did not fail: the run passes with them (``OK, but incomplete, skipped,
or risky tests!``) unless the option of :data:`_PHPUNIT_FAIL_ON` says otherwise."""
_PHPUNIT_FAIL_ON = {"--fail-on-risky": "risky", "--fail-on-incomplete": "incomplete", "--fail-on-skipped": "skipped"}
"""The options that make PHPUnit fail its run on a kind of :data:`_PHPUNIT_NOT_FAILED` (``phpunit
--help``, 9.6; its exit status is 1 then, checked on PHPUnit 9.6.7's ``--fail-on-risky``). Their
``phpunit.xml`` attributes (``failOnRisky="true"``) do not show in the log."""


def _phpunit_failing_kinds(command: str) -> frozenset[str]:
    """The kinds of :data:`_PHPUNIT_NOT_FAILED` that ``command`` (a command line) fails on: those its
    :data:`_PHPUNIT_FAIL_ON` options name, when it runs PHPUnit; empty for any other command."""
    words = command.split()
    kinds = frozenset(_PHPUNIT_FAIL_ON[word] for word in words if word in _PHPUNIT_FAIL_ON)
    if kinds and any(tool.name == "phpunit" for tool in identify_tools([command])):
        return kinds
    return frozenset()


_TAP_DIRECTIVE = re2.compile(r"(?i)^\s*not ok\b[^#]*#\s*(?:todo|skip)", re2_options())
"""A TAP test line with a ``TODO`` or ``SKIP`` directive (case-insensitive, after ``#``): per the TAP
specification (testanything.org, version 13, "Directives") a TODO test's failure is no failure of the
run, and a skipped test did not run."""
_TAP_TODO_DIAGNOSTIC = re2.compile(r"^#\s+Failed \(TODO\) test\b", re2_options())
"""Test::More's diagnostic of a TODO test that failed: ``#   Failed (TODO) test 'name'``, then its
``#   at t/x.t line 3.`` and the comparison, each a ``#`` comment."""
_TAP_FAILED_DIAGNOSTIC = re2.compile(r"^#\s+(?:Failed test\b|Looks like )", re2_options())
"""Test::More's diagnostic of another test that failed, or its tally: what ends a TODO test's comments."""


_AUDIT_SKIPS = re2.compile(r"^Name\s+Skip Reason$", re2_options())
"""The head of pip-audit's table of the packages it could not audit (``Name  Skip Reason``, then a
rule and one row per package: ``requests  Dependency not found on PyPI and could not be audited:
requests (2.31.0)``), printed after its verdict; without ``--strict`` a skipped package fails nothing
(pip-audit 2.10.1, ``_cli.py``). A blank line ends it."""


def not_failed_reports(texts: dict[int, str]) -> set[int]:
    """The line numbers (keys of ``texts``: 1-based line → cleaned text) of reports of tests that
    ran and did not fail the run, though they read like failures: rspec's ``Pending:`` section (an
    example expected to fail shows its ``Failure/Error:``), PHPUnit's risky, incomplete and skipped
    tests (``There was 1 risky test:`` and its numbered entries), a TAP ``not ok`` line with a ``TODO``
    or ``SKIP`` directive and Test::More's ``#   Failed (TODO) test`` comments after it; and the
    packages an auditor skipped, which did not fail its run either (:data:`_AUDIT_SKIPS`: pip-audit's
    ``Dependency not found on PyPI and could not be audited`` rows). A PHPUnit kind the command line
    above fails on (``phpunit --fail-on-risky``: :data:`_PHPUNIT_FAIL_ON`) is a failure. Among
    consecutive lines read: a gap in the line numbers ends a section."""
    inside: set[int] = set()
    rspec = phpunit = tap = skips = False
    failing_kinds: frozenset[str] = frozenset()
    for number, gap in with_gaps(texts):
        text = texts[number]
        stripped = text.strip()
        if gap:
            rspec = phpunit = tap = skips = False
        if (command := _command(stripped)) is not None:
            failing_kinds = _phpunit_failing_kinds(command)
        skips = (skips and bool(stripped)) or _AUDIT_SKIPS.search(stripped) is not None
        if _RSPEC_PENDING.search(stripped) is not None:
            rspec = True
        elif rspec and stripped and not text[:1].isspace():
            rspec = False
        if (section := _PHPUNIT_SECTION.search(stripped)) is not None:
            kind = section.group("kind")
            phpunit = kind in _PHPUNIT_NOT_FAILED and kind not in failing_kinds
        if _TAP_DIRECTIVE.search(stripped) is not None or _TAP_TODO_DIAGNOSTIC.search(stripped) is not None:
            tap = True
        elif tap and (not stripped.startswith("#") or _TAP_FAILED_DIAGNOSTIC.search(stripped) is not None):
            tap = False
        if rspec or phpunit or tap or skips:
            inside.add(number)
    return inside


_LIBTEST_PASSED = re2.compile(r"^\s*test (?P<test>\S+)(?: - should panic)? \.\.\. ok$", re2_options())
"""Rust libtest's result line of a test that passed (``test tests::adds ... ok``; a
``#[should_panic]`` test's ``test more::div0 - should panic ... ok``, cargo 1.95), printed after the
test's output under ``--nocapture``: the panic it expected comes before it."""


def passed_test_names(texts: Iterable[str]) -> set[str]:
    """The names of the tests whose own result line among ``texts`` (cleaned lines) says that they
    passed (:data:`_LIBTEST_PASSED`): a test the runner reports ``ok`` did not fail, whatever it
    printed (the expected panic of a ``#[should_panic]`` test under ``cargo test -- --nocapture``
    reads as a failed test's ``thread 'more::div0' panicked at …``)."""
    return {str(found.group("test")) for text in texts if (found := _LIBTEST_PASSED.match(text)) is not None}


_GO_TEST_EVENT = re2.compile(
    r'^\{(?:"Time":"[^"]*",)?"Action":"(?P<action>[a-z-]+)","Package":"(?P<package>(?:[^"\\]|\\.)*)"'
    r',"Test":"(?P<test>(?:[^"\\]|\\.)*)"',
    re2_options(),
)
"""One event of a test in ``go test -json`` output (``cmd/test2json``: the fields come in the order
Time, Action, Package, Test, ...): its action (``run``, ``output``, ``pass``, ``fail``, ``skip``...),
package and test name."""
_TEST_PASSED = frozenset({"pass", "skip"})


def passing_test_events(texts: dict[int, str]) -> set[int]:
    """The line numbers (keys of ``texts``: 1-based line → cleaned text) of ``go test -json``
    events of a test whose last verdict among ``texts`` is ``pass`` or ``skip``: its ``run`` and
    ``output`` events (what it logged, ``--- PASS: TestX``) and its verdict. A passing test's own
    output is no evidence, whatever words it logged; a subtest is a test of its own
    (``TestX/sub``), so a parent that failed keeps its lines."""
    events: dict[int, tuple[str, str]] = {}
    verdicts: dict[tuple[str, str], str] = {}
    for number in sorted(texts):
        text = texts[number]
        if not text.startswith('{"'):
            continue
        event = _GO_TEST_EVENT.search(text)
        if event is None:
            continue
        key = (str(event.group("package")), str(event.group("test")))
        events[number] = key
        action = str(event.group("action"))
        if action in ("pass", "fail", "skip"):
            verdicts[key] = action
    return {number for number, key in events.items() if verdicts.get(key) in _TEST_PASSED}


_PASSED_CHECK = re2.compile(r"^\s+PASSED for resource: \S", re2_options())
"""checkov's verdict of one check on one resource that passed (``\tPASSED for resource:
aws_s3_bucket.data``), printed without ``--compact``'s and ``--quiet``'s leaving them out
(``checkov/common/output/record.py``; checkov 3.3.30 run here)."""
_CHECK_HEADER = re2.compile(r"^Check: \S+: \"", re2_options())
"""The check a checkov verdict below it belongs to: ``Check: CKV_AWS_24: "Ensure ..."``."""
_CHECK_DETAIL = re2.compile(r"^\s+(?:File|Calling File|Guide): \S", re2_options())
"""What checkov prints below a verdict: the resource's ``File: /main.tf:1-4``, a module's
``Calling File:``, the check's ``Guide:`` page."""


def passing_check_results(texts: dict[int, str]) -> set[int]:
    """The line numbers (keys of ``texts``: 1-based line → cleaned text) of each check a scanner
    says passed (:data:`_PASSED_CHECK`): its header right above (:data:`_CHECK_HEADER`), its
    verdict and the detail lines right below (:data:`_CHECK_DETAIL`). A passed check's resource
    is no place of the failure, though a failed check may name the same file."""
    found: set[int] = set()
    for number in sorted(texts):
        if number in found or not _PASSED_CHECK.match(texts[number]):
            continue
        found.add(number)
        if number - 1 in texts and _CHECK_HEADER.match(texts[number - 1]):
            found.add(number - 1)
        below = number + 1
        while below in texts and _CHECK_DETAIL.match(texts[below]):
            found.add(below)
            below += 1
    return found


_GO_TEST_HEADER = re2.compile(r"^=== (?:RUN|PAUSE|CONT|NAME)\s+(?P<test>\S+)\s*$", re2_options())
"""A ``go test -v`` header: the test whose output follows (``=== RUN   TestX``, ``=== CONT  TestX``
when a parallel test or a parent after its subtests resumes; ``=== NAME`` since go 1.20) or that
paused (``=== PAUSE TestX``). From ``testing``'s chatty printer (``src/testing/testing.go``),
checked on go 1.19's output."""
_GO_TEST_VERDICT = re2.compile(r"^(?P<indent>\s*)--- (?P<verdict>PASS|FAIL|SKIP): (?P<test>\S+) \(", re2_options())
"""A ``go test`` result line: ``--- PASS: TestX (0.00s)``; a subtest's is indented under its
parent's (``    --- PASS: TestX/sub (0.00s)``) and printed after it."""
_GO_PASSED = frozenset({"PASS", "SKIP"})


def go_test_line(text: str) -> tuple[str, str, bool] | None:
    """``("header", test, False)`` or ``(verdict, test, at_margin)`` for a ``go test -v`` header
    or result line (``text`` a cleaned line), ``None`` for any other line; cheap for the others."""
    stripped = text.lstrip()
    if stripped.startswith("=== "):
        header = _GO_TEST_HEADER.search(text)
        return None if header is None else ("header", str(header.group("test")), False)
    if stripped.startswith("--- "):
        verdict = _GO_TEST_VERDICT.search(text)
        if verdict is not None:
            return str(verdict.group("verdict")), str(verdict.group("test")), not verdict.group("indent")
    return None


def passing_go_tests(texts: dict[int, str]) -> set[int]:
    """The line numbers (keys of ``texts``: 1-based line → cleaned text) of the ``go test -v``
    output of tests that passed or were skipped: each line from a test's ``=== RUN`` header (or the
    ``=== CONT`` that resumes it) to the next header or result line, given to the test the header
    names, and its ``--- PASS:`` or ``--- SKIP:`` line; the test's verdict is the nearest result line
    of its name after the line (two packages may hold tests of one name). A subtest is a test of its
    own (``TestX/sub``, its header the full name), so a parent that failed keeps its own lines, and a
    subtest that failed keeps its lines though its siblings passed.

    A window of lines read may start inside a test's output, below its header: the lines from the
    start of ``texts`` or from a gap in its line numbers up to the first header or result line are
    that test's when that line is a result at the margin saying it passed (``--- PASS: TestX``: a
    top-level test passes only if its subtests did). Output after a result line and before the next
    header (the package's own: a panic's trace, ``FAIL``, ``ok``; without ``-v``, a failed test's
    output under its ``--- FAIL:`` line) belongs to no test and is kept. A passing test's output is
    no evidence, whatever words it logged (``t.Logf("error: %v", err)``); the ``go test -json``
    form is :func:`passing_test_events`."""
    owner: dict[int, str] = {}
    verdict_lines: dict[int, tuple[str, str]] = {}
    current: str | None = None
    pending: list[int] = []  # lines above the window's first header or result line
    at_start = True
    for number, gap in with_gaps(texts):
        if gap:
            current, pending, at_start = None, [], True
        line = go_test_line(texts[number])
        if line is None:
            if current is not None:
                owner[number] = current
            elif at_start:
                pending.append(number)
            continue
        kind, test, margin = line
        if at_start and margin and kind in _GO_PASSED:
            owner.update(dict.fromkeys(pending, test))
        at_start, pending = False, []
        owner[number] = test
        if kind == "header":
            current = test
        else:
            verdict_lines[number] = (kind, test)
            current = None
    passing: set[int] = set()
    nearest: dict[str, str] = {}
    for number in sorted(owner, reverse=True):
        if number in verdict_lines:
            kind, test = verdict_lines[number]
            nearest[test] = kind
        if nearest.get(owner[number]) in _GO_PASSED:
            passing.add(number)
    return passing


_GTEST_LINE = re2.compile(r"^\[ +(?P<result>RUN|OK) +\] (?P<test>\S+)", re2_options())
"""googletest's line as one test starts (``[ RUN      ] Median.OddCount``) or after it passed
(``[       OK ] Median.OddCount (0 ms)``); googletest 1.12's console output (``PrettyUnitTestResultPrinter``
in ``src/gtest.cc``), checked on trial logs of a directly-run test binary."""


def passing_gtest_tests(texts: dict[int, str]) -> set[int]:
    """The line numbers (keys of ``texts``: 1-based line → cleaned text) of googletest tests that
    passed: each line from a test's ``[ RUN      ]`` line to its ``[       OK ]`` line, when the lines
    between are all read (no gap in the numbers) and hold no other test's ``[ RUN ]``. googletest
    runs one test at a time, so what a test printed lies between the two; a test that failed ends
    with ``[  FAILED  ]`` (or never ends: a crash) and keeps its lines. One pass over ``texts``."""
    passing: set[int] = set()
    started: tuple[int, str] | None = None
    for number, gap in with_gaps(texts):
        if gap:
            started = None
        found = _GTEST_LINE.search(texts[number]) if texts[number].startswith("[ ") else None
        if found is None:
            continue
        test = str(found.group("test"))
        if found.group("result") == "RUN":
            started = (number, test)
        elif started is not None and started[1] == test:
            passing.update(range(started[0], number + 1))
            started = None
    return passing


_SPEC_PASSED = re2.compile(r"^(?P<indent>\s*)✔ \S.*? \([0-9]+\.[0-9]+ms\)(?: # \S.*)?$", re2_options())
"""node's ``spec`` reporter's line of a test that passed, with its time in fractional milliseconds
(``✔ adds items (27.621449ms)``, a subtest's indented under its suite's ``▶ math``; mocha's ``✔ adds``
prints a whole number, ``(105ms)``, and only for a slow test). node 20.20.2's
``lib/internal/test_runner/reporter/spec.js``, checked on its output."""
SPEC_DIAGNOSTIC = re2.compile(r"^(?P<indent>\s*)ℹ \S", re2_options())
"""node's ``spec`` reporter's line of a diagnostic: ``ℹ cache miss, using the fallback`` (a test's
``t.diagnostic()``, at the test's indentation) or the run's summary."""
SPEC_SUMMARY = re2.compile(r"^ℹ (?:tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) \d[\d.]*$", re2_options())
"""The first lines of the run's summary under node's ``spec`` reporter (``ℹ tests 3``, ``ℹ pass 2``,
``ℹ duration_ms 138.9``), printed right below the last test's lines: what comes from it on is the
run's (the counts, a coverage report's ``ℹ`` table), no test's."""


def passing_spec_tests(texts: dict[int, str]) -> set[int]:
    """The line numbers (keys of ``texts``: 1-based line → cleaned text) of what node's ``spec`` test
    reporter (``node --test --test-reporter=spec``) ties to a test that passed: the diagnostics
    (``t.diagnostic()``) it prints right below the test's ``✔ name (1.2ms)`` line
    (:data:`_SPEC_PASSED`), ``ℹ`` lines at the test's indentation (:data:`SPEC_DIAGNOSTIC`), up to
    the run's summary (:data:`SPEC_SUMMARY`) or a gap in the line numbers. A passing test's
    diagnostics are no evidence, whatever words they hold (``ℹ Error: getaddrinfo ENOTFOUND …`` of a
    test of a fallback).

    What a test printed (``console.log``, ``console.error``) is the child process's output, which the
    reporter prints as it arrives, at the margin and tied to no test: a test's output may come above
    an earlier test's result line (node 20 and 22 start the next test before they print the result of
    the one that ended; a file's synchronous tests all print before the first result), so the lines
    above a ``✔`` line are no evidence that that test printed them and are kept (as context, no
    evidence beside a failed test's thrown error: :mod:`ci_triage.logs.unattributed_output`). Nothing is read
    so under node's ``tap`` reporter: it prints that output and a top-level test's diagnostics in one
    form, a ``# …`` comment at the margin. One pass over ``texts``."""
    passing: set[int] = set()
    indent: str | None = None  # below a passing test's result line and its diagnostics so far
    for number, gap in with_gaps(texts):
        text = texts[number]
        if gap:
            indent = None
        if indent is not None:
            diagnostic = SPEC_DIAGNOSTIC.search(text)
            if diagnostic is not None and diagnostic.group("indent") == indent and SPEC_SUMMARY.search(text) is None:
                passing.add(number)
                continue
        found = _SPEC_PASSED.search(text) if "✔" in text else None
        indent = None if found is None else str(found.group("indent"))
    return passing


_JEST_SUITE = re2.compile(
    r"^(?P<verdict>PASS|FAIL) +(?:\S+ +)?\S+\.[cm]?[jt]sx?(?: \([\d.]+ ?m?s(?:, [\d.]+ MB heap size)?\))?$",
    re2_options(),
)
"""jest's header of a test file's report, at the margin: ``PASS src/db.test.js`` (``FAIL …`` for a
file with a failed test; a project's ``displayName`` may stand before the file, and ``--verbose``
or a slow file adds its time, ``(5.2 s)``, ``--logHeapUsage`` the heap size). jest 30's
``DefaultReporter`` (``getResultHeader`` in ``@jest/reporters``), checked on its output."""


_PYTEST_LIVE_TEST = re2.compile(r"^(?P<test>\S+::\S+?)\s*$", re2_options())
"""pytest ``-v``'s node id of a test alone on its line, its verdict not yet printed: under ``log_cli``
the test's live log records follow it (``-------- live log call --------``, ``ERROR    app:mod.py:7 …``
and a traceback ``logging.exception`` printed), and its verdict comes on a line of its own after them."""
_PYTEST_LIVE_VERDICT = re2.compile(r"^(?P<verdict>[A-Z]+)(?:\s+\[\s*\d+%\])?\s*$", re2_options())
"""pytest ``-v``'s verdict alone on its line after a test's live log records: ``PASSED   [ 14%]``
(pytest 9.2.0 with ``log_cli = true``, checked on its output)."""
_PYTEST_NOT_FAILED = frozenset({"PASSED", "SKIPPED", "XFAIL", "XPASS"})
"""pytest's verdicts of a test that did not fail (``XPASS`` fails a run only under ``strict``, with a
``FAILED`` verdict then)."""


def passing_live_logs(texts: dict[int, str]) -> set[int]:
    """The line numbers (keys of ``texts``: 1-based line → cleaned text) of what a test pytest ``-v``
    says passed logged live (``log_cli``): the lines after its node id alone on a line
    (:data:`_PYTEST_LIVE_TEST`) up to its verdict on a line of its own (:data:`_PYTEST_LIVE_VERDICT`:
    ``PASSED  [ 14%]``, or another of :data:`_PYTEST_NOT_FAILED`), both included, among consecutive
    lines (a gap in the numbers, or another node id, ends the test's output unknown). A passing test
    that logs an ``ERROR`` record and a traceback on purpose (``log.exception`` in the code a test of
    bad input runs) shows no failure: not the failed test's place. One pass over ``texts``."""
    passing: set[int] = set()
    opened: int | None = None
    for number, gap in with_gaps(texts):
        text = texts[number]
        if gap:
            opened = None
        if _PYTEST_LIVE_TEST.match(text):
            opened = number
            continue
        verdict = _PYTEST_LIVE_VERDICT.match(text)
        if verdict is not None and opened is not None:
            if verdict.group("verdict") in _PYTEST_NOT_FAILED:
                passing.update(range(opened + 1, number + 1))
            opened = None
    return passing


def passing_jest_suites(texts: dict[int, str]) -> set[int]:
    """The line numbers (keys of ``texts``: 1-based line → cleaned text) of the report of a test file
    jest says passed: the lines after its ``PASS`` header (:data:`_JEST_SUITE`) that are blank or
    indented, up to the first line at the margin (the next file's header, the run's summary) or a
    gap in the numbers. There jest prints what the file's passing tests logged, each entry under
    ``console.error`` / ``console.warn`` with its source and stack (``● Console``): a passing test's
    output, no evidence of the failure, whatever words it logged (``Error: connect ECONNREFUSED``).
    One pass over ``texts``."""
    passing: set[int] = set()
    inside = False
    for number, gap in with_gaps(texts):
        text = texts[number]
        if gap:
            inside = False
        if text[:1].isspace() or not text.strip():
            if inside:
                passing.add(number)
            continue
        found = _JEST_SUITE.match(text)
        inside = found is not None and found.group("verdict") == "PASS"
    return passing
