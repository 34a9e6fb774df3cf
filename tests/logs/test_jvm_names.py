"""How JVM logs name files and tools (trial 52's leftovers): a stack frame's bare file is named by its
class's package (``com/example/shop/Cart.java``) without a checkout, and resolved to the checkout's file with
one; Gradle 4's task name glued to javac's first error is no part of the summary's quote; a versioned
launcher jar on the Run line names its tool.

Real output (``tests/fixtures/s29-javanames/README.md``, ``tests/fixtures/s28-t52/README.md``): OpenJDK 17.0.15,
the JUnit Platform console launcher 1.9.1, JUnit 4.13.2, Groovy 2.4.21, Gradle 4.4.1 (Debian 12's packages)."""

from __future__ import annotations

from pathlib import Path

import pytest

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
