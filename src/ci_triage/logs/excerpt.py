"""Cut the excerpt: choose blocks in order of priority until the token budget is spent.

Priority, per failing section: its exit block (the marker that ended it, with the lines just
before it); its first real error (the first block scoring at least
:data:`~ci_triage.logs.localise.STRONG_SCORE`); its last real error; then every other block by
score, up to :data:`BLOCKS_SHARE` of the budget; then the tail of the failing section, walking back
from its end, with what is left. Gaps of up to :data:`MAX_GAP` lines between chosen lines are
filled. A block that does not fit whole contributes its head and what follows while the budget
lasts. Chosen lines are grouped into spans of consecutive lines, each with the reason it was
chosen.
"""

from __future__ import annotations

import itertools

from ci_triage.logs.localise import STRONG_SCORE, Block, LogLine
from ci_triage.tokens import estimate_tokens

MIN_PARTIAL_TOKENS = 40
"""A block is cut short only if at least this many tokens of it still fit."""
BLOCKS_SHARE = 0.9
"""Share of the budget that blocks beyond the first, last and exit ones may take."""
MAX_GAP = 3
"""Gaps of up to this many lines between chosen lines are filled, so spans read as one."""


def order_blocks(blocks: list[Block], exits: list[Block]) -> tuple[list[Block], list[Block]]:
    """``(first, rest)``: the blocks always offered first, then the others by score."""
    first: list[Block] = list(exits)
    by_section: dict[int, list[Block]] = {}
    for block in blocks:
        by_section.setdefault(block.section, []).append(block)
    for section_blocks in by_section.values():
        strong = [block for block in section_blocks if block.score >= STRONG_SCORE]
        if strong:
            first.append(strong[0])
            first.append(strong[-1])
    chosen_ids = {id(block) for block in first}
    rest = [block for block in sorted(blocks, key=lambda b: (-b.score, -b.head)) if id(block) not in chosen_ids]
    unique: list[Block] = []
    for block in first:
        if all(block is not other for other in unique):
            unique.append(block)
    return unique, rest


class _Budget:
    """The lines chosen so far (number → reason) and the tokens they cost."""

    def __init__(self, lines: dict[int, LogLine], budget: int) -> None:
        self.lines = lines
        self.budget = budget
        self.spent = 0
        self.chosen: dict[int, str] = {}

    def offer(self, numbers: list[int], reason: str, limit: int | None = None, partial: bool = True) -> None:
        cap = self.budget if limit is None else min(limit, self.budget)
        wanted = [n for n in numbers if n in self.lines and n not in self.chosen]
        cost = sum(_line_cost(self.lines[n]) for n in wanted)
        if self.spent + cost <= cap:
            for number in wanted:
                self.chosen[number] = reason
            self.spent += cost
            return
        if not partial or cap - self.spent < MIN_PARTIAL_TOKENS:
            return
        for number in wanted:
            line_cost = _line_cost(self.lines[number])
            if self.spent + line_cost > cap:
                break
            self.chosen[number] = reason
            self.spent += line_cost


def select_lines(
    first: list[Block], rest: list[Block], lines: dict[int, LogLine], budget: int, endings: list[int]
) -> dict[int, str]:
    """Line number → reason, for the lines that fit in ``budget`` tokens.

    ``endings`` are the last lines of the failing sections; what budget is left after the blocks
    goes to the lines just before them, walking back (the tail of the failing step).
    """
    spend = _Budget(lines, budget)
    for block in first:
        spend.offer(_block_order(block), _reason(block, lines))
    for block in rest:
        spend.offer(_block_order(block), _reason(block, lines), limit=int(budget * BLOCKS_SHARE))
    _fill_gaps(spend)
    for ending in endings:
        section = lines[ending].section if ending in lines else None
        walk = []
        number = ending
        while number in lines and lines[number].section == section:
            walk.append(number)
            number -= 1
        spend.offer(walk, "end of the failing step")
    _fill_gaps(spend)
    return spend.chosen


def _fill_gaps(spend: _Budget) -> None:
    numbers = sorted(spend.chosen)
    for before, after in itertools.pairwise(numbers):
        if 1 < after - before <= MAX_GAP + 1:
            spend.offer(list(range(before + 1, after)), spend.chosen[before], partial=False)


def _block_order(block: Block) -> list[int]:
    """Lines of a block, head first, then the lines after it, then the lead-in before it."""
    return [*range(block.head, block.end + 1), *range(block.head - 1, block.start - 1, -1)]


def _line_cost(line: LogLine) -> int:
    return estimate_tokens(line.text) + 1


def _reason(block: Block, lines: dict[int, LogLine]) -> str:
    head = lines.get(block.head)
    if block.kind == "exit":
        return "end of the failing step"
    if head and head.matches:
        best = max(head.matches, key=lambda match: match.signal.weight)
        return f"{best.signal.skill}: {best.signal.id}"
    if head and head.marker == "error":
        return "error annotation"
    return "error text"
