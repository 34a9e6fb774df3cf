"""A failure's locations are the repository's own code: never a JDK or framework frame, a file of
CMake's build tree, the Rust standard library, an installed package, nor a failed test's name that
reads like ``file:line``.

Fixtures are real output: ``reports/maven-surefire-junit5.txt`` (``mvn -B test``, Maven 3.8.7,
Surefire 3.2.5, JUnit 5.10.2: JDK and JUnit frames, and Surefire's results list
``CalcTest.parses:7 » IllegalState``), and in ``locations/``: ``cmake-make-undeclared.log``
(CMake 3.25.1 with GNU make and gcc 12.2.0, ``cmake -S . -B build && cmake --build build`` on an
undeclared identifier: make's recipe lines name ``CMakeFiles/app.dir/build.make``),
``cargo-test-workspace-member.log`` (cargo 1.95.0 ``cargo test`` with ``RUST_BACKTRACE=1``: the
standard library's frames under ``/rustc/<hash>/library``), ``pytest-collection-error.log``
(pytest 9.2.0 on a test file with a syntax error: frames of site-packages, the Python standard
library and ``<frozen importlib._bootstrap>``, and the failed "test" named by its file).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parent / "fixtures"


@pytest.fixture(scope="module")
def analyser() -> Analyser:
    return Analyser.load()


def _located(analyser: Analyser, path: Path) -> list[tuple[str, int | None]]:
    report, _ = triage_path(str(path), analyser, 2000)
    return [(location.file, location.line) for location in report.locations]


def test_jvm_frames_of_the_jdk_and_junit_and_surefires_test_names_are_no_locations(analyser: Analyser) -> None:
    log = FIXTURES / "reports" / "maven-surefire-junit5.txt"
    text = log.read_text()
    assert "at java.base/java.lang.reflect.Method.invoke(Method.java:569)" in text
    assert "at org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)" in text
    assert "CalcTest.parses:7 » IllegalState" in text

    located = _located(analyser, log)

    own = [("CalcTest.java", 11), ("Calc.java", 6), ("CalcTest.java", 7), ("Calc.java", 5), ("CalcTest.java", 5)]
    assert located == own


def test_cmakes_build_tree_is_no_location(analyser: Analyser) -> None:
    log = FIXTURES / "locations" / "cmake-make-undeclared.log"
    assert "[CMakeFiles/app.dir/build.make:76: CMakeFiles/app.dir/src/main.c.o] Error 1" in log.read_text()

    located = _located(analyser, log)

    assert located[0] == ("/tmp/trial/cm/src/main.c", 3)
    assert not any("CMakeFiles" in file for file, _ in located)


def test_the_rust_standard_library_is_no_location(analyser: Analyser) -> None:
    log = FIXTURES / "locations" / "cargo-test-workspace-member.log"
    assert "at /rustc/" in log.read_text()

    located = _located(analyser, log)

    assert located == [("crates/core/src/lib.rs", 11), ("./src/lib.rs", 11), ("./src/lib.rs", 10)]


@pytest.mark.parametrize(
    ("frame", "own"),
    [
        ("\tat com.example.CalcTest.parses(CalcTest.java:7)", True),
        ("\tat java.base/java.util.ArrayList.forEach(ArrayList.java:1511)", False),
        ("\tat org.junit.Assert.assertEquals(Assert.java:115)", False),
        ("\tat org.apache.maven.surefire.booter.ForkedBooter.main(ForkedBooter.java:495)", False),
        ("\tat kotlin.collections.CollectionsKt.first(CollectionsKt.kt:12)", False),
        ("\tat hudson.model.FreeStyleBuild$FreeStyleBuildExecution.build(FreeStyleBuild.java:43)", False),
    ],
)
def test_a_jvm_frame_is_the_projects_unless_the_jdk_or_a_framework_runs_it(
    analyser: Analyser, tmp_path: Path, frame: str, own: bool
) -> None:
    """The frames' form is the JVM's ``StackTraceElement.toString`` as the Surefire fixture above shows it."""
    log = tmp_path / "job.log"
    log.write_text(f"[ERROR] Tests run: 1, Failures: 1\njava.lang.AssertionError: x\n{frame}\n[INFO] BUILD FAILURE\n")

    files = [file for file, _ in _located(analyser, log)]

    assert (frame.split("(")[1].split(":")[0] in files) is own


def test_a_test_named_by_its_file_stays_a_location_and_installed_frames_go(analyser: Analyser) -> None:
    log = FIXTURES / "locations" / "pytest-collection-error.log"
    assert "/site-packages/_pytest/python.py:528" in log.read_text()

    located = _located(analyser, log)

    assert located == [("tests/test_broken.py", None), ("/tmp/trial/pyc/tests/test_broken.py", 4)]
