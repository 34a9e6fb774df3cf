"""The file a failed test is in, when the line naming it does not say: the first test file its report cites.

mocha names a failed test by its titles (``1) math`` and ``adds big numbers:``) and ``node --test`` by its
name (``not ok 1 - upper``); the file is in what follows, a stack frame (``at Context.<anonymous>
(test/math.test.js:5:39)``) or TAP's ``location: '/…/ntest/str.test.mjs:3:1'``, which
:func:`ci_triage.logs.extract.locations` reads as locations. A test's report runs from the line naming it
to the line naming the next failed test (or at most :data:`MAX_REPORT_LINES` lines); of its locations, the
first whose name follows a test file's naming convention (:data:`TEST_FILE_NAME`) is the test's file, else the
first in a test folder (:data:`TEST_FOLDER`: ``spec/support/concurrency.rb`` is a helper, below
``spec/components/mutex_spec.rb``): a frame of the code under test (``src/math.js`` above the test's own
frame) is not. A test whose report cites no test file is in the place its message names, when that is one of
the locations: cargo's ``thread 'tests::eq_port' panicked at src/main.rs:10:28:`` (a unit test lives beside
the code, in ``src/``; its report is under ``---- tests::eq_port stdout ----``, after every test's verdict line),
the file of the test's own panic or assertion.

A log-read test's line in its file is the place of that file its message names, else the first location of that
file cited in its report, read from
each line naming the test (its report's header, its verdict) to the next line naming another failed test
(or at most :data:`MAX_REPORT_LINES` lines): pytest's ``tests/test_a.py:9: AssertionError`` under
``____ test_a ____``, vitest's ``❯ src/cart.test.js:9:44`` under ``FAIL src/cart.test.js > cart > adds``,
``go test``'s ``calc_test.go:13:`` or a panic's frame under ``--- FAIL: TestMean``, cargo's ``panicked at
src/lib.rs:23:19`` under ``---- tests::clamps stdout ----``; a frame of another file (the code under test) is not.
A report's lines are read for that place whether or not the excerpt holds them (:func:`unplaced_report_lines`):
a ``--baseline``'s shorter excerpt only re-weighs lines, and takes no test's line away.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from ci_triage.logs.model import FailedTest, Location
from ci_triage.logs.re2_patterns import LazyRE2

MAX_REPORT_LINES = 200
"""Log lines after the line naming a failed test that its report may span."""

TEST_FILE_NAME = LazyRE2(
    r"(?:^|/)test_[^/]+\.py$|(?:^|/)tests\.py$|_test\.(?:py|go)$|\.(?:test|spec)\.[cm]?[jt]sx?$|(?:^|/)[^/]*Tests?\.(?:java|kt|cs|hs)$"
    r"|_spec\.rb$|_test\.rb$|\.t$|\.bats$|\.feature$|_tests?\.erl$|_SUITE\.erl$"
    r"|(?:^|/)test_[^/]+\.(?:c|cpp)$|(?:^|/)check_[^/]+\.c$|_tests?\.c$|_test\.(?:cc|cpp|cxx)$|_unittest\.cc$"
)
"""A test file's name by the naming conventions of pytest, Django (an app's ``tests.py``, which
``startapp`` creates and its test runner finds), Go, mocha/Jest/Vitest/``node --test``, JUnit, xUnit, a Haskell
test suite's main module, RSpec, Minitest and Perl (``test_x.py``, ``shop/tests.py``, ``x_test.go``, ``x.test.mjs``,
``XTest.java``, ``Tests.hs``, ``x_spec.rb``,
``t/foo.t``: ``prove`` runs ``t/*.t``, TAP::Harness's ``App::Prove`` default; EUnit's ``calc_tests.erl``, the
module ``eunit:test(calc)`` runs beside ``calc``, or a module of ``*_test`` functions named so, and Common
Test's ``calc_SUITE.erl``, the suffix ``ct_run`` requires; C's ``test_ring.c`` (cmocka's own ``tests/test_*.c``),
``check_money.c`` (Check's own convention: its manual's ``tests/check_money.c``, its sources' ``tests/check_*.c``),
``ring_test.c`` and ``ring_tests.c``, and C++'s ``ring_test.cc`` (``.cpp``, ``.cxx``: GoogleTest's CMake
quickstart's ``hello_test.cc``), ``ring_unittest.cc`` (GoogleTest's ``samples/sample1_unittest.cc``) and
``test_ring.cpp``), and the files that hold
nothing but tests by their suffix: Bats' ``cli.bats`` and a Gherkin feature file's scenarios
(``features/cart.feature``, behave's and Cucumber's)."""
TEST_FOLDER = LazyRE2(r"(?:^|/)(?:tests?|__tests__|spec|specs)/")
"""A folder of tests (``test/``, ``__tests__/``, ``spec/``): the files in it are tests or their helpers."""


def is_test_file(path: str) -> bool:
    """Whether ``path`` (``/``-separated) is a test file by its name (:data:`TEST_FILE_NAME`) or its folder
    (:data:`TEST_FOLDER`)."""
    return TEST_FILE_NAME.search(path) is not None or TEST_FOLDER.search(path) is not None


def with_test_files(tests: Sequence[FailedTest], found: Sequence[Location]) -> list[FailedTest]:
    """``tests`` with each log-read test without a file given the first test file (by its name, else its
    folder) among ``found`` (the job's locations and each later line citing one again,
    :attr:`~ci_triage.logs.extract.Places.citations`: a place two tests' reports share is in each) cited in
    its report, of its archive member: from its ``line`` (1-based
    log line) up to the next failed test's line, at most :data:`MAX_REPORT_LINES` lines; the others as they
    are. A test whose report cites none gets the file of the location its message names
    (:func:`_place_of_message`), if one does."""
    starts = [(test.member, test.log_line) for test in tests if test.log_line is not None]
    result: list[FailedTest] = []
    for test in tests:
        if test.file is not None or test.log_line is None or test.source != "log":
            result.append(test)
            continue
        later = [line for member, line in starts if member == test.member and line > test.log_line]
        end = min([*later, test.log_line + MAX_REPORT_LINES + 1])
        cited = sorted(
            (location.log_line, location.file)
            for location in found
            if location.member == test.member and test.log_line <= location.log_line < end
        )
        named = (file for _, file in cited if TEST_FILE_NAME.search(file))
        file = next(named, None) or next((file for _, file in cited if TEST_FOLDER.search(file)), None)
        place = None if file is not None else _place_of_message(test, found)
        file = file or (place.file if place is not None else None)
        result.append(test if file is None else replace(test, file=file))
    return result


def _place_of_message(test: FailedTest, found: Sequence[Location], file: str | None = None) -> Location | None:
    """The first of ``found`` (of ``test``'s archive member and, when given, of ``file``, with a line) whose
    ``file:line`` its message names, not as the start of a longer line number (``src/main.rs:1`` is not in
    ``src/main.rs:10:28``); None when no location's is."""
    message = test.message or ""
    for location in found:
        if location.member != test.member or location.line is None or file not in (None, location.file):
            continue
        place = f"{location.file}:{location.line}"
        start = message.find(place)
        while start >= 0:
            end = start + len(place)
            if end == len(message) or not message[end].isdigit():
                return location
            start = message.find(place, start + 1)
    return None


def with_test_lines(
    tests: Sequence[FailedTest], found: Sequence[Location], naming: Mapping[str, Sequence[int]]
) -> list[FailedTest]:
    """``tests`` with each log-read test that has a file and no ``line`` given the line of the first of
    ``found`` (the job's locations, with a line) of its file and archive member cited in its report (see the
    module docstring), or the line of the place of its file its message names (:func:`_place_of_message`:
    GoogleTest's ``strutil_test.cpp:3: Failure`` and Catch2's ``test_money.cpp:9: FAILED:`` print the
    assertion's place above the test's verdict, or below the test case's own place); ``naming`` maps a
    test's name to the 1-based log lines naming it (its ``log_line`` when absent). The others as they are."""
    windows = _report_windows(tests, naming)
    result: list[FailedTest] = []
    for test in tests:
        if test.file is None or not _unplaced(test):
            result.append(test)
            continue
        place = _place_of_message(test, found, test.file)
        line = place.line if place is not None else None
        for window in windows[test.name] if line is None else ():
            cited = sorted(
                (location.log_line, location.line)
                for location in found
                if location.member == test.member
                and location.file == test.file
                and location.line is not None
                and location.log_line in window
            )
            if cited:
                line = cited[0][1]
                break
        result.append(test if line is None else replace(test, line=line))
    return result


def unplaced_report_lines(tests: Sequence[FailedTest], naming: Mapping[str, Sequence[int]]) -> list[int]:
    """The 1-based log line numbers of the reports of ``tests`` that are read from the log, have a file
    and no ``line`` (those :func:`with_test_lines` places), in order: from each line naming such a test
    to the next line naming another failed test, at most :data:`MAX_REPORT_LINES` lines. Read for
    places whatever the excerpt holds, so that the lines an excerpt leaves out (a ``--baseline``'s
    shorter one, a small ``--budget``) never take a failed test's line away; ``naming`` as
    :func:`with_test_lines` has it."""
    windows = _report_windows(tests, naming)
    return sorted({number for test in tests if _unplaced(test) for window in windows[test.name] for number in window})


def _unplaced(test: FailedTest) -> bool:
    """Whether ``test`` is read from the log and has a file but no line in it."""
    return test.file is not None and test.line is None and test.source == "log"


def _report_windows(tests: Sequence[FailedTest], naming: Mapping[str, Sequence[int]]) -> dict[str, list[range]]:
    """Each test's name → the 1-based log line ranges of its report: from each line naming it (its
    ``log_line`` and those ``naming`` gives) to the next line naming another of ``tests``, at most
    :data:`MAX_REPORT_LINES` lines after it."""
    heads: dict[str, list[int]] = {}
    for test in tests:
        own = set(naming.get(test.name, ()))
        if test.log_line is not None:
            own.add(test.log_line)
        heads[test.name] = sorted(own)
    every = sorted({(line, name) for name, lines in heads.items() for line in lines})
    windows: dict[str, list[range]] = {}
    for name, own in heads.items():
        windows[name] = []
        for head in own:
            later = [at for at, other in every if at > head and other != name]
            windows[name].append(range(head, min([*later, head + MAX_REPORT_LINES + 1])))
    return windows
