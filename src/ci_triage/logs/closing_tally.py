"""Whether a plain log ends with the failing tool's own end-of-run tally: its run ended there.

A log without exit markers (a local run pasted, a terminal's output saved) may have been cut short,
and what decided the job missed (:data:`ci_triage.logs.analyse.NO_EXIT_MARKER_FACTOR`). A test
runner, linter or type checker prints its tally of failures once, when its run is over: pytest's
``=== 2 failed, 1 passed in 0.12s ===``, jest's ``Tests: 1 failed, 1 passed, 2 total``, go test's
``FAIL	example.com/calc	0.002s`` and ``FAIL``, cargo's ``test result: FAILED. …`` and ``error: test
failed, to rerun pass `--lib```, mypy's ``Found 1 error in 1 file (checked 1 source file)``, ruff's
``Found 3 errors.``, eslint's ``✖ 2 problems (2 errors, 0 warnings)``, rspec's ``2 examples, 1
failure``. A log whose last output is such a tally was not cut while that tool ran; which lines
are one is what the skills say (a signal of the ``summary`` role: a verdict, on a line that counts:
:func:`counts`; or a signal of any category that ``closes_run``, a gate's verdict its tool prints last: coverage's
``Coverage failure: total of 44 is less than fail-under=90``), no list of tools here. A test
runner's closing tally that counts failures ends it too without being a signal
(:func:`~ci_triage.logs.runner_tally.closing_failures`: pytest's bare ``1 failed, 3 passed in 0.12s``
under ``-q``): as a ``summary`` signal it would weigh the verdict, and a rerun's first tally, which a
passing log prints as well, would outweigh the cause beside a baseline (session 40).

A tool may print a short trailer after its tally (ruff's ``[*] 3 fixable with `--fix`.``, jest's
``Snapshots:``, ``Time:`` and ``Ran all test suites.``) and lines its own skill reads (rspec's
``Failed examples:`` and one ``rspec ./spec/x_spec.rb:4 # …`` per failure), or that another skill
reads as the same tool's (jest's ``Ran all test suites.``, which the family of errors no test
handled reads with ``tool: jest``): the run still ended there. Any other line after the tally is
more output (a later command, another tool's line), and the log may have been cut while it ran.

Two kinds of lines after a tally still end the run, whatever their number:

- the tool's report of each failure its tally counted, when the tally is printed before them
  (mocha's ``2 failing`` above ``1) cart`` … ``2) cart`` and their stacks; ``node --test``'s spec
  reporter's ``ℹ fail 2`` above ``✖ failing tests:`` and each failed test again): the run ended
  once the report of the last counted failure began, as many test-naming lines of the tally's tool
  following the tally as it counts (:func:`ci_triage.logs.runner_tally.reported_failures`); a
  list cut before its last entry names fewer;
- a package script runner's report that the command it ran failed, printed when that command
  exited (:data:`_SCRIPT_RUNNER_EXIT`: npm 11's ``npm error Lifecycle script `test` failed with
  error:`` … ``npm error command sh -c node --test``).

A package script runner's exit report ends the run by itself too, whatever came before it
(:func:`ends_in_runner_report`): npm prints its block once the script's command exited with a
failure, and then exits 1 (npm 11.19: the run of ``npm test --workspaces`` whose last workspace's
script threw ends ``npm error Lifecycle script `test` failed with error:`` … ``npm error command sh
-c node scripts/check-env.js``); npm's report of an error of its own (``npm error Missing script:
"lint"``) names no command that ran, and does not.

A log cut inside a traceback, or before its tool's tally, still ends in no tally.
"""

from __future__ import annotations

from ci_triage.logs.first_pass import Section
from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.runner_tally import closing_failures, reported_failures
from ci_triage.logs.signals import SignalMatch
from ci_triage.logs.taxonomy import Category

