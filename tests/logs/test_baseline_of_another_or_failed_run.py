"""``--baseline`` given a log that is no passing run of the same job: another job's log that shares
only the runner's lines and those of the same actions (checkout, setup-*, cache), or a run that
failed itself. Both are dropped with a warning, and the triage goes on without them.

The logs are GitHub Actions job logs in the shape the runner writes them: "Set up job" groups, a
``##[group]Run owner/repo@ref`` header with its ``with:`` inputs for each action step, a
``##[group]Run <command>`` header with the runner's ``shell:`` and ``env:`` echo for each script
step, and ``##[error]Process completed with exit code N.`` when a step failed.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.logs import compare
from ci_triage.logs.source import LogMember

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s35-t99c"

SET_UP = [
    "Current runner version: '2.330.0'",
    "##[group]Runner Image Provisioner",
    "Hosted Compute Agent",
    "##[endgroup]",
    "##[group]Operating System",
    "Ubuntu",
    "24.04.3",
    "LTS",
    "##[endgroup]",
    "Download action repository 'actions/checkout@v4' (SHA:11bd71901bbe5b1630ceea73d27597364c9af683)",
    "Download action repository 'actions/cache@v4' (SHA:5a3ec84eff668545956fd18022155c47e93e2684)",
    "Complete job name: test",
]
CHECKOUT = [
    "##[group]Run actions/checkout@v4",
    "with:",
    "  repository: octo/widgets",
    "  fetch-depth: 1",
    "##[endgroup]",
    "Syncing repository: octo/widgets",
    "##[group]Getting Git version info",
    "Working directory is '/home/runner/work/widgets/widgets'",
    "[command]/usr/bin/git version",
    "git version 2.52.0",
    "##[endgroup]",
    "Deleting the contents of '/home/runner/work/widgets/widgets'",
    "[command]/usr/bin/git init /home/runner/work/widgets/widgets",
    "Initialized empty Git repository in /home/runner/work/widgets/widgets/.git/",
    "[command]/usr/bin/git -c protocol.version=2 fetch --no-tags --prune --depth=1 origin",
    "HEAD is now at 3cad9e8 Fix the widget",
]
CACHE = [
    "##[group]Run actions/cache@v4",
    "with:",
    "  path: ~/.cache",
    "  enableCrossOsArchive: false",
    "##[endgroup]",
    "Cache not found for input keys: deps-linux",
]
POST_JOB = ["Post job cleanup.", "[command]/usr/bin/git version", "git version 2.52.0", "Cleaning up orphan processes"]


def script(command: str, output: list[str]) -> list[str]:
    """A script step: its header group (the command, then the runner's shell and env echo), its output."""
    return [
        f"##[group]Run {command}",
        command,
        "shell: /usr/bin/bash -e {0}",
        "env:",
        "  CI: true",
        "##[endgroup]",
        *output,
    ]


def job_log(tmp_path: Path, name: str, *steps: list[str], exit_code: int = 0) -> Path:
    """A GitHub job log of the runner's set-up, ``steps`` and its post-job steps, with a failing exit
    marker after the last step when ``exit_code`` is not 0."""
    lines = [*SET_UP, *(line for step in steps for line in step)]
    if exit_code:
        lines.append(f"##[error]Process completed with exit code {exit_code}.")
    lines += POST_JOB
    path = tmp_path / name
    stamped = (f"2026-05-01T12:{i // 60 % 60:02}:{i % 60:02}.{i:07}Z {line}\n" for i, line in enumerate(lines))
    path.write_text("".join(stamped), encoding="utf-8")
    return path


PYTEST_FAILS = script(
    "pytest",
    [
        "============================= test session starts ==============================",
        "collected 3 items",
        "tests/test_widget.py .F.                                                 [100%]",
        "=================================== FAILURES ===================================",
        "________________________________ test_spin ________________________________",
        ">       assert widget.spin() == 3",
        "E       assert 2 == 3",
        "tests/test_widget.py:14: AssertionError",
        "=========================== short test summary info ============================",
        "FAILED tests/test_widget.py::test_spin - assert 2 == 3",
        "========================= 1 failed, 2 passed in 0.12s ==========================",
    ],
)
PYTEST_PASSES = script(
    "pytest",
    [
        "============================= test session starts ==============================",
        "collected 3 items",
        "tests/test_widget.py ...                                                 [100%]",
        "============================== 3 passed in 0.11s ===============================",
    ],
)
GO_PASSES = script(
    "go test -v ./...",
    [
        "=== RUN   TestSpin",
        "    widget_test.go:9: error handling fine",
        "--- PASS: TestSpin (0.00s)",
        "PASS",
        "ok  \texample.com/widgets\t0.003s",
    ],
)
CARGO_FAILS = script(
    "cargo test",
    [
        "running 2 tests",
        "test tests::spins ... FAILED",
        "test tests::stops ... ok",
        "failures:",
        "---- tests::spins stdout ----",
        "thread 'tests::spins' panicked at src/lib.rs:9:5:",
        "test result: FAILED. 1 passed; 1 failed; 0 ignored",
        "error: test failed, to rerun pass `--lib`",
    ],
)


def triage(capsys: pytest.CaptureFixture[str], log: Path, baseline: Path) -> tuple[list[str], list[str]]:
    """The report's warnings and the excerpt's reasons of ``ci-triage triage LOG --baseline BASELINE``."""
    code = main(["triage", str(log), "--baseline", str(baseline), "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    report = json.loads(captured.out)
    return report["warnings"], [span["reason"] for job in report["jobs"] for span in job["excerpt"]]


def test_another_job_sharing_only_the_runners_and_the_same_actions_lines_is_not_used(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    failing = job_log(tmp_path, "pytest.log", CHECKOUT, CACHE, PYTEST_FAILS, exit_code=1)
    other_job = job_log(tmp_path, "go.log", CHECKOUT, CACHE, GO_PASSES)
    warnings, reasons = triage(capsys, failing, other_job)
    assert len(warnings) == 1
    # both logs name job `test` (SET_UP's `Complete job name:`), so no other job is claimed: the
    # failing step's absence refuses it
    assert "baseline not used for test: the step that failed, `Run pytest`, is not in" in warnings[0]
    assert not any("new since" in reason for reason in reasons)


def test_the_same_jobs_passing_run_is_still_used(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    failing = job_log(tmp_path, "pytest.log", CHECKOUT, CACHE, PYTEST_FAILS, exit_code=1)
    passing = job_log(tmp_path, "passed.log", CHECKOUT, CACHE, PYTEST_PASSES)
    warnings, reasons = triage(capsys, failing, passing)
    assert warnings == []
    assert any("new since the passing log" in reason for reason in reasons)


@pytest.mark.parametrize("github", [True, False], ids=["github-shape", "plain-shape"])
def test_another_job_sharing_only_blank_lines_is_not_used(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], github: bool
) -> None:
    """pytest and cargo both print blank lines in their output; in a GitHub log each is a line with
    only its timestamp. A blank line is in every job, so it is not shared job content: another job's
    passing log is still told apart (a plain log of another job shares no line at all)."""
    pytest_fails = [*PYTEST_FAILS[:-4], "", *PYTEST_FAILS[-4:]]
    cargo_passes = script("cargo test", ["running 2 tests", "test tests::spins ... ok", "", "test result: ok."])
    if github:
        failing = job_log(tmp_path, "pytest.log", CHECKOUT, pytest_fails, exit_code=1)
        other_job = job_log(tmp_path, "cargo.log", CHECKOUT, cargo_passes)
    else:
        failing, other_job = tmp_path / "pytest.log", tmp_path / "cargo.log"
        failing.write_text("\n".join(pytest_fails[6:]) + "\n", encoding="utf-8")
        other_job.write_text("\n".join(cargo_passes[6:]) + "\n", encoding="utf-8")
    warnings, reasons = triage(capsys, failing, other_job)
    assert len([warning for warning in warnings if warning.startswith("baseline not used")]) == 1
    assert not any("new since" in reason for reason in reasons)
    assert reasons  # the triage went on and found the failure


def test_action_and_runner_lines_are_not_counted_as_the_jobs_own() -> None:
    """Of the lines two jobs share, only a script step's count: the runner's set-up and post-job
    lines, every line of an action step (its header, its ``with:`` inputs, its output) and a script
    step header's ``shell:`` and ``env:`` echo do not; its ``Run <command>`` title, the command
    itself and its output do."""

    def member(*steps: list[str]) -> LogMember:
        lines = [*SET_UP, *(line for step in steps for line in step), *POST_JOB]
        text = "".join(f"2026-05-01T12:00:{i % 60:02}.{i:07}Z {line}\n" for i, line in enumerate(lines))
        return LogMember(name="", file=io.BytesIO(text.encode()))

    baseline = compare.read_baseline(member(CHECKOUT, CACHE, GO_PASSES), "the passing log")
    assert compare.compare_member(member(CHECKOUT, CACHE, PYTEST_FAILS), baseline).shared_job_lines == 0
    same_job = compare.compare_member(member(CHECKOUT, CACHE, script("go test -v ./...", ["FAIL"])), baseline)
    assert same_job.shared_job_lines == 2  # the step's title and its command, echoed in its header


def test_the_same_steps_without_a_shared_output_line_are_the_same_job(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A green ``go test ./...`` prints one ``ok <package> <time>`` line, the failing run's ``--- FAIL``
    lines and none other: two runs of the same job (the same ``go vet ./...`` and ``go test ./...``
    steps, their commands not echoed under their titles) share no output line. The steps' titles
    name the job's commands, so they are its own: the passing run is compared with, not called
    another job's (trial 99 #4; go 1.19.8's output, tests/fixtures/s35-t99c/README.md)."""
    warnings, reasons = triage(capsys, FIXTURES / "go-test-fails.gha.log", FIXTURES / "go-test-green.gha.log")
    assert warnings == []
    assert any("new since the passing log" in reason for reason in reasons)


def test_a_job_of_action_steps_only_is_still_compared_with_its_own_passing_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A job with no script step (a LaTeX or Docker build action does the work): its actions' output
    is what tells it from another job, so it counts."""
    build = ["Compiling main.tex", "This is pdfTeX, Version 3.141592653", "entering extended mode", "(./main.tex"]
    action = ["##[group]Run xu-cheng/latex-action@v2", "with:", "  root_file: main.tex", "##[endgroup]", *build]
    failing = job_log(
        tmp_path, "latex.log", CHECKOUT, [*action, "! Undefined control sequence.", "l.12 \\foo"], exit_code=1
    )
    passing = job_log(tmp_path, "passed.log", CHECKOUT, [*action, "Output written on main.pdf (3 pages)."])
    warnings, reasons = triage(capsys, failing, passing)
    assert warnings == []
    assert any("new since the passing log" in reason for reason in reasons)


@pytest.mark.parametrize(
    "baseline_steps",
    [
        pytest.param([CHECKOUT, CACHE, CARGO_FAILS], id="another-job-that-failed"),
        pytest.param([CHECKOUT, CACHE, PYTEST_FAILS], id="the-same-job-failing-before"),
    ],
)
def test_a_baseline_that_failed_itself_is_not_used(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], baseline_steps: list[list[str]]
) -> None:
    failing = job_log(tmp_path, "pytest.log", CHECKOUT, CACHE, PYTEST_FAILS, exit_code=1)
    failed_baseline = job_log(tmp_path, "failed.log", *baseline_steps, exit_code=101)
    warnings, reasons = triage(capsys, failing, failed_baseline)
    assert warnings == [
        f"baseline not used: the baseline {failed_baseline} failed too: not a passing run, "
        "so the triage goes on without it"
    ]
    assert not any("new since" in reason for reason in reasons)
    assert reasons  # the triage went on and found the failure


def test_a_passing_baseline_with_error_words_but_no_failing_step_is_used(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Only a failing step (an exit code, a timeout, a cancellation, a ``##[error]``) makes a baseline
    a failed run: a passing test that logs ``error handling fine`` does not."""
    go_fails = script("go test -v ./...", ["=== RUN   TestSpin", "    widget_test.go:12: got 2, want 3", "FAIL"])
    failing = job_log(tmp_path, "go.log", CHECKOUT, CACHE, go_fails, exit_code=1)
    passing = job_log(tmp_path, "passed.log", CHECKOUT, CACHE, GO_PASSES)
    warnings, reasons = triage(capsys, failing, passing)
    assert warnings == []
    assert any("new since the passing log" in reason for reason in reasons)


def test_the_markdown_heading_says_new_since_the_passing_log_only_when_one_was_compared(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The CLI's comment heads its excerpt as the action's does when a passing log was compared."""
    failing = job_log(tmp_path, "pytest.log", CHECKOUT, CACHE, PYTEST_FAILS, exit_code=1)
    headings = []
    for baseline in (
        job_log(tmp_path, "passed.log", CHECKOUT, CACHE, PYTEST_PASSES),
        job_log(tmp_path, "go.log", CHECKOUT, CACHE, GO_PASSES),
    ):
        assert main(["triage", str(failing), "--baseline", str(baseline)]) == 0
        headings.append(next(line for line in capsys.readouterr().out.splitlines() if line.startswith("### ")))
    assert "test failure — new since the passing log it was compared with" in headings[0]
    assert "new since" not in headings[1]


BASELINE_FIXTURES = Path(__file__).parent / "fixtures" / "baseline"


def _npm_step(command: str, name: str) -> list[str]:
    """``command``'s step with the real output in ``fixtures/baseline/NAME`` (``npm ci --offline`` of a
    project without dependencies, ``npm test`` failing on ``node:assert`` then passing, ``npm run
    build``: npm 10 and Node.js 20 on this machine)."""
    return script(command, (BASELINE_FIXTURES / name).read_text(encoding="utf-8").splitlines())


@pytest.mark.parametrize("shape", ["trial-vitest-vite", "npm-test-build"])
def test_another_job_sharing_only_a_set_up_step_is_not_used(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], shape: str
) -> None:
    """Two jobs of one workflow share their set-up steps (``npm ci``), not the step that failed:
    a passing log that never ran it (``npx vite build`` beside ``npx vitest run``) is another
    job's, whatever else the two logs share (the user trial's logs share 81% of their kinds of line,
    nearly all the runner's; ``fixtures/baseline/trial-o``)."""
    if shape == "trial-vitest-vite":
        failing, other_job = (
            BASELINE_FIXTURES / "trial-o" / "vitest.fail.log",
            BASELINE_FIXTURES / "trial-o" / "vite.pass.log",
        )
        step = "Run npx vitest run"
    else:
        ci = _npm_step("npm ci --offline", "npm-ci.out")
        failing = job_log(tmp_path, "test.log", CHECKOUT, ci, _npm_step("npm test", "npm-test-fails.out"), exit_code=1)
        other_job = job_log(tmp_path, "build.log", CHECKOUT, ci, _npm_step("npm run build", "npm-build-passes.out"))
        step = "Run npm test"
    warnings, reasons = triage(capsys, failing, other_job)
    assert len(warnings) == 1
    assert f"the step that failed, `{step}`, is not in" in warnings[0]
    assert "new or changed since that run" in warnings[0]
    assert not any("new since" in reason for reason in reasons)


@pytest.mark.parametrize("shape", ["trial-vitest", "npm-test"])
def test_the_same_jobs_passing_run_with_its_failing_step_is_used(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], shape: str
) -> None:
    if shape == "trial-vitest":
        failing, passing = (
            BASELINE_FIXTURES / "trial-o" / "vitest.fail.log",
            BASELINE_FIXTURES / "trial-o" / "vitest.pass.log",
        )
    else:
        ci = _npm_step("npm ci --offline", "npm-ci.out")
        failing = job_log(tmp_path, "test.log", CHECKOUT, ci, _npm_step("npm test", "npm-test-fails.out"), exit_code=1)
        passing = job_log(tmp_path, "passed.log", CHECKOUT, ci, _npm_step("npm test", "npm-test-passes.out"))
    warnings, reasons = triage(capsys, failing, passing)
    assert warnings == []
    assert any("new since the passing log" in reason for reason in reasons)
