"""One job's log with ``--workflow``: the failing step found among the workflow's jobs by the title
the runner printed, each ``${{ … }}`` expression of the step's script read as any text; one job
of ``gh run view`` output named by its job column; steps of several jobs an ambiguity said, not a
missing step. Fixtures: ``tests/fixtures/workflow-one-job`` (its README says where each comes from).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.evidence.local_source import LocalLogSource
from ci_triage.evidence.workflow_step import WorkflowFileError, step_definition

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "workflow-one-job"


@pytest.fixture(autouse=True)
def _in_fixtures(monkeypatch: pytest.MonkeyPatch) -> None:
    """Run as the trial did, from the folder of the files: they are cited by the names given."""
    monkeypatch.chdir(FIXTURES)


def triage(capsys: pytest.CaptureFixture[str], log: Path | str, workflow: Path | str) -> dict:
    code = main(["triage", str(log), "--workflow", str(workflow), "--format", "json", "--no-home-skills"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out)


def workflow_warnings(report: dict) -> list[str]:
    return [warning for warning in report["warnings"] if warning.startswith("workflow")]


@pytest.mark.parametrize(
    ("log", "workflow", "named", "job", "step", "line", "key", "kind"),
    [
        # the trial's runner line names a job ``build`` the file does not define
        (
            "trial-matrix-typo.log",
            "trial-ci.yml",
            "build",
            "test",
            "“Tests” (`steps[1]`)",
            33,
            "pyhton-version",
            "matrix-key",
        ),
        (
            "gha-shard-typo.log",
            "shard-typo.yml",
            "job",
            "unit",
            "“Unit tests (${{ matrix.suite }})” (`steps[2]`)",
            19,
            "shard",
            "matrix-key-empty",  # Node.js's ``Received '/2'``: ``--test-shard=/2`` failing
        ),
    ],
    ids=["trial-one-expression", "two-expressions-in-one-line"],
)
def test_a_job_log_finds_its_step_by_the_expanded_title_in_the_only_job_that_has_it(
    capsys: pytest.CaptureFixture[str],
    log: str,
    workflow: str,
    named: str,
    job: str,
    step: str,
    line: int,
    key: str,
    kind: str,
) -> None:
    report = triage(capsys, log, workflow)
    assert report["workflow_step"]["job"] == job
    [finding] = [item for item in report["workflow_step"]["lines"] if item["finding"]]
    assert (finding["start_line"], finding["finding_kind"]) == (line, kind)
    assert f"`matrix.{key}`" in finding["summary"]
    assert report["category"] == "configuration"
    assert workflow_warnings(report) == [
        f"workflow: the log names none of the jobs of {workflow} (its job: “{named}”); job `{job}` is assumed, the "
        f"only one with the failing step {step}"
    ]


@pytest.mark.parametrize(
    ("log", "workflow", "shown", "job"),
    [
        ("trial-gh-matrix-typo.txt", "trial-ci.yml", "test (3.11)", "test"),  # GitHub's name of a matrix job
        ("gh-make-check.txt", "make-two-jobs.yml", "Build on ubuntu-latest", "build"),  # a name: template
    ],
    ids=["trial-matrix-job", "job-name-template"],
)
def test_gh_output_of_one_job_names_the_job_whose_step_is_cited(
    capsys: pytest.CaptureFixture[str], log: str, workflow: str, shown: str, job: str
) -> None:
    report = triage(capsys, log, workflow)
    assert [item["job"] for item in report["jobs"]] == [shown]
    assert report["workflow_step"]["job"] == job
    assert workflow_warnings(report) == [], "the job is the log's own: nothing assumed, nothing ambiguous"


def test_gh_output_of_one_matrix_job_gives_its_matrix_values(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """``test (3.11)`` is job ``test`` with python-version 3.11: a ``continue-on-error`` over it is known."""
    workflow = tmp_path / "ci.yml"
    goes_on = "        continue-on-error: ${{ matrix.python-version == '3.12' }}\n"
    step = "      - name: Tests\n"
    workflow.write_text((FIXTURES / "trial-ci.yml").read_text().replace(step, step + goes_on))
    named = triage(capsys, FIXTURES / "trial-gh-matrix-typo.txt", workflow)
    assert named["failure_found"]
    assert named["workflow_step"]["job"] == "test"
    assert workflow_warnings(named) == [], "3.11 is not 3.12: the step ended the job"
    unnamed = triage(capsys, FIXTURES / "trial-matrix-typo.log", workflow)
    assert any("depends on matrix.python-version" in warning for warning in workflow_warnings(unnamed))


@pytest.mark.parametrize(
    ("log", "workflow", "step", "matches", "named"),
    [
        (
            "trial-vitest.log",
            "trial-two.yml",
            "Run npx vitest run",
            "job `unit`, `steps[1]`; job `e2e`, `steps[2]`",
            "build",  # the trial's runner line names a job the file does not define
        ),
        (
            "gha-make-check.log",
            "make-two-jobs.yml",
            "Run make check",
            "job `build`, `steps[1]`; job `release`, `steps[1]`",
            "job",
        ),
    ],
    ids=["trial-same-command", "two-expressions-expanding-alike"],
)
def test_steps_of_several_jobs_are_an_ambiguity_the_warning_names(
    capsys: pytest.CaptureFixture[str], log: str, workflow: str, step: str, matches: str, named: str
) -> None:
    report = triage(capsys, log, workflow)
    assert report["workflow_step"] is None
    assert report["failure_found"]
    assert report["failing_step"]["name"] == step
    assert workflow_warnings(report) == [
        f"workflow not used: {workflow}: step '{step}' is ambiguous: 2 steps match it ({matches}) and the log names "
        f"none of this file's jobs (its job: '{named}'), so none is cited"
    ]


def test_a_step_that_went_on_is_found_across_jobs_and_an_ambiguous_one_is_not_claimed_to(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The trial's continue-on-error case, its workflow with a second job: a lint step of one job only
    went on (no failure); when the second job has the same step without it and the log names no job
    (the runner's ``Complete job name:`` line left out), which one ran is unknown, so the step stays
    the failing one; the log naming the job (``build``) says which."""
    log = FIXTURES / "trial-coe-lintonly.log"
    unnamed = tmp_path / "unnamed.log"
    unnamed.write_text(
        "".join(line for line in log.read_text().splitlines(keepends=True) if "Complete job name:" not in line)
    )
    coe = (FIXTURES / "trial-coe.yml").read_text()
    unique, shared = tmp_path / "unique.yml", tmp_path / "shared.yml"
    unique.write_text(coe + "  docs:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npx eslint docs\n")
    shared.write_text(coe + "  strict:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npx eslint .\n")
    went_on = triage(capsys, unnamed, unique)
    assert went_on["failure_found"] is False
    assert went_on["summary"].startswith("No failure: every failed step has continue-on-error: true")
    assert triage(capsys, log, shared)["failure_found"] is False  # job `build`, whose step went on
    kept = triage(capsys, unnamed, shared)
    assert kept["failure_found"]
    assert kept["failing_step"]["name"] == "Run npx eslint ."
    [ambiguous] = workflow_warnings(kept)
    assert (
        "step 'Run npx eslint .' is ambiguous: 2 steps match it"
        " (job `build`, `steps[1]`; job `strict`, `steps[0]`)" in (ambiguous)
    )


