"""With the workflow file, a failed step that has ``continue-on-error: true`` let the job go on: the
failing step is the next one that failed (the one that ended the job), and when none did the job
has no failure (GitHub marks it successful), on the command line (``--workflow``) and in the action
(``workflow-path``)."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.evidence.ending_step import UNKNOWN_CONTINUE_FACTOR
from ci_triage.evidence.local_source import LocalLogSource
from ci_triage.evidence.model import Evidence

WORKFLOW = """\
name: ci
on: push
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: npm run lint
        continue-on-error: {lint_goes_on}
      - run: npm test
"""
LINT_FAILS = [
    "##[group]Run actions/checkout@v4",
    "with:",
    "  repository: octo-org/app",
    "##[endgroup]",
    "##[group]Run npm run lint",  # 5
    "\x1b[36;1mnpm run lint\x1b[0m",
    "shell: /usr/bin/bash -e {0}",
    "##[endgroup]",
    "src/app.js",
    "  3:1  error  'x' is assigned a value but never used  no-unused-vars",
    "✖ 1 problem (1 error, 0 warnings)",
    "##[error]Process completed with exit code 1.",  # 12
]
TESTS_FAIL = [
    "##[group]Run npm test",  # 13
    "\x1b[36;1mnpm test\x1b[0m",
    "shell: /usr/bin/bash -e {0}",
    "##[endgroup]",
    "FAIL src/app.test.js",
    "  ● adds › returns the sum",
    "    expect(received).toBe(expected)",
    "Tests:       1 failed, 4 passed, 5 total",
    "##[error]Process completed with exit code 1.",
]
TESTS_PASS = [*TESTS_FAIL[:4], "PASS src/app.test.js", "Tests:       5 passed, 5 total"]
JOB_END = ["Post job cleanup.", "Cleaning up orphan processes"]
WENT_ON = "workflow: step “Run npm run lint” failed but has continue-on-error: true in .github/workflows/ci.yml"


def write(tmp_path: Path, lines: list[str], lint_goes_on: str) -> tuple[Path, Path]:
    """``tmp_path/job.log`` (a GitHub Actions job log of ``lines``) and the workflow file beside it."""
    log = tmp_path / "job.log"
    log.write_text("".join(f"2026-12-01T10:00:{n:02d}.0000000Z {line}\n" for n, line in enumerate(lines)))
    workflow = tmp_path / ".github" / "workflows" / "ci.yml"
    workflow.parent.mkdir(parents=True)
    workflow.write_text(WORKFLOW.format(lint_goes_on=lint_goes_on))
    return log, workflow


def triage(capsys: pytest.CaptureFixture[str], log: Path, workflow: Path) -> dict:
    code = main(["triage", str(log), "--workflow", str(workflow), "--format", "json", "--no-home-skills"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out)


def test_the_failing_step_is_the_one_after_a_step_that_continues_on_error(tmp_path: Path, capsys) -> None:
    report = triage(capsys, *write(tmp_path, [*LINT_FAILS, *TESTS_FAIL, *JOB_END], "true"))
    assert (report["failing_step"]["name"], report["failing_step"]["start_line"]) == ("Run npm test", 13)
    assert report["category"] == "test failure"
    assert report["workflow_step"]["step"] == "Run npm test"
    assert [w for w in report["warnings"] if w.startswith(WENT_ON)] == [
        f"{WENT_ON}:9, so the job went on; the failing step is the next one that failed"
    ]
    assert all(span["start_line"] >= 13 for span in report["excerpt"]), "the lint step's lines did not end the job"


def test_without_continue_on_error_the_first_failed_step_stays_the_failing_step(tmp_path: Path, capsys) -> None:
    report = triage(capsys, *write(tmp_path, [*LINT_FAILS, *TESTS_FAIL, *JOB_END], "false"))
    assert report["failing_step"]["name"] == "Run npm run lint"
    assert not [w for w in report["warnings"] if w.startswith("workflow: step")]


def test_a_job_whose_only_failed_step_continues_on_error_has_no_failure(tmp_path: Path, capsys) -> None:
    """GitHub marks such a job successful: nothing to triage, the step that went on named in a warning."""
    report = triage(capsys, *write(tmp_path, [*LINT_FAILS, *JOB_END], "true"))
    assert report["failure_found"] is False
    assert report["failing_step"] is None
    assert report["summary"].startswith("No failure: every failed step has continue-on-error: true")
    assert [w for w in report["warnings"] if w.startswith("workflow:")] == [
        f"{WENT_ON}:9, so the job went on; no other step failed, so the job ended normally and GitHub marks it "
        "successful: nothing to triage"
    ]


def test_without_the_workflow_a_job_whose_lint_step_failed_is_still_a_lint_failure(tmp_path: Path, capsys) -> None:
    log, _workflow = write(tmp_path, [*LINT_FAILS, *JOB_END], "true")
    assert main(["triage", str(log), "--format", "json", "--no-home-skills"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert (report["failure_found"], report["failing_step"]["name"]) == (True, "Run npm run lint")


def collect(analyser, tmp_path: Path, log: Path, workflow: Path, job_name: str) -> Evidence:
    """The action's evidence of ``log`` with ``workflow`` as its ``workflow-path``, for job ``job_name``."""
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    source = LocalLogSource(
        log, scratch, analyser, workflow=workflow, workflow_label=".github/workflows/ci.yml", job_name=job_name
    )
    return source.collect(1, 2000)


