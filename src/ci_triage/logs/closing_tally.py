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
:func:`counts`; or a signal that ``closes_run``, a gate's verdict its tool prints last: coverage's
``Coverage failure: total of 44 is less than fail-under=90``), no list of tools here.

A tool may print a short trailer after its tally (ruff's ``[*] 3 fixable with `--fix`.``, jest's
``Snapshots:``, ``Time:`` and ``Ran all test suites.``) and lines its own skill reads (rspec's
``Failed examples:`` and one ``rspec ./spec/x_spec.rb:4 # …`` per failure), or that another skill
reads as the same tool's (jest's ``Ran all test suites.``, which the family of errors no test
handled reads with ``tool: jest``): the run still ended there. Any other line after the tally is
more output (a later command, another tool's line), and the log may have been cut while it ran.
"""

from __future__ import annotations

from ci_triage.logs.first_pass import Section
from ci_triage.logs.localise import LogLine
from ci_triage.logs.taxonomy import Category

TRAILER_LINES = 3
"""Non-blank lines after a tally that no signal of its skill reads and that still end the run: jest's
three (``Snapshots:   0 total``, ``Time:        1.301 s``, ``Ran all test suites.``, jest 30), ruff's
one (``[*] 3 fixable with `--fix`.``, ruff 0.17), eslint's one (``1 error and 0 warnings potentially
fixable with the `--fix` option.``, eslint 9)."""


def counts(text: str) -> bool:
    """Whether ``text``, a line a ``summary`` signal matched, is a tally: it holds a count (a digit) and
    does not end in ``:``. A summary's header that lists what follows (pytest's ``=== short test
    summary info ===``, rspec's ``Failed examples:``, phpunit's ``There were 2 failures:``) counts
    nothing and does not end the run: the list, and the tally after it, may have been cut."""
    return any(character.isdigit() for character in text) and not text.rstrip().endswith(":")


def ends_in_tally(lines: dict[int, LogLine], section: Section, category: Category) -> bool:
    """Whether ``section``, the failing section of a log without exit markers, holds the log's last
    non-blank line of ``lines`` (the lines read, 1-based number → line; the log's tail among them)
    and its output ends with a tally of ``category`` (a ``summary`` signal of that category matched
    on it, or one that ``closes_run``: the tool's own last line, a coverage gate's verdict),
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
        if match.signal.category == category
        and ((match.signal.role == "summary" and counts(lines[n].text)) or match.signal.closes_run)
    ]
    if not tallies:
        return False
    tally, skill, tool = max(tallies)
    after = [n for n in read if n > tally]
    if any(n not in lines for n in range(tally + 1, read[-1] + 1)):
        return False
    others = [
        n
        for n in after
        if not any(match.signal.skill == skill or (tool and match.signal.tool == tool) for match in lines[n].matches)
    ]
    return len(others) <= TRAILER_LINES and not any(lines[n].matches for n in others)
