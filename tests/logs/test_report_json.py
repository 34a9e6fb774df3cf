"""The JSON output is written without pydantic, yet byte for byte as pydantic writes the same report."""

from __future__ import annotations

import json
import math

from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import TypeAdapter

from ci_triage.logs.model import Classification, FailingStep, JobReport, SignalHit, SourceInfo, Span, TriageReport
from ci_triage.logs.report_json import json_float, report_json
from ci_triage.logs.taxonomy import CATEGORIES

PYDANTIC_REPORT = TypeAdapter(TriageReport)
PYDANTIC_FLOAT = TypeAdapter(float)

texts = st.text(st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=40)
optional_texts = st.none() | texts
line_numbers = st.integers(min_value=1, max_value=10**9)
categories = st.sampled_from(CATEGORIES)
any_floats = st.floats(allow_nan=True, allow_infinity=True)


@st.composite
def reports(draw: st.DrawFn) -> TriageReport:
    """Reports with arbitrary text (control characters, quotes, non-ASCII), numbers and floats."""
    spans = draw(
        st.lists(
            st.builds(
                Span,
                member=optional_texts,
                start_line=line_numbers,
                end_line=line_numbers,
                step=optional_texts,
                reason=texts,
                lines=st.lists(texts, max_size=3),
                tokens=st.integers(min_value=0, max_value=10**6),
            ),
            max_size=3,
        )
    )
    hits = draw(
        st.lists(
            st.builds(
                SignalHit,
                skill=texts,
                signal=texts,
                category=categories,
                weight=any_floats | st.integers(-5, 5),
                line=line_numbers,
                member=optional_texts,
                text=texts,
            ),
            max_size=3,
        )
    )
    step = draw(
        st.none()
        | st.builds(
            FailingStep,
            name=texts,
            number=st.none() | line_numbers,
            start_line=line_numbers,
            end_line=line_numbers,
            exit_code=st.none() | st.integers(-255, 255),
            member=optional_texts,
            evidence=texts,
        )
    )
    classification = Classification(
        category=draw(categories),
        confidence=draw(any_floats),
        signals=hits,
        scores=draw(st.dictionaries(texts, any_floats | st.integers(-3, 3), max_size=3)),
        checked=draw(st.lists(texts, max_size=2)),
    )
    job = JobReport(
        job=draw(texts),
        format=draw(texts),
        total_lines=draw(st.integers(0, 10**7)),
        failure_found=draw(st.booleans()),
        failing_step=step,
        classification=classification,
        headline=draw(optional_texts),
        excerpt=spans,
    )
    return TriageReport(
        tool_version=draw(texts),
        source=SourceInfo(path=draw(texts), kind=draw(texts), members=draw(st.lists(texts, max_size=2))),
        failure_found=job.failure_found,
        summary=draw(texts),
        category=classification.category,
        confidence=draw(any_floats | st.integers(0, 1)),
        failing_step=step,
        excerpt=spans,
        budget_tokens=draw(st.integers(0, 10**6)),
        signals=hits,
        jobs=[job],
        warnings=draw(st.lists(texts, max_size=2)),
    )


@settings(max_examples=200, deadline=None)
@given(reports())
def test_a_report_is_written_as_pydantic_writes_it(report: TriageReport) -> None:
    assert report_json(report) == PYDANTIC_REPORT.dump_json(report, indent=2).decode()


@settings(max_examples=2000, deadline=None)
@given(any_floats)
def test_a_float_is_written_as_pydantic_writes_it(number: float) -> None:
    written = json_float(number)
    assert written == PYDANTIC_FLOAT.dump_json(number).decode()
    if math.isfinite(number):
        assert json.loads(written) == number


def test_floats_at_the_edges_of_the_exponent_layout() -> None:
    edges = (1e-5, 1.5e-5, -2.5e-5, 1e-6, 9.99e-5, 1e-4, 1e15, 1e16, 1.5e16, 0.0, -0.0, 5e-324, 1.7976931348623157e308)
    for number in edges:
        assert json_float(number) == PYDANTIC_FLOAT.dump_json(number).decode(), number


def test_an_integer_confidence_or_score_is_still_written_as_a_float() -> None:
    classification = Classification(category="unknown", confidence=1, scores={"unknown": 0})
    assert '"confidence": 1.0' in report_json(classification)
    assert '"unknown": 0.0' in report_json(classification)