def test_the_action_given_a_workflow_path_finds_the_step_that_ended_the_job(analyser, tmp_path: Path) -> None:
    log, workflow = write(tmp_path, [*LINT_FAILS, *TESTS_FAIL, *JOB_END], "true")
    evidence = collect(analyser, tmp_path, log, workflow, "test")
    [job] = evidence.logs
    assert job.report.failing_step is not None
    assert job.report.failing_step.name == "Run npm test"
    assert evidence.workflow_step is not None
    assert evidence.workflow_step.step == "Run npm test"


def test_the_action_notes_a_step_that_went_on_and_a_job_the_workflow_does_not_define(analyser, tmp_path: Path) -> None:
    log, workflow = write(tmp_path, [*LINT_FAILS, *TESTS_FAIL, *JOB_END], "true")
    evidence = collect(analyser, tmp_path, log, workflow, "build")
    assert evidence.notes == [
        f"{WENT_ON}:9, so the job went on; the failing step is the next one that failed",
        "workflow: job “build” (GITHUB_JOB) is not in .github/workflows/ci.yml, whose jobs are test: the failing "
        "step was looked up in every job (is workflow-path this run's file?)",
    ]
    assert evidence.workflow_step is not None
    assert evidence.workflow_step.step == "Run npm test"


def test_the_action_given_a_workflow_path_finds_no_failure_in_a_job_that_went_on(analyser, tmp_path: Path) -> None:
    log, workflow = write(tmp_path, [*LINT_FAILS, *JOB_END], "true")
    evidence = collect(analyser, tmp_path, log, workflow, "test")
    assert not any(job.report.failure_found for job in evidence.logs)
    assert evidence.notes == [
        f"{WENT_ON}:9, so the job went on; no other step failed, so the job ended normally and GitHub marks it "
        "successful: nothing to triage"
    ]


def test_the_action_given_a_workflow_path_that_is_no_workflow_keeps_the_log_s_step_and_says_why(
    analyser, tmp_path: Path
) -> None:
    log, workflow = write(tmp_path, [*LINT_FAILS, *TESTS_FAIL, *JOB_END], "true")
    workflow.write_text("steps: [unclosed\n")
    evidence = collect(analyser, tmp_path, log, workflow, "test")
    [job] = evidence.logs
    assert job.report.failing_step is not None
    assert job.report.failing_step.name == "Run npm run lint"
    assert evidence.workflow_step is None
    assert [gap.missing for gap in evidence.gaps] == ["the failing step's definition in .github/workflows/ci.yml"]


