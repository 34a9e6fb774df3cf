"""A CMake whose version the project's ``cmake_minimum_required`` does not accept is configuration,
with advice about CMake's version, not the compiler's: older than the minimum (``CMake 3.30 or
higher is required.  You are running version 3.25.1``) or too new for an old minimum (CMake 4's
``Compatibility with CMake < 3.5 has been removed from CMake.``).

Trial 94, finding 4 (real CMake 3.25.1 and 4.4.5 output: ``tests/skills/fixtures/cmake-minimum-version.txt``,
``cmake-compatibility-removed.txt``). Before: a compile/build error at 0.85, "Fix the first compiler error".
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "skills" / "fixtures"


@pytest.mark.parametrize(
    ("fixture", "advice"),
    [
        ("cmake-minimum-version.txt", "Install a newer CMake"),
        ("cmake-compatibility-removed.txt", "-DCMAKE_POLICY_VERSION_MINIMUM=3.5"),
    ],
)
def test_a_cmake_version_outside_the_projects_range_is_configuration(
    fixture: str, advice: str, triage_json: Callable[..., dict]
) -> None:
    report = triage_json(FIXTURES / fixture)
    assert (report["category"], report["tool"]) == ("configuration", "cmake")
    assert [(where["file"], where["line"]) for where in report["locations"]] == [("CMakeLists.txt", 1)]
    assert advice in report["next_step"]
    assert "compiler error" not in report["next_step"]
