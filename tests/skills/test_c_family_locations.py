"""Where C and C++ tools' failures are: the first location a report names, on real output.

The fixtures are the golden ones (``fixtures/``, each made by running the tool here or taken from a
user trial run with the same versions): a linker's missing symbol is the source file that
references it, not the Makefile recipe that linked (make's ``[Makefile:91: all]`` is never a
location, nor a CMake build tree's makefiles, nor the ``from algo.cpp:2:`` of gcc's include chain);
Memcheck's first error is its innermost frame in the project's files; UBSan, make and CMake name
the line themselves; a compile error the script let go on (``|| echo``) comes after the failure
that ended the step; gcc's path under
ninja (meson's ``../ringbuf.c`` in its build folder, ninja 1.11 from Debian and 1.13 from PyPI, meson
1.12.1) is the checkout's file, and ninja's failed object (``FAILED: libringbuf.a.p/ringbuf.c.o``) none;
ld's bare ``main.cpp:(.text+0x24)`` below its heading ``CMakeFiles/geo_cli.dir/src/main.cpp.o: in
function`` is the checkout's ``src/main.cpp`` (CMake 3.25, gmake, binutils 2.40; trial 41 #9).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.logs.test_tool_output_shapes import actions_step, tool_output

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parent / "fixtures"

FIRST_LOCATION: dict[str, tuple[str, int | None]] = {
    "link-undef-make.txt": ("main.c", None),  # main.c:(.text+0x14): no line without debug information
    "link-undef-debug.txt": ("/tmp/cf10/app/ln/main.c", 5),
    "link-undef-cmake-subfolder.txt": ("src/main.cpp", None),  # ld's main.cpp under its object's src/main.cpp.o
    "link-multidef-cmake.txt": ("server.cpp", None),  # the missing symbol's file: the multiple definition names none
    "link-multidef-debug.txt": ("/tmp/lk29/core.h", 6),  # with -g: the header that defines the variable
    "link-multidef-function.txt": ("main.c", None),
    "valgrind-invalid-write.txt": ("leak.c", 3),
    "valgrind-invalid-read.txt": ("buffer.c", 3),  # the read's frame, not the allocation's (buffer.c:2)
    "ubsan-overflow.txt": ("ubsan/u.c", 3),
    "ubsan-index.txt": ("ub.c", 5),
    "make-missing-separator.txt": ("Makefile", 2),
    "make-separator-8-spaces.txt": ("mk2/Makefile", 3),  # make -C mk2's own Makefile, in the folder it entered
    "cmake-compiler-not-in-path.txt": ("CMakeLists.txt", 2),
    "cmake-no-compiler.txt": ("CMakeLists.txt", 2),
    "gcc-ignored-then-pytest.txt": ("test_calc.py", 5),  # legacy.c:1 of the ignored compile comes second
    "gcc-ignored-then-valgrind.txt": ("buffer.c", 3),  # legacy.c:2 of gcc -Werror || true comes last
    "meson-ninja-werror.txt": ("ringbuf.c", 3),  # ../ringbuf.c from ninja's builddir-werr
    "ninja-1.11-werror.txt": ("ringbuf.c", 3),
}


@pytest.mark.parametrize("name", sorted(FIRST_LOCATION))
def test_first_location(name: str, analyser: Analyser) -> None:
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    locations = report.jobs[0].locations
    assert locations, report.summary
    assert (locations[0].file, locations[0].line) == FIRST_LOCATION[name], locations


def test_an_ignored_compile_error_stays_a_location() -> None:
    """The tolerated compile's location is moved after the failure's, not dropped."""
    with open_log_source(str(FIXTURES / "gcc-ignored-then-pytest.txt")) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    assert [(location.file, location.line) for location in report.jobs[0].locations] == [
        ("test_calc.py", 5),
        ("legacy.c", 1),
    ]


@pytest.mark.parametrize(
    ("name", "not_located"),
    [
        ("link-multidef-cmake.txt", {("Makefile", 91)}),  # gmake: *** [Makefile:91: all] Error 2
        ("link-undef-make.txt", {("Makefile", 3)}),  # make: *** [Makefile:3: app] Error 1
        ("gcc-include-chain.txt", {("algo.cpp", 1), ("algo.cpp", 2)}),  # from algo.cpp:2: (its #include lines)
    ],
)
def test_make_recipes_and_include_chains_are_no_locations(
    name: str, not_located: set[tuple[str, int]], analyser: Analyser
) -> None:
    text = (FIXTURES / name).read_text()
    assert all(f"{file}:{line}" in text for file, line in not_located)
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    located = {(location.file, location.line) for location in report.jobs[0].locations}
    assert located, report.summary
    assert not located & not_located, located


def test_a_linked_sources_folder_is_its_cmake_objects(analyser: Analyser, tmp_path: Path) -> None:
    """Both missing symbols of ``main`` (the second line ``/usr/bin/ld: main.cpp:(.text+0x39)``) are
    in ``src/main.cpp``, as a GitHub Actions step prints them; no location is the bare name."""
    log = actions_step(tmp_path, *tool_output("link-undef-cmake-subfolder.txt"), 2)
    with open_log_source(str(log)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    assert report.category == "compile/build error"
    assert {location.file for location in report.locations} == {"src/main.cpp"}


@pytest.mark.parametrize("name", ["meson-ninja-werror.txt", "ninja-1.11-werror.txt"])
def test_ninjas_failed_object_is_no_location(name: str, analyser: Analyser) -> None:
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    assert [location.file for location in report.jobs[0].locations if location.file.endswith(".o")] == []
