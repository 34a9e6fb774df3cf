"""Failed JUnit test cases as evidence for the category.

A log's classification (:func:`ci_triage.logs.classify.classify`) sees only the log. When JUnit XML
results of the same job report failed test cases, that is a test runner's own verdict: it counts
for ``test failure`` as much as the strongest test-runner line a skill gives (``--- FAIL: TestX``,
``FAILED x::y``), and no more. A log whose own evidence is stronger — the lines that name a root
cause: a compiler error, a missing dependency, an out-of-memory kill, the job's timeout or
cancellation — failed before or apart from its tests and keeps its category; a weaker or ``unknown``
verdict gives way to ``test failure``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import cast

from ci_triage.logs.calibration import CALIBRATION_NOTE, calibrate
from ci_triage.logs.classify import UNDECIDED_CAP
from ci_triage.logs.model import Classification, CompetingCategory, ConfidenceStep, SignalHit
from ci_triage.logs.taxonomy import Category

JUNIT_VALUE = 0.85
"""Evidence failed JUnit test cases give ``test failure`` (the weight of a test runner's verdict
line, ``skills/README.md``): below every line that names a root cause (0.9 to 1)."""
TEST_FAILURE: Category = "test failure"


def with_junit_failures(classification: Classification, failed_cases: int) -> Classification:
    """``classification`` (of the job's log) weighed with ``failed_cases`` failed or errored JUnit
    test cases of the same job.

    Unchanged when there are none, or when the log's strongest evidence for its category is at
    least :data:`JUNIT_VALUE` (``test failure`` too: a runner's failed-test lines). Otherwise the
    verdict is ``test failure`` (a log that says so on weaker evidence, pytest ``-q``'s tally or only
    the runner's step, keeps what it checked and its next step), its confidence computed as
    :mod:`ci_triage.logs.classify` does (the strongest evidence times its share of all categories'
    strongest evidence, then the calibration table),
    with the log's categories as competing evidence and a confidence step that names the JUnit
    results; at most :data:`~ci_triage.logs.classify.UNDECIDED_CAP` when the log itself shows no
    test failure (as when the log shows no failure at all).
    """
    if failed_cases <= 0:
        return classification
    own = classification.scores.get(classification.category, 0.0)
    if classification.category != "unknown" and own >= JUNIT_VALUE:
        return classification
    top = max(JUNIT_VALUE, classification.scores.get(TEST_FAILURE, 0.0))
    rivals = {
        category: min(value, 1.0) for category, value in classification.scores.items() if category != TEST_FAILURE
    }
    raw = top * top / (top + sum(rivals.values()))
    calibrated = calibrate(raw, top)
    if TEST_FAILURE not in classification.scores:
        calibrated = min(calibrated, UNDECIDED_CAP)
    detail = f"{failed_cases} failed test case(s) in the JUnit results count {JUNIT_VALUE} for {TEST_FAILURE}"
    if rivals:
        named = ", ".join(f"{category} {value:.2f}" for category, value in rivals.items())
        detail += f" against the log's {named}"
    steps = [
        ConfidenceStep(reason="JUnit results", before=round(top, 3), after=round(raw, 3), detail=detail),
        ConfidenceStep(reason="calibrated", before=round(raw, 3), after=round(calibrated, 3), detail=CALIBRATION_NOTE),
    ]
    if TEST_FAILURE not in classification.scores:
        steps[-1].detail += f"; the log itself shows no test failure: at most {UNDECIDED_CAP}"
    competing = [
        CompetingCategory(
            category=cast(Category, category),
            strength=round(value, 3),
            signal=_strongest_signal(classification, category),
        )
        for category, value in sorted(rivals.items(), key=lambda item: -item[1])
    ]
    scores = {**classification.scores, TEST_FAILURE: round(top, 3)}
    was_tests = classification.category == TEST_FAILURE
    return replace(
        classification,
        category=TEST_FAILURE,
        confidence=round(calibrated, 2),
        signals=[hit for hit in classification.signals if hit.category == TEST_FAILURE],
        scores=dict(sorted(scores.items(), key=lambda item: -item[1])),
        checked=classification.checked if was_tests else [],
        next_step=classification.next_step if was_tests else None,
        competing=competing,
        confidence_steps=steps,
    )


def _strongest_signal(classification: Classification, category: str) -> SignalHit | None:
    """The signal the log's verdict showed for ``category`` (its own category's first), or ``None``."""
    if category == classification.category and classification.signals:
        return classification.signals[0]
    return next((other.signal for other in classification.competing if other.category == category), None)
