"""Cut the excerpt: choose blocks in order of priority until the token budget is spent.

Priority, per failing section: its exit block (the marker that ended it, with the lines just
before it); its first real error (the first block scoring at least
:data:`~ci_triage.logs.localise.STRONG_SCORE`); its last real error; then every other block by
score. A block that does not fit whole contributes its head and what follows while the budget
lasts. Chosen lines are grouped into spans of consecutive lines, each with the reason it was
chosen.
"""

from __future__ import annotations

from ci_triage.logs.localise import STRONG_SCORE, Block, LogLine
from ci_triage.logs.tokens import estimate_tokens

MIN_PARTIAL_TOKENS = 40
"""A block is cut short only if at least this many tokens of it still fit."""


def order_blocks(blocks: list[Block], exits: list[Block]) -> list[Block]:
    """Blocks in the order they are offered to the budget (see the module docstring)."""
    ordered: list[Block] = list(exits)
    by_section: dict[int, list[Block]] = {}
    for block in blocks:
        by_section.setdefault(block.section, []).append(block)
    for section_blocks in by_section.values():
        strong = [block for block in section_blocks if block.score >= STRONG_SCORE]
        if strong:
            ordered.append(strong[0])
            ordered.append(strong[-1])
    ordered.extend(sorted(blocks, key=lambda block: (-block.score, -block.head)))
    unique: list[Block] = []
    seen: set[int] = set()
    for block in ordered:
        if id(block) not in seen:
            seen.add(id(block))
            unique.append(block)
    return unique


def select_lines(ordered: list[Block], lines: dict[int, LogLine], budget: int) -> dict[int, str]:
    """Line number → reason, for the lines that fit in ``budget`` tokens."""
    chosen: dict[int, str] = {}
    spent = 0
    for block in ordered:
        reason = _reason(block, lines)
        wanted = [n for n in _block_order(block) if n in lines and n not in chosen]
        cost = sum(_line_cost(lines[n]) for n in wanted)
        if spent + cost <= budget:
            for number in wanted:
                chosen[number] = reason
            spent += cost
            continue
        if budget - spent < MIN_PARTIAL_TOKENS:
            continue
        for number in wanted:
            line_cost = _line_cost(lines[number])
            if spent + line_cost > budget:
                break
            chosen[number] = reason
            spent += line_cost
    return chosen


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
