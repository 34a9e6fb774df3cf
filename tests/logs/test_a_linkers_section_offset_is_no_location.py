"""A linker error placed at an offset into an object's section is quoted by its error, then the file
and function (session 27, finding 3): ``main.cpp:(.text+0xf)`` is no place a reader can open, and the
summary had read ``src/main.cpp: main.cpp:(.text+0xf): undefined reference to …``.

Real output (``tests/fixtures/s27-summary``, README there): GNU ld 2.40 under g++ 12.2.0, clang++ 14.0.6
and CMake 3.25.1 (whose object ``CMakeFiles/app.dir/src/main.cpp.o`` says the file is ``src/main.cpp``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s27-summary"


@pytest.mark.parametrize(
    ("name", "file"),
    [
        ("ld-undefined-gxx.gha.log", "main.cpp"),
        ("ld-undefined-clang.gha.log", "main.cpp"),
        ("ld-undefined-cmake.gha.log", "src/main.cpp"),
    ],
)
def test_the_summary_says_the_undefined_symbol_and_the_file(analyser: Analyser, name: str, file: str) -> None:
    report, _ = triage_path(str(FIXTURES / name), analyser, 2000)
    assert report.category == "compile/build error"
    assert report.summary.endswith(f": undefined reference to `checksum(char const*)' ({file}, in function `main')"), (
        report.summary
    )
    assert "(.text+" not in report.summary
    assert [location.file for location in report.locations] == [file]
