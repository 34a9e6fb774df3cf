"""A test run that stopped before running every test, and what that means for the failures shown.

A test runner told to stop at the first failures says so where it stops: pytest's ``-x``
(``--exitfirst``) and ``--maxfail=N`` print ``!!!!!!!!!! stopping after 1 failures !!!!!!!!!!``
above its verdict (pytest 9.2; pytest-xdist 3.8 adds ``xdist.dsession.Interrupted: stopping after 1
failures``), a module that failed to collect counting as one, after which no other file is collected;
without them, pytest stops after collecting when a module failed to, ``Interrupted: 1 error during
collection``, and runs no test at all. jest's ``--bail`` prints nothing of its own, but its summary
counts the suites that ran of those it found, ``Test Suites: 1 failed, 1 of 3 total`` (jest 30.5;
a suite it skipped whole is counted apart, ``1 skipped``), so the rest never ran. The failures shown
are then the first ones only: the tests after them never ran, and more may fail. mocha's ``--bail``
and go test's ``-failfast`` print no such line, so no run of theirs is said to have stopped; but mocha
skips every test of a suite whose ``before all`` (or ``before each``) hook failed, listing the hook as
the failure (``1) "before all" hook for "lists orders"``), and a tally of ``0 passing`` beside such a
hook says no test ran at all (mocha 12.0.3).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

_STOPPED = LazyRE2(
    r"^(?:!+ (?:[\w.]+: )?stopping after (?P<pytest>\d+) failures? !+\s*$"
    r"|!+ Interrupted: (?P<collection>\d+) errors? during collection !+\s*$"
    r"|Test Suites: (?:(?P<jest>\d+) failed, )?(?:(?P<skipped>\d+) skipped, )?(?:\d+ passed, )?"
    r"(?P<ran>\d+) of (?P<total>\d+) total\s*$)"
)
"""A test runner's line saying it stopped before running every test: pytest's ``-x``/``--maxfail``
(``pytest``), its collection errors (``collection``), jest's summary of the suites that ran of
those it found (``jest``, ``skipped``, ``ran``, ``total``)."""
STOPPED_AFTER_FAILURES = (
    " pytest stopped after {count} (line {line}: `-x`, `--exitfirst` or `--maxfail`), so the tests after"
    " that never ran and more may fail: run the tests without `-x` or `--maxfail` to see every failure."
)
"""The advice added when pytest stopped at its ``--maxfail`` limit (``{count}``: ``1 failure``)."""
STOPPED_AT_COLLECTION = (
    " pytest stopped after collecting, at {count} (line {line}), so no test ran, not even those of the"
    " files that did collect, and more may fail once every file loads: `--continue-on-collection-errors`"
    " runs them anyway."
)
"""The advice added when pytest ran no test because a module failed to collect (``{count}``:
``1 error during collection``)."""
STOPPED_SUITES = (
    " jest stopped after {count} (line {line}: `--bail`), so {unrun} of its {total} test suites never ran and"
    " more may fail: run the tests without `--bail` to see every failure."
)
"""The advice added when jest ran only some of the suites it found (``{unrun}`` of ``{total}``)."""
_MOCHA_NONE_PASSING = LazyRE2(r"^0 passing \(\d+(?:\.\d+)?m?s\)$")
"""mocha's tally of a run in which no test passed (``0 passing (2s)``)."""
_MOCHA_BEFORE_HOOK = LazyRE2(r'^(?:\d+\) .*)?"(?P<hook>before all|before each)" hook\b')
"""mocha's name of a failed ``before`` hook, in its progress or its list of failures (``1) "before
all" hook for "lists orders"``, ``"before each" hook for "counts orders":``)."""
NO_TEST_RAN_HOOK = (
    " No test ran (line {line}: `0 passing`): the `{hook}` hook failed (line {hook_line}), and mocha skips"
    " every test of the suite whose hook failed: none of its tests ran, and they may fail too once it"
    " passes: fix the hook first."
)
"""The advice added when mocha ran no test because a ``before`` hook failed (``{hook}``: ``before all``)."""


def stopped_early_note(lines: Mapping[int, LogLine], sections: Collection[int]) -> str | None:
    """The advice for the first line of ``lines`` (1-based line number → line read) in ``sections``
    (the failing steps' indexes) that says the test runner stopped before running every test
    (:data:`_STOPPED`): :data:`STOPPED_AFTER_FAILURES`, :data:`STOPPED_AT_COLLECTION` or
    :data:`STOPPED_SUITES`, naming the count and the line; else, when mocha's tally says no test
    passed and a ``before`` hook of its failed (:func:`_hook_stopped_all`), :data:`NO_TEST_RAN_HOOK`;
    ``None`` when no line says so (jest's summary of a run whose every suite ran or was skipped whole)."""
    for number in sorted(lines):
        line = lines[number]
        if line.section not in sections or (match := _STOPPED.search(line.text.strip())) is None:
            continue
        if (failures := match.group("pytest")) is not None:
            return STOPPED_AFTER_FAILURES.format(count=_counted(int(failures), "failure"), line=number)
        if (errors := match.group("collection")) is not None:
            count = _counted(int(errors), "error") + " during collection"
            return STOPPED_AT_COLLECTION.format(count=count, line=number)
        total = int(str(match.group("total")))
        unrun = total - int(str(match.group("ran"))) - int(match.group("skipped") or 0)
        if unrun > 0:
            failed = _counted(int(match.group("jest") or 0), "failed test suite")
            return STOPPED_SUITES.format(count=failed, line=number, unrun=unrun, total=total)
    return _hook_stopped_all(lines, sections)


def _hook_stopped_all(lines: Mapping[int, LogLine], sections: Collection[int]) -> str | None:
    """:data:`NO_TEST_RAN_HOOK` for the first of ``lines`` in ``sections`` that is mocha's tally of
    ``0 passing`` (:data:`_MOCHA_NONE_PASSING`) when a line of the same step names a failed ``before``
    hook (:data:`_MOCHA_BEFORE_HOOK`, the first such line cited); ``None`` otherwise: a run of
    ``0 passing`` whose failures are tests ran them."""
    hooks: dict[int, tuple[int, str]] = {}
    tallies: dict[int, int] = {}
    for number in sorted(lines):
        line = lines[number]
        if line.section not in sections:
            continue
        text = line.text.strip()
        if (hook := _MOCHA_BEFORE_HOOK.search(text)) is not None:
            hooks.setdefault(line.section, (number, str(hook.group("hook"))))
        elif _MOCHA_NONE_PASSING.match(text):
            tallies.setdefault(line.section, number)
    for section, tally in sorted(tallies.items(), key=lambda item: item[1]):
        if section in hooks:
            hook_line, hook = hooks[section]
            return NO_TEST_RAN_HOOK.format(line=tally, hook=hook, hook_line=hook_line)
    return None


def _counted(count: int, noun: str) -> str:
    """``count`` ``noun``\\ s in words: ``1 failure``, ``2 failures``."""
    return f"{count} {noun}{'' if count == 1 else 's'}"
