"""A verdict other than a test failure whose line says why some failed tests failed, and not the
others, names those others in its next step: they failed for a reason of their own, and the job
stays red after the verdict's fix. Trial 100's prove run: `t/json.t` could not load JSON::XS
(dependency resolution, install it) and `t/stock.t`'s `remove two apples leaves three` got 2,
expected 3; the advice was only about installing the module.

Real output (tests/fixtures/s36-t100b/README.md): prove, perl 5.36.0."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s36-t100b"


def test_a_failed_test_the_verdict_does_not_explain_is_named_in_the_advice(
    triage_json: Callable[..., dict],
) -> None:
    report = triage_json(FIXTURES / "prove-module-and-assertion.gha.log", "--no-home-skills")
    assert report["category"] == "dependency resolution"
    advice = report["next_step"]
    assert advice.startswith("Perl found the module")
    assert "Also, remove two apples leaves three failed for a reason of its own" in advice
    assert "t/json.t failed" not in advice  # the missing module's own test file: the verdict's


def test_a_verdict_that_explains_every_failed_test_adds_none(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "erlc-include-lib.gha.log", "--no-home-skills")
    assert "for a reason of" not in report["next_step"]
