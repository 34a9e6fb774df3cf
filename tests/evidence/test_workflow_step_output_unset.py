"""An earlier step that writes its output to a file named ``GITHUB_OUTPUT`` (the ``$`` left out)
never sets it: a later step reading ``${{ steps.ID.outputs.NAME }}`` gets an empty string.

Fixtures in ``tests/fixtures/s39-stepoutput``: pip 26.3's real output for
``pip download --no-deps -d /tmp/x "inv=="`` (the empty version), wrapped as a GitHub Actions log.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s39-stepoutput"


def triage(capsys: pytest.CaptureFixture[str], workflow: Path) -> dict:
    args = ["triage", str(FIXTURES / "pip-empty-version.gha.log"), "--format", "json", "--workflow", str(workflow)]
    code = main(args)
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out)


def findings(report: dict) -> list[dict]:
    return [line for line in report["workflow_step"]["lines"] if line["finding"]]


def test_an_output_written_to_a_bare_github_output_word_whose_empty_value_fails_decides(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``>> GITHUB_OUTPUT`` (ci.yml:10) leaves ``steps.ver.outputs.version`` empty, and pip then
    reads ``inv==``: the earlier step's line is cited and decides, its advice the missing ``$``."""
    report = triage(capsys, FIXTURES / "version-output.yml")
    [finding] = findings(report)
    assert (finding["field"], finding["start_line"], finding["finding_kind"]) == (
        "earlier-step.run",
        10,
        "step-output-empty",
    )
    assert "`steps.ver.outputs.version` (line 12) is never set" in finding["summary"]
    assert report["category"] == "configuration"
    assert '"$GITHUB_OUTPUT"' in report["jobs"][0]["classification"]["next_step"]


@pytest.mark.parametrize(
    ("written", "kind"),
    [
        ('>> "$GITHUB_OUTPUT"', None),  # the runner's file: the output is set
        (">> ${GITHUB_OUTPUT}", None),
        (">> GITHUB_OUTPUT", "step-output-empty"),
        ("> 'GITHUB_OUTPUT'", "step-output-empty"),
    ],
)
def test_only_a_bare_github_output_word_is_a_finding(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, written: str, kind: str | None
) -> None:
    """The variable read (``$GITHUB_OUTPUT``, ``${GITHUB_OUTPUT}``) writes the runner's file; the
    word alone, quoted or not, writes a file of that name."""
    text = (FIXTURES / "version-output.yml").read_text(encoding="utf-8").replace(">> GITHUB_OUTPUT", written)
    workflow = tmp_path / "ci.yml"
    workflow.write_text(text, encoding="utf-8")
    report = triage(capsys, workflow)
    assert [finding["finding_kind"] for finding in findings(report)] == ([kind] if kind else [])


def test_a_bare_github_output_word_in_a_step_whose_output_is_not_read_is_no_finding(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The failing step reads another step's output: the line writing the word is not cited."""
    text = (FIXTURES / "version-output.yml").read_text(encoding="utf-8").replace("id: ver", "id: other")
    workflow = tmp_path / "ci.yml"
    workflow.write_text(text, encoding="utf-8")
    assert findings(triage(capsys, workflow)) == []
