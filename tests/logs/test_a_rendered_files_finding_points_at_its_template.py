"""A finding in a file an earlier command rendered from a template points the advice at that command.

Trial 104 (finding 5): ``envsubst < template.tmpl.yaml > template.yaml`` with the variable unset,
then ``cfn-lint template.yaml``: the advice was generic cfn-lint advice (fix the template where the
rule points), though the value is empty because the variable was. Logs: cfn-lint 1.51.0 run here
on templates rendered by envsubst and sed (tests/fixtures/s39-misc/README.md).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.logs.rendered_file import rendered_by

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parent.parent / "fixtures" / "s39-misc"


def triage(capsys: pytest.CaptureFixture[str], log: Path) -> dict:
    code = main(["triage", str(log), "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out)


@pytest.mark.parametrize(
    ("log", "command"),
    [
        ("cfn-lint-envsubst-same-step.gha.log", "envsubst < template.tmpl.yaml > template.yaml"),
        ("cfn-lint-sed-earlier-step.gha.log", 'sed "s/@RUNTIME@/$RUNTIME/" template.in.yaml > template.yaml'),
    ],
)
def test_the_advice_names_the_command_that_rendered_the_file(
    capsys: pytest.CaptureFixture[str], log: str, command: str
) -> None:
    report = triage(capsys, FIXTURES / log)
    assert report["category"] == "infrastructure-as-code/deploy"
    assert report["locations"][0]["file"] == "template.yaml"
    assert f"`{command}` wrote it" in report["next_step"]
    assert "set that variable for the step" in report["next_step"]


def test_a_file_no_templating_command_wrote_gets_no_such_advice(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = (FIXTURES / "cfn-lint-sed-earlier-step.gha.log").read_text(encoding="utf-8")
    log = tmp_path / "job.log"
    log.write_text(text.replace("> template.yaml", "> other.yaml"), encoding="utf-8")
    assert "wrote it" not in triage(capsys, log)["next_step"]


@pytest.mark.parametrize(
    ("file", "commands", "expected"),
    [
        ("cfn/template.yaml", ["envsubst < t.tmpl > cfn/template.yaml"], "envsubst < t.tmpl > cfn/template.yaml"),
        ("template.yaml", ["cat t.tmpl | envsubst >./template.yaml && cfn-lint x"], "envsubst >./template.yaml"),
        ("template.yaml", ["gomplate -f t.tmpl > template.yaml"], "gomplate -f t.tmpl > template.yaml"),
        ("template.yaml", ["envsubst < t.tmpl 2> template.yaml"], None),
        ("template.yaml", ["cp t.tmpl template.yaml", "echo sed > template.yaml.bak"], None),
    ],
)
def test_the_command_that_wrote_a_file(file: str, commands: list[str], expected: str | None) -> None:
    assert rendered_by(file, commands) == expected
