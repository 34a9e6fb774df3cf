"""How many tests a test runner's own summary says failed: pytest's ``=== 1 failed, 299 passed
in 0.40s ===``, prove's ``Test Summary Report`` (one entry a failed test file), vitest's ``⎯⎯ Failed
Tests 2 ⎯⎯`` header, ``node --test``'s ``# fail 400`` (TAP) or ``ℹ fail 400`` (spec), jest's
``Tests:       2 failed, 5 passed, 7 total``, cargo test's ``test result: FAILED. 3 passed; 2 failed;``.

The failed tests a log names are found line by line (:func:`ci_triage.logs.extract.failed_tests`);
the runner counted them itself. When the lines name more failed tests than the runner's tally
counts, some of what was read as a failed test was not one (a passing test's output, a report the
analysis did not tell from a failure's), and the count is no exact one; when they name fewer, a
failed test or unit went unnamed (a test file that died before any test failed, a step too long to
read whole), and the tally is the count (:attr:`ci_triage.logs.model.JobReport.failed_tests_total`,
:attr:`~ci_triage.logs.model.JobReport.failed_tests_complete`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from ci_triage.logs.re2_patterns import LazyRE2

_PYTEST_TALLY = LazyRE2(
    r"^(?:=+ )?(?P<counts>[0-9]+ [a-z]+(?:, [0-9]+ [a-z]+)*) in [0-9]+(?:\.[0-9]+)?s(?: \([0-9:]+\))?(?: =+)?$"
)
"""pytest's tally of a session (``_pytest/terminal.py``, ``summary_stats``: one ``N kind`` per
outcome joined by ``, ``, then `` in 0.40s`` and, past a minute, `` (0:01:05)``), between ``=``
rulers (``-q`` prints it bare): ``=== 1 failed, 299 passed, 2 warnings in 0.40s ===``."""
_PYTEST_FAILED_KINDS = frozenset({"failed", "error", "errors"})
"""The outcomes of pytest's tally whose tests fail the run and are listed as ``FAILED`` or ``ERROR``
(a strict ``xpassed`` test is counted as ``failed``; ``xfailed``, ``skipped`` and the rest pass)."""
_PYTEST_ENTRY_KINDS = frozenset({"FAILED", "ERROR"})
"""The words that open an entry of pytest's short test summary of a test counted as failed
(``_pytest/terminal.py``, ``short_test_summary``: ``FAILED t.py::test_a - msg``)."""
_PROVE_ENTRY = LazyRE2(r"^\S+ +\(Wstat: (?P<wstat>[0-9]+) .*\bFailed: (?P<failed>[0-9]+)\)$")
"""An entry of prove's ``Test Summary Report`` (TAP::Harness 3.44, ``TAP::Formatter::Base``): one
failed test file, its wait status and its failed tests, ``t/01-add.t (Wstat: 512 (exited 2) Tests: 3
Failed: 2)``. A file with none failed and a non-zero wait status (``t/02-div.t (Wstat: 65280 (exited
255) Tests: 0 Failed: 0)``: it died, or ran fewer tests than planned) is one failed unit; with a zero
one it is listed for another reason (``TODO passed:``) and counts none."""


_VITEST_FAILED_TESTS = LazyRE2(r"^⎯+ Failed Tests (?P<failed>[0-9]+) ⎯+$")
"""vitest's header above its failed tests' details (vitest 4, the default reporter: ``⎯⎯⎯⎯⎯⎯⎯ Failed Tests 2
⎯⎯⎯⎯⎯⎯⎯``), printed once per run before any of them: a log cut short below it still says how many
failed (its ``Tests  2 failed | 1 passed (3)`` comes last)."""
_TESTTHAT_TALLY = LazyRE2(r"^\[ FAIL (?P<failed>[0-9]+) \| WARN [0-9]+ \| SKIP [0-9]+ \| PASS [0-9]+ \]$")
"""testthat's tally of its run (testthat 3.1.6, ``summary_line``: ``[ FAIL 2 | WARN 0 | SKIP 0 | PASS 5 ]``),
indented by two spaces where R CMD check quotes the run's output. The reporter ``test_check()`` uses
under R CMD check prints it twice, above its ``══ Failed tests ══`` list and again below it (the
same text): a tally the same as testthat's last one counts nothing."""
_COUNTED_FAILURES = (
    LazyRE2(r"^(?:#|ℹ) fail +(?P<failed>[0-9]+)$"),
    LazyRE2(r"^Tests: +(?P<failed>[0-9]+) failed, "),
    LazyRE2(r"^test result: FAILED\. [0-9]+ passed; (?P<failed>[0-9]+) failed; "),
    LazyRE2(r"^[0-9]+% tests passed, (?P<failed>[0-9]+) tests? failed out of [0-9]+$"),
    LazyRE2(r"^(?P<failed>[0-9]+) failing$"),
)
"""Other runners' tallies, each its run's failed tests: ``node --test``'s summary (node 20,
``lib/internal/test_runner``: ``# fail 400`` in TAP, ``ℹ fail 400`` by the spec reporter; tape's TAP
comment ``# fail  1``), jest's ``Tests:       2 failed, 1 skipped, 5 passed, 8 total`` (its ``Test
Suites:`` line counts files), cargo test's ``test result: FAILED. 3 passed; 2 failed; 0 ignored; …``
(one per test binary: summed), ctest's ``50% tests passed, 2 tests failed out of 4`` (CMake 3.25's
``cmCTestTestHandler``: its failed, timed-out and not-run tests), mocha's ``2 failing`` (mocha 11's
spec reporter, above its numbered failures; hooks that failed count among them)."""


