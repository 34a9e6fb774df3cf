"""Cut the excerpt: choose blocks in order of priority until the token budget is spent.

Priority, per failing section: its exit block (the marker that ended it, with the lines just
before it); its first real error (its first failed test's report when it holds one, else the
first block scoring at least :data:`~ci_triage.logs.localise.STRONG_SCORE`, or the first earlier
block of the same kind of error, :func:`error_kind`; grown over the repeats of its kind right
after it); its last real
error, unless the first one's block already shows an error of its kind; then every other block by
rank (its score, lowered for each earlier block of the same kind of error, :func:`order_blocks`),
up to :data:`BLOCKS_SHARE` of the budget (:data:`WEAK_BLOCKS_SHARE` for blocks below the strong
score); then each error block's indented message read on over its paragraphs below blank lines
(:func:`~ci_triage.logs.localise.message_end`), within the same shares; then the tail of the failing
section, walking back from its end, with what is left; then, with
what is still left, each block's onward lines up to its natural end (:func:`_onward`). No
block takes more than :data:`BLOCK_SHARE` of the budget before every block had its turn
(:data:`FIRST_REPORT_SHARE` for the first real error's, when it is a failed test's report). Gaps of
up to :data:`MAX_GAP` lines between chosen lines are filled. A block that does not fit whole
contributes its head and what follows while the budget lasts. Chosen lines are grouped into spans
of consecutive lines, each with the reason it was chosen.
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Collection, Sequence
from dataclasses import replace

import re2 as re

from ci_triage.base.tokens import CHARS_PER_TOKEN, estimate_tokens
from ci_triage.logs.assertion_diff import assertion_diff, diff_outline
from ci_triage.logs.clean import shorten_line
from ci_triage.logs.cut_order import (
    SOURCE_PLACE,
    cut_order,
    place_line,
    quoted_block_core,
    quoted_block_order,
    unit_line,
)
from ci_triage.logs.hung_test_stack import STACK_KIND
from ci_triage.logs.library_frames import library_frames
from ci_triage.logs.localise import (
    BLOCK_LINES,
    STRONG_SCORE,
    Block,
    LogLine,
    closing_verdict,
    info_record,
    message_end,
    names_failed_test,
    passing_output,
    report_natural_end,
    reports_error,
    usage_listing,
)
from ci_triage.logs.node_module_frames import node_module_frames
from ci_triage.logs.progress_bars import ProgressRun, progress_runs
from ci_triage.logs.repeated_frames import Repeat, repeated_frames
from ci_triage.logs.resolve_trace import resolve_trace
from ci_triage.logs.row_heading import row_heading
from ci_triage.logs.runner_frames import runner_frames
from ci_triage.logs.sanitizer_shadow import shadow_map_line, shadow_map_rest
from ci_triage.logs.step_metadata import changed_settings, step_metadata, step_titles
from ci_triage.logs.task_banner import task_banner
from ci_triage.logs.toolchain_frames import toolchain_frames

LINE_SHARE = 0.15
"""Share of the budget one line of the excerpt may take before it is shown shortened
(:func:`excerpt_text`): at the default budget (2,000 tokens) none, as a line is read at most
:data:`~ci_triage.logs.clean.MAX_LINE_CHARS` long; at ``--budget 300``, 45 tokens (180 characters)."""
MIN_LINE_CHARS = 120
"""Characters a line of the excerpt keeps however small the budget (:func:`excerpt_text`)."""
MIN_PARTIAL_TOKENS = 40
"""A block is cut short only if at least this many tokens of it still fit (or the whole budget,
when the budget is smaller: a budget below this shows what fits of the first block offered); the
first failed test's report is cut to whatever is left, its lines that carry the failure first
(:meth:`_Budget.offer`'s ``core``)."""
BLOCKS_SHARE = 0.9
"""Share of the budget that blocks beyond the first, last and exit ones may take."""
WEAK_BLOCKS_SHARE = 0.6
"""Share of the budget past which blocks below :data:`~ci_triage.logs.localise.STRONG_SCORE` (lines
that only hint at an error) are no longer taken: the rest goes to the end of the failing step."""
BLOCK_SHARE = 0.25
"""Share of the budget one block may take before every other block had its turn: a block of
a few over-long lines (a hook's list of modified files) does not spend the budget alone; what it
holds beyond that share is offered again after the other blocks."""
FIRST_REPORT_SHARE = 0.5
"""Share of the budget the first real error's block (the first block offered that is not an exit
block) may take before every other block had its turn, in place of :data:`BLOCK_SHARE`, when it is
one failed test's report (:func:`_one_failed_test`: a pytest section: source, assertion, captured
output, ended where its runner ends it; or a runner's verdict naming the failed test over the
message and stack below it, node's ``✖ name``, Pester's ``[-] name``): the report is one unit,
read whole before the other failures' blocks spend the budget. A first error that is a tool's
list of diagnostics keeps :data:`BLOCK_SHARE`, as does a list of failed tests' verdicts (pytest's
``FAILED`` lines): its first lines say its kind, and the later units' errors need the budget more
(a 300-token budget)."""
MAX_PASSING_RECORD = 50
"""Most lines walked over between a passing verdict logged as an info record (``[INFO] Tests run:
3, Failures: 0 ... - in FooTest``) and the info record that started that test (``[INFO] Running
FooTest``): what the passing test logged in between is left out of the step's tail."""
MAX_GAP = 3
"""Gaps of up to this many lines between chosen lines are filled, so spans read as one."""
KNOWN_ERROR_SCORE = 0.1
"""Score, after the baseline lowered it, of a known line that still reads as an error."""
NEAR_LINES = 8
"""With a passing log: new lines this close to a chosen line, or to a new line that reads as an error,
join the excerpt (see :func:`select_new_lines`)."""
REPEAT_FACTOR = 0.7
"""Each earlier block of the same kind of error multiplies a block's rank by this."""


def order_blocks(blocks: list[Block], exits: list[Block], lines: dict[int, LogLine]) -> tuple[list[Block], list[Block]]:
    """``(first, rest)``: the blocks always offered first (see the module docstring), then the
    others by rank.

    A block's rank is its score, times :data:`REPEAT_FACTOR` for each earlier block of the same
    kind of error (:func:`error_kind`): a tool that prints the same error hundreds of times (a
    type checker's ``Module has no attribute``, a test runner's ``FAILED`` lines) does not crowd
    the other errors, its summary or the first of its errors out of the budget.
    """
    first: list[Block] = list(exits)
    taken: list[Block] = []
    by_section: dict[int, list[Block]] = {}
    for block in blocks:
        by_section.setdefault(block.section, []).append(block)
    for section_blocks in by_section.values():
        strong = [block for block in section_blocks if block.score >= STRONG_SCORE]
        if strong:
            read = [block for block in strong if not _out_of_context(lines[block.head])] or strong
            opening = _first_report(section_blocks) or _first_of_kind(read[0], section_blocks, lines)
            grown = _with_repeats(opening, section_blocks, lines)
            first.append(grown)
            taken.append(opening)
            if strong[-1] is not opening and not _shows_kind(grown, strong[-1], section_blocks, lines):
                first.append(strong[-1])
                taken.append(strong[-1])
    by_kind: dict[str, list[Block]] = {}
    for block in blocks:
        by_kind.setdefault(_block_kind(block, lines), []).append(block)
    rank: dict[int, float] = {}
    for same in by_kind.values():
        earlier: dict[tuple[int, int], int] = {}
        for block in same:
            repeats = earlier.setdefault((block.start, block.end), len(earlier))
            rank[id(block)] = block.score * REPEAT_FACTOR**repeats
    taken_ids = {id(block) for block in taken}
    rest = [block for block in blocks if id(block) not in taken_ids]
    rest.sort(key=lambda b: (-rank[id(b)], -b.head))
    return first, rest


RETRIED_REASON = "passed on a later attempt"
"""The excerpt reason of the lines of a command the log shows retried to success (Travis'
``travis_retry``: ``The command "…" failed. Retrying, 2 of 3.`` then ``exited with 0.``; a retry
loop's ``Attempt 1 failed with exit code 7. Retrying…``): no failure of the job, whatever its
lines say (:func:`ci_triage.logs.analyse.retried_before`)."""


def retries_last(first: list[Block], rest: list[Block], retried: Collection[int]) -> tuple[list[Block], list[Block]]:
    """``(first, rest)`` (:func:`order_blocks`) with the blocks of the ``retried`` sections (indexes
    of sections whose command failed, was run again and passed) never among the blocks offered
    first, but last in ``rest``: the failing step's own blocks, its weak ones too, have the budget
    before them. They stay offered: an earlier attempt's error (a module an install could not
    fetch) may be what a later step tripped on, and their reason says the command passed in the
    end (:func:`with_retried_reason`)."""
    attempts = [block for block in (*first, *rest) if block.section in retried]
    if not attempts:
        return first, rest
    first = [block for block in first if block.section not in retried]
    rest = [block for block in rest if block.section not in retried]
    return first, [*rest, *attempts]


def other_failures_after(
    first: list[Block], rest: list[Block], others: Collection[int]
) -> tuple[list[Block], list[Block]]:
    """``(first, rest)`` (:func:`order_blocks`) with the blocks of the ``others`` sections (indexes of
    steps that failed but are not the failing step triaged: :func:`ci_triage.logs.analyse.failed_before_last`,
    or the later ones when an earlier step is triaged instead) offered first after the triaged step's
    own: the job may have failed at either (the earlier one's ``continue-on-error``, or the later
    one's ``if: always()``), so the other step's error is kept while the budget allows, never before
    the triaged step's."""
    if not others:
        return first, rest
    own = [block for block in first if block.section not in others]
    return [*own, *(block for block in first if block.section in others)], rest


def with_retried_reason(chosen: dict[int, str], lines: dict[int, LogLine], retried: Collection[int]) -> dict[int, str]:
    """``chosen`` (line number → reason) with each line of a ``retried`` section (:func:`retries_last`)
    chosen for :data:`RETRIED_REASON`, whatever error it reads as: the command passed in the end."""
    return {
        number: RETRIED_REASON if number in lines and lines[number].section in retried else reason
        for number, reason in chosen.items()
    }


END_OF_STEP_REASON = "end of the failing step"
"""The excerpt reason of the failing step's last lines, read back from its end, and of its exit block."""


AFTER_FAILURE_REASON = "ran after the failed step"
"""The excerpt reason of a line of a step that ran after the failed one (GitLab's ``after_script``
and artifact upload, an ``if: always()`` step: :func:`ci_triage.logs.analyse.after_failure_output`)
that no signal read: shown for what it prints, never blamed, so not called error text."""


def with_after_failure_reason(
    chosen: dict[int, str], lines: dict[int, LogLine], after: Collection[int]
) -> dict[int, str]:
    """``chosen`` (line number → reason) with :data:`AFTER_FAILURE_REASON` for each line of an
    ``after`` section (indexes of the steps that ran after the failed one) chosen as plain
    ``error text``; a signal's reason (``coreutils: no-such-file``) stays."""
    return {
        number: AFTER_FAILURE_REASON
        if reason == ERROR_TEXT_REASON and number in lines and lines[number].section in after
        else reason
        for number, reason in chosen.items()
    }


def with_step_title_reason(chosen: dict[int, str], lines: dict[int, LogLine]) -> dict[int, str]:
    """``chosen`` (line number → reason) with :data:`STEP_TITLE_REASON` for each line of a step's
    title and script (:func:`~ci_triage.logs.step_metadata.step_titles`) chosen as the end of the
    failing step (a short step's tail reaches back to them): they are the step's start."""
    titles = step_titles(lines)
    return {
        number: STEP_TITLE_REASON if reason == END_OF_STEP_REASON and number in titles else reason
        for number, reason in chosen.items()
    }


def _block_kind(block: Block, lines: dict[int, LogLine]) -> str:
    """What ``block`` reports, for ranking repeats: a test runner's report of one failed test
    (``kind`` ``report``) is one more of its section's reports, whichever line heads it, so a
    runner's reports rank in log order (the first failed test first) rather than by the position
    bonus of their heads; any other block, its head's :func:`error_kind`."""
    if block.kind == "report":
        return f"report of section {block.section}"
    return error_kind(lines[block.head])


def _out_of_context(line: LogLine) -> bool:
    """Whether ``line`` scores by a reading its skill dropped for want of its context alone
    (:attr:`~ci_triage.logs.localise.LogLine.unplaced_weight`, no signal matched in place): R CMD
    check's ``* checking for missing documentation entries ... WARNING``, a failure only under
    rcmdcheck's ``Error: R CMD check found WARNINGs`` (:func:`ci_triage.logs.signal_context.drop_out_of_context`)."""
    return not line.matches and line.unplaced_weight > 0


def _first_report(section_blocks: list[Block]) -> Block | None:
    """The first of ``section_blocks`` that is a test runner's report of one failed test (pytest's
    ``____ test_x ____`` and what follows it): when a section holds one, it is the first real error,
    ahead of the verdict lines a runner lists its failed tests by first (pytest ``-v``'s ``test_x
    FAILED``), which name what failed but do not say why."""
    return next((block for block in section_blocks if block.kind == "report"), None)


def _first_of_kind(block: Block, section_blocks: list[Block], lines: dict[int, LogLine]) -> Block:
    """The earliest of ``section_blocks`` (one section's, in line order) reporting the same kind of
    error as ``block`` (:func:`error_kind`): a tool that prints one error for each of many files
    scores its later repeats higher only because they are nearer the end of the step (the
    localiser's position bonus), so the first of them is the first real error."""
    kind = error_kind(lines[block.head])
    return next(other for other in section_blocks if error_kind(lines[other.head]) == kind)


def _with_repeats(block: Block, section_blocks: list[Block], lines: dict[int, LogLine]) -> Block:
    """``block`` grown over the blocks right after it that report the same kind of error, each
    touching the one before, up to :data:`~ci_triage.logs.localise.BLOCK_LINES` lines from its
    start: a tool's run of one error per file reads as one report whose first lines say what
    failed, while later repeats elsewhere in the step still wait behind other errors."""
    kind = error_kind(lines[block.head])
    end = block.end
    for other in section_blocks:
        if other.head <= block.head:
            continue
        if other.start > end + 1 or error_kind(lines[other.head]) != kind:
            break
        end = max(end, min(other.end, block.start + BLOCK_LINES - 1))
    return block if end == block.end else replace(block, end=end)


def _shows_kind(shown: Block, block: Block, section_blocks: list[Block], lines: dict[int, LogLine]) -> bool:
    """Whether ``shown`` already holds the head of another of ``section_blocks`` reporting the same
    kind of error as ``block``: then ``block`` (the last real error) is one more repeat, ranked
    with the others, not an error to offer before them."""
    kind = error_kind(lines[block.head])
    return any(
        other is not block and shown.start <= other.head <= shown.end and error_kind(lines[other.head]) == kind
        for other in section_blocks
    )


_VARIABLE = re.compile(r"\"[^\"]*\"|'[^']*'|`[^`]*`|\S*[/\\]\S*|\w*\d\w*")


def error_kind(line: LogLine) -> str:
    """What kind of error ``line`` reports, so repeats of one kind can wait: the strongest signal
    it matches (``skill:signal``), else its text with the parts that vary between repeats masked
    (quoted names, paths, words holding a digit)."""
    if line.matches:
        best = max(line.matches, key=lambda match: match.signal.weight)
        return f"{best.signal.skill}:{best.signal.id}"
    return _VARIABLE.sub("*", line.text.strip())


def never_shown(lines: dict[int, LogLine], repeats: Sequence[Repeat | ProgressRun] | None = None) -> frozenset[int]:
    """The numbers of ``lines`` (line number → line read) that no excerpt chooses (:class:`_Budget`
    lists them): a tool's usage text, a resolver's trace, a step's settings, a task's banner, the
    rest of a shadow-memory map, the toolchain's, the test runner's, a library's and installed
    packages' frames, and the lines a recursion's or a progress bar's repeats (``repeats``, found
    here when not given) leave out."""
    if repeats is None:
        repeats = [*repeated_frames(lines), *progress_runs(lines)]
    skipped = frozenset(number for repeat in repeats for number in repeat.left_out)
    shown_apart = usage_listing(lines) | resolve_trace(lines) | step_metadata(lines) | task_banner(lines)
    frames = toolchain_frames(lines) | runner_frames(lines) | library_frames(lines) | node_module_frames(lines)
    return shown_apart | shadow_map_rest(lines) | frames | skipped


class _Budget:
    """The lines chosen so far (number → reason) and the tokens they cost; a tool's usage text
    below its head (:func:`~ci_triage.logs.localise.usage_listing`), a resolver's trace past
    its first lines (:func:`~ci_triage.logs.resolve_trace.resolve_trace`), a GitHub Actions
    step's settings in its header (:func:`~ci_triage.logs.step_metadata.step_metadata`), an Azure
    Pipelines task's metadata banner (:func:`~ci_triage.logs.task_banner.task_banner`), a Rust
    backtrace's frames in the toolchain's crates (:func:`~ci_triage.logs.toolchain_frames.toolchain_frames`),
    a sanitizer's shadow-memory map but its heading and the buggy address's row
    (:func:`~ci_triage.logs.sanitizer_shadow.shadow_map_rest`)
    a Python traceback's frames of the test runner's own packages
    (:func:`~ci_triage.logs.runner_frames.runner_frames`), a library's inner frames
    below the project's (:func:`~ci_triage.logs.library_frames.library_frames`) and installed
    packages' inner frames in a JavaScript stack
    (:func:`~ci_triage.logs.node_module_frames.node_module_frames`) are never chosen, nor
    a recursion's frames past its first cycles (:func:`~ci_triage.logs.repeated_frames.repeated_frames`)
    nor a progress bar's states printed one per line but its last
    (:func:`~ci_triage.logs.progress_bars.progress_runs`), which :meth:`note_repeats` counts."""

    def __init__(self, lines: dict[int, LogLine], budget: int) -> None:
        self.lines = lines
        self.budget = budget
        self.spent = 0
        self.chosen: dict[int, str] = {}
        self.repeats: list[Repeat | ProgressRun] = [*repeated_frames(lines), *progress_runs(lines)]
        self.left_out = never_shown(lines, self.repeats)

    def note_repeats(self) -> None:
        """Give the last frame shown of each recursion and the last state of each progress bar,
        when chosen, the reason that counts the lines left out beside it
        (:attr:`~ci_triage.logs.repeated_frames.Repeat.note`,
        :attr:`~ci_triage.logs.progress_bars.ProgressRun.note`)."""
        for repeat in self.repeats:
            if repeat.shown in self.chosen:
                self.chosen[repeat.shown] = repeat.note

    def offer(
        self,
        numbers: list[int],
        reason: str,
        limit: int | None = None,
        partial: bool = True,
        most: int | None = None,
        core: bool = False,
    ) -> None:
        """Take ``numbers`` (in their order) while the tokens spent stay within ``limit`` (the
        budget by default): all of them if they fit, else, when ``partial`` and at least
        :data:`MIN_PARTIAL_TOKENS` (or the whole budget, if smaller) are left, the first ones that
        fit; with ``core`` (``numbers`` lead with the lines that carry a failed test's failure,
        :func:`~ci_triage.logs.cut_order.failure_core`: no fragment however few are taken), the
        first ones that fit whatever is left. ``most`` caps the tokens this one offer may take."""
        cap = self.budget if limit is None else min(limit, self.budget)
        if most is not None:
            cap = min(cap, self.spent + most)
        wanted = [n for n in numbers if n in self.lines and n not in self.chosen and n not in self.left_out]
        cost = sum(_line_cost(self.lines[n], self.budget) for n in wanted)
        if self.spent + cost <= cap:
            for number in wanted:
                self.chosen[number] = reason
            self.spent += cost
            return
        if not partial or (not core and cap - self.spent < min(MIN_PARTIAL_TOKENS, self.budget)):
            return
        for number in wanted:
            line_cost = _line_cost(self.lines[number], self.budget)
            if self.spent + line_cost > cap:
                break
            self.chosen[number] = reason
            self.spent += line_cost


def select_lines(
    first: list[Block],
    rest: list[Block],
    lines: dict[int, LogLine],
    budget: int,
    endings: list[int],
    quoted: Block | None = None,
) -> dict[int, str]:
    """Line number → reason, for the lines that fit in ``budget`` tokens.

    ``quoted``: the block holding the line the summary quotes, headed by that line: when the lines
    chosen leave out that line or the line naming its place (:func:`~ci_triage.logs.cut_order.place_line`:
    a budget too small for the blocks offered first, the exit block and the first error's, ``--budget
    30``; a scanner's earlier findings of lower severity offered before it, bandit's Low ones above
    its High one at ``--budget 300``, trial 125 #4), they are chosen again with that block taken
    before any other, whole or cut from its end but never its heading, head or place
    (:func:`~ci_triage.logs.cut_order.quoted_block_order`), so the excerpt shows what the summary
    quotes and where.

    ``endings`` are the last lines of the failing sections; what budget is left after the blocks
    goes to the lines just before them, walking back (the tail of the failing step), passing over
    other tests' passing output (:func:`~ci_triage.logs.localise.passing_output`). A span of lines
    none of which has a letter or digit is left out (:func:`_drop_wordless_spans`), as is the option
    listing of a tool's usage text printed after its error
    (:func:`~ci_triage.logs.localise.usage_listing`), as is a resolver's trace below webpack's
    ``Module not found`` past its first lines (:func:`~ci_triage.logs.resolve_trace.resolve_trace`),
    as are a Python traceback's frames of pytest's and pluggy's own packages
    (:func:`~ci_triage.logs.runner_frames.runner_frames`, ``pytest --tb=native``). What the
    excerpt keeps of a sanitizer's shadow-memory map (its heading and the buggy address's row,
    :func:`~ci_triage.logs.sanitizer_shadow.shadow_map_rest`) is offered last
    of all: the report's other lines (its ``SUMMARY:``, the region, the allocation's frames) say
    more.
    """
    spend = _chosen_lines(first, rest, lines, budget, endings, None)
    if quoted is None or quoted.head not in lines:
        return spend.chosen
    place = place_line(quoted, lines, spend.left_out)
    unit = unit_line(quoted, lines, spend.left_out)
    if quoted.head in spend.chosen and all(n is None or n in spend.chosen for n in (place, unit)):
        return spend.chosen
    return _chosen_lines(first, rest, lines, budget, endings, quoted).chosen


def _chosen_lines(
    first: list[Block],
    rest: list[Block],
    lines: dict[int, LogLine],
    budget: int,
    endings: list[int],
    quoted: Block | None,
) -> _Budget:
    """:func:`select_lines`' choice (the lines chosen and the budget spent), with ``quoted``'s lines
    taken first when it is given, in :func:`~ci_triage.logs.cut_order.quoted_block_order`."""
    spend = _Budget(lines, budget)
    most = int(budget * BLOCK_SHARE)

    def limit(block: Block) -> int:
        return int(budget * (BLOCKS_SHARE if block.score >= STRONG_SCORE else WEAK_BLOCKS_SHARE))

    def order(block: Block) -> list[int]:
        return [n for n in cut_order(block, lines) if n == block.head or not _in_shadow_map(lines, n)]

    opening = next((block for block in first if block.kind != "exit"), None)
    kept = (
        [n for n in quoted_block_order(quoted, lines, spend.left_out) if not _in_shadow_map(lines, n)] if quoted else []
    )
    if quoted is not None:  # its heading, head and place whatever they cost, then its share of the budget
        first, rest = _outside(first, quoted), _outside(rest, quoted)
        spend.offer(kept[: len(quoted_block_core(quoted, lines, spend.left_out))], _reason(quoted, lines), core=True)
        unit = unit_line(quoted, lines, spend.left_out)
        if unit is not None and unit in spend.chosen and not quoted.start <= unit <= quoted.end:
            spend.chosen[unit] = BUILT_PACKAGE_REASON
        spend.offer(kept, _reason(quoted, lines), most=most, core=True)
    for block in first:
        report = block is opening and _one_failed_test(block, lines)
        share = int(budget * FIRST_REPORT_SHARE) if report else most
        spend.offer(order(block), _reason(block, lines), most=share, core=report and block.kind == "report")
    _row_headings(spend, first)
    for block in rest:
        spend.offer(order(block), _reason(block, lines), limit=limit(block), most=most)
    _row_headings(spend, rest)
    # the rest of the quoted block after the other kinds of error offered first had their share, cut
    # to it (their first lines, what the budget leaves), before the same kind's (a scanner's other findings)
    peers = {error_kind(lines[quoted.head])} if quoted is not None else set()
    for block in [block for block in first if block.kind != "exit" and _block_kind(block, lines) not in peers]:
        spend.offer(order(block), _reason(block, lines), most=most, core=quoted is not None)
    if quoted is not None:
        spend.offer(kept, _reason(quoted, lines), core=True)
    for block in first:
        spend.offer(order(block), _reason(block, lines))
    for block in rest:
        spend.offer(order(block), _reason(block, lines), limit=limit(block))
    _row_headings(spend, [*first, *rest])
    for block in [*first, *rest]:
        if block.kind == "error":
            paragraphs = range(block.end + 1, message_end(lines, block) + 1)
            spend.offer(
                [n for n in paragraphs if not _in_shadow_map(lines, n)], _reason(block, lines), limit=limit(block)
            )
    _fill_gaps(spend)
    for block in first:  # a failed assertion's diff names the items that differ: before the step's tail
        diff = [n for n in assertion_diff(lines, block) if not _in_shadow_map(lines, n)]
        spend.offer(diff, _reason(block, lines), partial=False)
        spend.offer(diff_outline(lines, diff), _reason(block, lines))
    walks = [_tail_walk(lines, ending) for ending in endings]
    for walk in walks:
        spend.offer([n for n in walk if not _in_shadow_map(lines, n)], END_OF_STEP_REASON)
    onwards = [(block, _onward(block, lines)) for block in [*first, *rest]]  # each read once, offered twice
    for block, onward in onwards:
        spend.offer([n for n in onward if not _in_shadow_map(lines, n)], _reason(block, lines))
    for walk in walks:
        spend.offer(walk, END_OF_STEP_REASON)
    for block, onward in onwards:
        spend.offer(onward, _reason(block, lines))
    _fill_gaps(spend)
    _drop_wordless_spans(spend)
    spend.note_repeats()
    return spend


def _outside(blocks: list[Block], quoted: Block) -> list[Block]:
    """``blocks`` but the error blocks headed inside ``quoted`` (the block holding the line the summary
    quotes, offered apart): its head's own block (jest's ``●`` block reads on over the later failed
    tests' reports, bandit's finding is the one quoted) would spend the other blocks' share on it."""
    return [block for block in blocks if block.kind == "exit" or not quoted.start <= block.head <= quoted.end]


def _one_failed_test(block: Block, lines: dict[int, LogLine]) -> bool:
    """Whether ``block`` is one failed test's report: a test runner's report (``kind`` ``report``),
    or a block headed by a verdict naming the failed test (:func:`~ci_triage.logs.localise.names_failed_test`:
    node's ``✖ adds (1.2ms)`` and Pester's ``[-] adds 5ms`` over the message and stack they indent
    below) that holds no other such verdict (not a list of them, pytest's ``FAILED`` lines)."""
    if block.kind == "report":
        return True
    if block.head not in lines or not names_failed_test(lines[block.head]):
        return False
    return not any(
        names_failed_test(lines[number])
        for number in range(block.start, block.end + 1)
        if number != block.head and number in lines
    )


def _in_shadow_map(lines: dict[int, LogLine], number: int) -> bool:
    """Whether line ``number`` of ``lines`` is read and is a line of a sanitizer's shadow-memory map."""
    return number in lines and shadow_map_line(lines[number].text)


def _tail_walk(lines: dict[int, LogLine], ending: int) -> list[int]:
    """The lines of the failing section that ends at ``ending``, walking back from it, without other,
    passing work (:func:`~ci_triage.logs.localise.passing_output`), the ``##[endgroup]`` markers a
    step closes its groups with (a wrapper's 300 nested groups: no output), a traceback the program logged
    and went on after (:attr:`~ci_triage.logs.localise.LogLine.logged_exception`) and what a passing test printed
    before its verdict: walking back from a verdict logged as an info record (``[INFO] Tests run: 3,
    Failures: 0 ... - in FooTest``), every line up to the info record that started the test
    (``[INFO] Running FooTest``); from a verdict alone on its line (pytest ``-v``'s ``PASSED [
    63%]`` under the test's live log records), the lines up to the previous verdict or a line that
    reports an error (the previous test's ``FAILED``). At most :data:`MAX_PASSING_RECORD` lines
    are passed over for one verdict.

    Lines are passed over only once what bounds them is read: the test's info record, the previous
    verdict, a line that reports an error, or :data:`MAX_PASSING_RECORD` lines. When the walk
    reaches the start of the section first (not a gap in the lines read), nothing showed those
    lines to be one passing test's among others: the "verdict" was the step's own tally (luacheck's
    ``Total: 4 warnings / 0 errors in 1 file``, reuse's ``* Read errors: 0``) or a word of a
    message (busted's ``Passed in:`` above an assertion's operands), and it and the lines passed
    over are walked after all, last."""
    section = lines[ending].section if ending in lines else None
    walk = []
    passed_over: list[int] = []  # lines passed over since the verdict, kept if nothing bounds them
    number = ending
    verdict_at = None  # walking back through a passing test's output from its verdict at this line
    records = False  # whether that verdict is an info record, whose test began at an info record
    while number in lines and lines[number].section == section:
        line = lines[number]
        if verdict_at is not None and records:
            if verdict_at - number > MAX_PASSING_RECORD or info_record(line):
                verdict_at = None
                passed_over = []
            else:
                passed_over.append(number)
            number -= 1
            continue
        within = verdict_at is not None and verdict_at - number <= MAX_PASSING_RECORD
        if within and not (passing_output(line) or reports_error(line)):
            passed_over.append(number)
            number -= 1
            continue
        verdict_at = None
        passed_over = []
        if number != ending and closing_verdict(line):
            verdict_at, records = number, info_record(line, anywhere=True)
            passed_over = [number]
        elif number == ending or not (passing_output(line) or line.logged_exception or line.marker == "endgroup"):
            walk.append(number)
        number -= 1
    # the walk ran out at the section's start: the log's first line, another section's line, or
    # the step's title line (``##[group]Run …``) when the lines above it were not read; not at a
    # gap in the lines read, above which the test's start may lie
    started = number == 0 or number in lines or (number + 1 in lines and lines[number + 1].marker == "group")
    return walk + passed_over if started else walk


def _onward(block: Block, lines: dict[int, LogLine]) -> list[int]:
    """The lines read after ``block`` up to its natural end, in order: what its section printed
    next, up to :data:`~ci_triage.logs.localise.BLOCK_LINES` lines from its head (a failed test's
    report: to where its runner ends it, :func:`~ci_triage.logs.localise.report_natural_end`),
    stopping before a line not read, the next step (a group marker or another section) or other,
    passing work (:func:`~ci_triage.logs.localise.passing_output`); trailing blank lines left out. A block ends
    at its first blank line or at a line back at its head's indentation, which cuts short a report
    of several paragraphs (a compiler's message, a failed test's captured output, a summary after a
    stack trace): with budget left once every block and the failing step's tail were taken, the
    excerpt reads on to where the step itself says the failure's output ended. A head a runner's tag
    opens (:attr:`~ci_triage.logs.localise.LogLine.prefix`: tasks interleaved,
    :mod:`ci_triage.logs.interleaved_task`) reads on over its own task's lines read, up to
    :data:`~ci_triage.logs.localise.BLOCK_LINES` from its head, past other tasks' lines and lines not
    read between them (where the runner ends a report is told by lines next to each other)."""
    section = lines[block.head].section
    onward: list[int] = []
    last = report_natural_end(lines, block) if block.kind == "report" else block.head + BLOCK_LINES - 1
    tag = lines[block.head].prefix
    following = (
        sorted(number for number, line in lines.items() if number > block.end and line.prefix == tag)[
            : block.head + BLOCK_LINES - 1 - block.end
        ]
        if tag
        else range(block.end + 1, last + 1)
    )
    for number in following:
        line = lines.get(number)
        if line is None or line.section != section or line.marker in ("group", "endgroup") or passing_output(line):
            break
        onward.append(number)
    while onward and lines[onward[-1]].blank:
        onward.pop()
    return onward


def _fill_gaps(spend: _Budget) -> None:
    """Take the gaps of up to :data:`MAX_GAP` lines between chosen lines that hold no passing work,
    each gap whole or not at all; a gap line takes the reason of the chosen line above it, or of the
    one below it when it is of that line's step (a later step's title under the failing step's end)."""
    numbers = sorted(spend.chosen)
    for before, after in itertools.pairwise(numbers):
        if not 1 < after - before <= MAX_GAP + 1:
            continue  # a gap of millions of lines (an error-dense log) is never listed
        gap = list(range(before + 1, after))
        if any(n in spend.lines and passing_output(spend.lines[n]) for n in gap):
            continue
        if spend.spent + sum(_line_cost(spend.lines[n], spend.budget) for n in gap if n in spend.lines) > spend.budget:
            continue
        section = spend.lines[before].section
        upper = [n for n in gap if n not in spend.lines or spend.lines[n].section == section]
        spend.offer(upper, spend.chosen[before], partial=False)
        spend.offer(gap[len(upper) :], spend.chosen[after], partial=False)


def _line_cost(line: LogLine, budget: int) -> int:
    """The tokens ``line`` costs in an excerpt of ``budget`` tokens: its text as shown
    (:func:`excerpt_text`) and its line break."""
    return estimate_tokens(excerpt_text(line, budget)) + 1


def excerpt_text(line: LogLine, budget: int) -> str:
    """``line`` as an excerpt of ``budget`` tokens shows it: whole, or, a line a signal read (evidence
    of the failure) past :data:`LINE_SHARE` of the budget (at least :data:`MIN_LINE_CHARS`
    characters), shortened as a line past
    :data:`~ci_triage.logs.clean.MAX_LINE_CHARS` is when it is read
    (:func:`~ci_triage.logs.clean.shorten_line`: its start and the text around its failure word, with
    notes counting what was cut). A small budget then keeps a long line that explains the failure
    (perl's ``Can't locate JSON/Tiny/Missing.pm in @INC (you may need to install the
    JSON::Tiny::Missing module) (@INC entries checked: …)``, 450 characters, at ``--budget 300``)
    shortened, where it dropped it whole (trial 126 #3). Other long lines are shown whole or not at
    all: a build's echoed compiler command (cargo's ``rustc --crate-name …``, thousands of characters)
    shortened would fit where it says nothing."""
    limit = max(MIN_LINE_CHARS, int(budget * LINE_SHARE) * CHARS_PER_TOKEN)
    return shorten_line(line.shown, limit) if line.matches and len(line.shown) > limit else line.shown


STEP_TITLE_REASON = "step title"
UNIT_OPENING_REASON = "the failed unit's command"
"""The reason of the line that opened the run of the step's failed unit (:func:`select_new_lines`)."""
"""The excerpt reason of a block headed by a step's title line (GitHub Actions' ``##[group]Run …``,
kept only as the line a summary or a signal points to): the step's command, no error text."""


BUILT_PACKAGE_REASON = "the package the failed build was building"
"""The excerpt reason of the line naming the package a failed build was building, above the block
the summary quotes (:func:`~ci_triage.logs.cut_order.unit_line`: pip's ``Collecting …`` line)."""


HUNG_TEST_REASON = "the goroutine of the test that timed out"
"""The excerpt reason of a timed-out Go test's goroutine (:func:`~ci_triage.logs.hung_test_stack.hung_test_stacks`)."""


ERROR_TEXT_REASON = "error text"
"""The excerpt reason of a block whose head no signal read (:func:`_reason`'s last resort)."""


def _reason(block: Block, lines: dict[int, LogLine], cited: str = "") -> str:
    """Why ``block`` is in the excerpt: the end of the failing step for an exit block, else the
    strongest signal its head matched (``skill: signal``), :data:`HUNG_TEST_REASON` for a timed-out
    Go test's goroutine, an error annotation, ``cited`` (the
    signal that made the report cite the block's head, when the head matched none itself: a tool
    named by the step's command), :data:`STEP_TITLE_REASON` for a step's title line, else
    ``error text``."""
    head = lines.get(block.head)
    if block.kind == "exit":
        return END_OF_STEP_REASON
    if block.kind == STACK_KIND:
        return HUNG_TEST_REASON
    if head and head.matches:
        best = max(head.matches, key=lambda match: match.signal.weight)
        return f"{best.signal.skill}: {best.signal.id}"
    if head and head.marker == "error":
        return "error annotation"
    if cited:
        return cited
    if head and head.marker == "group":
        return STEP_TITLE_REASON
    return ERROR_TEXT_REASON


UNCOMPARED_REASON = "in the part of a long log not compared with the passing log"
"""The excerpt reason of lines taken as new ones only because they were not compared."""
CHANGED_SETTINGS_REASON = "the step's settings"
"""The excerpt reason of a failing step's settings new since the passing log (its ``env:`` lines)."""


def select_new_lines(
    first: list[Block],
    rest: list[Block],
    lines: dict[int, LogLine],
    budget: int,
    new: frozenset[int],
    failing: set[int],
    reason: str,
    *,
    uncompared: frozenset[int] = frozenset(),
    explaining: Block | None = None,
    cited: Block | None = None,
    known_reason: str = "",
    cited_reason: str = "",
    endings: Sequence[int] = (),
    unit_opening: int | None = None,
    changed_values: frozenset[int] = frozenset(),
    changed_value_reason: str = "",
    changed_options: frozenset[int] = frozenset(),
) -> dict[int, str]:
    """Line number → reason, when the log was compared with a passing one (``new``: its new lines).

    First the ``explaining`` block (the one holding the line the summary quotes, found without the
    passing log), then the ``cited`` block (the one holding the line the verdict's strongest signal
    matched, which the report cites first), each whole, new or not: a baseline lowers the weight of
    known lines but never drops the failing step's explanation (the passing run may print the same
    error and then retry and pass) nor the error the report points to; when a head is known, its
    reason carries ``known_reason`` (``also in run N``). Then the ``unit_opening`` line, new or not
    (the line that opened the run of the step's failed unit the verdict is about:
    :func:`~ci_triage.logs.step_units.unit_opening`, tox's ``strict: commands[0]> pytest tests``,
    which the passing run printed too), with :data:`UNIT_OPENING_REASON`. Then the failing steps' settings that run
    never printed (:func:`~ci_triage.logs.step_metadata.changed_settings`: an ``env:`` variable
    set or given another value since then, left out of an excerpt otherwise), at most
    :data:`BLOCK_SHARE` of the budget, with :data:`CHANGED_SETTINGS_REASON`; so too those of
    ``changed_values`` (settings lines of a template the passing log has, printed with another value
    there: :attr:`~ci_triage.logs.compare.Comparison.changed_settings`), their reason
    ``changed_value_reason``, and the lines of its output in ``changed_options`` (an option's value
    printed with another value there: :attr:`~ci_triage.logs.compare.Comparison.changed_options`,
    pytest-randomly's ``Using --randomly-seed=1``), with that reason alone. Then
    the same priorities as :func:`select_lines`, but only new lines are taken (an exit block's
    marker line always, and the known lines that go on a new error block while they read as
    errors): the exit blocks, the first and last real errors, then the other blocks headed by a
    new line in log order (every new error counts; the first is most often the cause). Then the
    *runs* of new lines of the ``failing`` sections (at most :data:`MAX_GAP` + 1 apart) that hold
    a chosen line, the best-scoring run first, each only within :data:`NEAR_LINES` lines of a
    chosen line; then those that hold a new line that reads as an error (scoring at least
    :data:`~ci_triage.logs.localise.STRONG_SCORE`: ctest's verdict of a failed test and the
    assertion message under it, whose block :func:`~ci_triage.logs.localise.find_blocks` leaves out
    as a passing test's output when the next test's ``Passed`` verdict follows), within
    :data:`NEAR_LINES` lines of such a line; when no block is new, every run, the last first.
    Then, with what is left, the run that reaches each of ``endings`` (the failing steps' last
    lines read, as :func:`select_lines` takes them), walking back from its end: the output the
    passing run never printed right up to the failure, whether or not its lines read as errors
    (a linter's violations, of which only the closing tally matches a signal); this is the
    failing step's tail that :func:`select_lines` fills the budget with, less the known lines.
    Then, with what is still left, the first run of new lines of each failing section, from its
    start: where the step's output first departed from the passing run's, most often the cause
    (reuse lint's ``The following files have no copyright and licensing information:`` above a
    tally the passing run printed too; :func:`_first_runs`).
    A known line that only names a place in a source file right above a span of new lines (gfortran's
    ``bad.f90:6:3:`` over its error, known because the passing run warned at ``bad.f90:3:14:``)
    heads that span's error and joins it (:func:`_location_headings`).
    Nothing else fills the budget, so when the passing log explains most of the failing one the
    excerpt is short. Lines without a letter or digit (rulers, a bare ``[INFO]``) start no run and
    end no span. Reasons of new blocks and lines carry ``reason`` (``new since run N``); the
    ``cited`` block's, when its head matched no signal itself (a step's title line, where the tool
    its command names was found), ``cited_reason`` (the signal: ``tool-catalogue: ansible``).
    ``uncompared`` lines (of a long log, :meth:`ci_triage.logs.compare.Comparison.compared`) are
    taken as new ones are, without that reason.
    """
    spend = _Budget(lines, budget)
    fresh = new | uncompared

    def offer(block: Block, limit: int | None = None) -> None:
        numbers = [n for n in cut_order(block, lines) if n in fresh or (block.kind == "exit" and n == block.head)]
        if block.head in fresh:
            numbers += _known_errors_after(block, lines, fresh, numbers)
        label = _reason(block, lines)
        spend.offer(numbers, f"{label} ({reason})" if block.head in new else label, limit=limit)

    for whole, why in ((explaining, ""), (cited, cited_reason)):
        if whole is not None:
            label = _reason(whole, lines, why)
            suffix = reason if whole.head in new else known_reason if whole.head not in uncompared else ""
            spend.offer(cut_order(whole, lines), f"{label} ({suffix})" if suffix else label)
    if unit_opening is not None:
        suffix = reason if unit_opening in new else known_reason if unit_opening not in uncompared else ""
        spend.offer([unit_opening], f"{UNIT_OPENING_REASON} ({suffix})" if suffix else UNIT_OPENING_REASON)
    settings = [n for n in changed_settings(lines, new) if lines[n].section in failing]
    valued = [n for n in changed_settings(lines, changed_values) if lines[n].section in failing and n not in settings]
    options = [n for n in sorted(changed_options) if n in lines and lines[n].section in failing]
    spend.left_out -= frozenset(settings + valued + options)
    spend.offer(settings, f"{CHANGED_SETTINGS_REASON} ({reason})", most=int(budget * BLOCK_SHARE))
    spend.offer(valued, f"{CHANGED_SETTINGS_REASON} ({changed_value_reason})", most=int(budget * BLOCK_SHARE))
    spend.offer(options, changed_value_reason, most=int(budget * BLOCK_SHARE))
    for block in first:
        offer(block)
    for block in sorted(rest, key=lambda block: block.head):
        if block.head in fresh:
            offer(block, limit=int(budget * BLOCKS_SHARE))
    _row_headings(spend, [block for block in (explaining, cited, *first, *rest) if block is not None])
    candidates = [n for n in sorted(fresh) if n in lines and lines[n].section in failing and not lines[n].blank]
    runs = _runs([n for n in candidates if wordy(lines[n].text) or n in spend.chosen])
    touched = [run for run in runs if any(n in spend.chosen for n in run)]
    erring: list[list[int]] = []
    if not any(n in fresh for n in spend.chosen):
        touched = runs[::-1]
    else:
        near = _near(sorted(spend.chosen), NEAR_LINES)
        errors = [n for n in candidates if n in new and lines[n].score >= STRONG_SCORE]
        near_error, erring_lines = _near(errors, NEAR_LINES), set(errors)
        held = {run[0] for run in touched}  # the runs that hold a chosen line: offered first
        erring = [
            [n for n in run if near_error(n)]
            for run in runs
            if run[0] not in held and any(n in erring_lines for n in run)
        ]
        touched = [[n for n in run if near(n)] for run in touched]
    for some in (touched, erring):
        for run in sorted(some, key=lambda run: -max((lines[n].score for n in run), default=0.0)):
            spend.offer(run, reason if any(n in new for n in run) else UNCOMPARED_REASON)
    for ending in endings:
        last = _last_run(runs, ending, lines)
        spend.offer(last[::-1], reason if any(n in new for n in last) else UNCOMPARED_REASON)
    for run in _first_runs(runs, new, lines):
        spend.offer(run, reason)
    _location_headings(spend, fresh, known_reason)
    _fill_gaps(spend)
    _trim_edges(spend)
    spend.note_repeats()
    return spend.chosen


CITED_LINE_REASON = "the line the report points to"
"""The excerpt reason of a line a location or the summary cites, taken back after a baseline left it out."""


def with_cited_lines(
    chosen: dict[int, str], lines: dict[int, LogLine], cited: dict[int, str], budget: int
) -> dict[int, str]:
    """``chosen`` (line number → reason) with each of ``cited`` (line number, 1-based → its reason, the
    most important first: the line the summary quotes, then the lines the report's locations name) it
    lacks, each whole while the excerpt's tokens stay within ``budget``. With a passing log,
    :func:`select_new_lines` leaves out what that run printed too, but a line the report points to
    must be in the excerpt however old it is: pytest-cov's ``calc/__init__.py  10  4  60%  6, 10-12``
    row, printed by the passing run at a lower threshold, is the location ``calc/__init__.py:6`` and
    the advice's "Missing column" (trial 119 F6)."""
    spend = _Budget(lines, budget)
    spend.chosen = dict(chosen)
    spend.spent = sum(_line_cost(lines[n], budget) for n in chosen if n in lines)
    for number, reason in cited.items():
        spend.offer([number], reason, partial=False)
    return spend.chosen


def _last_run(runs: list[list[int]], ending: int, lines: dict[int, LogLine]) -> list[int]:
    """The lines of ``ending``'s section in the run of ``runs`` that reaches it (its last line at
    most :data:`MAX_GAP` + 1 lines before ``ending``, the failing step's last line read), or ``[]``:
    the output the passing run never printed, right up to where the step failed."""
    section = lines[ending].section if ending in lines else None
    for run in runs:
        if ending - MAX_GAP - 1 <= run[-1] <= ending:
            return [n for n in run if lines[n].section == section]
    return []


_LOCATION_HEADING = re.compile(r"^\s*(?:[A-Za-z]:)?[^\s:]+:\d+(?::\d+)?:?\s*$")
"""A line that only names a place in a source file, heading the message below it: gfortran's
``bad.f90:6:3:`` (``FILE:LINE:COLUMN:`` above the quoted source line and the ``Error:``)."""
HEADING_REACH = 2
"""Blank lines that may stand between a location heading and the span of new lines it heads."""


LOCATION_REASON = "the place of the error below"
"""The excerpt reason of a location heading taken for the new error it heads (:func:`_location_headings`)."""


def _location_headings(spend: _Budget, fresh: frozenset[int], known_reason: str = "") -> None:
    """Take, for each span of chosen lines that starts with a new line, the known line just above it
    (past at most :data:`HEADING_REACH` blank lines) when it only names a place in a source file
    (:data:`_LOCATION_HEADING`): a compiler's location heading belongs to the error below it even
    when the passing run printed one of the same template (another warning's place). Its reason is
    :data:`LOCATION_REASON`, with ``known_reason`` (``also in run N``) when given."""
    for span in _chosen_spans(spend):
        start = span[0]
        if start not in fresh or start not in spend.lines:
            continue
        section = spend.lines[start].section
        number = start - 1
        while start - number <= HEADING_REACH and number in spend.lines and spend.lines[number].blank:
            number -= 1
        line = spend.lines.get(number)
        if line is None or line.section != section or number in spend.chosen or number in fresh:
            continue
        if _LOCATION_HEADING.match(line.text):
            why = f"{LOCATION_REASON} ({known_reason})" if known_reason else LOCATION_REASON
            spend.offer(list(range(number, start)), why, partial=False)


ROW_HEADING_REASON = "the file of the error below"
"""The excerpt reason of a file's heading taken for a problem row under it (:func:`_row_headings`)."""


def _row_headings(spend: _Budget, blocks: Sequence[Block]) -> None:
    """Take, for each of ``blocks`` whose head is chosen and is a problem row under a file's heading
    (:func:`~ci_triage.logs.row_heading.row_heading`: ESLint's stylish ``/…/lib/m17.js`` over
    ``  24:10  error  …``, however many warning rows between), that heading line alone: the row
    names no file, and the next file's heading below it must not read as its file. Its reason is
    :data:`ROW_HEADING_REASON`."""
    for block in blocks:
        if block.head in spend.chosen and (heading := row_heading(spend.lines, block.head)) is not None:
            spend.offer([heading], ROW_HEADING_REASON, partial=False)


def _first_runs(runs: list[list[int]], new: frozenset[int], lines: dict[int, LogLine]) -> list[list[int]]:
    """For each section of ``runs`` (runs of new or uncompared lines, in log order), its first run
    holding a new line: the output where the failing run first departed from the passing one. A
    run's first lines that read as other, passing work (:func:`~ci_triage.logs.localise.passing_output`:
    an info-level record with no error word) are no departure: a build that differs from the
    passing one logs other progress (Maven's ``[INFO] Nothing to compile - all classes are up to
    date.`` where the passing run compiled, trial 41 #10), so the run starts after them, and a run
    of such lines alone is passed over."""
    first: dict[int, list[int]] = {}
    for run in runs:
        departed = list(itertools.dropwhile(lambda n: passing_output(lines[n]), run))
        if any(n in new for n in departed):
            first.setdefault(lines[run[0]].section, departed)
    return list(first.values())


def _known_errors_after(block: Block, lines: dict[int, LogLine], new: frozenset[int], taken: list[int]) -> list[int]:
    """Known lines that go on a new error block: those right after its new lines (up to its end)
    that look like errors themselves, as a tool's error epilogue often is the same in every run,
    or name a place in a source file (:data:`~ci_triage.logs.cut_order.SOURCE_PLACE`): the frames of
    the new error, whose kind of line the passing run printed too (rspec's ``# ./spec/calc_spec.rb:19:in
    `block …'`` under a new failure, where the passing run printed a pending example's frame at line
    33; the comparison masks the line numbers), say where it happened."""
    after = []
    for number in range(block.head + 1, block.end + 1):
        if number in new:
            continue
        if lines[number].score < KNOWN_ERROR_SCORE and not SOURCE_PLACE.search(lines[number].text):
            break
        after.append(number)
    return [n for n in after if n not in taken]


def _near(chosen: list[int], reach: int):
    """A test: is a line number at most ``reach`` lines from one of ``chosen`` (sorted)?"""

    def test(number: int) -> bool:
        index = bisect.bisect_left(chosen, number)
        return any(abs(chosen[i] - number) <= reach for i in (index - 1, index) if 0 <= i < len(chosen))

    return test


def _chosen_spans(spend: _Budget) -> list[list[int]]:
    """The chosen line numbers, in order, cut into runs of consecutive numbers."""
    spans: list[list[int]] = []
    for number in sorted(spend.chosen):
        if spans and number == spans[-1][-1] + 1:
            spans[-1].append(number)
        else:
            spans.append([number])
    return spans


def _drop_wordless_spans(spend: _Budget) -> None:
    """Drop the spans of consecutive chosen lines of which no line has a letter or digit (a blank
    line, a ruler, the only lines a budget of a few tokens fits): they explain nothing, and an
    excerpt of them is no excerpt (the report then warns that the budget is too small)."""
    for span in _chosen_spans(spend):
        if not any(wordy(spend.lines[n].text) for n in span):
            for number in span:
                del spend.chosen[number]


def _trim_edges(spend: _Budget) -> None:
    """Drop the lines without a letter or digit (blank lines, rulers, a bare ``[INFO]``, a bare
    progress column ``[100%]``: :func:`wordy`) that start or end a span of consecutive chosen lines:
    they explain nothing there."""
    for span in _chosen_spans(spend):
        worded = [n for n in span if wordy(spend.lines[n].text)]
        for number in span:
            if not worded or number < worded[0] or number > worded[-1]:
                del spend.chosen[number]


_LEVEL_TAG = re.compile(r"^\s*\[\w+\]")
_WORD = re.compile(r"\w")
_PROGRESS_ONLY = re.compile(r"^\s*\[ *\d+%\]\s*$")
"""A test runner's progress column alone on its line: pytest's ``[100%]`` whose dots went to the
line before it (pytest-cov's ``ERROR: Coverage failure: …`` on stderr printed between them)."""


def wordy(text: str) -> bool:
    """Does ``text`` hold a letter or digit after any leading ``[LEVEL]`` tag (``[INFO]``, ``[ERROR]``),
    and more than a progress column (:data:`_PROGRESS_ONLY`: a bare ``[100%]`` says nothing)?"""
    tag = _LEVEL_TAG.match(text)
    return bool(_WORD.search(text[tag.end() :] if tag else text)) and not _PROGRESS_ONLY.match(text)


def _runs(numbers: list[int]) -> list[list[int]]:
    """``numbers`` (sorted) cut where two are more than :data:`MAX_GAP` + 1 apart."""
    runs: list[list[int]] = []
    for number in numbers:
        if runs and number - runs[-1][-1] <= MAX_GAP + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    return runs
