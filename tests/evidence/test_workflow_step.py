"""The failing step read from its workflow file: each kind of configuration failure cited at its line.

The job logs are written here in GitHub's format (timestamps, ``##[group]Run …`` step titles,
``##[error]`` markers); their error lines are the runner's and the actions' own messages: the
runner's "An error occurred trying to start process … with working directory …", bash's
"command not found", and actions/setup-python's "The version '…' with architecture '…' was not
found for …" (``src/find-python.ts``).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main
from ci_triage.evidence.items import build_items
from ci_triage.evidence.model import Citation, Evidence
from ci_triage.evidence.workflow_step import WorkflowFileError, failing_step_definition, step_definition
from ci_triage.propose.diagnosis import Claim, Diagnosis
from ci_triage.prove.verify import verify

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

WORKFLOW = """\
name: CI
on: [push, pull_request]
jobs:
  lint:
    runs-on: ubuntu-latest
    steps:
      - run: ruff check .
  test:
    name: test (${{ matrix.python }})
    runs-on: ubuntu-24.04
    timeout-minutes: 20
    strategy:
      matrix:
        python: ["3.12", "3.99"]
    steps:
      - uses: actions/checkout@v4
      - name: Set up Python
        uses: actions/setup-python@v5
        with:
          python-version: ${{ matrix.python }}
      - name: Build frontend
        working-directory: frontend
        shell: bash
        continue-on-error: false
        env:
          API_URL: https://example.invalid/secret-path
        run: |
          npm ci
          pnpm run build
      - run: pytest -q
