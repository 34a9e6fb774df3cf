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
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ci_triage.logs.model import FailedTest, Location
from ci_triage.logs.re2_patterns import LazyRE2

MAX_REPORT_LINES = 200
"""Log lines after the line naming a failed test that its report may span."""

TEST_FILE_NAME = LazyRE2(
    r"(?:^|/)test_[^/]+\.py$|(?:^|/)tests\.py$|_test\.(?:py|go)$|\.(?:test|spec)\.[cm]?[jt]sx?$|(?:^|/)[^/]*Tests?\.(?:java|kt|cs)$"
    r"|_spec\.rb$|_test\.rb$|\.t$"
)
"""A test file's name by the naming conventions of pytest, Django (an app's ``tests.py``, which
``startapp`` creates and its test runner finds), Go, mocha/Jest/Vitest/``node --test``, JUnit, xUnit, RSpec,
Minitest and Perl (``test_x.py``, ``shop/tests.py``, ``x_test.go``, ``x.test.mjs``, ``XTest.java``, ``x_spec.rb``,
``t/foo.t``: ``prove`` runs ``t/*.t``, TAP::Harness's ``App::Prove`` default)."""
TEST_FOLDER = LazyRE2(r"(?:^|/)(?:tests?|__tests__|spec|specs)/")
"""A folder of tests (``test/``, ``__tests__/``, ``spec/``): the files in it are tests or their helpers."""


def is_test_file(path: str) -> bool:
    """Whether ``path`` (``/``-separated) is a test file by its name (:data:`TEST_FILE_NAME`) or its folder
    (:data:`TEST_FOLDER`)."""
    return TEST_FILE_NAME.search(path) is not None or TEST_FOLDER.search(path) is not None


def with_test_files(tests: Sequence[FailedTest], found: Sequence[Location]) -> list[FailedTest]:
    """``tests`` with each log-read test without a file given the first test file (by its name, else its
    folder) among ``found`` (the job's locations) cited in its report, of its archive member: from its ``line`` (1-based
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
        file = file or _place_of_message(test, found)
        result.append(test if file is None else replace(test, file=file))
    return result


def _place_of_message(test: FailedTest, found: Sequence[Location]) -> str | None:
    """The file of the first of ``found`` (of ``test``'s archive member, with a line) whose ``file:line`` its
    message names, not as the start of a longer line number (``src/main.rs:1`` is not in ``src/main.rs:10:28``);
    None when no location's is."""
    message = test.message or ""
    for location in found:
        if location.member != test.member or location.line is None:
            continue
        place = f"{location.file}:{location.line}"
        start = message.find(place)
        while start >= 0:
            end = start + len(place)
            if end == len(message) or not message[end].isdigit():
                return location.file
            start = message.find(place, start + 1)
    return None
