"""A compiler that printed no diagnostic did not fail: ``javac … && java … CalcTest`` whose home-made
harness printed ``FAIL labelZero: …`` is no compile/build error of javac (trial 28 #6)."""

from __future__ import annotations

from pathlib import Path

TRIAL = Path(__file__).parent / "fixtures" / "trial-28"


def test_a_harness_after_javac_is_no_compile_error(triage_json) -> None:
    report = triage_json(TRIAL / "jharness-gha.log")
    assert report["category"] != "compile/build error"
    assert report["tool"] is None


def test_a_harness_failure_after_javac_is_not_discounted_by_javac(triage_json) -> None:
    report = triage_json(TRIAL / "jharness2-gha.log")
    assert report["category"] == "test failure"
    assert report["tool"] is None
    steps = report["jobs"][0]["classification"]["confidence_steps"]
    assert "step tool disagrees" not in [step["reason"] for step in steps]


def test_javac_that_printed_its_error_before_java_is_a_compile_error(triage_json) -> None:
    report = triage_json(TRIAL / "javac-then-java-gha.log")
    assert report["category"] == "compile/build error"
    assert report["tool"] == "javac"
