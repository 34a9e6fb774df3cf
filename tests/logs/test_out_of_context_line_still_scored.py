"""A line whose signal counts only in its language's context (a signal's ``after`` or ``needs``)
names no skill, tool or category elsewhere, but it still reads as an error for the excerpt: a bare
``Error: message`` of a script no skill knows scores as it would beside Node's trailer, though only
there does it say Node (:func:`ci_triage.logs.signal_context.drop_out_of_context`)."""

from __future__ import annotations

from ci_triage.logs.first_pass import Anchor, Section
from ci_triage.logs.localise import LogLine, build_lines, score_lines
from ci_triage.logs.signal_context import drop_out_of_context

ERROR = "Error: the manifest names no region"


def _scored(analyser, texts: list[str]) -> dict[int, LogLine]:
    """``texts`` read as one failing step: built, judged for context and scored."""
    raw = {number: text.encode() for number, text in enumerate(texts, start=1)}
    lines = build_lines(raw, analyser.signals, dict.fromkeys(raw, 0))
    drop_out_of_context(lines)
    section = Section(index=0, name="Run ./deploy.sh", start=Anchor(line=1, offset=0, tier=0), end_line=len(texts))
    score_lines(lines, [section], {0})
    return lines


def test_bare_error_keeps_its_weight_but_not_its_skill(analyser) -> None:
    beside_node = _scored(analyser, ["./deploy.sh", ERROR, "", "Node.js v20.20.2"])[2]
    alone = _scored(analyser, ["./deploy.sh", ERROR, "", "make: *** [deploy] Error 1"])[2]
    assert "node-runtime" in {match.signal.skill for match in beside_node.matches}
    assert "node-runtime" not in {match.signal.skill for match in alone.matches}
    assert alone.unplaced_weight > 0
    assert alone.score == beside_node.score