MATRIX_WORKFLOW = """\
name: ci
on: push
jobs:
  test:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        node: [20, 22]
        experimental: {experimental}
    steps:
      - uses: actions/checkout@v4
      - run: npm run lint
        continue-on-error: {lint_goes_on}
      - run: npm test
"""
UNKNOWN_NOTE = "workflow: step “Run npm run lint” failed and has continue-on-error: "


def write_matrix(
    tmp_path: Path, lines: list[str], experimental: str, lint_goes_on: str, member: str
) -> tuple[Path, Path]:
    """A run-logs zip whose one job log (``lines``) is the member ``member`` (GitHub names a matrix
    job's log after the job's display name, ``test (20, true)``), and the matrix workflow beside it."""
    log = tmp_path / "logs.zip"
    text = "".join(f"2026-12-01T10:00:{n:02d}.0000000Z {line}\n" for n, line in enumerate(lines))
    with zipfile.ZipFile(log, "w") as archive:
        archive.writestr(member, text)
    workflow = tmp_path / ".github" / "workflows" / "ci.yml"
    workflow.parent.mkdir(parents=True)
    workflow.write_text(MATRIX_WORKFLOW.format(experimental=experimental, lint_goes_on=lint_goes_on))
    return log, workflow


@pytest.mark.parametrize(
    ("experimental", "member", "lint_goes_on"),
    [
        ("[true]", "0_test.txt", "${{ matrix.experimental }}"),  # GitHub's documented example, one value
        ("[true, false]", "0_test (22, true).txt", "${{ matrix.experimental }}"),  # the job's name gives it
        ("[true, false]", "0_test (22, false).txt", "${{ !matrix.experimental || matrix.node == 22 }}"),
    ],
)
def test_a_continue_on_error_expression_over_known_matrix_values_is_evaluated(
    tmp_path: Path, capsys, experimental: str, member: str, lint_goes_on: str
) -> None:
    lines = [*LINT_FAILS, *JOB_END]
    report = triage(capsys, *write_matrix(tmp_path, lines, experimental, lint_goes_on, member))
    assert report["failure_found"] is False, "the lint step went on: the job ended normally"
    assert [w for w in report["warnings"] if w.startswith("workflow:")] == [
        f"{WENT_ON}:13, so the job went on; no other step failed, so the job ended normally and GitHub marks it "
        "successful: nothing to triage"
    ]


def test_a_continue_on_error_expression_that_is_false_for_this_job_keeps_the_step(tmp_path: Path, capsys) -> None:
    lines = [*LINT_FAILS, *TESTS_FAIL, *JOB_END]
    expression = "${{ matrix.experimental }}"
    log, workflow = write_matrix(tmp_path, lines, "[true, false]", expression, "0_test (20, false).txt")
    report = triage(capsys, log, workflow)
    assert report["failing_step"]["name"] == "Run npm run lint"
    assert not [w for w in report["warnings"] if w.startswith("workflow:")]


def test_a_continue_on_error_that_depends_on_a_matrix_value_the_job_name_does_not_fix_says_so(
    tmp_path: Path, capsys
) -> None:
    """GitHub's documented ``continue-on-error: ${{ matrix.experimental }}`` in a job whose log's name
    (``test``) shows no matrix values: the warning names the key it depends on, not "cannot be known"."""
    lines = [*LINT_FAILS, *TESTS_FAIL, *JOB_END]
    expression = "${{ matrix.experimental || matrix.node == 24 }}"
    report = triage(capsys, *write_matrix(tmp_path, lines, "[true, false]", expression, "0_test.txt"))
    assert report["failing_step"]["name"] == "Run npm run lint", "not claimed to have gone on"
    assert [w for w in report["warnings"] if w.startswith("workflow:")] == [
        f"{UNKNOWN_NOTE}{expression} in .github/workflows/ci.yml:13, which depends on matrix.experimental, "
        "matrix.node, not known for this job (the job name the log gives does not fix it): whether the job went "
        "on past this step is unknown, so the confidence is lowered"
    ]
    assert report["confidence_steps"][-1]["reason"] == "continue-on-error unknown"


