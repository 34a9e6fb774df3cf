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


S49 = Path(__file__).parents[1] / "fixtures" / "s49-cpp"


def test_gccs_warnings_before_a_failing_script_are_no_compile_error(triage_json) -> None:
    """``gcc … && ./run_tests.sh``: gcc warned and built the program, the script's TAP ``not ok``
    lines failed the step (trial 132 #7: a compile/build error at 0.24, gcc the step's tool)."""
    report = triage_json(S49 / "gcc-warnings-then-tap-script.gha.log")
    assert report["category"] == "test failure"
    assert report["tool"] != "gcc"
    assert [test["name"] for test in report["failed_tests"]][:1] == ["conv(2.5) gave 2, expected 3"]
