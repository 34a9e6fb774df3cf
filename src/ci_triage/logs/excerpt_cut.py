"""What the token budget left out of the block that explains a job's failure, and the budget that keeps it.

The excerpt's choice (:func:`ci_triage.logs.excerpt.select_lines`, or
:func:`~ci_triage.logs.excerpt.select_new_lines` with a passing log) is run again with larger
budgets, doubling from the one given and then halving the step, until the smallest that keeps the
block whole is found, to :data:`BUDGET_STEP` tokens: the report says how many lines a small
``--budget`` cut and which budget would show them (the choice is one pass over the lines read,
so a dozen runs of it cost what a dozen excerpts do).
"""

from __future__ import annotations

from collections.abc import Callable

from ci_triage.logs.excerpt import never_shown, wordy
from ci_triage.logs.localise import Block, LogLine
from ci_triage.logs.model import ExcerptCut

BUDGET_STEP = 50
"""Tokens to which the budget that keeps a block whole is rounded up: a budget one token tighter
than another shows the same lines but for a short one, and a user types a round number."""
MOST_BUDGET = 1_000_000
"""The largest ``--budget`` (tokens) the command line accepts
(:func:`ci_triage.commands.whole_number.whole_number`'s range for it); past it no budget is named."""


def left_out_lines(
    block: Block, lines: dict[int, LogLine], chosen: dict[int, str], hidden: frozenset[int]
) -> list[int]:
    """The numbers (1-based) of ``block``'s lines read that hold a letter or digit
    (:func:`~ci_triage.logs.excerpt.wordy`) and are neither ``chosen`` nor ``hidden`` (lines no
    excerpt shows: :func:`~ci_triage.logs.excerpt.never_shown`)."""
    return [
        number
        for number in range(block.start, block.end + 1)
        if number in lines and number not in chosen and number not in hidden and wordy(lines[number].text)
    ]


def excerpt_cut(
    block: Block | None,
    lines: dict[int, LogLine],
    chosen: dict[int, str],
    budget: int,
    choose: Callable[[int], dict[int, str]],
    member: str | None = None,
) -> ExcerptCut | None:
    """The cut of ``block`` (the explaining block; None: no cut) by the excerpt ``chosen`` (line
    number → reason) within ``budget`` tokens, or None when the excerpt shows all of it.
    ``choose(tokens)`` makes the same excerpt with another budget; the smallest budget that keeps
    the block whole, a multiple of :data:`BUDGET_STEP`, is searched up to :data:`MOST_BUDGET`
    (``budget_whole`` None past it). ``member``: the zip member the block's lines are numbered in."""
    if block is None or block.head not in lines:
        return None
    hidden = never_shown(lines)
    missing = left_out_lines(block, lines, chosen, hidden)
    if not missing:
        return None
    cut = ExcerptCut(lines_left_out=len(missing), start_line=block.start, end_line=block.end, member=member)

    def whole(tokens: int) -> bool:
        return not left_out_lines(block, lines, choose(tokens), hidden)

    low, high = budget, budget
    while not whole(high := min(MOST_BUDGET, high * 2)):
        low = high
        if high == MOST_BUDGET:
            return cut
    while high - low > BUDGET_STEP:
        middle = (low + high) // 2
        low, high = (low, middle) if whole(middle) else (middle, high)
    cut.budget_whole = rounded_budget(high)
    return cut


def rounded_budget(tokens: int) -> int:
    """``tokens`` rounded up to a multiple of :data:`BUDGET_STEP`, at most :data:`MOST_BUDGET`."""
    return min(MOST_BUDGET, -(-tokens // BUDGET_STEP) * BUDGET_STEP)
