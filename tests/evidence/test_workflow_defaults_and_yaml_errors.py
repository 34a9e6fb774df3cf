"""A workflow-level ``defaults.run`` key the step sets itself is no evidence, and a workflow file
that is not valid YAML is named with the line and column PyYAML found (trial 64 #10).

``tests/fixtures/s30-t64a/wf2-tool.log`` (real shellcheck SC2012 output, see the README) is job
`shell` of ``ci2.yml``, whose step `Shellcheck` sets ``working-directory: .`` (line 13) over the
workflow's ``defaults.run.working-directory: services/api`` (line 5). Before, line 5 was cited too,
and a YAML error read "not valid YAML (while scanning for the next token)", with no place.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s30-t64a"


def test_a_default_the_step_overrides_is_not_cited(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["triage", str(FIXTURES / "wf2-tool.log"), "--workflow", str(FIXTURES / "ci2.yml"), "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    fields = {line["field"]: line["start_line"] for line in json.loads(captured.out)["workflow_step"]["lines"]}
    assert fields["working-directory"] == 13
    assert "defaults.run.working-directory" not in fields


def test_a_yaml_error_names_its_line_and_column(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = (FIXTURES / "ci2.yml").read_text().replace("run: shellcheck ci/*.sh", "run: @shellcheck ci/*.sh")
    workflow = tmp_path / "ci2.yml"
    workflow.write_text(text)
    code = main(["triage", str(FIXTURES / "wf2-tool.log"), "--workflow", str(workflow)])
    err = capsys.readouterr().err
    assert code == 0, "a workflow file that cannot be used is a warning, and the triage goes on without it"
    assert "not valid YAML at line 12, column 14: found character '@' that cannot start any token" in err
