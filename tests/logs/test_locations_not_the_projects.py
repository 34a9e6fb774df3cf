"""Locations are the project's files: not the C runtime's frames in a sanitizer's report, not Go's
standard library printed without GOROOT, not a Python or Ruby pseudo-file, not a log a tool wrote,
not a folder a message names, not a build report's URL, and not a warning of another file when an error
is named.

Fixtures in ``fixtures/not-the-projects``: ``trial-*.log`` are the failing steps of a user trial's
GitHub Actions logs (``asan``: gcc 12.2.0 ``-fsanitize=address`` on a heap overflow; ``gorace``:
Go 1.19 ``go test -race``; ``sdist``: ``pip install .`` of a ``setup.py`` that raises; ``wf-web``: the
runner refusing a missing ``working-directory``; ``make-j``: ``make -j8`` of eight files with
warnings and one with an error). The others are real output made here: ``asan-cpp-use-after-free.log``
(g++ 12.2.0 ``-fsanitize=address``, a use after ``delete[]``; the shadow-byte map cut),
``go-test-trimpath-panic.log`` and ``go-test-race-trimpath.log`` (Go 1.19 ``go test -trimpath`` on a
nil map panic and with ``-race`` on a data race: the standard library's files printed as
``testing/testing.go``), ``python-string-and-stdin.log`` (Python 3.11 ``python3 -c`` and
``python3 - < check.py`` raising), ``ruby-e-stdin-eval.log`` (Ruby 3.1.2 ``ruby -e`` calling a file of
the project that raises, ``ruby -`` and ``eval`` in ``ruby -e`` raising), ``maven-no-pom.log`` (Maven
3.8.7 ``mvn -o -B compile`` in a folder with no ``pom.xml``), ``cc-warnings-beside-an-error.log`` (gcc
12.2.0 ``cc -Wall -c a.c b.c c.c``: unused variables in ``a.c`` and ``c.c``, an undeclared name in ``b.c``),
``cargo-warnings-beside-an-error.log`` (cargo 1.95.0 ``cargo build --offline``: an unused variable
in ``src/a.rs``, an unknown name in ``src/b.rs``; rustc names each place on a `` --> `` line under
its diagnostic's heading).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.extract import _go_standard_frame, not_own_code
from ci_triage.logs.localise import LogLine
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "not-the-projects"
TRIAL_17 = Path(__file__).resolve().parents[1] / "fixtures" / "trial-17"
TRIAL_18 = Path(__file__).resolve().parents[1] / "fixtures" / "trial-18"
UAF = "/tmp/trial/asan-cpp/uaf.cpp"


def _located(analyser: Analyser, name: str) -> list[tuple[str, int | None]]:
    report, _ = triage_path(str(FIXTURES / name), analyser, 2000)
    return [(location.file, location.line) for location in report.locations]


@pytest.mark.parametrize(
    ("name", "runtime", "own"),
    [
        (
            "trial-asan.log",
            ["../sysdeps/nptl/libc_start_call_main.h:58", "../csu/libc-start.c:360", "/libsanitizer/asan/"],
            [("/work/trial-o/play/c/asan.c", 5), ("/work/trial-o/play/c/asan.c", 4)],
        ),
        (
            "asan-cpp-use-after-free.log",
            ["../sysdeps/nptl/libc_start_call_main.h:58", "/libsanitizer/asan/asan_new_delete.cpp:155"],
            [(UAF, 5), (UAF, 4), (UAF, 3)],
        ),
    ],
)
def test_the_c_runtimes_frames_in_a_sanitizers_report_are_no_locations(
    analyser: Analyser, name: str, runtime: list[str], own: list[tuple[str, int]]
) -> None:
    text = (FIXTURES / name).read_text()
    assert all(frame in text for frame in runtime)

    assert _located(analyser, name) == own


@pytest.mark.parametrize(
    ("name", "toolchain", "own"),
    [
        (
            "trial-gorace.log",
            "    testing.go:1319: race detected during execution of test",
            [
                ("/work/trial-o/play/go/calc/calc.go", 13),
                ("/work/trial-o/play/go/calc/calc_test.go", 18),
                ("/work/trial-o/play/go/calc/calc.go", 22),
                ("/work/trial-o/play/go/calc/calc_test.go", 25),
            ],
        ),
        (
            "go-test-race-trimpath.log",
            "  testing.tRunner()\n      testing/testing.go:1446 +0x216",
            [("example.com/trim/race_test.go", 14)],
        ),
        (
            "go-test-trimpath-panic.log",
            "panic({0x508da0, 0x5fca90})\n\truntime/panic.go:884 +0x212",
            [("example.com/trim/lookup.go", 5), ("example.com/trim/lookup_test.go", 7)],
        ),
    ],
)
def test_gos_standard_library_is_no_location_without_goroot_either(
    analyser: Analyser, name: str, toolchain: str, own: list[tuple[str, int]]
) -> None:
    """Judged by the frame's function (``testing.tRunner``, ``panic``), not by where its file is:
    ``-trimpath`` prints ``testing/testing.go``, and the testing package's own message names
    ``testing.go`` alone."""
    assert toolchain in (FIXTURES / name).read_text()

    assert _located(analyser, name) == own


@pytest.mark.parametrize(
    ("name", "pseudo"),
    [
        ("trial-sdist.log", 'File "<string>", line 3, in <module>'),
        ("python-string-and-stdin.log", 'File "<string>", line 1, in <module>'),
        ("python-string-and-stdin.log", 'File "<stdin>", line 2, in <module>'),
    ],
)
def test_a_python_pseudo_file_is_no_location(analyser: Analyser, name: str, pseudo: str) -> None:
    report, _ = triage_path(str(FIXTURES / name), analyser, 8000)
    shown = "\n".join(line for span in report.excerpt for line in span.lines)
    assert pseudo in shown  # the frame is in the excerpt the locations are read from

    assert not [location.file for location in report.locations if location.file.startswith("<")]


def test_rubys_pseudo_files_are_no_locations(analyser: Analyser) -> None:
    """``from -e:1:in `<main>'`` (``ruby -e``), ``-:1:in `<main>'`` (a script read from standard input)
    and ``(eval):1`` name no file of the project; the project's file ``ruby -e`` ran is one."""
    assert _located(analyser, "ruby-e-stdin-eval.log") == [("/tmp/loc16/rb/lib/cart.rb", 3)]


