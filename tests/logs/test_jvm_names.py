"""How JVM logs name files and tools (trial 52's leftovers): a stack frame's bare file is named by its
class's package (``com/example/shop/Cart.java``) without a checkout, and resolved to the checkout's file with
one; Gradle 4's task name glued to javac's first error is no part of the summary's quote; a versioned
launcher jar on the Run line names its tool.

Real output (``tests/fixtures/s29-javanames/README.md``, ``tests/fixtures/s28-t52/README.md``): OpenJDK 17.0.15,
the JUnit Platform console launcher 1.9.1, JUnit 4.13.2, Groovy 2.4.21, Gradle 4.4.1 (Debian 12's packages)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.jvm_frame_file import JvmFiles
from ci_triage.logs.layout_prefix import without_layout_prefix
from ci_triage.logs.tools import identify_tools

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s29-javanames"


def test_a_versioned_launcher_jar_on_the_run_line_names_junit(triage_json) -> None:
    report = triage_json(FIXTURES / "junit-console-launcher-versioned-jar.gha.log")
    assert report["jobs"][0]["classification"]["step_tool"] == "junit"
    assert report["tool"] == "junit"


@pytest.mark.parametrize(
    ("command", "tools"),
    [
        ("java -jar junit-platform-console-standalone-1.10.2.jar --scan-classpath", ["java", "junit"]),
        ("java -jar lib/junit-platform-console-standalone-1.11.0-M2.jar -cp build", ["java", "junit"]),
        ("java -jar build/libs/shop-0.3.1-all.jar serve", ["java"]),  # a jar the catalogue does not name
    ],
)
def test_a_versioned_jar_is_its_catalogued_tool(command: str, tools: list[str]) -> None:
    assert [tool.name for tool in identify_tools([command])] == tools


@pytest.mark.parametrize(
    ("log", "quoted"),
    [
        (
            FIXTURES / "gradle4-subproject-compile-java.gha.log",
            "/home/runner/work/app/app/app/src/main/java/com/example/app/Main.java:5: error: incompatible types: "
            "String cannot be converted to int",
        ),
        (
            FIXTURES.parent / "s28-t52" / "gradle4-compile-java.txt",
            "/home/dev/shop/src/main/java/com/example/shop/Item.java:3: error: records are not supported in -source 12",
        ),
    ],
)
def test_gradle_4s_glued_task_name_is_no_part_of_the_quote(triage_json, log: Path, quoted: str) -> None:
    report = triage_json(log)
    assert report["summary"].endswith(f": {quoted}")  # javac's line as javac wrote it, no ":app:compileJava"
    assert report["jobs"][0]["headline"] == quoted


@pytest.mark.parametrize(
    ("text", "left"),
    [
        (":app:compileJava/w/app/Main.java:5: error: x", "/w/app/Main.java:5: error: x"),
        (":compileJava" + "C:\\a\\app\\Main.java:5: error: x", "C:\\a\\app\\Main.java:5: error: x"),
        (":compileJava UP-TO-DATE", ":compileJava UP-TO-DATE"),  # Gradle's own verdict on its task
        (":8080/health refused", ":8080/health refused"),  # a port, no task
    ],
)
def test_a_glued_task_name_is_layout(text: str, left: str) -> None:
    assert without_layout_prefix(text) == left


def _places(report: dict) -> list[tuple[str, int]]:
    return [(place["file"], place["line"]) for place in report["locations"]]


LAUNCHER_PLACES = [
    ("com/example/shop/Cart.java", 32),  # Cart.lambda$skus$1: the lambda's class
    ("com/example/shop/CartTest.java", 21),
    ("com/example/shop/CartTest.java", 14),
    ("com/example/shop/Cart.java", 13),  # Cart$Line.<init>: the nested class is in Cart.java
    ("com/example/shop/Cart.java", 23),
    ("com/example/shop/CartTest.java", 29),  # CartTest$WhenEmpty, a @Nested test class
]


@pytest.mark.parametrize(
    ("log", "places"),
    [
        ("junit-console-launcher-versioned-jar.gha.log", LAUNCHER_PLACES),
        (
            "groovy-closure-npe.gha.log",
            [("com/example/report/Totals.groovy", 5), ("com/example/report/Main.groovy", 4)],
        ),
        (
            "gradle4-test-short-exceptions.gha.log",  # no frame: the file of the test class the heading names
            [("com/example/calc/CalculatorTest.java", line) for line in (18, 23, 28)],
        ),
        (
            "../s28-t52/junit4-jUnitCore.gha.log",
            [
                ("com/example/calc/CalculatorTest.java", 18),
                ("com/example/calc/Calculator.java", 23),
                ("com/example/calc/CalculatorTest.java", 23),
            ],
        ),
    ],
)
def test_a_frames_file_is_named_by_its_package_without_a_checkout(triage_json, log: str, places: list) -> None:
    report = triage_json(FIXTURES / log)
    assert _places(report) == places  # no JUnit or JDK frame among them


def test_the_failed_tests_file_is_named_by_its_package(triage_json) -> None:
    report = triage_json(FIXTURES / "junit-console-launcher-versioned-jar.gha.log")
    assert {test["file"] for test in report["failed_tests"]} == {"com/example/shop/CartTest.java"}


def _checkout(root: Path, files: list[str]) -> Path:
    (root / ".git").mkdir(parents=True)
    for name in files:
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text("\n" * 40)
    return root


def test_a_checkout_resolves_the_package_path_to_its_file(triage_json, tmp_path: Path) -> None:
    checkout = _checkout(
        tmp_path / "shop",
        ["src/main/java/com/example/shop/Cart.java", "src/test/java/com/example/shop/CartTest.java"],
    )
    report = triage_json(FIXTURES / "junit-console-launcher-versioned-jar.gha.log", "--checkout", checkout)
    assert _places(report)[:2] == [
        ("src/main/java/com/example/shop/Cart.java", 32),
        ("src/test/java/com/example/shop/CartTest.java", 21),
    ]
    assert report["failed_tests"][0]["file"] == "src/test/java/com/example/shop/CartTest.java"


def test_a_package_path_no_file_ends_with_is_the_one_file_of_its_name(triage_json, tmp_path: Path) -> None:
    # Kotlin's layout and a Groovy script need no package folders: the one file of that name is it
    checkout = _checkout(tmp_path / "report", ["scripts/Totals.groovy", "scripts/Main.groovy"])
    report = triage_json(FIXTURES / "groovy-closure-npe.gha.log", "--checkout", checkout)
    assert _places(report) == [("scripts/Totals.groovy", 5), ("scripts/Main.groovy", 4)]


def test_a_package_path_beside_two_files_of_its_name_keeps_the_packages(triage_json, tmp_path: Path) -> None:
    checkout = _checkout(
        tmp_path / "shop",
        [
            "app/src/main/java/com/example/shop/Cart.java",
            "legacy/src/main/java/com/example/old/Cart.java",
            "app/src/test/java/com/example/shop/CartTest.java",
        ],
    )
    report = triage_json(FIXTURES / "junit-console-launcher-versioned-jar.gha.log", "--checkout", checkout)
    assert _places(report)[0] == ("app/src/main/java/com/example/shop/Cart.java", 32)  # a bare name was ambiguous


def test_a_bare_file_named_like_two_tests_classes_keeps_its_name() -> None:
    files = JvmFiles(["com.a.FooTest > adds FAILED", "com.b.FooTest > adds FAILED", "x(com.c.BarTest$Inner)"])
    assert files.path("FooTest.java", "    java.lang.AssertionError at FooTest.java:3") == "FooTest.java"
    assert files.path("BarTest.java", "    java.lang.AssertionError at BarTest.java:9") == "com/c/BarTest.java"
    assert files.path("Bar.py", "Bar.py:9") == "Bar.py"
    assert files.path("Util.kt", "\tat UtilKt.pad(Util.kt:3)") == "Util.kt"  # the default package: no folder
