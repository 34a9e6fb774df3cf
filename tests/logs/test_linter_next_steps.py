"""A linter's or auditor's next step is its own: the command that fixes the findings where the tool
has one, and no promise of a fix option where it has none.

The logs in ``fixtures/release_jobs/`` are real (see its README.md: a trial's logs, the tool
versions named there).
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.source import LogMember

FIXTURES = Path(__file__).parent / "fixtures" / "release_jobs"

FIX_COMMANDS = {
    "codespell": "`codespell -w`",
    "typos": "`typos -w`",
    "markdownlint": "`markdownlint-cli2 --fix",
    "reuse-lint": "`reuse annotate",
    "zizmor": "`zizmor --fix`",
}
"""Each log's tool and the command that fixes (some of) its findings."""

WITHOUT_FIX_OPTION = {"yamllint": "yamllint", "hadolint": "hadolint", "release-twine": "twine"}
"""Each log whose tool has no fix option, and the tool's name."""


def next_step(analyser: Analyser, name: str) -> str:
    data = (FIXTURES / f"{name}.log").read_bytes()
    report = analyser.analyse(LogMember(name="", file=io.BytesIO(data)), budget=2000).report
    assert report.failure_found
    return report.classification.next_step or ""


@pytest.mark.parametrize("name", sorted(FIX_COMMANDS))
def test_the_next_step_names_the_tools_fix_command(analyser: Analyser, name: str) -> None:
    assert FIX_COMMANDS[name] in next_step(analyser, name)


@pytest.mark.parametrize("name", sorted(WITHOUT_FIX_OPTION))
def test_a_tool_without_a_fix_option_is_not_sent_looking_for_one(analyser: Analyser, name: str) -> None:
    assert f"{WITHOUT_FIX_OPTION[name]} has no fix option" in next_step(analyser, name)


def test_a_workflow_audit_is_not_told_of_packages_or_secrets(analyser: Analyser) -> None:
    advice = next_step(analyser, "zizmor")
    assert "workflow" in advice
    assert "package" not in advice
    assert "secret" not in advice
