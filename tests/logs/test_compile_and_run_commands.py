"""A command that compiles a program and runs it (``nim c -r``, ``go run``, ``zig run``) is a
wrapper: what it ran printed the failure, so the compiler's category is no evidence against it.

Fixture ``tests/fixtures/trial-y/nim-test.gha.log`` (session 14's long-tail trial, Nim 1.6.10):
``nim c -r --hints:off tmath.nim`` builds a std/unittest file and runs it; the check fails, the test
binary exits 1 and nim reports the external program's failure.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.logs.tools import identify_tools

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-y"


@pytest.mark.parametrize(
    ("command", "tool"),
    [
        ("nim c -r tests/t.nim", "nim-run"),
        ("nim c --hints:off -r tests/t.nim", "nim-run"),
        ("nim compile -d:release --run tests/t.nim", "nim-run"),
        ("nim r tests/t.nim", "nim-run"),
        ("nim c --hints:off tests/t.nim -r", "nim"),  # after the file: the program's own argument
        ("nim c --hints:off main.nim", "nim"),
        ("go run ./cmd/tool", "go-run"),
        ("zig run src/main.zig", "zig-run"),
        ("zig build run", "zig-run"),
        ("zig build -Doptimize=ReleaseFast", "zig"),
        ("cabal run exe", "runghc"),
    ],
)
def test_a_compile_and_run_command_is_a_wrapper(command: str, tool: str) -> None:
    assert [found.name for found in identify_tools([command])] == [tool]


def test_a_unittest_failure_under_nim_c_r_is_not_cut_by_the_compilers_category() -> None:
    with open_log_source(str(FIXTURES / "nim-test.gha.log")) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    classification = report.jobs[0].classification
    assert report.category == "test failure"
    assert classification.step_tool is None  # nim ran the test binary; the binary printed the failure
    assert not [step for step in classification.confidence_steps if step.reason == "step tool disagrees"]
    assert report.confidence >= 0.8
