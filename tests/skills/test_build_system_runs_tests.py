"""A build system's step whose tests failed: the build's category does not disagree with the test
failure (CMake's `test` target runs ctest; a test program the build made runs after it).

Fixtures: cmake 3.25.1 and GoogleTest 1.12.1 run here (tests/fixtures/s50-cleft/README.md).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.logs.model import TriageReport

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s50-cleft"


@pytest.mark.parametrize("name", ["cmake-build-then-gtest.txt", "cmake-target-test.txt"])
def test_a_test_failure_after_cmake_s_build_is_not_discounted_as_cmake_s(
    triage_step_fixture: Callable[[str | Path], TriageReport], name: str
) -> None:
    report = triage_step_fixture(FIXTURES / name)
    assert report.category == "test failure"
    assert [test.name for test in report.failed_tests] == ["Median.EvenCount"]
    reasons = [step.reason for step in report.jobs[0].classification.confidence_steps]
    assert "step tool disagrees" not in reasons
    assert report.confidence >= 0.8
