"""A test file listed as failed whose tests the runner reports skipped: a hook failed, it loaded.

vitest reports a file-level hook that threw (``beforeAll``, ``afterAll`` outside any ``describe``)
as it reports a file that did not load: ``FAIL  hooks/setup.test.ts [ hooks/setup.test.ts ]``
under ``Failed Suites 1`` (vitest 2.1.9, 3.2.7 and 4.1.12 alike, trial 92). The file did load: its
tests were collected and then skipped, which the run's list of files shows and a file that did
not load never has (vitest 4.1.12's ``❯ hooks/setup.test.ts (1 test | 1 skipped) 4ms`` against
``❯ hooks/broken.test.ts (0 test)``; the verbose reporter's ``↓ hooks/setup.test.ts > client >
uses api url``). Such a file errored outside its tests' bodies (:attr:`~ci_triage.logs.model.FailedTest.kind`
``error``), not in collection.

A ``describe`` block's hook that threw is listed there too, by its suite: ``FAIL  hooks/suite.test.js
> orders`` under ``Failed Suites 1`` (vitest 3.2.7, 4.1.12), its tests skipped and not counted failed
(``Tests  2 failed | 2 passed | 2 skipped (6)``, ``Failed Tests 2`` over the failed tests' own
``FAIL file > suite > test`` lines). It is the hook's failure, named by the suite's file and suite,
``hooks/suite.test.js > orders`` (kind ``error``), not a failed test named ``orders``
(:func:`hook_failed_suites`). A hook failure (:func:`is_hook_failure`) is listed apart from the
failed tests, which the runner's tally counts (:func:`counted_apart`); so is a jest test that errored at
a hook (:attr:`~ci_triage.logs.model.FailedTest.hook`), which jest's tally counts.

mocha lists a hook that threw as the failure itself, by a title its runner gives the hook
(mocha 10.8.2's ``lib/suite.js`` and ``lib/runner.js``): ``"before all" hook``, with the hook
function's name when it has one (``"before each" hook: loadItems``), and the test it ran for or the
suite it ran in (``for "counts items"``, ``in "{root}"``): ``1) orders db`` over ``"before all"
hook for "has three orders":`` in its list of failures, counted in its tally (``1 failing``). A
``before`` hook that threw skips the suite's tests after it; an ``after`` hook's ran. Such an entry
is the hook's failure, no failed test (:func:`mocha_hook_failures`, :func:`is_hook_entry`).
"""

from __future__ import annotations

import dataclasses
from bisect import bisect_left
from collections.abc import Mapping, Sequence

from ci_triage.logs.hook_frame import AFTER_HOOKS
from ci_triage.logs.localise import LogLine
from ci_triage.logs.model import FailedTest
from ci_triage.logs.re2_patterns import LazyRE2

_SKIPPED_IN_FILE = LazyRE2(
    r"^\s*(?:↓ (?P<test_of>\S+\.[cm]?[jt]sx?) > \S"
    r"|❯ (?P<file>\S+\.[cm]?[jt]sx?) \(\d+ tests?\b[^)]*\| \d+ skipped\))"
)
"""A line saying a test of a file was skipped: vitest's verbose ``↓ file > suite > test``, or its
file line's tally ``❯ file (1 test | 1 skipped)``."""


_SECTION_BANNER = LazyRE2(r"^⎯+ Failed (?P<listed>Suites|Tests) [0-9]+ ⎯+$")
"""vitest's banner over the suites whose own error failed them (``⎯⎯⎯ Failed Suites 1 ⎯⎯⎯``: files that
did not load, hooks that threw) or over the failed tests (``⎯⎯⎯ Failed Tests 2 ⎯⎯⎯``), each listed by
its ``FAIL`` line below it (vitest 2.1.9, 3.2.7, 4.1.12)."""


def hook_failed_suites(tests: list[FailedTest], lines: Mapping[int, LogLine]) -> list[FailedTest]:
    """``tests`` with each failed test named by a line (its ``log_line``, 1-based in ``lines``)
    under vitest's ``Failed Suites`` banner (:data:`_SECTION_BANNER`, the nearest banner above it)
    renamed ``file > suite`` (its :attr:`~FailedTest.file` before its name) and made kind ``error``:
    a ``describe`` block whose hook threw, no test. A test file listed there is left to
    :func:`hook_failed_files`; the rest as they are."""
    suites = [test for test in tests if test.log_line is not None and test.file and test.name != test.file]
    if not suites:
        return tests
    banners: list[int] = []
    listed: list[str] = []
    for number in sorted(lines):
        found = _SECTION_BANNER.match(lines[number].text)
        if found is not None:
            banners.append(number)
            listed.append(str(found.group("listed")))
    under_suites: set[int] = set()
    for test in suites:
        above = bisect_left(banners, test.log_line or 0) - 1
        if above >= 0 and listed[above] == "Suites":
            under_suites.add(id(test))
    return [
        dataclasses.replace(test, name=f"{test.file} > {test.name}", kind="error") if id(test) in under_suites else test
        for test in tests
    ]


