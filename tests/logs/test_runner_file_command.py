"""A step the runner failed because it could not read the step's ``$GITHUB_ENV`` or ``$GITHUB_OUTPUT``
file (trial 112 #1: "no failure found", a green verdict on a red job). The runner ends such a step
with ``##[error]Unable to process file command 'env' successfully.`` and the reason, and no ``Process
completed with exit code`` line: that line ends the failed step, a configuration error with advice on
the file's format. Fixtures: tests/logs/fixtures/s39-file-command/README.md."""

from __future__ import annotations

from pathlib import Path

import pytest

FIXTURES = Path(__file__).parent / "fixtures" / "s39-file-command"


@pytest.mark.parametrize(
    ("log", "step", "quoted"),
    [
        ("env-invalid-format.log", 'Run echo "PYTHONPATH src" >> "$GITHUB_ENV"', "Invalid format 'PYTHONPATH src'"),
        ("output-multiline.log", 'Run echo "files=$(git ls-files \'*.md\')" >> "$GITHUB_OUTPUT"', "docs/b.md"),
    ],
)
def test_a_file_command_the_runner_refused_fails_its_step_as_configuration(
    triage_json, log: str, step: str, quoted: str
) -> None:
    report = triage_json(FIXTURES / log)
    assert report["category"] == "configuration"
    assert report["failing_step"]["name"] == step
    assert "Unable to process file command" in report["summary"]
    assert "`NAME<<DELIMITER`" in report["next_step"]
    excerpt = "\n".join(line for block in report["excerpt"] for line in block["lines"])
    assert quoted in excerpt


def test_with_the_workflow_the_step_is_cited(triage_json) -> None:
    report = triage_json(FIXTURES / "env-invalid-format.log", "--workflow", FIXTURES / "ci.yml")
    assert report["category"] == "configuration"
    texts = [line["text"].strip() for line in report["workflow_step"]["lines"]]
    assert '- run: echo "PYTHONPATH src" >> "$GITHUB_ENV"' in texts
