"""A tool's advice after every failure (how to get more output, where to read more) and a runtime's
trailer never head the block that explains the failure, even where no skill knows the error: the
error above them does. Real output made here (tests/skills/fixtures/): Maven 3.8.7 with no POM
(``re-run Maven with the -e switch``, the ``[Help 1]`` link) and node 20.20.2's assert (``Node.js
v20.20.2``). npm's ``A complete log of this run can be found in`` scores as a weak word only in npm
10 (``npm error``), so it heads no block either way; npm 6 printed it after ``npm ERR!``."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.first_pass import Anchor, Section
from ci_triage.logs.localise import build_lines, find_blocks, score_lines

FIXTURES = Path(__file__).parents[1] / "skills" / "fixtures"
ANALYSER = Analyser.load()


ADVICE = (
    "re-run Maven with the -e switch",
    "Re-run Maven using the -X switch",
    "For more information about the errors and possible solutions",
    "[Help 1] http",
    "A complete log of this run can be found in",
    "Node.js v20.20.2",
)


def _block_heads(texts: list[str]) -> list[str]:
    """The heads of the blocks of ``texts`` read as one failing step, the lines scored by their
    failure words alone (every skill's matches dropped: as where no skill knows the error)."""
    raw = {number: text.encode() for number, text in enumerate(texts, start=1)}
    lines = build_lines(raw, ANALYSER.signals, dict.fromkeys(raw, 0))
    for line in lines.values():
        line.matches = []
    section = Section(index=0, name="Run build", start=Anchor(line=1, offset=0, tier=0), end_line=len(texts))
    score_lines(lines, [section], {0})
    return [lines[block.head].text for block in find_blocks(lines, [section], {0})]


@pytest.mark.parametrize(
    ("fixture", "error"),
    [
        ("maven-no-pom.txt", "there is no POM in this directory"),
        ("maven-unknown-phase.txt", 'Unknown lifecycle phase "tset"'),
        ("maven-non-parseable-pom.txt", "Non-parseable POM"),
        ("node-assert.txt", "AssertionError [ERR_ASSERTION]"),
    ],
)
def test_advice_heads_no_block_and_the_error_heads_one(fixture: str, error: str) -> None:
    texts = (FIXTURES / fixture).read_text().splitlines()[1:]  # the first line is the command run
    heads = _block_heads(texts)
    assert not [head for head in heads if any(advice in head for advice in ADVICE)]
    assert any(error in head for head in heads)
