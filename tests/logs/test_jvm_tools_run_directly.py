"""JVM tools run directly, without Maven's help (trial 52): JUnit 4's ``JUnitCore`` and the JUnit
Platform console launcher are test failures naming their failed tests (a test past its own timeout
too, never the job's timeout), read as JUnit's and not PHPUnit's; the launcher's frames printed
without ``at `` are JUnit's and the JDK's, no locations; Gradle 4's task name glued to javac's
first error is no part of its path; a class missing from a plain ``java`` run's class path is
advised as such and quoted by its own line; Gradle's offline cache miss is Gradle's, with the
offline advice; a ``.jar`` given as a log is refused.

Real output (``tests/fixtures/s28-t52/README.md``): OpenJDK 17.0.15, JUnit 4.13.2, JUnit Platform
console launcher 1.9.1, Gradle 4.4.1 (Debian 12's packages), from trial 52's logs."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s28-t52"
JUNIT4_TESTS = [
    "averageKeepsFraction(com.example.calc.CalculatorTest)",
    "labelTrims(com.example.calc.CalculatorTest)",
    "divideIsFast(com.example.calc.CalculatorTest)",
]
LAUNCHER_TESTS = [
    "InventoryTest:takeReducesStock()",
    "InventoryTest:restockIsQuick()",
    "InventoryTest:takeUnknownSku()",
]


@pytest.mark.parametrize(
    ("log", "tests"),
    [
        ("junit4-jUnitCore-timeout.gha.log", JUNIT4_TESTS),
        ("junit4-jUnitCore-plain.txt", JUNIT4_TESTS),
        ("junit4-jUnitCore.gha.log", JUNIT4_TESTS[:2]),
        ("junit-console-launcher.gha.log", LAUNCHER_TESTS),
    ],
)
def test_junit_run_directly_is_a_test_failure_naming_its_tests(triage_json, log: str, tests: list[str]) -> None:
    report = triage_json(FIXTURES / log)
    assert report["category"] == "test failure"
    assert report["tool"] == "junit"  # not phpunit, whose "There were 2 failures:" is the same words
    assert [test["name"] for test in report["failed_tests"]] == tests
    assert "timed out" not in report["summary"]
    assert all(signal["skill"] != "phpunit" for signal in report["signals"])


def test_a_test_past_its_own_timeout_is_no_rival_timeout(triage_json) -> None:
    report = triage_json(FIXTURES / "junit-console-launcher.gha.log")
    assert report["confidence"] >= 0.7
    assert all(rival["strength"] < 0.5 for rival in report["competing"])
    assert report["summary"].endswith("the first: org.opentest4j.AssertionFailedError: expected: <1> but was: <2>.")


def test_the_launchers_xml_keeps_the_verdict_and_names_each_test_once(triage_json) -> None:
    log = FIXTURES / "junit-console-launcher.gha.log"
    alone = triage_json(log)
    merged = triage_json(log, "--junit", FIXTURES / "junit-console-launcher-TEST-junit-jupiter.xml")
    assert merged["category"] == "test failure"
    assert merged["confidence"] >= alone["confidence"]
    assert len(merged["failed_tests"]) == 3
    assert merged["summary"] == alone["summary"]


def test_the_launchers_frames_without_at_are_no_locations(triage_json) -> None:
    report = triage_json(FIXTURES / "junit-console-launcher.gha.log")
    assert [(place["file"], place["line"]) for place in report["locations"]] == [
        ("com/example/inv/InventoryTest.java", 22),
        ("com/example/inv/InventoryTest.java", 34),
        ("com/example/inv/Inventory.java", 14),
        ("com/example/inv/InventoryTest.java", 28),
    ]


def test_gradle_4s_task_name_is_no_part_of_javacs_path(triage_json) -> None:
    report = triage_json(FIXTURES / "gradle4-compile-java.txt")
    assert report["category"] == "compile/build error"
    assert report["locations"][0]["file"] == "/home/dev/shop/src/main/java/com/example/shop/Item.java"
    assert report["locations"][0]["line"] == 3


@pytest.mark.parametrize(
    ("log", "quoted"),
    [
        ("java-noclassdef.gha.log", 'in thread "main" java.lang.NoClassDefFoundError: com/example/util/Slugger'),
        ("java-main-class-not-found.gha.log", "Error: Could not find or load main class com.example.app.Main"),
    ],
)
def test_a_class_not_on_the_class_path_is_advised_as_such(triage_json, log: str, quoted: str) -> None:
    report = triage_json(FIXTURES / log)
    assert report["category"] == "runtime error"
    assert report["summary"].endswith(quoted)  # not the class loader's Caused by: restating it
    assert "class path" in report["next_step"]
    assert report["competing"] == []  # Surefire's Caused by: reads no plain java run


def test_a_main_class_not_found_is_advised_as_the_commands_class_name(triage_json) -> None:
    """Trial 96: the launcher's own class is missing, so none of the program ran and no dependency's jar
    is at fault: the advice is the command's class name and its class path."""
    report = triage_json(FIXTURES / "java-main-class-not-found.gha.log")
    assert report["category"] == "runtime error"
    assert "class name in the command" in report["next_step"]
    assert "dependency" not in report["next_step"]


def test_gradles_offline_cache_miss_is_gradles_with_the_offline_advice(triage_json) -> None:
    report = triage_json(FIXTURES / "gradle4-offline.gha.log")
    assert report["category"] == "dependency resolution"
    assert report["tool"] == "gradle"
    assert report["summary"].endswith("No cached version of junit:junit:4.13.2 available for offline mode.")
    assert "--offline" in report["next_step"]
    assert "cache: gradle" in report["next_step"]


def test_a_jar_given_as_a_log_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["triage", str(FIXTURES / "slugger-1.0.jar")])
    captured = capsys.readouterr()
    assert code == ExitCode.INPUT
    assert captured.out == ""
    assert captured.err.count("\n") == 1
    assert "is a Java archive" in captured.err
    assert "not a CI log" in captured.err
