"""Ant's ``<junit>`` task (trial 117): its lines carry Ant's task column (``    [junit] ``), which
is read as a runner's tag, so the plain formatter's ``Testcase: … took … sec`` over ``FAILED`` or
``Caused an ERROR`` names the failed tests (their kinds), its ``Tests run: …`` counts them, the
JDK's reflection frames under the column are no project places, and the same run's XML report
agrees with the log.

Real output (``tests/fixtures/s41-javaetc/README.md``): Apache Ant 1.10.13, JUnit 4.13.2,
OpenJDK 17.0.15 (Debian 12's packages)."""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.task_prefix import task_prefixes

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s41-javaetc"
LOG = FIXTURES / "ant-junit-plain.gha.log"


def test_ants_junit_task_is_a_test_failure_naming_its_tests(triage_json) -> None:
    report = triage_json(LOG)
    assert report["category"] == "test failure"
    assert report["confidence"] >= 0.7
    assert report["tool"] == "junit"
    assert [(test["name"], test["kind"]) for test in report["failed_tests"]] == [
        ("takeReducesStock", "failed"),
        ("labelIsUpperCase", "error"),
    ]
    assert "expected:<1> but was:<2>" in report["summary"]


def test_the_jdks_frames_under_ants_column_are_no_places(triage_json) -> None:
    report = triage_json(LOG)
    files = [place["file"] for place in report["locations"]]
    assert not any("AccessorImpl" in file for file in files)


def test_the_same_runs_xml_agrees_with_the_log(triage_json) -> None:
    report = triage_json(LOG, "--junit", FIXTURES / "TEST-inv.StockTest.xml")
    assert report["category"] == "test failure"
    assert len(report["failed_tests"]) == 2
    assert not any("another run" in warning for warning in report["warnings"])


def test_ants_column_is_a_tag_only_at_its_width() -> None:
    texts = {
        1: "    [junit] Testsuite: inv.StockTest",
        2: "    [junit] \tFAILED",
        3: "    [junit] ",
        4: "  [junit] moved out of Ant's column",
    }
    assert task_prefixes(texts, {}) == {1: 12, 2: 12, 3: 12}
