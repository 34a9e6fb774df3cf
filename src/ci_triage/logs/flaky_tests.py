"""Tests the failing steps' own runner reports as flaky: passed on a rerun, failed and passed, or unreliable.

A runner that runs a failed test again fails the run only for a test whose every attempt failed:
pytest-rerunfailures (``--reruns N``: ``-v``'s ``test_net.py::test_connect RERUN``, after
pytest-xdist's ``[gw0] [ 33%] `` when it runs the tests, and ``-rR``'s ``RERUN test_net.py::test_connect``
in the ``rerun test summary info`` section; pytest-rerunfailures 16.7), jest's ``jest.retryTimes(n,
{logErrorsBeforeRetry: true})`` (`` LOGGING RETRY ERRORS  websocket reconnects`` above each failed
attempt's error; jest 29) and the ``flaky`` plugin for pytest (its ``===Flaky Test Report===``:
``test_upload_retry passed 1 out of the required 1 times. Success!``; flaky 3.8). A test so rerun
that is none of the step's failed tests passed on a rerun: the job did not fail for it, but it
failed at least once, which the rerun hides and a maintainer wants to hear of. Without ``-v`` or
``-rR`` pytest prints only the progress characters (``R.RRF.``) and the count, and mocha's
``--retries`` prints nothing of a retried test that then passed: no test is named.
ctest's ``--repeat until-pass:N`` (or ``after-timeout:N``) runs a failed test again and prints each
run's result line (``1/2 Test #1: net_retry ....***Failed``, then ``    Test #1: net_retry ....
Passed`` without the count; ctest 3.25): a test with a failed run above a passing one passed on a
rerun; ``until-fail`` repeats passing runs, none of them a failure's rerun.

A failed test may be flaky by the runner's own word too: ``go test -count=3`` prints a test's
``--- FAIL: TestX`` in one run and ``--- PASS: TestX`` in another (go 1.19), and Hypothesis replays a
failing example and says when it passed (``hypothesis.errors.FlakyFailure: Hypothesis
test_roundtrip(x=594) produces unreliable results: Failed on the first call but did not on a
subsequent one``, Hypothesis 6.170; ``hypothesis.errors.Flaky: …`` before 6.100). That test did fail
the job, but running it once locally may well pass.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from ci_triage.logs.line_runs import with_gaps
from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

_RERUN = LazyRE2(
    r"^(?:\[gw\d+\] (?:\[ *\d+%\] )?)?(?:RERUN (?P<listed>\S+::\S+)\s*$|(?P<marked>\S+::\S+) RERUN\b)"
    r"|^\s*LOGGING RETRY ERRORS\s+(?P<jest>\S.*?)\s*$"
    r"|^(?P<flaky>\S+) passed \d+ out of the required \d+ times\. Success!$"
    r"|^\s+✓\s+\d+ (?:\[[^\]]+\] › )?[^\s:]+:\d+:\d+ › (?P<playwright>.+?) \(retry #\d+\) \(\d+(?:\.\d+)?m?s\)$"
)
"""A failed attempt of a test that was run again: ``-v``'s ``test_x.py::test_y RERUN`` (or its
pytest-xdist form) or ``-rR``'s ``RERUN test_x.py::test_y``; jest's ``LOGGING RETRY ERRORS  name``;
the flaky plugin's ``name passed 1 out of the required 1 times. Success!``; Playwright Test's passing
retry of a test that failed before (``  ✓  4 [chromium] › t/a.spec.js:2:1 › counts (retry #1) (1.0s)``
under ``retries``, @playwright/test 1.65.2: its tally says ``1 flaky``), the test named by its title."""
_RUNNER_WORD = {
    "listed": "pytest-rerunfailures' RERUN",
    "marked": "pytest-rerunfailures' RERUN",
    "jest": "jest's RETRY",
    "flaky": "the flaky plugin's report",
    "playwright": "Playwright's passing retry",
}
"""The words naming the evidence of each of :data:`_RERUN`'s groups, in :data:`PASSED_ON_RERUN`."""
_CTEST_RESULT = LazyRE2(r"^\s*(?P<count>\d+/\d+ )?Test +#\d+: (?P<test>\S.*?) \.*\s*(?:(?P<passed>Passed)|\*\*\*\S)")
"""ctest's result line of a test's run: ``1/2 Test #1: net_retry ....***Failed    0.01 sec``, or
without the count, a run of a test ``--repeat`` ran again: ``    Test #1: net_retry ....   Passed``
(ctest 3.25); ``passed`` set when it passed, ``count`` when it is no repeated run."""
CTEST_REPEAT = "ctest's --repeat"
"""The words naming ctest's evidence that a test failed and then passed (:func:`passed_on_rerun`)."""
_RESULT = LazyRE2(r"^\s*--- (?P<result>PASS|FAIL): (?P<test>\S+)")
"""go test's result line of a test (or subtest) run: ``--- PASS: TestConcurrentInc (0.00s)``."""
_PACKAGE_RESULT = LazyRE2(r"^(?:ok|FAIL)\s+\S+\s+(?:\d|\(cached\)|\[)")
"""go test's result line of a package, after its tests' output: ``ok  \texample.com/m/cart\t0.01s``,
``FAIL\texample.com/counter\t0.007s``, ``FAIL\texample.com/m/inv [build failed]``."""
PASSED_RUNS_SHOWN = 3
"""The passing runs of failed tests (:func:`passed_runs_of_failed_tests`) the excerpt shows at most."""
PASSED_RUN_REASON = "flaky: a failed test's run that passed"
"""The excerpt reason of a passing run of a failed test (:func:`passed_runs_of_failed_tests`)."""
_UNRELIABLE = LazyRE2(r"\b(?:FlakyFailure|Flaky): Hypothesis (?P<test>\w+)\(.*\) produces unreliable results\b")
"""Hypothesis' word that a test it replayed did not fail again (its ``FlakyFailure``, or ``Flaky``)."""
_JEST_FAILED = LazyRE2(r"^\s*● (?P<test>\S.*?)\s*$")
"""jest's heading of a failed test's report: ``  ● suite › name``."""
_JEST_FILE = LazyRE2(r"^(?:PASS|FAIL) \S")
"""jest's result line of a test file, ``PASS ./flaky.test.js``: a retry's report ends before it."""
PASSED_ON_RERUN = (
    "{tests} failed and then passed on a rerun ({evidence}): not why the job failed, "
    "but a test that fails and then passes is flaky and worth a look"
)
"""The warning naming the tests that passed on a rerun (``{tests}``, comma-separated) and the
runner's words that say so (``{evidence}``)."""
FAILED_AND_PASSED = (
    "{tests} failed in one run and passed in another in the same step (go test's `--- FAIL:` and "
    "`--- PASS:`): a flaky test, which failed the job this time; one run may pass, so run it many "
    "times (`-count`, `-race`) to reproduce it"
)
"""The warning naming the failed tests the step also reports passing (``{tests}``)."""
FAILED_EVERY_RERUN = (
    "{tests} failed on every attempt ({evidence}, then failed): a consistent failure, not an "
    "intermittent one, so re-running the job will not fix it"
)
"""The warning naming the failed tests their runner ran again that failed each time (``{tests}``, each
with its attempts where its runner marks each: ``tests/t.py::test_a (3 of 3 attempts)``) and the
runner's words (``{evidence}``)."""
ATTEMPTS = "{test} ({attempts} of {attempts} attempts)"
"""A test of :data:`FAILED_EVERY_RERUN` with the number of its attempts, all failed."""
UNRELIABLE = (
    "{tests} is flaky by Hypothesis' own word (“produces unreliable results”): the test is "
    "non-deterministic, an example that failed passed when replayed, so it may not fail again "
    "locally; look for what varies between calls (time, randomness, state shared between examples)"
)
"""The warning naming the failed tests Hypothesis calls unreliable (``{tests}``)."""


def flaky_test_notes(lines: Mapping[int, LogLine], failed: Collection[str]) -> list[str]:
    """The warnings about the tests ``lines`` (1-based line number → line read, the failing steps')
    report as flaky, in this order: those run again after a failure (:data:`_RERUN`) that are none
    of the ``failed`` test names (:data:`PASSED_ON_RERUN`, one per runner's words), the ``failed``
    tests run again that failed every attempt (:func:`failed_every_rerun`,
    :data:`FAILED_EVERY_RERUN`: no flaky test, a re-run will not fix it), the ``failed`` tests also
    reported passing (:data:`_PASSED`, :data:`FAILED_AND_PASSED`) and those Hypothesis calls
    unreliable (:data:`_UNRELIABLE`, :data:`UNRELIABLE`); each test once, in log order; ``[]`` when
    no line reports a flaky test."""
    passed = dict.fromkeys(test for test in passed_runs_of_failed_tests(lines).values() if test in failed)
    unreliable: dict[str, None] = {}
    for number in sorted(lines):
        text = lines[number].text
        if (match := _UNRELIABLE.search(text)) is not None:
            unreliable |= {test: None for test in failed if _names(match.group("test"), test)}
    rerun = passed_on_rerun(lines, failed)
    notes = [PASSED_ON_RERUN.format(tests=", ".join(tests), evidence=word) for word, tests in rerun.items()]
    for word, attempts in failed_every_rerun(lines, failed).items():
        named = (ATTEMPTS.format(test=test, attempts=count) if count else test for test, count in attempts.items())
        notes.append(FAILED_EVERY_RERUN.format(tests=", ".join(named), evidence=word))
    if passed:
        notes.append(FAILED_AND_PASSED.format(tests=", ".join(passed)))
    if unreliable:
        notes.append(UNRELIABLE.format(tests=", ".join(unreliable)))
    return notes


def failed_every_rerun(lines: Mapping[int, LogLine], failed: Collection[str]) -> dict[str, dict[str, int]]:
    """The ``failed`` tests (the step's failed test names) that ``lines`` (1-based line number → line
    read) mark as run again after a failure (:data:`_RERUN`'s ``-v`` and ``-rR`` lines of
    pytest-rerunfailures, jest's ``LOGGING RETRY ERRORS``): each failed every attempt, since a test
    that passed on one is none of the failed tests. By the runner's words → test name (as ``failed``
    names it) → its attempts, the reruns one listing marks plus the last, failed one (``-v`` and
    ``-rR`` both list each rerun: the larger count of the two), ``0`` for jest's, whose one ``LOGGING
    RETRY ERRORS`` line stands for all its retries (uncounted); in log order; ``{}`` when no failed
    test was run again."""
    counts: dict[str, dict[str, dict[str, int]]] = {}
    for number in sorted(lines):
        match = _RERUN.match(lines[number].text)
        if match is None:
            continue
        group, name = next((key, value) for key, value in match.groupdict().items() if value)
        test = next((test for test in failed if _names(name, test)), None)
        if test is not None and group in _FAILED_ATTEMPT_GROUPS:
            listing = counts.setdefault(_RUNNER_WORD[group], {}).setdefault(group, {})
            listing[test] = listing.get(test, 0) + 1
    found: dict[str, dict[str, int]] = {}
    for word, listings in counts.items():
        for listing in listings.values():
            for test, reruns in listing.items():
                attempts = reruns + 1 if word != _RUNNER_WORD["jest"] else 0
                found.setdefault(word, {})[test] = max(found.get(word, {}).get(test, 0), attempts)
    return found


_FAILED_ATTEMPT_GROUPS = frozenset({"listed", "marked", "jest"})
""":data:`_RERUN`'s groups that mark a failed attempt (not the flaky plugin's or Playwright's report of
a passing run)."""


def passed_on_rerun(lines: Mapping[int, LogLine], failed: Collection[str] = ()) -> dict[str, list[str]]:
    """The tests ``lines`` (1-based line number → line read) mark as run again after a failure
    (:data:`_RERUN`; ctest's result line of a test that passed below one where it failed,
    :data:`_CTEST_RESULT`, under ``--repeat until-pass``) that are none of the ``failed`` test
    names, by the runner's words that say so (``pytest-rerunfailures' RERUN`` →
    ``["tests/t.py::test_a"]``, :data:`CTEST_REPEAT`): each test once, in log order; ``{}`` when no
    line names a rerun test."""
    found: dict[str, dict[str, None]] = {}
    ctest_failed: set[str] = set()
    for number in sorted(lines):
        text = lines[number].text
        if (result := _CTEST_RESULT.match(text)) is not None:
            name = result.group("test")
            if not result.group("passed"):
                ctest_failed.add(name)
            elif name in ctest_failed and not any(_names(name, test) for test in failed):
                found.setdefault(CTEST_REPEAT, {})[name] = None
            continue
        match = _RERUN.match(text)
        if match is None:
            continue
        group, name = next((key, value) for key, value in match.groupdict().items() if value)
        if not any(_names(name, test) for test in failed):
            found.setdefault(_RUNNER_WORD[group], {})[name] = None
    return {word: list(tests) for word, tests in found.items()}


def repeated_passing_run(text: str) -> bool:
    """Whether ``text`` (a line) is ctest's result line of a passing run that ``--repeat`` ran again
    (:data:`_CTEST_RESULT` without the count, ``    Test #2: parse ....   Passed``): after a failed
    run (``until-pass``, ``after-timeout``), or before the last one (``until-fail``)."""
    result = _CTEST_RESULT.match(text)
    return result is not None and bool(result.group("passed")) and not result.group("count")


def passed_runs_of_failed_tests(lines: Mapping[int, LogLine]) -> dict[int, str]:
    """The result lines among ``lines`` (1-based line number → line read) of a test's run that passed
    (go test's ``--- PASS: TestX``) whose test also has a run that failed there (``--- FAIL: TestX``,
    ``go test -count=3``) before the same package's result line (:data:`_PACKAGE_RESULT`): line
    number → the test's name, in log order; ``{}`` when none."""
    packages: list[dict[int, tuple[str, str]]] = [{}]
    for number in sorted(lines):
        text = lines[number].text
        if _PACKAGE_RESULT.match(text) is not None:  # another package's test of the same name is another test
            packages.append({})
        elif (match := _RESULT.match(text)) is not None:
            packages[-1][number] = (match.group("result"), match.group("test"))
    found: dict[int, str] = {}
    for results in packages:
        failed = {test for result, test in results.values() if result == "FAIL"}
        found |= {number: test for number, (result, test) in results.items() if result == "PASS" and test in failed}
    return found


def retried_reports_of_passed_tests(texts: Mapping[int, str]) -> set[int]:
    """The line numbers (keys of ``texts``: 1-based line → cleaned text, every line read) of jest's
    report of a failed attempt (`` LOGGING RETRY ERRORS  name`` to the next such line, jest's
    ``PASS``/``FAIL`` line of a test file, or a gap in the numbers) of a test the lines never name
    as failed (jest's ``● name``), and of ctest's failed run of a test a later result line says
    passed (:func:`_ctest_failed_runs_passed_later`): the test passed on a retry, so the error and
    place it shows are no failure's."""
    failed = {
        match.group("test").replace(" › ", " ")
        for text in texts.values()
        if (match := _JEST_FAILED.match(text)) is not None
    }
    inside: set[int] = set()
    passed = False
    for number, gap in with_gaps(texts):
        text = texts[number]
        if gap or _JEST_FILE.match(text) is not None:
            passed = False
        if (match := _RERUN.match(text)) is not None and match.group("jest"):
            passed = match.group("jest") not in failed
        if passed:
            inside.add(number)
    return inside | _ctest_failed_runs_passed_later(texts)


_CTEST_RUN_END = LazyRE2(r"^\s*(?:Start +\d+: |\d+% tests passed)")
"""A ctest line that ends a test run's output: the next run's ``    Start 2: parse``, or the tally."""


def _ctest_failed_runs_passed_later(texts: Mapping[int, str]) -> set[int]:
    """The line numbers (keys of ``texts``, 1-based) of each failed run of a ctest test whose
    result line (:data:`_CTEST_RESULT`) a later one of a passing run follows (``--repeat
    until-pass``): the failed run's result line and its output below it, to the next ctest line
    that starts a run, another result line, the tally (:data:`_CTEST_RUN_END`) or a gap in the
    numbers. A run that fails after passing ones (``until-fail``) keeps its lines."""
    failed_runs: dict[str, set[int]] = {}
    inside: set[int] = set()
    current: set[int] | None = None
    for number, gap in with_gaps(texts):
        text = texts[number]
        if gap or _CTEST_RUN_END.match(text) is not None:
            current = None
        result = _CTEST_RESULT.match(text)
        if result is None:
            if current is not None:
                current.add(number)
            continue
        name = result.group("test")
        if result.group("passed"):
            inside |= failed_runs.pop(name, set())
            current = None
        else:
            current = failed_runs.setdefault(name, set())
            current.add(number)
    return inside


def _names(name: str, test: str) -> bool:
    """Whether ``name`` (as a runner's rerun line or Hypothesis names a test: ``tests/t.py::test_a``,
    ``test_a``, jest's ``suite name``) is the failed test ``test`` (``tests/t.py::test_a``, jest's
    ``suite › name``)."""
    return name == test or test.endswith("::" + name) or test.replace(" › ", " ") == name
