"""A linker's error is advised as one, not as a compiler's: the code compiled, the linker found no
definition of a symbol (define it, add its source to the build, link its library, C++ name mangling
and ``extern "C"``), where "fix the first compiler error" told nothing (trial 50 #4).

Real output (READMEs of ``tests/fixtures/s27-t50a`` and ``tests/fixtures/s27-summary``): gcc 12.2.0
and g++ 12.2.0 with GNU ld 2.40, clang 14.0.6 with GNU ld and with LLVM's lld 22.1.2, CMake 3.25.1."""

from __future__ import annotations

from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
LINKED = [
    FIXTURES / "s27-t50a" / "gcc-undefined-reference.gha.log",
    FIXTURES / "s27-t50a" / "lld-undefined-symbol.gha.log",
    FIXTURES / "s27-summary" / "ld-undefined-gxx.gha.log",
    FIXTURES / "s27-summary" / "ld-undefined-clang.gha.log",
    FIXTURES / "s27-summary" / "ld-undefined-cmake.gha.log",
]


@pytest.mark.parametrize("log", LINKED, ids=lambda log: log.name)
def test_a_missing_symbol_is_advised_as_a_link_error(triage_json, log: Path) -> None:
    report = triage_json(log)
    assert report["category"] == "compile/build error"
    assert report["next_step"].startswith("A link error, not a compiler error")
    assert "-lfoo" in report["next_step"]
    assert 'extern "C"' in report["next_step"]


def test_lld_names_the_missing_symbol(triage_json) -> None:
    report = triage_json(FIXTURES / "s27-t50a" / "lld-undefined-symbol.gha.log")
    assert report["summary"].endswith(": ld.lld: error: undefined symbol: checksum")
