"""A step running ``A && B`` whose ``B`` crashed: the tool whose output holds the error is the step's.

Fixtures (tests/skills/fixtures, made here): ``javac-then-java.txt`` (OpenJDK 17.0.15, ``javac -d
out … && java -cp out com.acme.Main``: javac prints nothing, the program ends on an uncaught
``IllegalStateException`` caused by a ``FileNotFoundException``) and
``cargo-build-then-run-panic.txt`` (cargo 1.95.0, ``cargo build && cargo run``: the build's
``Compiling``/``Finished`` lines, then the program's panic). The compiler printed nothing wrong
and its output was followed by the program's, so it passed: its catalogue category (compile/build
error) is no evidence, and the runtime's skill is in scope.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.logs.tools import identify_tools, step_tool

SKILL_FIXTURES = Path(__file__).parents[1] / "skills" / "fixtures"


@pytest.mark.parametrize(
    ("name", "tool"), [("javac-then-java.txt", "java"), ("cargo-build-then-run-panic.txt", "cargo-run")]
)
def test_a_program_that_crashed_after_its_silent_build_is_a_runtime_error(
    analyser: Analyser, name: str, tool: str
) -> None:
    with open_log_source(str(SKILL_FIXTURES / name)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    classification = report.jobs[0].classification
    assert (report.category, report.tool) == ("runtime error", tool)
    assert classification.step_tool is None  # the compiler passed; what the runtime ran has no entry
    assert "tool-catalogue" not in {hit.skill for hit in classification.signals}
    assert not [step for step in classification.confidence_steps if step.reason == "step tool disagrees"]


def _producers(analyser: Analyser, skill: str) -> list[tuple[str, ...]]:
    """Who may have printed an error line of ``skill``: its tool, then its scope's tools (as
    :func:`ci_triage.logs.analyse.error_producers` gives them)."""
    found = next(signal for signal in analyser.signals.signals if signal.skill == skill and signal.role == "error")
    return [(found.tool, *found.scope.tools) if found.tool else found.scope.tools]


def test_a_node_crash_after_tsc_is_nodes_not_the_type_checkers(analyser: Analyser) -> None:
    tools = identify_tools(["npx tsc --outDir dist src/boot.ts && node dist/boot.js"])
    assert [tool.name for tool in tools] == ["npm-script", "tsc", "node"]
    # node-runtime's scope names npx's npm-script too: its own tool, node, is who printed it
    assert step_tool(tools, _producers(analyser, "node-runtime")) is None