"""
PATH = ".github/workflows/ci.yml"


def gha_log(lines: list[str]) -> str:
    return "".join(f"2024-05-01T12:00:{n % 60:02d}.0000000Z {line}\n" for n, line in enumerate(lines))


def job_log(folder: Path, lines: list[str]) -> Path:
    """``folder/job.log`` written as a GitHub Actions job log of ``lines`` (:func:`gha_log`)."""
    log = folder / "job.log"
    log.write_text(gha_log(lines))
    return log


def line_of(text: str) -> int:
    """1-based line of WORKFLOW holding ``text``."""
    return next(n for n, line in enumerate(WORKFLOW.split("\n"), 1) if text in line)


@pytest.fixture
def workflow(tmp_path: Path) -> Path:
    path = tmp_path / ".github" / "workflows" / "ci.yml"
    path.parent.mkdir(parents=True)
    path.write_text(WORKFLOW)
    return path


def triage(capsys: pytest.CaptureFixture[str], log: Path, workflow: Path) -> dict:
    code = main(["triage", str(log), "--workflow", str(workflow), "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out)


def findings(report: dict) -> list[tuple[str, int, str]]:
    return [
        (line["field"], line["start_line"], line["summary"])
        for line in report["workflow_step"]["lines"]
        if line["finding"]
    ]


BUILD_STEP = ["##[group]Run npm ci", "npm ci", "pnpm run build", "shell: /usr/bin/bash -e {0}", "##[endgroup]"]


def test_a_wrong_working_directory_is_cited_at_its_line(
    capsys: pytest.CaptureFixture[str], workflow: Path, tmp_path: Path
) -> None:
    log = job_log(
        tmp_path,
        [
            *BUILD_STEP,
            "##[error]An error occurred trying to start process '/usr/bin/bash' with working directory "
            "'/home/runner/work/app/app/frontend'. No such file or directory",
        ],
    )
    report = triage(capsys, log, workflow)
    assert report["workflow_step"]["path"] == PATH
    assert report["workflow_step"]["job"] == "test"
    [(field, line, summary)] = findings(report)
    assert (field, line) == ("working-directory", line_of("working-directory: frontend"))
    assert "/home/runner/work/app/app/frontend" in summary


@pytest.mark.parametrize(
    "error",
    [  # npm 11.19.1 as run in a user trial's folder without package.json, and without a lock file
        "npm error enoent Could not read package.json: Error: ENOENT: no such file or directory, "
        "open '/home/runner/work/app/app/frontend/package.json'",
        "npm error The `npm ci` command can only install with an existing package-lock.json or",
    ],
)
def test_a_project_file_missing_where_the_step_ran_cites_its_working_directory(
    error: str, capsys: pytest.CaptureFixture[str], workflow: Path, tmp_path: Path
) -> None:
    log = job_log(tmp_path, [*BUILD_STEP, error, "##[error]Process completed with exit code 254."])
    report = triage(capsys, log, workflow)
    [(field, line, summary)] = findings(report)
    assert (field, line) == ("working-directory", line_of("working-directory: frontend"))
    assert "was not found in the folder the step ran in" in summary
    assert report["category"] == "configuration"
    assert report["tool"] == "npm"


def test_a_missing_tool_is_cited_at_the_run_line_that_calls_it(
    capsys: pytest.CaptureFixture[str], workflow: Path, tmp_path: Path
) -> None:
    log = job_log(
        tmp_path,
        [
            *BUILD_STEP,
            "added 312 packages in 9s",
            "/home/runner/work/_temp/0b1c.sh: line 2: pnpm: command not found",
            "##[error]Process completed with exit code 127.",
        ],
    )
    report = triage(capsys, log, workflow)
    [(field, line, summary)] = findings(report)
    assert (field, line) == ("run", line_of("pnpm run build"))
    assert "`pnpm` is not installed" in summary


def test_a_part_a_finding_is_about_is_listed_once(
    capsys: pytest.CaptureFixture[str], workflow: Path, tmp_path: Path
) -> None:
    """The trial's ``run: hadolint-x Dockerfile``: the finding is the ``run`` line, not a second entry
    beside it; a part of several lines a finding cites one line of (the ``run`` script of two) stays."""
    one_line = job_log(
        tmp_path,
        [
            "##[group]Run pytest -q",
            "pytest -q",
            "shell: /usr/bin/bash -e {0}",
            "##[endgroup]",
            "/home/runner/work/_temp/0b1c.sh: line 1: pytest: command not found",
            "##[error]Process completed with exit code 127.",
        ],
    )
    lines = triage(capsys, one_line, workflow)["workflow_step"]["lines"]
    assert [(item["field"], item["start_line"], item["finding"]) for item in lines if item["field"] == "run"] == [
        ("run", line_of("- run: pytest -q"), True)
    ]
    script = job_log(
        tmp_path,
        [
            *BUILD_STEP,
            "/home/runner/work/_temp/0b1c.sh: line 2: pnpm: command not found",
            "##[error]Process completed with exit code 127.",
        ],
    )
    lines = triage(capsys, script, workflow)["workflow_step"]["lines"]
    assert [(item["start_line"], item["end_line"], item["finding"]) for item in lines if item["field"] == "run"] == [
        (line_of("pnpm run build"), line_of("pnpm run build"), True),
        (line_of("run: |"), line_of("pnpm run build"), False),
    ]


def test_a_setup_version_not_found_is_cited_at_the_matrix_value_and_the_input(
    capsys: pytest.CaptureFixture[str], workflow: Path, tmp_path: Path
) -> None:
    log = job_log(
        tmp_path,
        [
            "##[group]Run actions/setup-python@v5",
            "with:",
            "  python-version: 3.99",
            "##[endgroup]",
            "Version 3.99 was not found in the local cache",
            "##[error]The version '3.99' with architecture 'x64' was not found for Ubuntu 24.04.",
            "The list of all available versions can be found here: "
            "https://raw.githubusercontent.com/actions/python-versions/main/versions-manifest.json",
        ],
    )
    report = triage(capsys, log, workflow)
    cited = {(field, line) for field, line, _ in findings(report)}
    assert cited == {
        ("matrix.python", line_of('python: ["3.12", "3.99"]')),
        ("with.python-version", line_of("python-version: ${{ matrix.python }}")),
    }


def test_a_matrix_key_typo_is_cited_where_it_is_used() -> None:
    typo = WORKFLOW.replace("python-version: ${{ matrix.python }}", "python-version: ${{ matrix.pyhton }}")
    step = failing_step_definition(typo, PATH, job="test (3.12)", step="Set up Python", number=None, log_lines=[])
    [finding] = [line for line in step.lines if line.finding]
    assert finding.field == "with.python-version"
    assert finding.start_line == line_of("python-version: ${{ matrix.python }}")
    assert "matrix.pyhton" in finding.summary


def test_the_step_is_found_by_name_log_title_or_rest_number_and_env_values_never_show() -> None:
    by_name = step_definition(WORKFLOW, PATH, job="test (3.99)", step="Build frontend")
    by_title = step_definition(WORKFLOW, PATH, job=None, step="Run npm ci")
    by_number = step_definition(WORKFLOW, PATH, job="test (3.12)", step=None, number=4)
    assert by_name == by_title == by_number
    fields = {line.field: line for line in by_name.lines}
    assert set(fields) >= {"run", "working-directory", "shell", "continue-on-error", "env.API_URL", "runs-on"}
    assert (fields["run"].start_line, fields["run"].end_line) == (line_of("run: |"), line_of("pnpm run build"))
    assert fields["env.API_URL"].text == "API_URL"
    assert all("secret-path" not in line.text and "secret-path" not in line.summary for line in by_name.lines)
    assert step_definition(WORKFLOW, PATH, job="lint", step="Run ruff check .").job == "lint"


def test_a_step_at_the_logs_number_whose_name_and_command_differ_is_not_the_failing_step() -> None:
    """The log's failing step "Run make test" is no step of this file (another version of it, or
    another job's workflow): the step at its number is not cited, and the error names both."""
    with pytest.raises(WorkflowFileError) as raised:
        step_definition(WORKFLOW, PATH, job="test (3.12)", step="Run make test", number=4)
    message = str(raised.value)
    assert "“Run make test” matches no step of job `test`" in message
    assert "`steps[2]` (job-page number 4) is “Build frontend”" in message
    assert "not in this file" not in message
    matched = step_definition(WORKFLOW, PATH, job="test (3.12)", step="Run npm ci", number=4)
    assert matched.step == "Build frontend"