_MOCHA_HOOK_TITLE = LazyRE2(r'"(?P<hook>(?:before|after) (?:all|each))" hook(?:$|: | for "| in ")')
"""mocha's title of a hook in a failed entry's name (``orders db "before all" hook for "has three
orders"``, ``cart "before each" hook: loadItems for "counts items"``): the hook, ``before all``."""
MOCHA_AFTER_HOOKS = ("after all", "after each")
"""The hooks mocha's titles name (:data:`_MOCHA_HOOK_TITLE`) that run after their suite's tests."""


def mocha_hook_failures(tests: list[FailedTest]) -> list[FailedTest]:
    """``tests`` with each failed entry whose name holds mocha's title of a hook
    (:data:`_MOCHA_HOOK_TITLE`: ``orders db "before all" hook for "has three orders"``) made kind
    ``error``, its :attr:`~FailedTest.hook` the hook as mocha names it (``before all``): the hook's
    failure, not a test's; the rest as they are."""
    return [
        dataclasses.replace(test, kind="error", hook=str(found.group("hook")))
        if (found := _MOCHA_HOOK_TITLE.search(test.name)) is not None
        else test
        for test in tests
    ]


def is_hook_entry(test: FailedTest) -> bool:
    """Whether ``test`` is a hook's own failure entry, named by mocha's title of the hook
    (:func:`mocha_hook_failures`: its :attr:`~FailedTest.hook` in that title), not a test that
    errored at a hook."""
    return test.hook is not None and f'"{test.hook}" hook' in test.name


def is_hook_failure(test: FailedTest) -> bool:
    """Whether ``test`` is a hook's failure rather than a failed test's: kind ``error`` and named by
    its file or by its file and suite (:func:`counted_apart`), or a test that errored at a hook
    (its :attr:`~FailedTest.hook`: jest's ``api › get user`` whose ``beforeAll`` threw), or mocha's
    entry of the hook itself (:func:`is_hook_entry`). The summary
    lists them apart from the failed tests, whichever runner reported them."""
    return test.hook is not None or counted_apart(test)


def counted_apart(test: FailedTest) -> bool:
    """Whether ``test`` is a hook's failure no runner's tally counts as a failed test: kind ``error``
    and named by its file (:func:`hook_failed_files`) or by its file and suite, ``file > suite``
    (:func:`hook_failed_suites`), its tests not run (vitest's), or jest's file whose ``afterAll``
    threw, its tests run. jest's tally counts the tests a hook failed (``Tests: 3 failed``)."""
    if test.kind != "error" or not test.file:
        return False
    return test.name == test.file or test.name.startswith(f"{test.file} > ")


@dataclasses.dataclass(frozen=True)
class HookFailures:
    """A step's hook failures (:func:`is_hook_failure`) by what each stopped, in the order of the
    tests given (:func:`hook_failures`). Each field a list, maybe empty:

    - ``entries_before`` / ``entries_after``: mocha's entries of the hooks themselves
      (:func:`is_hook_entry`), of a hook that runs before its suite's tests (``"before all"``: they
      did not run) / after them (:data:`MOCHA_AFTER_HOOKS`);
    - ``before`` / ``after``: test files or suites whose hook failed (:func:`counted_apart`), before
      their tests (vitest's: none ran) / after them (jest's ``afterAll``,
      :data:`~ci_triage.logs.hook_frame.AFTER_HOOKS`: they ran);
    - ``at_tests``: tests that errored at a hook (jest's, vitest's ``beforeEach``), which their
      runner's tally counts failed."""

    entries_before: list[FailedTest]
    entries_after: list[FailedTest]
    before: list[FailedTest]
    after: list[FailedTest]
    at_tests: list[FailedTest]


def hook_failures(tests: Sequence[FailedTest]) -> HookFailures:
    """The hook failures among ``tests`` (:func:`is_hook_failure`; the rest left out), grouped by
    what each stopped (:class:`HookFailures`): the one grouping the summary and the next step say."""
    hooks = [test for test in tests if is_hook_failure(test)]
    entries = [test for test in hooks if is_hook_entry(test)]
    apart = [test for test in hooks if counted_apart(test)]
    return HookFailures(
        entries_before=[test for test in entries if test.hook not in MOCHA_AFTER_HOOKS],
        entries_after=[test for test in entries if test.hook in MOCHA_AFTER_HOOKS],
        before=[test for test in apart if test.hook not in AFTER_HOOKS],
        after=[test for test in apart if test.hook in AFTER_HOOKS],
        at_tests=[test for test in hooks if not counted_apart(test) and not is_hook_entry(test)],
    )


def hook_failed_files(tests: list[FailedTest], lines: Mapping[int, LogLine]) -> list[FailedTest]:
    """``tests`` with each test file that failed to collect (:attr:`~FailedTest.kind` ``collection``)
    whose tests ``lines`` (a job's, 1-based) report skipped (:data:`_SKIPPED_IN_FILE`) made kind
    ``error``: it loaded and a hook outside its tests failed. The rest as they are."""
    files = {test.file for test in tests if test.kind == "collection" and test.file}
    if not files:
        return tests
    skipped: set[str] = set()
    for line in lines.values():
        found = _SKIPPED_IN_FILE.match(line.text)
        if found is not None:
            skipped.add(str(found.group("test_of") or found.group("file")))
    return [
        dataclasses.replace(test, kind="error") if test.kind == "collection" and test.file in skipped else test
        for test in tests
    ]
