"""Classification: which failure family the evidence points at, how sure, and why.

Every skill signal that matched a line of a failing section adds ``weight × role factor`` to its
skill's category (role factors: error 1, summary 0.8, context 0.3, wrapper 0.8 — or 0.25 when
another category has error evidence, since a wrapper reports a failure whose cause another family
names); a signal counts at most three
times, with halving returns (1, ½, ¼), so a hundred identical lines do not drown one decisive
line. Lines inside the excerpt count 1.5×. The way the section ended is evidence too: a
cancellation adds 2 to ``cancelled`` and a job timeout 2 to ``timeout``.

Confidence is ``share × (1 − e^(−top))``: the top category's share of all the evidence, damped
when the evidence is thin. No evidence at all gives ``unknown`` with confidence 0.
"""

from __future__ import annotations

import math
from collections import defaultdict

from ci_triage.logs.localise import LogLine
from ci_triage.logs.model import Classification, SignalHit
from ci_triage.logs.scan import Section

CLASSIFY_ROLE_FACTOR = {"error": 1.0, "summary": 0.8, "context": 0.3, "wrapper": 0.8}
WRAPPED_FACTOR = 0.25
"""Factor of a ``wrapper`` signal when another category has ``error`` evidence: the cause wins."""
REPEAT_FACTORS = (1.0, 0.5, 0.25)
EXCERPT_FACTOR = 1.5
STRUCTURAL_WEIGHT = 2.0
SIGNALS_SHOWN = 8


def classify(
    lines: dict[int, LogLine],
    failing: list[Section],
    excerpt_lines: set[int],
    member: str | None,
) -> Classification:
    """Classify from the signals on the lines of the failing sections (see the module docstring)."""
    failing_indexes = {section.index for section in failing}
    scores: dict[str, float] = defaultdict(float)
    seen: dict[tuple[str, str], int] = defaultdict(int)
    hits: list[tuple[float, SignalHit]] = []
    error_categories = {
        match.signal.category
        for line in lines.values()
        if line.section in failing_indexes
        for match in line.matches
        if match.signal.role == "error"
    }
    for number in sorted(lines):
        line = lines[number]
        if line.section not in failing_indexes:
            continue
        for match in line.matches:
            signal = match.signal
            key = (signal.skill, signal.id)
            repeat = seen[key]
            seen[key] += 1
            if repeat >= len(REPEAT_FACTORS):
                continue
            factor = CLASSIFY_ROLE_FACTOR[signal.role]
            if signal.role == "wrapper" and error_categories - {signal.category}:
                factor = WRAPPED_FACTOR
            value = signal.weight * factor * REPEAT_FACTORS[repeat]
            if number in excerpt_lines:
                value *= EXCERPT_FACTOR
            scores[signal.category] += value
            if repeat == 0:
                hit = SignalHit(
                    skill=signal.skill,
                    signal=signal.id,
                    category=signal.category,
                    weight=signal.weight,
                    line=number,
                    member=member,
                    text=line.text[:300],
                )
                hits.append((value, hit))
    for section in failing:
        if section.cancelled:
            scores["cancelled"] += STRUCTURAL_WEIGHT
        if section.timed_out:
            scores["timeout"] += STRUCTURAL_WEIGHT
    if not scores:
        return Classification(category="unknown", confidence=0.0)
    category, top = max(scores.items(), key=lambda item: item[1])
    share = top / sum(scores.values())
    confidence = round(share * (1 - math.exp(-top)), 2)
    shown = [hit for _value, hit in sorted(hits, key=lambda item: -item[0]) if hit.category == category]
    return Classification(
        category=category,
        confidence=confidence,
        signals=shown[:SIGNALS_SHOWN],
        scores={name: round(value, 3) for name, value in sorted(scores.items(), key=lambda item: -item[1])},
    )