@pytest.mark.parametrize(
    ("member", "lint_goes_on"),
    [
        ("0_test (20, true).txt", "${{ github.event_name == 'schedule' }}"),  # another context
        ("0_test.txt", "${{ matrix.experimental && github.event_name == 'schedule' }}"),  # and a matrix key
        ("0_test (20, true).txt", "${{ fromJSON(matrix.experimental) }}"),  # a function
    ],
)
def test_a_continue_on_error_that_cannot_be_known_is_said_and_lowers_the_confidence(
    tmp_path: Path, capsys, member: str, lint_goes_on: str
) -> None:
    lines = [*LINT_FAILS, *TESTS_FAIL, *JOB_END]
    log, workflow = write_matrix(tmp_path, lines, "[true, false]", lint_goes_on, member)
    (tmp_path / "known").mkdir()
    known = triage(capsys, *write_matrix(tmp_path / "known", lines, "[true, false]", "false", member))
    report = triage(capsys, log, workflow)
    assert report["failing_step"]["name"] == "Run npm run lint", "not claimed to have gone on"
    assert [w for w in report["warnings"] if w.startswith("workflow:")] == [
        f"{UNKNOWN_NOTE}{lint_goes_on} in .github/workflows/ci.yml:13, whose value cannot be known here: whether the "
        "job went on past this step is unknown, so the confidence is lowered"
    ]
    assert report["confidence"] == round(known["confidence"] * UNKNOWN_CONTINUE_FACTOR, 2)
    assert report["confidence_steps"][-1]["reason"] == "continue-on-error unknown"


def test_a_failed_step_after_the_one_that_ended_the_job_does_not_matter(tmp_path: Path, capsys) -> None:
    """The tests step ran under ``if: always()`` after the lint step ended the job: its own
    continue-on-error changes nothing and is not mentioned."""
    log, workflow = write(tmp_path, [*LINT_FAILS, *TESTS_FAIL, *JOB_END], "false")
    workflow.write_text(workflow.read_text() + "        if: always()\n        continue-on-error: true\n")
    report = triage(capsys, log, workflow)
    assert report["failing_step"]["name"] == "Run npm run lint"
    assert not [w for w in report["warnings"] if w.startswith("workflow:")]


LATER_STEP = "step “Run npm run lint” failed but a later step ran (“Run npm test”): the failed step may have"


def test_without_the_workflow_a_step_that_ran_after_a_failed_one_is_warned_about(tmp_path: Path, capsys) -> None:
    """A later step ran after the lint step failed: it had continue-on-error, or the later step runs on
    failure; the log cannot tell, so the answer says so (trial-z's f09 and p40 gave no hint)."""
    for folder in ("no-later", "read", "passed"):
        (tmp_path / folder).mkdir()
    log, _workflow = write(tmp_path / "passed", [*LINT_FAILS, *TESTS_PASS, *JOB_END], "true")
    assert main(["triage", str(log), "--format", "json", "--no-home-skills"]) == 0
    report = json.loads(capsys.readouterr().out)
    (warning,) = [w for w in report["warnings"] if w.startswith(LATER_STEP)]
    assert "continue-on-error (the job may have passed)" in warning
    assert "--workflow" in warning
    assert not [step for step in report["confidence_steps"] if step["reason"] == "step after failure"]
    log, _workflow = write(tmp_path / "no-later", [*LINT_FAILS, *JOB_END], "true")
    assert main(["triage", str(log), "--format", "json", "--no-home-skills"]) == 0
    assert not [w for w in json.loads(capsys.readouterr().out)["warnings"] if "a later step ran" in w]
    report = triage(capsys, *write(tmp_path / "read", [*LINT_FAILS, *TESTS_FAIL, *JOB_END], "false"))
    assert not [w for w in report["warnings"] if "a later step ran" in w], "the workflow file tells"


