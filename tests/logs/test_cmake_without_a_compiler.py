"""CMake that finds no compiler is quoted past the blank lines that set the compiler's name apart in
its message (``The CMAKE_CXX_COMPILER:``, ``clang++-18``, ``is not a full path and was not found in
the PATH.``), and its advice says to install or name the compiler.

Trial 94, finding 10 (real CMake 3.25.1 output: ``tests/skills/fixtures/cmake-compiler-not-in-path.txt``,
``cmake-no-make.txt``). Before: the summary stopped at ``The CMAKE_CXX_COMPILER:`` and the advice was
the generic "Fix what the line the summary quotes points at".
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "skills" / "fixtures"


def test_the_summary_names_the_compiler_cmake_did_not_find(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "cmake-compiler-not-in-path.txt")
    assert report["summary"].endswith(
        "CMake Error at CMakeLists.txt:2 (project): The CMAKE_CXX_COMPILER: clang++-18 "
        "is not a full path and was not found in the PATH."
    )
    assert "Install it in an earlier step" in report["next_step"]


def test_a_missing_build_program_gets_its_own_advice(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "cmake-no-make.txt")
    assert "`ninja-build`" in report["next_step"]