@pytest.mark.parametrize(
    ("text", "message"),
    [("jobs: [", "not valid YAML"), ("name: x\n", "not a workflow file"), (WORKFLOW, "no step")],
)
def test_a_bad_workflow_file_is_one_clear_error(text: str, message: str) -> None:
    with pytest.raises(WorkflowFileError, match=message):
        step_definition(text, PATH, job="test", step="Deploy")


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ("missing.yml", "missing.yml: cannot be read (No such file or directory)"),
        (".", ": cannot be read (Is a directory)"),
    ],
    ids=["missing", "directory"],
)
def test_a_workflow_path_that_cannot_be_read_is_an_input_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, given: str, message: str
) -> None:
    """A path the user typed, as for a log: one error line and exit 3 (the README's exit codes)."""
    log = job_log(tmp_path, [*BUILD_STEP, "pnpm: command not found", "##[error]Process completed with exit code 127."])
    code = main(["triage", str(log), "--workflow", str(tmp_path / given), "--format", "json"])
    captured = capsys.readouterr()
    assert code == ExitCode.INPUT
    assert captured.out == ""
    assert captured.err.startswith("ci-triage: error: --workflow: ")  # the option, as --baseline's error names it
    assert message in captured.err
    assert len(captured.err.splitlines()) == 1


TRAVIS_JOBS = """\
language: python
jobs:
  include:
    - python: "3.11"
      script: pytest
    - stage: lint
      script: ruff check .
"""
"""A ``.travis.yml`` with a ``jobs:`` mapping (Travis CI docs, "Build Stages": ``jobs: include:``)."""


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("jobs: [", "ci.yml: not valid YAML"),
        ("name: x\n", "ci.yml: not a workflow file: its top level has neither `on:` nor `jobs:`"),
        ("language: python\nscript: pytest\n", "ci.yml: not a workflow file: its top level has neither `on:`"),
        (TRAVIS_JOBS, "ci.yml: not a GitHub Actions workflow: no jobs with steps"),
    ],
    ids=["bad-yaml", "no-jobs", "travis", "travis-jobs"],
)
def test_a_workflow_file_that_is_none_is_one_warning_and_the_triage_without_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str, message: str
) -> None:
    """As beside an unusable ``--baseline``: the file is named with what is wrong, and the log's
    triage is the one without ``--workflow`` (exit 0)."""
    log = job_log(tmp_path, [*BUILD_STEP, "pnpm: command not found", "##[error]Process completed with exit code 127."])
    given = tmp_path / "ci.yml"
    given.write_text(text)
    assert main(["triage", str(log), "--format", "json"]) == 0
    without = json.loads(capsys.readouterr().out)
    report = triage(capsys, log, given)
    [note] = [warning for warning in report["warnings"] if warning not in without["warnings"]]
    assert note.startswith("workflow not used: ")
    assert message in note
    assert note.endswith("the triage goes on without it")
    assert report["workflow_step"] is None
    assert {key: value for key, value in report.items() if key != "warnings"} == {
        key: value for key, value in without.items() if key != "warnings"
    }


