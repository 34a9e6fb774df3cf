"""A dependency installed in a version older than the project requires is advised on its versions,
not "install the package": CMake's `Found unsuitable version` (its message wrapped onto two lines),
pkgconf's `has version …, required version is …` under `pkg_check_modules`, meson's `Invalid version`.

Fixtures: cmake 3.25.1, pkgconf 1.8.1 and meson 1.0.1 run here (tests/fixtures/s50-cleft/README.md,
tests/skills/fixtures/cmake-pkg-check-modules-version.txt, meson-dependency-version.txt: meson 1.12.1).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.logs.model import TriageReport
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s50-cleft"


@pytest.mark.parametrize(
    ("name", "package", "found", "required"),
    [
        (FIXTURES / "cmake-boost-too-old.txt", "Boost", "1.74.0", "at least 1.90"),
        ("cmake-pkg-check-modules-version.txt", "zlib", "1.2.13", ">= 99"),
        (FIXTURES / "meson-zlib-too-old.txt", "zlib", "1.2.13", ">=99"),
        ("meson-dependency-version.txt", "libcrypto", "3.0.19", ">=9.0"),
    ],
)
def test_a_dependency_found_too_old_is_advised_on_the_versions(
    triage_step_fixture: Callable[[str | Path], TriageReport], name: str | Path, package: str, found: str, required: str
) -> None:
    report = triage_step_fixture(name)
    assert report.category == "dependency resolution"
    advice = next_step(report)
    assert f"found `{package}` on the runner, but in version {found}, too old" in advice
    assert required in advice
    assert "installing the same package again changes nothing" in advice