def test_the_action_notes_the_job_it_assumed(analyser, tmp_path: Path) -> None:
    """``workflow-path`` with a ``GITHUB_JOB`` the file does not define (the trial log's own ``build``)."""
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    log, workflow = FIXTURES / "trial-matrix-typo.log", FIXTURES / "trial-ci.yml"
    source = LocalLogSource(log, scratch, analyser, workflow=workflow, workflow_label="ci.yml", job_name="build")
    evidence = source.collect(1, 2000)
    assert evidence.workflow_step is not None
    assert evidence.workflow_step.job == "test"
    assert evidence.notes[-2:] == [
        "workflow: job “build” (GITHUB_JOB) is not in ci.yml, whose jobs are web, lint, node-old, test: the failing "
        "step was looked up in every job (is workflow-path this run's file?)",
        "workflow: the log names none of the jobs of ci.yml (its job: “build”); job `test` is assumed, the only one "
        "with the failing step “Tests” (`steps[1]`)",
    ]


def test_a_job_name_two_jobs_answer_to_is_an_ambiguity_too() -> None:
    """A job's ``name:`` that is another job's id: the log's job names both, so neither step is cited."""
    steps = "    steps:\n      - run: make check\n"
    workflow = f"jobs:\n  test:\n{steps}  other:\n    name: test\n{steps}"
    with pytest.raises(WorkflowFileError, match="names more than one of this file's jobs"):
        step_definition(workflow, "ci.yml", job="test", step="Run make check")