def test_a_log_a_tool_wrote_is_no_location(analyser: Analyser) -> None:
    """cabal names the suite's log it wrote under ``dist-newstyle/`` (``Test suite logged to:``): the
    run's output, not the project's source."""
    report, _ = triage_path(str(TRIAL_17 / "cabal-test-exitcode-stdio.plain.log"), analyser, 2000)
    shown = "\n".join(line for span in report.excerpt for line in span.lines)
    assert "/dist-newstyle/build/x86_64-linux/ghc-9.0.2/hs-0.1.0.0/t/spec/test/hs-0.1.0.0-spec.log" in shown

    assert report.locations == []


def test_a_report_the_build_wrote_named_by_its_url_is_no_location(analyser: Analyser) -> None:
    """Gradle ends a failed test task with ``See the report at: file:///…/build/reports/tests/test/index.html``:
    a URL of the build's HTML report, not a file of the checkout; the test's own lines are the locations,
    each named by its class's package (``app.CalcTest`` → ``app/CalcTest.java``)."""
    log = TRIAL_18 / "gradle-test.gha.log"
    assert "See the report at: file:///work/trial-18/play/jv/build/reports/tests/test/index.html" in log.read_text()

    report, _ = triage_path(str(log), analyser, 2000)

    assert [(location.file, location.line) for location in report.locations] == [
        ("app/CalcTest.java", 6),
        ("app/CalcTest.java", 5),
    ]


@pytest.mark.parametrize(
    ("name", "folder"),
    [
        ("trial-wf-web.log", "with working directory '/home/runner/work/app/app/frontend'"),
        ("maven-no-pom.log", "there is no POM in this directory (/tmp/trial/nopom)"),
    ],
)
def test_a_folder_a_message_names_is_no_location(analyser: Analyser, name: str, folder: str) -> None:
    assert folder in (FIXTURES / name).read_text()

    assert _located(analyser, name) == []


@pytest.mark.parametrize(
    ("name", "error", "warnings"),
    [
        (
            "trial-make-j.log",
            [("f03.c", 1)],  # make's recipe line (Makefile:9) is no location
            [f"f0{n}.c:2:21: warning: unused variable" for n in (1, 2, 4, 5, 6, 7, 8)],
        ),
        ("cc-warnings-beside-an-error.log", [("b.c", 1)], ["a.c:1:19: warning:", "c.c:1:19: warning:"]),
        (
            "cargo-warnings-beside-an-error.log",
            [("src/b.rs", 2)],
            ["warning: unused variable: `unused`\n --> src/a.rs:2:9"],
        ),
    ],
)
def test_files_with_only_warnings_are_no_locations_beside_an_error(
    analyser: Analyser, name: str, error: list[tuple[str, int]], warnings: list[str]
) -> None:
    text = (FIXTURES / name).read_text()
    assert all(warning in text for warning in warnings)

    assert _located(analyser, name) == error