TRAILER_LINES = 3
"""Non-blank lines after a tally that no signal of its skill reads and that still end the run: jest's
three (``Snapshots:   0 total``, ``Time:        1.301 s``, ``Ran all test suites.``, jest 30), ruff's
one (``[*] 3 fixable with `--fix`.``, ruff 0.17), eslint's one (``1 error and 0 warnings potentially
fixable with the `--fix` option.``, eslint 9)."""


_SCRIPT_RUNNER_EXIT = LazyRE2(
    r"^npm (?:error|ERR!)(?: |$)|^\s*(?:\[ELIFECYCLE\]|ELIFECYCLE) +Command failed with exit code \d+\.$"
    r"|^error Command failed with exit code \d+\.$"
    r"|^info Visit https://yarnpkg\.com/\S+ for documentation about this command\.$"
)
"""A package script runner's lines after the command it ran failed: npm's block, each line ``npm
error`` (npm 11.19, ``npm ERR!`` before npm 9: ``Lifecycle script `test` failed with error:``, ``code
1``, ``path``, ``workspace``, ``location``, ``command failed``, ``command sh -c node --test``), pnpm's
``ELIFECYCLE  Command failed with exit code 1.`` (``[ELIFECYCLE]`` in pnpm 11's plain output), yarn
1's ``error Command failed with exit code 1.`` and its ``info Visit https://yarnpkg.com/en/docs/cli/run
for documentation about this command.``"""


_COMMAND_FAILED = LazyRE2(
    r"^npm (?:error|ERR!) (?:Lifecycle script `[^`]+` failed with error:|command failed|code ELIFECYCLE)$"
    r"|ELIFECYCLE +Command failed with exit code \d+\.$|^error Command failed with exit code \d+\.$"
)
"""The line of a package script runner's exit report that says the command it ran failed: npm 11.19's
``npm error Lifecycle script `test` failed with error:`` and ``npm error command failed``, ``npm ERR!
code ELIFECYCLE`` before npm 9, pnpm's ``ELIFECYCLE  Command failed with exit code 1.``, yarn 1's
``error Command failed with exit code 1.``."""


def ends_in_runner_report(lines: dict[int, LogLine], section: Section) -> bool:
    """Whether ``section``, the failing section of a log without exit markers, holds the log's last
    non-blank line of ``lines`` (the lines read, 1-based number → line; the log's tail among them)
    and the lines that end the log are a package script runner's exit report (:data:`_SCRIPT_RUNNER_EXIT`)
    saying that the command it ran failed (:data:`_COMMAND_FAILED`: npm's ``npm error Lifecycle script
    `test` failed with error:`` block, pnpm's ``ELIFECYCLE  Command failed with exit code 1.``, yarn 1's
    ``error Command failed with exit code 1.``): the runner prints it once that command exited, and
    exits after it. npm's report of its own error (``npm error Missing script: "lint"``, ``npm error
    code EUSAGE``) says nothing of a command that ran: it does not count. False for an empty ``lines``."""
    read = sorted(n for n, line in lines.items() if line.text.strip())
    if not read or not section.start.line <= read[-1] <= section.end_line:
        return False
    report = []
    for number in reversed(read):
        if number < section.start.line or not _SCRIPT_RUNNER_EXIT.search(lines[number].text):
            break
        report.append(number)
    return any(_COMMAND_FAILED.search(lines[number].text) for number in report)


def _closes(match: SignalMatch, line: LogLine, category: Category) -> bool:
    """Whether ``match`` on ``line`` may end a run decided as ``category``: a signal of any category that
    ``closes_run``, or a ``summary`` signal of ``category`` or a test runner's (:data:`TEST_TALLY`) on a
    line that counts (:func:`counts`)."""
    if match.signal.closes_run:
        return True
    return match.signal.category in (category, TEST_TALLY) and match.signal.role == "summary" and counts(line.text)


def counts(text: str) -> bool:
    """Whether ``text``, a line a ``summary`` signal matched, is a tally: it holds a count (a digit) and
    does not end in ``:``. A summary's header that lists what follows (pytest's ``=== short test
    summary info ===``, rspec's ``Failed examples:``, phpunit's ``There were 2 failures:``) counts
    nothing and does not end the run: the list, and the tally after it, may have been cut."""
    return any(character.isdigit() for character in text) and not text.rstrip().endswith(":")


