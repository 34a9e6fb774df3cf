"""The order in which a block of the excerpt gives up its lines when the budget cannot hold it whole.

A block cut short keeps the lines offered first. Of a failed test's report (``kind`` ``report``),
offered first are the lines that carry the failure (:func:`carries_failure`: the error or
assertion line, the location line, the failed test's verdict, the tool's own hint), the head first
and the others by score; then the lines around each of them
(:data:`~ci_triage.logs.localise.LEAD_IN_LINES` above, :data:`~ci_triage.logs.localise.FOLLOWING_LINES`
below: the operand under an assertion, the source line above it); then the rest, nearest the head
first (:func:`block_order`). The report is read for such lines up to where its runner ends it
(:func:`~ci_triage.logs.localise.report_natural_end`): pytest's ``E   assert …`` and
``test_x.py:55: AssertionError`` close a report whose first fifty lines may all be the test's
source. What carries the failure is decided from what the analysis knows of a line (its score,
its signals' roles and groups), never from a tool's name. Any other block gives its lines nearest
its head first (:func:`block_order`): offered to an error list (mypy's, pyright's, a compiler's),
its error lines first crowded out the lines just above its head that the ground truths hold
(session 42, on the merged tree: gha tuning key lines 94.7 % → 89.5 %, LogDx 96.5 % → 94.7 %).
The block holding the line the summary quotes, when a budget cannot hold every block, is cut from
its end instead, never losing its heading or the line naming its place (:func:`quoted_block_order`).
"""

from __future__ import annotations

import itertools

import re2 as re

from ci_triage.logs.built_package import built_package
from ci_triage.logs.library_frames import projects_frames_above
from ci_triage.logs.localise import (
    FOLLOWING_LINES,
    LEAD_IN_LINES,
    STRONG_SCORE,
    Block,
    LogLine,
    names_failed_test,
    report_natural_end,
)

FAILURE_ROLES = ("error", "summary")
"""Roles of a signal (:attr:`ci_triage.logs.skills.Signal.role`) whose line reports the failure
itself (an error, a verdict, a tally), not its context nor a wrapper's note."""
HINT_GROUPS = ("hint", "meant")
"""Groups of a signal's pattern that hold the tool's own hint (the ``hint`` and ``meant`` of
:data:`ci_triage.logs.signal_next_step.HINT_ADVICE`: mypy's ``note: Hint: "python3 -m pip
install types-PyYAML"``, git's ``git config --global --add safe.directory …``)."""


def carries_failure(line: LogLine) -> bool:
    """Whether ``line`` carries the failure: it scores at least
    :data:`~ci_triage.logs.localise.STRONG_SCORE`, a signal of one of :data:`FAILURE_ROLES` matched
    it (pytest's ``FAILED …`` and ``_____ test_x _____``, its ``1 failed in 2s``), or a signal's
    :data:`HINT_GROUPS` group did. A passing test's line, a warning the command did not make fatal
    and a traceback the program logged and went on after carry none."""
    if line.passing or line.nonfatal_warning or line.logged_exception or line.known_warning:
        return False
    if line.score >= STRONG_SCORE:
        return True
    return any(
        match.signal.role in FAILURE_ROLES or any(match.groups.get(group) for group in HINT_GROUPS)
        for match in line.matches
    )


def block_order(block: Block) -> list[int]:
    """Lines of a block nearest the head first: the head, then a line after it and a line before
    it in turn, so a block cut short keeps both the message's operand below it and the frames or
    lead-in just above it."""
    after = range(block.head + 1, block.end + 1)
    before = range(block.head - 1, block.start - 1, -1)
    turns = itertools.zip_longest(after, before)
    return [block.head, *(number for pair in turns for number in pair if number is not None)]


def cut_order(block: Block, lines: dict[int, LogLine]) -> list[int]:
    """The line numbers (1-based) of ``block`` in the order it gives them to the budget (see the
    module docstring), each once: of a failed test's report, its :func:`failure_core`, then the
    rest in :func:`block_order`; of any other block, :func:`block_order`."""
    if block.kind != "report":
        return project_frames_first(block_order(block), lines)
    return project_frames_first(list(dict.fromkeys([*failure_core(block, lines), *block_order(block)])), lines)


def project_frames_first(order: list[int], lines: dict[int, LogLine]) -> list[int]:
    """``order`` (line numbers, 1-based, each once) with each line of a library's frame in a Python
    traceback below the project's code given up for the project's innermost frame above it (its
    quoted source line, then its frame line, :func:`_source_line_first`;
    :func:`~ci_triage.logs.library_frames.projects_frames_above`, taken in from outside the block
    when the block starts below it), the library's lines themselves moved to the end: a budget
    that holds a few lines keeps ``url = os.environ["DATABASE_URL"]`` (and ``File "app.py", line
    5, in connect``) beside the exception, not ``File "<frozen os>", line 679, in __getitem__``
    (trial 122, ``--budget 30``)."""
    if not order:
        return order
    below = projects_frames_above(lines, min(order), max(order))
    if not below:
        return order
    instead = [taken for number in order for taken in _source_line_first(below.get(number, [number]))]
    return list(dict.fromkeys([*instead, *(number for number in order if number in below)]))