_PLAYWRIGHT_FAILED = LazyRE2(r"^  (?P<failed>[0-9]+) failed$")
"""Playwright Test's tally of its failed tests (the list reporter's epilogue, @playwright/test 1.65.2:
``  1 failed`` above the failed tests' list, then ``  1 flaky`` and ``  2 passed (9.0s)``), indented
by two spaces: a test run again under ``retries`` counts once, however many attempts failed."""


def _counted_failures(text: str) -> int | None:
    """The failed tests one of :data:`_COUNTED_FAILURES` counts on ``text``, None for another line."""
    for pattern in _COUNTED_FAILURES:
        tally = pattern.search(text)
        if tally is not None:
            return int(str(tally.group("failed")))
    return None


def _prove_failures(text: str) -> int | None:
    """The failed tests of one prove summary entry (:data:`_PROVE_ENTRY`), None for another line."""
    entry = _PROVE_ENTRY.search(text)
    if entry is None:
        return None
    failed = int(str(entry.group("failed")))
    return failed or (1 if int(str(entry.group("wstat"))) else 0)


def _pytest_entry(text: str) -> str | None:
    """The node id of a ``FAILED``/``ERROR`` entry of pytest's short test summary
    (``ERROR tests/t.py::test_a - KeyError: 'handle'``: ``tests/t.py::test_a``), None for another line."""
    kind, _, rest = text.partition(" ")
    if kind not in _PYTEST_ENTRY_KINDS:
        return None
    return rest.split(" - ", 1)[0] or None


def closing_failures(text: str) -> int:
    """The failed tests counted by ``text`` (a cleaned line) when it is a tally its runner prints as
    its run's last line, pytest's (:data:`_PYTEST_TALLY`: ``1 failed, 3 passed in 0.12s``, bare under
    ``-q``, or between its rulers); 0 for any other line, and for a tally that counted no failure.
    Other runners' tallies open a report of each failure or come before their totals (mocha's ``2
    failing``, vitest's ``Failed Tests 2`` header, node's ``# fail 1``): no run ends on them."""
    tally = _PYTEST_TALLY.search(text.strip())
    if tally is None:
        return 0
    counts = (part.split(" ", 1) for part in str(tally.group("counts")).split(", "))
    return sum(int(count) for count, kind in counts if kind in _PYTEST_FAILED_KINDS)


def reported_failures(texts: Iterable[str]) -> int | None:
    """The failed tests that the test runners' tallies among ``texts`` (cleaned lines of the failing
    steps) count, summed over the tallies (a step may run pytest twice); ``None`` when no line is a
    tally. pytest's ``failed`` and ``error``/``errors`` count (:data:`_PYTEST_FAILED_KINDS`); each
    entry of prove's summary counts its file's failed tests, or one for a file that failed with none
    (:func:`_prove_failures`); vitest's header counts its run's failed tests (:data:`_VITEST_FAILED_TESTS`),
    testthat's tally its run's, once however many times its reporter repeats it (:data:`_TESTTHAT_TALLY`),
    as do Playwright's tally (:data:`_PLAYWRIGHT_FAILED`) and node's, jest's, cargo's and ctest's
    summaries (:data:`_COUNTED_FAILURES`).
    pytest's tally counts reports, not tests: a test that failed and then errored at teardown is
    ``1 failed, 1 error``, listed twice in its short test summary (``FAILED t.py::test_a`` and
    ``ERROR t.py::test_a``); each node id the summaries list again counts once less, down to one
    failed test for a tally that counted any (a test's own output printing a ``FAILED …`` line a
    hundred times, under ``-s``, is not a hundred reports listed twice)."""
    total = None
    entries: Counter[str] = Counter()
    testthat = None  # testthat's last tally, whose repeat counts nothing
    for text in texts:
        entry = _pytest_entry(text.strip())
        if entry is not None:
            entries[entry] += 1
            continue
        own = _TESTTHAT_TALLY.search(text.strip())
        if own is not None:
            total = (total or 0) + (0 if text.strip() == testthat else int(str(own.group("failed"))))
            testthat = text.strip()
            continue
        whole_run = _VITEST_FAILED_TESTS.search(text.strip()) or _PLAYWRIGHT_FAILED.search(text)
        counted = int(str(whole_run.group("failed"))) if whole_run is not None else _counted_failures(text.strip())
        if counted is not None:
            total = (total or 0) + counted
            continue
        if _PYTEST_TALLY.search(text.strip()) is None:
            entry = _prove_failures(text.strip())
            total = total if entry is None else (total or 0) + entry
            continue
        total = (total or 0) + closing_failures(text)
    return None if total is None else max(total - sum(count - 1 for count in entries.values()), min(total, 1))