TEST_TALLY: Category = "test failure"
"""The category of a test runner's tally, which ends its run whatever the verdict's category: it
counts the tests that failed, whatever made them fail, so a per-test timeout (pytest-timeout's
``Failed: Timeout``, then ``=== 1 failed, 1 passed in 2.04s ===``; go's ``panic: test timed out``,
then ``FAIL example.com/shop/cart 3.004s`` and ``FAIL``) or a test's ``MemoryError`` ends in the
runner's tally as an assertion does (trial 110 #7)."""


def ends_in_tally(lines: dict[int, LogLine], section: Section, category: Category) -> bool:
    """Whether ``section``, the failing section of a log without exit markers, holds the log's last
    non-blank line of ``lines`` (the lines read, 1-based number → line; the log's tail among them)
    and its output ends with a tally of ``category`` or a test runner's (:data:`TEST_TALLY`: a
    ``summary`` signal of that category matched on it), with a signal that ``closes_run`` of any
    category (the tool's own last line: a coverage gate's verdict, esbuild's ``1 error`` below a
    package it could not resolve, which decides ``dependency resolution``), or with a test runner's
    closing tally that counts failures (
    :func:`~ci_triage.logs.runner_tally.closing_failures`: pytest's bare ``1 failed in 0.28s`` under
    ``-q``, which ends the log without being a signal that weighs the verdict),
    followed only by lines that signal's skill (or a signal of its tool) reads and at most
    :data:`TRAILER_LINES` others, with no line unread in between. False for an empty ``lines``."""
    read = sorted(n for n, line in lines.items() if line.text.strip())
    if not read or not section.start.line <= read[-1] <= section.end_line:
        return False
    tallies = [
        (n, match.signal.skill, match.signal.tool or "")
        for n in read
        if n >= section.start.line
        for match in lines[n].matches
        if _closes(match, lines[n], category)
    ]
    tallies += [(n, "", "") for n in read if n >= section.start.line and closing_failures(lines[n].text)]
    if not tallies:
        return False
    tally = max(n for n, _skill, _tool in tallies)
    after = [n for n in read if n > tally]
    if any(n not in lines for n in range(tally + 1, read[-1] + 1)):
        return False
    return any(_ends_the_run(lines, tally, skill, tool, after) for n, skill, tool in tallies if n == tally)


def _ends_the_run(lines: dict[int, LogLine], tally: int, skill: str, tool: str, after: list[int]) -> bool:
    """Whether the lines ``after`` the tally on line ``tally``, read by a signal of ``skill`` (of
    ``tool``: ``""`` for none), end its run: its trailer and a script runner's exit report, or the
    report of each failure it counts (:func:`_reports_every_failure`)."""
    others = [
        n
        for n in after
        if not any(match.signal.skill == skill or (tool and match.signal.tool == tool) for match in lines[n].matches)
        and not _SCRIPT_RUNNER_EXIT.search(lines[n].text)
    ]
    if len(others) <= TRAILER_LINES and not any(lines[n].matches for n in others):
        return True
    return _reports_every_failure(lines, tally, tool, after)


def _reports_every_failure(lines: dict[int, LogLine], tally: int, tool: str, after: list[int]) -> bool:
    """Whether the lines ``after`` (numbers in ``lines``, below the tally on line ``tally``) report
    each failure the tally counts: as many lines naming a failed test by a signal of the tally's
    ``tool`` (its ``test`` group) as the tally counts (:func:`reported_failures`), none when it
    counts none or ``tool`` is no tool."""
    counted = reported_failures([lines[tally].text]) if tool else None
    named = [
        n for n in after if any(match.signal.tool == tool and match.groups.get("test") for match in lines[n].matches)
    ]
    return bool(counted) and len(named) == counted