def test_a_workflow_without_the_failing_step_is_a_warning_not_a_lost_diagnosis(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    log = job_log(tmp_path, [*BUILD_STEP, "pnpm: command not found", "##[error]Process completed with exit code 127."])
    other = tmp_path / "ci.yml"
    other.write_text("jobs:\n  lint:\n    uses: ./.github/workflows/lint.yml\n")  # a called workflow: no steps here
    report = triage(capsys, log, other)
    assert report["workflow_step"] is None
    assert any(warning.startswith("workflow not used") for warning in report["warnings"])
    assert report["failure_found"]


def test_the_verifier_checks_workflow_citations_like_log_lines(workflow: Path) -> None:
    step = failing_step_definition(
        WORKFLOW, PATH, job="test (3.12)", step="Build frontend", number=None, log_lines=["pnpm: command not found"]
    )
    evidence = Evidence(workflow_step=step, workflow_copy=workflow)
    evidence.items = build_items(evidence, [], [])
    [item] = [item for item in evidence.items if item.summary.startswith("`pnpm`")]
    line = item.citation.start_line

    def claim(start: int, quote: str) -> Claim:
        citation = Citation(kind="workflow", path=PATH, start_line=start, end_line=start)
        return Claim(statement="The build calls pnpm.", citation=citation, quote=quote, evidence=[item.id])

    diagnosis = Diagnosis(
        root_cause="pnpm is missing",
        category="unknown",
        confidence=0.5,
        claims=[claim(line, "pnpm run build"), claim(line - 1, "pnpm run build"), claim(999, "pnpm")],
    )
    result = verify(diagnosis, "ok\n", evidence, None)
    assert [outcome.kept for outcome in result.claims] == [True, False, False]


def test_a_literal_secret_in_a_run_script_is_masked_in_the_report(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    token = "gh" + "p_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
    workflow = tmp_path / "ci.yml"
    workflow.write_text(WORKFLOW.replace("npm ci\n", f"npm ci --token {token}\n"))
    log = job_log(tmp_path, [*BUILD_STEP, "pnpm: command not found", "##[error]Process completed with exit code 127."])
    code = main(["triage", str(log), "--workflow", str(workflow), "--format", "json"])
    out = capsys.readouterr().out
    assert code == 0
    assert token not in out
    assert json.loads(out)["workflow_step"]["lines"]


WRONG_DIRECTORY = [
    *BUILD_STEP,
    "##[error]An error occurred trying to start process '/usr/bin/bash' with working directory "
    "'/home/runner/work/app/app/frontend'. No such file or directory",
]
MISSING_TOOL = [
    *BUILD_STEP,
    "added 312 packages in 9s",
    "/home/runner/work/_temp/0b1c.sh: line 2: pnpm: command not found",
    "##[error]Process completed with exit code 127.",
]
VERSION_NOT_FOUND = [
    "##[group]Run actions/setup-python@v5",
    "with:",
    "  python-version: 3.99",
    "##[endgroup]",
    "Version 3.99 was not found in the local cache",
    "##[error]The version '3.99' with architecture 'x64' was not found for Ubuntu 24.04.",
]
MATRIX_TYPO_LOG = [
    "##[group]Run actions/setup-python@v5",
    "with:",
    "  python-version: ",
    "##[endgroup]",
    "##[error]The `python-version` input is not set. Set python-version or python-version-file.",
]


@pytest.mark.parametrize(
    ("lines", "typo", "cited"),
    [
        (WRONG_DIRECTORY, False, "working-directory: frontend"),
        (MISSING_TOOL, False, "pnpm run build"),
        (VERSION_NOT_FOUND, False, 'python: ["3.12", "3.99"]'),
        (MATRIX_TYPO_LOG, True, "python-version: ${{ matrix.python }}"),
    ],
    ids=["working-directory", "missing-tool", "version-not-found", "matrix-typo"],
)
def test_a_workflow_finding_decides_the_category_and_says_so(
    capsys: pytest.CaptureFixture[str], workflow: Path, tmp_path: Path, lines: list[str], typo: bool, cited: str
) -> None:
    if typo:
        workflow.write_text(WORKFLOW.replace("${{ matrix.python }}", "${{ matrix.pyhton }}"))
    log = job_log(tmp_path, lines)
    code = main(["triage", str(log), "--format", "json"])
    alone = json.loads(capsys.readouterr().out)
    assert code == 0
    report = triage(capsys, log, workflow)
    assert report["category"] == "configuration"
    assert report["jobs"][0]["classification"]["category"] == "configuration"
    assert report["summary"].startswith("Configuration in step")
    [decided] = [step for step in report["confidence_steps"] if step["reason"] == "workflow finding"]
    assert f"{PATH}:{line_of(cited)}" in decided["detail"]
    reading = f"the log alone read {alone['category']}" if alone["category"] != "unknown" else "named no category"
    assert reading in decided["detail"]
    assert report["confidence"] >= max(0.5, alone["confidence"])  # the workflow line makes it surer, never less


def test_a_matrix_typo_the_log_does_not_show_at_work_is_cited_beside_the_logs_diagnosis(
    capsys: pytest.CaptureFixture[str], workflow: Path, tmp_path: Path
) -> None:
    """``tox -e py${{ matrix.pyhton }}`` runs ``tox -e py``, which fails on a missing module as the
    right environment would: the typo is cited, and the log's own diagnosis stays."""
    workflow.write_text(WORKFLOW.replace("      - run: pytest -q\n", "      - run: tox -e py${{ matrix.pyhton }}\n"))
    lines = [
        "##[group]Run tox -e py",
        "tox -e py",
        "shell: /usr/bin/bash -e {0}",
        "##[endgroup]",
        "py: commands[0]> python -c 'import widgetlib'",
        "Traceback (most recent call last):",
        '  File "<string>", line 1, in <module>',
        "ModuleNotFoundError: No module named 'widgetlib'",
        "  py: FAIL code 1 (0.13 seconds)",
        "##[error]Process completed with exit code 1.",
    ]
    log = job_log(tmp_path, lines)
    main(["triage", str(log), "--format", "json"])
    alone = json.loads(capsys.readouterr().out)
    report = triage(capsys, log, workflow)
    assert any(finding[0] == "run" and "matrix.pyhton" in finding[2] for finding in findings(report))
    assert (report["category"], report["confidence"]) == (alone["category"], alone["confidence"])
    assert all(step["reason"] != "workflow finding" for step in report["confidence_steps"])


def test_a_missing_command_called_from_a_script_does_not_decide_the_category(
    capsys: pytest.CaptureFixture[str], workflow: Path, tmp_path: Path
) -> None:
    log = job_log(
        tmp_path,
        [
            *BUILD_STEP,
            "> app@1.0.0 build",
            "> ./scripts/build.sh",
            "./scripts/build.sh: line 4: protoc: command not found",
            "##[error]Process completed with exit code 127.",
        ],
    )
    main(["triage", str(log), "--format", "json"])
    alone = json.loads(capsys.readouterr().out)
    report = triage(capsys, log, workflow)
    [(field, _line, summary)] = findings(report)
    assert field == "run"
    assert "`protoc` is not installed" in summary
    assert report["workflow_step"]["lines"][0]["finding_kind"] == "missing-tool-elsewhere"
    assert report["category"] == alone["category"]
    assert all(step["reason"] != "workflow finding" for step in report["confidence_steps"])


def test_in_the_action_the_primary_job_is_decided_by_the_workflow_too(analyser, tmp_path: Path) -> None:
    from ci_triage.evidence.model import JobLog
    from ci_triage.evidence.workflow_category import decide_by_workflow
    from ci_triage.github.models import Job
    from ci_triage.logs.report import triage_source
    from ci_triage.logs.source import open_log_source

    log = job_log(tmp_path, WRONG_DIRECTORY)
    with open_log_source(str(log)) as source:
        report, _ = triage_source(source, analyser, 2000)
    job_report = next(job for job in report.jobs if job.failure_found)
    assert job_report.classification.category == "configuration"  # the runner's message, read alone
    step = failing_step_definition(
        WORKFLOW, PATH, job="test (3.12)", step="Build frontend", number=None, log_lines=WRONG_DIRECTORY
    )
    job = Job(id=1, name="test (3.12)", status="completed", conclusion="failure")
    evidence = Evidence(logs=[JobLog(job=job, path=log, report=job_report)], workflow_step=step)
    decide_by_workflow(evidence)
    decided = evidence.logs[0].report.classification
    assert decided.category == "configuration"
    assert any(f"{PATH}:{line_of('working-directory: frontend')}" in s.detail for s in decided.confidence_steps)
