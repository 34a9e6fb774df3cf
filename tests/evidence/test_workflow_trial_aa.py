"""A workflow file given with ``--workflow`` as evidence, as a README-only user trial (trial-aa) used it.

The logs in ``tests/fixtures/trial-aa`` were made by running real tools on a runner-like machine (mvn 3
with JUnit 5, bash, actions/setup-python's "The version '3.1' … was not found" after YAML read
``3.10`` as the number 3.1, go install into ``$HOME/tools``); the workflow files are the trial's.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.report.next_step import NEXT_STEPS

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parent.parent / "fixtures" / "trial-aa"


def triage(capsys: pytest.CaptureFixture[str], tmp_path: Path, log: str, workflow: str) -> dict:
    """The JSON report of ``log`` (a fixture) with the fixture ``workflow`` as the workflow file."""
    path = tmp_path / ".github" / "workflows" / "ci.yml"
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(FIXTURES / workflow, path)
    code = main(["triage", str(FIXTURES / log), "--workflow", str(path), "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out)


def findings(report: dict) -> list[dict]:
    return [line for line in (report["workflow_step"] or {"lines": []})["lines"] if line["finding"]]


@pytest.mark.parametrize(
    ("log", "workflow", "category", "shown"),
    [
        # another workflow: job `test` with a tox step for a Maven job `build`
        ("java-red.log", "undef.yml", "test failure", "Run tox -e py${{ matrix.pyhton-version }}"),
        # the right job, its step edited since the run (mvn -B test -> mvn -B verify)
        ("java-red.log", "build.yml", "test failure", "Run mvn -B verify"),
        ("sh-red.log", "tool.yml", None, "Run actions/setup-go@v5"),
    ],
)
def test_a_step_at_the_failing_steps_number_that_does_not_agree_is_not_cited(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, log: str, workflow: str, category: str | None, shown: str
) -> None:
    """The step at the log's job-page number whose name and command are not the log's step is no
    evidence: the diagnosis is the log's own, and a warning names what did not match."""
    alone = json.loads(_plain(capsys, log))
    report = triage(capsys, tmp_path, log, workflow)
    assert report["workflow_step"] is None
    assert (report["category"], report["confidence"]) == (alone["category"], alone["confidence"])
    if category:
        assert report["category"] == category
    [warning] = [w for w in report["warnings"] if w.startswith("workflow")]
    assert f"“{report['failing_step']['name']}” matches no step" in warning
    assert shown in warning


def _plain(capsys: pytest.CaptureFixture[str], log: str) -> str:
    assert main(["triage", str(FIXTURES / log), "--format", "json"]) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize(
    ("workflow", "line", "text"),
    [("matrix.yml", 8, "python-version: [3.9, 3.10, 3.11]"), ("float.yml", 10, "python-version: 3.10")],
)
def test_an_unquoted_version_yaml_reads_as_a_shorter_number_is_cited_with_quoting_advice(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, workflow: str, line: int, text: str
) -> None:
    """actions/setup-python said "The version '3.1' … was not found": YAML read ``3.10`` as 3.1."""
    log = "wf-matrix-red.log" if workflow == "matrix.yml" else "wf-float-red.log"
    report = triage(capsys, tmp_path, log, workflow)
    [first, *_] = findings(report)
    assert (first["start_line"], first["text"].strip()) == (line, text)
    assert "unquoted `3.10` as the number 3.1" in first["summary"]
    assert 'quote it ("3.10")' in first["summary"]
    assert report["category"] == "configuration"


def test_a_command_an_earlier_step_installed_off_path_cites_that_step(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """``GOBIN=$HOME/tools go install …golangci-lint…`` then ``golangci-lint: command not found``:
    the tool is there, not on PATH, and the install step is the line to change."""
    report = triage(capsys, tmp_path, "wf-tool2-red.log", "tool2.yml")
    [install, run] = findings(report)
    assert (install["start_line"], run["start_line"]) == (9, 11)
    assert "GOBIN=$HOME/tools" in install["text"]
    assert "not on the runner's PATH" in install["summary"]
    assert "$GITHUB_PATH" in install["summary"]
    assert "not installed on the runner" not in run["summary"]
    assert report["category"] == "configuration"


@pytest.mark.parametrize(
    ("log", "workflow", "advice"),
    [
        ("wf-tool2-red.log", "tool2.yml", "Edit `.github/workflows/ci.yml:9` (earlier-step.run): put the folder"),
        (
            "wf-float-red.log",
            "float.yml",
            "Edit `.github/workflows/ci.yml:10` (with.python-version): ask for a version",
        ),
    ],
)
def test_the_next_step_follows_the_deciding_finding(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, log: str, workflow: str, advice: str
) -> None:
    path = tmp_path / ".github" / "workflows" / "ci.yml"
    path.parent.mkdir(parents=True)
    shutil.copyfile(FIXTURES / workflow, path)
    assert main(["triage", str(FIXTURES / log), "--workflow", str(path), "--format", "markdown"]) == 0
    shown = capsys.readouterr().out
    assert f"#### Next step\n{advice}" in shown
    assert NEXT_STEPS["configuration"] not in shown


def test_the_continue_on_error_warning_cites_its_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    report = triage(capsys, tmp_path, "wf-coe-red.log", "coe.yml")
    assert any("continue-on-error: true in .github/workflows/ci.yml:10," in warning for warning in report["warnings"])


def test_a_file_that_reads_as_no_workflow_says_so(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code = main(["triage", str(FIXTURES / "sh-red.log"), "--workflow", str(FIXTURES / "bad.yml")])
    error = capsys.readouterr().err
    assert code == 0, "a file that is no workflow is a warning, and the triage goes on without it"
    assert "neither `on:` nor `jobs:`" in error
    assert "no 'jobs' mapping" not in error


def test_a_later_steps_undefined_matrix_key_follows_the_finding_that_decided(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Trial 112 #10: a later step's undefined ``matrix.pyhton-version`` (a note the log does not show
    at work) was cited first, above the unquoted ``3.10`` that decided; it now follows it."""
    path = tmp_path / ".github" / "workflows" / "ci.yml"
    path.parent.mkdir(parents=True)
    later = '      - run: ./ci/test.sh --python "${{ matrix.pyhton-version }}"\n'
    path.write_text((FIXTURES / "matrix.yml").read_text() + later)
    assert main(["triage", str(FIXTURES / "wf-matrix-red.log"), "--workflow", str(path), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    kinds = [(line["start_line"], line["finding_kind"]) for line in findings(report)]
    assert kinds[0] == (8, "version-not-found")
    assert kinds[-1] == (16, "matrix-key")
    assert report["category"] == "configuration"