def failure_core(block: Block, lines: dict[int, LogLine]) -> list[int]:
    """The line numbers (1-based) of ``block`` (a failed test's report) that carry the failure
    (:func:`carries_failure`), the head first and then by score (highest first, earlier first on a
    tie), then the lines around them (:func:`_around`, blank lines left out), the highest-scoring
    line's first, each once. The
    report's lines past its end up to where its runner ends it
    (:func:`~ci_triage.logs.localise.report_natural_end`) count too; numbers not in ``lines`` are
    left out."""
    last = max(block.end, report_natural_end(lines, block))
    span = range(block.start, last + 1)
    carrying = [n for n in span if n != block.head and n in lines and carries_failure(lines[n])]
    carrying.sort(key=lambda n: -lines[n].score)
    nearest = sorted([block.head, *carrying], key=lambda n: -lines[n].score if n in lines else 0.0)
    around = [
        near
        for n in nearest
        for near in _around(n)
        if block.start <= near <= last and near in lines and not lines[near].blank
    ]
    return list(dict.fromkeys([block.head, *carrying, *around]))


def _source_line_first(frame: list[int]) -> list[int]:
    """A Python frame's lines (its ``File "…", line N, in f`` line, then the lines it quotes) with
    the source line it quotes first: what the project's code did there (``url =
    os.environ["DATABASE_URL"]``, 10 tokens) fits where the frame line's long path (17) does not,
    and the report's locations name the file and line anyway."""
    return [*frame[1:2], *frame[:1], *frame[2:]]


def _around(number: int) -> list[int]:
    """The lines around line ``number``: one below and one above in turn, up to
    :data:`~ci_triage.logs.localise.FOLLOWING_LINES` below and
    :data:`~ci_triage.logs.localise.LEAD_IN_LINES` above."""
    below = range(number + 1, number + FOLLOWING_LINES + 1)
    above = range(number - 1, number - LEAD_IN_LINES - 1, -1)
    return [near for pair in itertools.zip_longest(below, above) for near in pair if near is not None]


SOURCE_PLACE = re.compile(r"\w\.[A-Za-z]\w*:\d+|\", line \d+")
"""A place in a source file: a file name with its extension and line (``calc_spec.rb:19``,
``index.js:130:14``, bandit's ``Location: app/util.py:6:11``, ruff's `` --> app.py:5:5``) or
Python's ``File "app.py", line 3``."""


def place_line(block: Block, lines: dict[int, LogLine], hidden: frozenset[int] = frozenset()) -> int | None:
    """The line number (1-based) of ``block``'s first line below its head that names a place in a
    source file (:data:`SOURCE_PLACE`): bandit's ``Location: app/util.py:6:11`` under its ``>>
    Issue:``, ruff's `` --> app.py:5:5`` under its rule, jest's ``at Object.toEqual
    (src/users.test.js:5:68)`` under its ``●`` heading; None when none does. Lines ``hidden`` (no
    excerpt shows them: :func:`ci_triage.logs.excerpt.never_shown`) are passed over. A place above
    the head (a Python traceback's frames over its exception) is not looked for: which of those
    frames is the project's, :func:`project_frames_first` says."""
    return next(
        (
            number
            for number in range(block.head + 1, block.end + 1)
            if number in lines and number not in hidden and SOURCE_PLACE.search(lines[number].text)
        ),
        None,
    )


def unit_line(block: Block, lines: dict[int, LogLine], hidden: frozenset[int] = frozenset()) -> int | None:
    """The line number (1-based) that names the package the failed build ``block``'s head reports on
    was building (:func:`~ci_triage.logs.built_package.built_package`: pip's ``Collecting
    PyYAML<6,>=3.10 (from docker-compose==1.29.2)``, far above the build's output): what to pin or
    constrain, which the wrapper's own report of the build (pip's ``note: This error originates from
    a subprocess…``, repeated with its ``×`` line) never says; None without one, or when it is
    ``hidden``."""
    package = built_package(lines, block.head)
    return package.line if package is not None and package.line not in hidden else None


def quoted_block_order(block: Block, lines: dict[int, LogLine], hidden: frozenset[int] = frozenset()) -> list[int]:
    """The line numbers (1-based) of ``block``, the block holding the line the summary quotes, in
    the order a budget that cannot hold every block takes them: its heading (:func:`quoted_block_core`)
    and its head, the line naming its place
    (:func:`place_line`), then its other lines below the head in log order and those above it,
    nearest first: cut from its end, never its heading nor its place (bandit's ``Location:
    app/util.py:6:11``, the last line of its finding's block, trial 125 #4). ``hidden``: lines no
    excerpt shows, passed over when looking for the place."""
    below = range(block.head + 1, block.end + 1)
    above = range(block.head - 1, block.start - 1, -1)
    return list(dict.fromkeys([*quoted_block_core(block, lines, hidden), *below, *above]))


def quoted_block_core(block: Block, lines: dict[int, LogLine], hidden: frozenset[int] = frozenset()) -> list[int]:
    """The lines (1-based) :func:`quoted_block_order` puts first, each once: ``block``'s heading (its
    first line above its head naming a failed test, :func:`~ci_triage.logs.localise.names_failed_test`:
    pytest's ``____ test_x ____`` over its ``E`` line), the line naming the package a failed build
    was building when the head is in that build's report (:func:`unit_line`), its head and the line
    naming its place (:func:`place_line`, ``hidden`` lines passed over)."""
    heading = next((n for n in range(block.start, block.head) if n in lines and names_failed_test(lines[n])), None)
    place = place_line(block, lines, hidden)
    firsts = [heading, unit_line(block, lines, hidden), block.head, place]
    return list(dict.fromkeys(n for n in firsts if n is not None))