def test_without_the_workflow_a_later_failed_step_is_the_one_triaged_and_the_earlier_named(tmp_path, capsys) -> None:
    """Lint failed, a later step ran and failed too: whether lint had continue-on-error or the later
    step runs on failure, the later one's conclusion is failure, so it is triaged; the earlier is
    named, in the summary and a warning (trial 24: the failed test went unmentioned), and its error
    stays in the excerpt beside the triaged step's (the job may have failed at either)."""
    log, _workflow = write(tmp_path, [*LINT_FAILS, *TESTS_FAIL, *JOB_END], "true")
    assert main(["triage", str(log), "--format", "json", "--no-home-skills"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["failing_step"]["name"] == "Run npm test"
    assert report["summary"].endswith("An earlier step failed too: “Run npm run lint” (exit code 1).")
    (warning,) = [w for w in report["warnings"] if "failed too" in w]
    assert warning.startswith("step “Run npm run lint” failed too (exit code 1), before “Run npm test”")
    assert not [w for w in report["warnings"] if w.startswith(LATER_STEP)]
    assert "step after failure" not in [step["reason"] for step in report["confidence_steps"]]
    kept = {span["step"]: span["lines"] for span in report["excerpt"]}
    assert any("no-unused-vars" in line for line in kept["Run npm run lint"]), "the earlier failure's error is kept"
    assert any("returns the sum" in line for line in kept["Run npm test"])


def test_trial_24_a_job_that_may_have_passed_is_less_sure_than_the_one_that_failed(capsys) -> None:
    """trial 24: the same job with a failed continue-on-error step, then pytest failing (red) or
    passing (GitHub marked it successful); without the workflow, the red one's pytest failure is
    triaged, and the maybe-green one is the less sure."""
    trial = Path(__file__).parents[1] / "fixtures" / "trial-24"
    reports = {}
    for name in ("py-coe-fail.log", "py-coe-pass.log"):
        assert main(["triage", str(trial / name), "--format", "json", "--no-home-skills"]) == 0
        reports[name] = json.loads(capsys.readouterr().out)
    red, maybe_green = reports["py-coe-fail.log"], reports["py-coe-pass.log"]
    assert red["category"] == "test failure"
    assert red["failing_step"]["name"] == "Run pytest -q tests"
    assert "An earlier step failed too: “Run ./ci/upload-coverage.sh” (exit code 127)." in red["summary"]
    assert maybe_green["failing_step"]["name"] == "Run ./ci/upload-coverage.sh"
    assert maybe_green["confidence"] < red["confidence"]


TRIAL_28 = Path(__file__).parents[1] / "fixtures" / "trial-28"
CTEST_STEP = "Run ctest --test-dir build --output-on-failure"
CAT_STEP = "Run cat build/Testing/Temporary/LastTestsFailed_nonexist.log"


def test_trial_28_without_the_workflow_a_later_step_that_names_no_cause_yields_to_the_earlier(capsys) -> None:
    """trial 28: ctest failed (mul, div), then an ``if: always()`` step's ``cat`` of a missing file
    failed too. The last step's verdict names no category and the earlier one's does: the ctest
    step is triaged, sure of itself, and the ``cat`` step named in the summary and a warning."""
    assert main(["triage", str(TRIAL_28 / "ctest_then_always_gha.log"), "--format", "json", "--no-home-skills"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert (report["category"], report["failing_step"]["name"]) == ("test failure", CTEST_STEP)
    assert report["confidence"] >= 0.7
    assert [test["name"] for test in report["failed_tests"]] == ["mul", "div"]
    assert report["summary"].endswith(f"A later step failed too: “{CAT_STEP}” (exit code 1).")
    (warning,) = [w for w in report["warnings"] if "failed too" in w]
    assert warning.startswith(f"step “{CAT_STEP}” failed too (exit code 1), after “{CTEST_STEP}”")
    assert not [w for w in report["warnings"] if w.startswith("step “Run ctest")], "no may-have-passed warning"
    kept = {span["step"]: span["lines"] for span in report["excerpt"]}
    assert any("No such file or directory" in line for line in kept[CAT_STEP]), "the later failure stays in view"


def test_trial_28_with_the_workflow_a_step_that_ran_on_always_costs_the_verdict_nothing(capsys) -> None:
    """trial 28 with its workflow file: the ctest step ended the job and the ``cat`` step ran on its
    ``if: always()`` after it: the verdict is as sure as without that step (0.6 before: "2 steps
    failed")."""
    log, workflow = TRIAL_28 / "ctest_then_always_gha.log", TRIAL_28 / "ci-always.yml"
    report = triage(capsys, log, workflow)
    assert (report["category"], report["failing_step"]["name"]) == ("test failure", CTEST_STEP)
    assert report["confidence"] >= 0.7
    assert "not confirmed" not in [step["reason"] for step in report["confidence_steps"]]
    assert report["summary"].endswith(f"A later step failed too: “{CAT_STEP}” (exit code 1).")
    assert not [w for w in report["warnings"] if "failed too" in w], "the workflow file told"


TRIAL_62 = Path(__file__).parents[1] / "fixtures" / "trial-62"


def test_trial_62_a_matrix_key_only_another_leg_s_include_defines_is_null_for_this_leg(capsys) -> None:
    """trial 62 #4: the job name `test (3.11, ubuntu-latest)` fixes the matrix leg; `experimental` is
    defined only by the `include:` entry for 3.13, so for this leg it is null and
    `matrix.experimental == true` false: the step failed the job, the confidence is not lowered."""
    log, workflow = TRIAL_62 / "pytest-matrix-311.gha.log", TRIAL_62 / "matrix-include.ci.yml"
    report = triage(capsys, log, workflow)
    assert main(["triage", str(log), "--format", "json", "--no-home-skills"]) == 0
    without = json.loads(capsys.readouterr().out)
    assert report["failing_step"]["name"] == "Unit tests"  # its `name:`; its title: `Run python -m pytest -q tests`
    assert report["failing_step"]["number"] == without["failing_step"]["number"]
    assert report["category"] == "test failure"
    assert not [w for w in report["warnings"] if "cannot be known" in w]
    assert "continue-on-error unknown" not in [step["reason"] for step in report["confidence_steps"]]
    assert report["confidence"] == without["confidence"]


INCLUDE_WORKFLOW = """\
name: ci
on: push
jobs:
  test:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        node: [20, 22]
        os: [ubuntu-latest]
        include: {include}
    steps:
      - uses: actions/checkout@v4
      - run: npm run lint
        continue-on-error: {lint_goes_on}
      - run: npm test
"""

OTHER_LEG = "[{node: 24, experimental: true}]"


@pytest.mark.parametrize(
    ("include", "member", "lint_goes_on", "went_on"),
    [
        # the leg's combination: an entry of another node value adds nothing, so the key is null
        (OTHER_LEG, "0_test (20, ubuntu-latest).txt", "${{ matrix.experimental == true }}", False),
        (OTHER_LEG, "0_test (20, ubuntu-latest).txt", "${{ !matrix.experimental }}", True),
        (OTHER_LEG, "0_test (20, ubuntu-latest).txt", "${{ matrix.flaky == 'yes' }}", False),
        # an entry that matches the leg's values (or names none of the matrix's keys) extends it
        ("[{node: 20, experimental: true}]", "0_test (20, ubuntu-latest).txt", "${{ matrix.experimental }}", True),
        ("[{experimental: true}]", "0_test (22, ubuntu-latest).txt", "${{ matrix.experimental && true }}", True),
        # a later entry replaces the value an earlier one added
        (
            "[{experimental: true}, {node: 20, experimental: false}]",
            "0_test (20, ubuntu-latest).txt",
            "${{ matrix.experimental == true || matrix.node == 22 }}",
            False,
        ),
    ],
)
def test_a_matrix_key_the_leg_does_not_define_reads_as_null_when_the_job_name_fixes_the_leg(
    tmp_path: Path, capsys, include: str, member: str, lint_goes_on: str, went_on: bool
) -> None:
    """GitHub Docs, "Running variations of jobs in a workflow": an `include` entry extends each
    combination none of whose original values it changes; "Evaluate expressions": a property that
    does not exist is null."""
    lines = [*LINT_FAILS, *TESTS_FAIL, *JOB_END]
    log, workflow = write_matrix(tmp_path, lines, "", lint_goes_on, member)
    workflow.write_text(INCLUDE_WORKFLOW.format(include=include, lint_goes_on=lint_goes_on))
    report = triage(capsys, log, workflow)
    assert report["failing_step"]["name"] == ("Run npm test" if went_on else "Run npm run lint")
    assert not [w for w in report["warnings"] if "cannot be known" in w]


@pytest.mark.parametrize(
    ("include", "member"),
    [
        ("[{node: 24, experimental: true}]", "0_test (24, ubuntu-latest).txt"),  # the entry's own leg
        ("[{node: 24, experimental: true}]", "0_test.txt"),  # a name that shows no leg
        ("${{ fromJSON(needs.setup.outputs.include) }}", "0_test (20, ubuntu-latest).txt"),  # computed
        ("[{node: [20, 22], experimental: true}]", "0_test (20, ubuntu-latest).txt"),  # not a value
    ],
)
def test_a_matrix_key_not_known_for_an_undecided_leg_stays_unknown(
    tmp_path: Path, capsys, include: str, member: str
) -> None:
    lines = [*LINT_FAILS, *TESTS_FAIL, *JOB_END]
    log, workflow = write_matrix(tmp_path, lines, "", "${{ matrix.experimental }}", member)
    workflow.write_text(INCLUDE_WORKFLOW.format(include=include, lint_goes_on="${{ matrix.experimental }}"))
    report = triage(capsys, log, workflow)
    assert report["failing_step"]["name"] == "Run npm run lint"
    assert [w for w in report["warnings"] if "which depends on matrix.experimental, not known for this job" in w]


MATRIX_COE_WORKFLOW = """\
name: ci
on: push
jobs:
  test:
    runs-on: ${{ matrix.os }}
    strategy:
      fail-fast: false
      matrix:
        os: [ubuntu-latest]
        python-version: ["3.11", "3.12"]
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with:
          python-version: ${{ matrix.python-version }}
      - run: pip install -e '.[test]'
      - run: ./ci/upload-coverage.sh
        continue-on-error: true
      - run: pytest -q tests
"""


def test_every_failing_job_of_a_run_goes_on_past_its_tolerated_step(tmp_path: Path, capsys) -> None:
    """Trial 112 #2: in a run-logs zip of two failing jobs, only the primary job's failed steps were
    looked up in the workflow, so the other job was blamed on its ``continue-on-error`` step (exit
    127) while its pytest failed after it. Each failing job's steps are now read: the second job's
    failing step is pytest's, and the warning names the job. Logs: trial-24's real pytest 9.2.0 runs."""
    trial = Path(__file__).parents[1] / "fixtures" / "trial-24"
    run = tmp_path / "run.zip"
    with zipfile.ZipFile(run, "w") as archive:
        archive.writestr("0_test (ubuntu-latest, 3.11).txt", (trial / "py-test-fail.log").read_bytes())
        archive.writestr("1_test (ubuntu-latest, 3.12).txt", (trial / "py-coe-fail.log").read_bytes())
    workflow = tmp_path / ".github" / "workflows" / "ci.yml"
    workflow.parent.mkdir(parents=True)
    workflow.write_text(MATRIX_COE_WORKFLOW)
    assert main(["triage", str(run), "--workflow", str(workflow), "--format", "json", "--no-home-skills"]) == 0
    report = json.loads(capsys.readouterr().out)
    steps = {job["job"]: (job["failing_step"] or {}).get("name") for job in report["jobs"] if job["failure_found"]}
    assert steps == {
        "test (ubuntu-latest, 3.11)": "Run pytest -q tests",
        "test (ubuntu-latest, 3.12)": "Run pytest -q tests",
    }
    assert {job["classification"]["category"] for job in report["jobs"] if job["failure_found"]} == {"test failure"}
    assert any(
        warning.startswith("workflow: job “test (ubuntu-latest, 3.12)”: step “Run ./ci/upload-coverage.sh” failed")
        for warning in report["warnings"]
    )
