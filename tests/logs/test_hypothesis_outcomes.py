"""Each Hypothesis outcome gets its own advice, the most useful step first: replay the example with
the ``@reproduce_failure`` decorator Hypothesis printed (where it printed one), then what the outcome
says to fix (non-determinism, a deadline, a health check, unsatisfiable assumptions).

Fixtures ``tests/fixtures/s35-t91b2/hypothesis-*.gha.log`` (README there): real Hypothesis 6.170.27
under pytest 9.2.0, run with ``CI=true`` as on a runner but for ``hypothesis-flaky-no-ci``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s35-t91b2"
BLOB = "@reproduce_failure('6.170.27', b'"


@pytest.mark.parametrize(
    ("outcome", "first", "then"),
    [
        ("falsify", "Hypothesis found an input the test fails on", "then fix the code for that input"),
        ("flaky", "the test is non-deterministic (flaky). Replay that example", "look for what varies between calls"),
        (
            "timing",
            "ran past the test's Hypothesis deadline once and within it when replayed",
            "`@settings(deadline=None)`",
        ),
        ("deadline", "took longer than the test's Hypothesis deadline", "raise the limit with `@settings(deadline=…)`"),
    ],
)
def test_an_example_hypothesis_printed_a_replay_of_is_replayed_first(
    triage_json: Callable[..., dict], outcome: str, first: str, then: str
) -> None:
    report = triage_json(FIXTURES / f"hypothesis-{outcome}.gha.log")
    assert report["category"] == "test failure"
    advice = report["next_step"]
    assert advice.index(first) < advice.index(f"locally with `{BLOB}") < advice.index(then)
    assert "Run the failed tests locally" not in advice


@pytest.mark.parametrize(
    ("outcome", "said"),
    [
        ("health", "A Hypothesis health check failed: the test itself did not fail"),
        ("unsat", "Hypothesis could not generate one input that meets the test's `assume()` or `.filter()`"),
    ],
)
def test_an_outcome_of_no_example_says_what_to_fix(triage_json: Callable[..., dict], outcome: str, said: str) -> None:
    advice = triage_json(FIXTURES / f"hypothesis-{outcome}.gha.log")["next_step"]
    assert advice.startswith(said)
    assert "reproduce_failure" not in advice


def test_without_a_printed_decorator_the_example_is_replayed_as_shown(triage_json: Callable[..., dict]) -> None:
    advice = triage_json(FIXTURES / "hypothesis-flaky-no-ci.gha.log")["next_step"]
    assert "Replay that example (the one the log shows) locally, several times" in advice
    assert "reproduce_failure" not in advice


def test_two_outcomes_of_two_tests_each_keep_their_advice(triage_json: Callable[..., dict]) -> None:
    """Trial 106 #3: a falsifying example in one test and a failed health check in another (fixture
    ``tests/fixtures/trial-106/10-hypothesis.gha.log``, README there). Before: the generic "Run the
    failed tests locally", the health check's advice after it, the decorator left out."""
    report = triage_json(Path(__file__).parents[1] / "fixtures" / "trial-106" / "10-hypothesis.gha.log")
    advice = report["next_step"]
    assert "Run the failed tests locally" not in advice
    assert "A Hypothesis health check failed" in advice
    assert advice.index("Hypothesis found an input the test fails on") < advice.index(f"locally with `{BLOB}")
