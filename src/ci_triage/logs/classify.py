"""Classification: which failure family the evidence points at, how sure, and why.

Each skill signal that matched a line of a failing section is a piece of evidence for its
category worth ``weight × role factor`` (role factors: error 1, summary 0.8, context 0.3, wrapper
0.8 — or 0.25 when another category has error evidence, since a wrapper reports a failure whose
cause another family names). The evidence does not depend on the excerpt, so neither does the
result: the budget changes what is shown, never the verdict. The way the section ended is
evidence too: a job timeout counts 0.97 for ``timeout``, a cancellation that was not a timeout
0.97 for ``cancelled``.

A category is ranked by its *strongest* piece of evidence, then by the noisy-OR
``1 − Π(1 − v)`` of all its distinct signals. Skills give the lines that name a root cause the
highest weights (0.9–1: a ``502 Bad Gateway``, a ``SyntaxError``, ``Cannot find module``) and
test-runner verdicts and wrappers lower ones, so one decisive line beats many symptoms — summing
would let fourteen ``No tests found`` lines outvote the one line that says why (see
``skills/README.md``). ``scores`` reports each category's strongest evidence.

Confidence is ``top² / Σ strongest``: the top category's strength times its share of the
competing evidence. No evidence at all gives ``unknown`` with confidence 0.
"""

from __future__ import annotations

import math
from collections import defaultdict

from ci_triage.logs.first_pass import Section
from ci_triage.logs.localise import LogLine
from ci_triage.logs.model import Classification, SignalHit
from ci_triage.taxonomy import Category

CLASSIFY_ROLE_FACTOR = {"error": 1.0, "summary": 0.8, "context": 0.3, "wrapper": 0.8}
WRAPPED_FACTOR = 0.25
"""Factor of a ``wrapper`` signal when another category has ``error`` evidence: the cause wins."""
STRUCTURAL_VALUE = 0.97
MAX_VALUE = 0.99
SIGNALS_SHOWN = 8


def classify(lines: dict[int, LogLine], failing: list[Section], member: str | None) -> Classification:
    """Classify from the signals on the lines of the first failing section — the step the job
    failed at — or, when it holds no evidence, of all the failing sections."""
    primary = _classify(lines, failing[:1], member)
    return primary if primary.category != "unknown" or len(failing) == 1 else _classify(lines, failing, member)


def _classify(lines: dict[int, LogLine], failing: list[Section], member: str | None) -> Classification:
    failing_indexes = {section.index for section in failing}
    evidence: dict[Category, dict[tuple[str, str], float]] = defaultdict(dict)
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
            factor = CLASSIFY_ROLE_FACTOR[signal.role]
            if signal.role == "wrapper" and error_categories - {signal.category}:
                factor = WRAPPED_FACTOR
            value = signal.weight * factor
            key = (signal.skill, signal.id)
            known = evidence[signal.category].get(key)
            if known is None:
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
            evidence[signal.category][key] = max(value, known or 0.0)
    if any(section.timed_out for section in failing):  # GitHub cancels a job that ran out of time
        evidence["timeout"][("job", "timed-out")] = STRUCTURAL_VALUE
    elif any(section.cancelled for section in failing):
        evidence["cancelled"][("job", "cancelled")] = STRUCTURAL_VALUE
    strongest: dict[Category, float] = {category: max(values.values()) for category, values in evidence.items()}
    combined = {category: _noisy_or(values.values()) for category, values in evidence.items()}
    if not strongest:
        return Classification(category="unknown", confidence=0.0)
    category: Category = max(strongest, key=lambda name: (strongest[name], combined[name]))
    top = min(strongest[category], 1.0)
    confidence = round(top * top / sum(min(value, 1.0) for value in strongest.values()), 2)
    shown = [hit for _value, hit in sorted(hits, key=lambda item: -item[0]) if hit.category == category]
    return Classification(
        category=category,
        confidence=confidence,
        signals=shown[:SIGNALS_SHOWN],
        scores={name: round(value, 3) for name, value in sorted(strongest.items(), key=lambda item: -item[1])},
    )


def _noisy_or(values) -> float:
    """``1 − Π(1 − v)``: the chance that at least one piece of evidence is right (each capped below 1)."""
    return 1 - math.prod(1 - min(value, MAX_VALUE) for value in values)
