"""A failure printed as labelled parts keeps its later parts: the label of a part (``Got:``) with
its value indented below it goes on with the block, past the first lines that join it whatever
they hold.

``tests/fixtures/s27-chunks/doctest-expected-got.gha.log`` is real ``python -m doctest`` output
(CPython 3.11.7) on two failed examples: ``File "…", line 4, in calc.add``, ``Failed example:``,
``Expected:`` and ``Got:``, each label above its value. The block of a failure ended at the
``Expected:`` value, so the excerpt showed what the example should print and never what it printed.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.first_pass import Anchor, Section
from ci_triage.logs.localise import Block, LogLine, build_lines, find_blocks, score_lines

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "s27-chunks" / "doctest-expected-got.gha.log"
STAMP = len("2026-12-05T10:00:00.0000000Z ")


def _step() -> list[str]:
    """The failing step's output lines, without the runner's timestamps and group lines."""
    texts = [line[STAMP:] for line in FIXTURE.read_text(encoding="utf-8").splitlines()]
    start = texts.index("##[group]Run python -m doctest src/calc.py")
    body = texts[start:]
    return body[body.index("##[endgroup]") + 1 : -1]


def _blocks(texts: list[str]) -> tuple[dict[int, LogLine], list[Block]]:
    raw = {number: text.encode() for number, text in enumerate(texts, start=1)}
    lines = build_lines(raw, Analyser.load().signals, dict.fromkeys(raw, 0))
    section = Section(index=0, name="Run doctest", start=Anchor(line=1, offset=0, tier=0), end_line=len(texts))
    score_lines(lines, [section], {0})
    return lines, find_blocks(lines, [section], {0})


def test_each_failed_examples_block_runs_through_what_it_got() -> None:
    texts = _step()
    _, blocks = _blocks(texts)
    for place, got in (("line 4, in calc.add", "    4"), ("line 15, in calc.scale", "    [2, 4, 6]")):
        head = next(number for number, text in enumerate(texts, start=1) if place in text)
        value = next(number for number, text in enumerate(texts, start=1) if number > head and text == got)
        block = next(block for block in blocks if block.head == head)
        assert texts[value - 2] == "Got:"
        assert block.end >= value  # the ``Got:`` label and the value the example printed


def test_a_label_without_a_value_below_it_ends_the_block() -> None:
    """The label must head an indented part: ``Got:`` followed by a line back at the message's
    indentation is other output, and the block ends before it."""
    texts = _step()
    first_got = texts.index("Got:")
    cut = [*texts[: first_got + 1], "next step output", *texts[first_got + 2 :]]
    _, blocks = _blocks(cut)
    block = next(block for block in blocks if block.head == _head(cut, "line 4, in calc.add"))
    assert block.end < first_got + 1


def test_a_lone_label_below_an_unlabelled_message_ends_the_block() -> None:
    """Only a block that showed a labelled part reads on over the next one: the same failure with
    its ``Failed example:`` and ``Expected:`` lines indented like the values (no label above an
    indented part) ends before ``Got:``, as an error's block ends before a package manager's
    ``New:`` above the list of packages it resolved."""
    texts = _step()
    unlabelled = [f"    {text}" if text in ("Failed example:", "Expected:") else text for text in texts]
    head = _head(unlabelled, "line 4, in calc.add")
    _, blocks = _blocks(unlabelled)
    block = next(block for block in blocks if block.head == head)
    assert unlabelled[head + 4] == "Got:"  # line head + 5
    assert block.end == head + 4  # the message's indented lines, not the lone label and its value


def _head(texts: list[str], place: str) -> int:
    return next(number for number, text in enumerate(texts, start=1) if place in text)
