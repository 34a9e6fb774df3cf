"""A C++ standard header the compiler's library lacks (``fatal error: format: No such file or
directory`` under ``-std=c++20`` with GCC 12) is a compiler too old or a ``-std=`` too low, and the
advice says so, not "fix the first compiler error" nor "install its development package".

Trial 94, finding 9 (real GCC 12.2.0 and clang 14.0.6 output: ``tests/skills/fixtures/gcc-missing-
standard-header.txt``, ``clang-missing-standard-header.txt``). Before: "Fix the first compiler error
shown above".
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "skills" / "fixtures"


@pytest.mark.parametrize("fixture", ["gcc-missing-standard-header.txt", "clang-missing-standard-header.txt"])
def test_a_missing_standard_header_is_a_compiler_too_old(fixture: str, triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / fixture)
    assert report["category"] == "compile/build error"
    assert "libstdc++ has `<format>` from GCC 13" in report["next_step"]
    assert "-dev" not in report["next_step"]
