"""npm ls's problems relayed by the tool that ran it are a dependency failure: install the tree first.

Trial 80: `npx --yes @cyclonedx/cyclonedx-npm@6.0.1 …` in a job with no `npm ci` before it relayed
npm ls's `npm error code ELSPROBLEMS` and `npm error missing: lodash@4.17.20, required by web@1.0.0`
indented by two spaces; nothing matched (`unknown`, the summary quoting `Error: npm-ls exited with
errors`) and the step's tool was named `npm-script (wrapper)`. The logs are cyclonedx-npm 6.0.1's
real output (tests/fixtures/s32-t80/README.md).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.logs.tools import identify_tools

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s32-t80"


@pytest.mark.parametrize("name", ["cyclonedx-npm-not-installed.gha.log", "cyclonedx-npm-not-installed.txt"])
def test_npm_ls_problems_relayed_indented_are_a_dependency_failure(
    capsys: pytest.CaptureFixture[str], name: str
) -> None:
    assert main(["triage", str(FIXTURES / name), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["category"] == "dependency resolution"
    assert "missing: license-checker@25.0.1, required by web@1.0.0" in report["summary"]
    assert "npm ci" in report["next_step"]


def test_npx_running_cyclonedx_npm_names_it_not_the_script_wrapper() -> None:
    tools = identify_tools(["Run npx --yes @cyclonedx/cyclonedx-npm@6.0.1 --output-format JSON"])
    assert "cyclonedx-npm" in [tool.name for tool in tools]