def test_a_warning_on_an_errors_line_does_not_hide_the_errors_place(analyser: Analyser) -> None:
    """zizmor 1.33.1 (``tests/skills/fixtures/zizmor.txt``) reports ``warning[artipacked]`` at
    ``ci.yml:9:9`` before ``error[unpinned-uses]`` at ``ci.yml:9:15``: the error's places, in the log's
    order, and none of the warnings' alone (``ci.yml:1:1``, ``:6:3``, ``:18:3``)."""
    fixture = Path(__file__).resolve().parents[1] / "skills" / "fixtures" / "zizmor.txt"
    text = fixture.read_text()
    assert text.index("--> .github/workflows/ci.yml:9:9") < text.index("--> .github/workflows/ci.yml:9:15")

    report, _ = triage_path(str(fixture), analyser, 2000)

    workflow = ".github/workflows/ci.yml"
    assert [(location.file, location.line) for location in report.locations] == [
        (workflow, 3),
        (workflow, 13),
        (workflow, 9),
        (workflow, 14),
        (workflow, 21),
    ]


def test_warnings_stay_locations_when_no_error_is_named(analyser: Analyser, tmp_path: Path) -> None:
    """A step that fails on its warnings alone (``-Werror`` aside, a linter's warning limit) keeps
    them: the same gcc warnings, with no error, are where it failed."""
    lines = (FIXTURES / "cc-warnings-beside-an-error.log").read_text().splitlines()
    warnings_only = [line for line in lines if not line.startswith(("b.c", "    1 | int b", "      |     "))]
    log = tmp_path / "warnings.log"
    log.write_text("\n".join(warnings_only) + "\n")

    located = _located(analyser, str(log))

    assert ("a.c", 1) in located
    assert ("c.c", 1) in located


@pytest.mark.parametrize(
    ("file", "own"),
    [
        ("/home/travis/.npm/_logs/2019-07-28T16_21_20_752Z-debug.log", False),
        ("/root/.npm/_logs/2026-12-02T14_45_05_303Z-debug-0.log", False),
        ("../../libcompiler_builtins/compiler-rt/lib/builtins/divdc3.c", False),
        ("../sysdeps/unix/sysv/linux/raise.c", False),
        ("../src/string.c", True),
        ("string/format.c", True),
        ("web/.npmrc", True),
        ("/home/runner/work/hs/hs/dist-newstyle/build/x86_64-linux/ghc-9.0.2/hs-0.1/t/spec/test/hs-spec.log", False),
        ("sdist-test/.stack-work/dist/x86_64-linux/Cabal-2.4.0.1/build/Language/PureScript/CST/Parser.hs", True),
    ],
)
def test_a_tools_own_files_are_not_the_projects(file: str, own: bool) -> None:
    """npm's debug log (npm 6 prints its path on a line of its own under ``npm ERR!``, npm 10 after
    ``A complete log of this run can be found in:``), a runtime's sources vendored in a build
    (compiler-rt's builtins), glibc's sources, the suite's log ``cabal test`` wrote; a project's own
    folder of the same name is its own, and so is code generated into a build tree (happy's parser
    under stack's ``.stack-work/``, where GHC's errors are)."""
    assert not_own_code(file, file) is not own


@pytest.mark.parametrize(
    ("function", "file", "standard"),
    [
        ("testing.tRunner(0xc00009c000, 0x5c7970)", "\t/usr/lib/go-1.19/src/testing/testing.go:1446 +0x217", True),
        ("testing.(*T).Run.func1()", "      testing/testing.go:1493 +0x47", True),
        ("created by testing.(*T).Run in goroutine 7", "\ttesting/testing.go:1742 +0x390", True),
        ("panic({0x508da0, 0x5fca90})", "\truntime/panic.go:884 +0x212", True),
        ("net/http.(*conn).serve(0xc000150000, {0x7b3e40, 0xc0000a2f90})", "\tnet/http/server.go:1995 +0x612", True),
        (
            "vendor/golang.org/x/net/http2.(*Framer).ReadFrame(0xc0001a2000)",
            "\tvendor/golang.org/x/net/http2/frame.go:498",
            True,
        ),
        ("main.main()", "\t/home/runner/work/app/app/main.go:10 +0x1d", False),
        ("calc.Inc(...)", "\tcalc/calc.go:13", False),  # a module named without a dot (module calc)
        ("example.com/app/calc.Map[...](0xc00001e0c0)", "\texample.com/app/calc/map.go:8 +0x2c", False),
    ],
)
def test_a_go_frame_is_the_standard_librarys_by_its_functions_package(function: str, file: str, standard: bool) -> None:
    """Go 1.19's frames made here, Go 1.21's ``created by … in goroutine N`` (``runtime/traceback.go``,
    ``printcreatedby1``), a generic function's ``[...]`` (Go 1.18+) and the standard library's
    vendored packages (``vendor/golang.org/x/net``)."""
    lines = {
        number: LogLine(number=number, text=text, marker="", matches=[], section=0)
        for number, text in ((1, function), (2, file))
    }

    assert _go_standard_frame(lines, 2) is standard
