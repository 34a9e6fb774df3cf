"""The container action's entrypoint, run the way the runner runs it.

GitHub runs a Docker action's ``ENTRYPOINT`` (``ci-triage action``) with each input in an
environment variable ``INPUT_<NAME>`` — upper-cased, hyphens kept — the workspace mounted at
``GITHUB_WORKSPACE``, and the files behind ``GITHUB_OUTPUT`` and ``GITHUB_STEP_SUMMARY``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from ci_triage.base.errors import ExitCode

LOG = (
    "2024-05-01T12:00:00.0000000Z ##[group]Run pytest\n"
    "2024-05-01T12:00:01.0000000Z FAILED tests/test_math.py::test_add - assert 3 == 4\n"
    "2024-05-01T12:00:02.0000000Z ##[error]Process completed with exit code 1.\n"
)


def declared(kind: str) -> list[str]:
    """The inputs or outputs that action.yml declares."""
    import yaml

    metadata = yaml.safe_load((Path(__file__).parents[2] / "action.yml").read_text(encoding="utf-8"))
    return list(metadata[kind])


@pytest.mark.parametrize("kind", ["inputs", "outputs"])
def test_the_readme_documents_every_input_and_output(kind: str) -> None:
    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## In a workflow") : readme.index("## Candidate fixes")]
    rows = [line for line in section.splitlines() if line.startswith("| `")]
    missing = [name for name in declared(kind) if not any(f"`{name}`" in row.split(" | ")[0] for row in rows)]
    assert missing == []


def run_action(
    tmp_path: Path, home: Path | None = None, runner: dict[str, str] | None = None, **inputs: str
) -> tuple[subprocess.CompletedProcess[str], Path, Path]:
    """Run ``ci-triage action`` in ``tmp_path/workspace`` (``build.log`` written there) with ``inputs``
    and the ``runner``'s own further variables (``GITHUB_EVENT_NAME``...)."""
    script = shutil.which("ci-triage")
    assert script, "the ci-triage console script is not installed in this environment"
    workspace = tmp_path / "workspace"
    workspace.mkdir(exist_ok=True)
    (workspace / "build.log").write_text(LOG, encoding="utf-8")
    output, summary = tmp_path / "output.txt", tmp_path / "summary.md"
    env = {key: value for key, value in os.environ.items() if not key.startswith(("INPUT_", "GITHUB_"))}
    env |= {f"INPUT_{name.upper()}": value for name, value in inputs.items()}
    env |= {"GITHUB_WORKSPACE": str(workspace), "GITHUB_OUTPUT": str(output), "GITHUB_STEP_SUMMARY": str(summary)}
    env |= runner or {}
    if home is not None:  # as the runner starts a container action: HOME=/github/home, no cache variable
        env = {key: value for key, value in env.items() if key not in ("CI_TRIAGE_CACHE_DIR", "XDG_CACHE_HOME")}
        env["HOME"] = str(home)
    result = subprocess.run([script, "action"], env=env, capture_output=True, text=True, timeout=120, check=False)
    return result, output, summary


def test_the_action_writes_the_summary_and_outputs(tmp_path: Path, parse_outputs) -> None:
    result, output, summary = run_action(tmp_path, **{"LOG-PATH": "build.log"})
    assert result.returncode == ExitCode.OK, result.stderr
    outputs = parse_outputs(output.read_text(encoding="utf-8"))
    assert set(outputs) == set(declared("outputs")), "every output action.yml declares is written, and no other"
    assert outputs["category"] == "test failure"
    assert 0 < float(outputs["confidence"]) <= 1
    assert "tests/test_math.py::test_add" in outputs["summary"]
    report = summary.read_text(encoding="utf-8")
    assert report.startswith("<!-- ci-triage:comment:local -->")
    assert "FAILED tests/test_math.py::test_add - assert 3 == 4" in report
    assert outputs["handoff-reason"] == ""
    assert outputs["trace-path"] == ".ci-triage/trace-local-1.jsonl"
    assert (tmp_path / "workspace" / outputs["trace-path"]).is_file()


def test_the_summary_output_is_markdown_and_summary_text_the_same_line_as_plain_text(
    tmp_path: Path, parse_outputs
) -> None:
    """A test id with Markdown characters: ``summary`` escapes them for a page that renders it (as
    action.yml says), ``summary-text`` gives them as written, for a step that posts plain text."""
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    failing = "FAILED tests/test_math.py::test_add[<big>-!x] - assert `1` == 2"
    (workspace / "odd.log").write_text(LOG.replace("FAILED tests/test_math.py::test_add - assert 3 == 4", failing))
    result, output, _ = run_action(tmp_path, **{"LOG-PATH": "odd.log"})
    assert result.returncode == ExitCode.OK, result.stderr
    outputs = parse_outputs(output.read_text(encoding="utf-8"))
    assert "tests/test_math.py::test_add[<big>-!x] - assert `1` == 2" in outputs["summary-text"]
    assert "tests/test_math.py::test_add\\[\\<big\\>-\\!x\\] - assert \\`1\\` == 2" in outputs["summary"]
    assert "\\" not in outputs["summary-text"]


def test_the_action_keeps_its_cache_in_the_job_home_and_runs_on_without_it(tmp_path: Path, parse_outputs) -> None:
    """The runner gives a container action HOME=/github/home, emptied for every job: the skill cache
    goes to $HOME/.cache/ci-triage (README). A home that cannot be written is a warning, not an error."""
    home = tmp_path / "home"
    home.mkdir()
    result, output, _ = run_action(tmp_path, home=home, **{"LOG-PATH": "build.log"})
    assert result.returncode == ExitCode.OK, result.stderr
    assert list((home / ".cache" / "ci-triage").glob("*.json")), "the cache is written where the README says"
    expected = parse_outputs(output.read_text(encoding="utf-8"))
    output.unlink()
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the home should be\n")
    result, output, _ = run_action(tmp_path, home=blocked, **{"LOG-PATH": "build.log"})
    assert result.returncode == ExitCode.OK, result.stderr
    assert "running without the cache" in result.stderr
    assert "Traceback" not in result.stderr
    outputs = parse_outputs(output.read_text(encoding="utf-8"))
    assert (outputs["category"], outputs["summary"]) == (expected["category"], expected["summary"])


def test_dry_run_prints_and_writes_only_the_step_outputs(tmp_path: Path, parse_outputs) -> None:
    result, output, summary = run_action(tmp_path, **{"LOG-PATH": "build.log", "MODE": "dry-run"})
    assert result.returncode == ExitCode.OK, result.stderr
    assert "<!-- ci-triage:comment:local -->" in result.stdout
    groups = [line for line in result.stdout.splitlines() if line.startswith("::group::")]
    assert groups[:2] == ["::group::ci-triage: collect the evidence", "::group::ci-triage: classify the failure"]
    start = next(line for line in result.stdout.splitlines() if line.startswith("::stop-commands::"))
    token = start.removeprefix("::stop-commands::")
    assert len(token) == 32, "the comment is printed with workflow commands switched off"
    assert result.stdout.index(f"::{token}::") > result.stdout.index("FAILED tests/test_math.py")
    outputs = parse_outputs(output.read_text(encoding="utf-8"))
    assert (outputs["outcome"], outputs["category"]) == ("triaged", "test failure")
    assert outputs["trace-path"] == outputs["report-path"] == ""
    assert not summary.exists()
    assert not (tmp_path / "workspace" / ".ci-triage").exists()


@pytest.mark.parametrize(
    ("inputs", "phrase"),
    [
        ({"LOG-PATH": "missing.log"}, "no such file"),
        ({"LOG-PATH": "build.log", "MODE": "comment-everything"}, "input mode"),
        ({"LOG-PATH": "build.log", "TOKEN-BUDGET": "lots"}, "input token-budget"),
        ({"LOG-PATH": "build.log", "WORKFLOW-PATH": "missing.yml"}, "missing.yml: cannot be read"),
        ({"LOG-PATH": "build.log", "WORKFLOW-PATH": "build.log"}, "build.log: not valid YAML"),
    ],
    ids=["missing-log", "unknown-mode", "bad-budget", "missing-workflow", "not-a-workflow"],
)
def test_bad_inputs_are_one_clear_error(tmp_path: Path, inputs: dict[str, str], phrase: str) -> None:
    result, output, summary = run_action(tmp_path, **inputs)
    assert result.returncode == ExitCode.INPUT
    assert phrase in result.stderr
    assert "Traceback" not in result.stderr
    assert not output.exists()
    assert not summary.exists()


@pytest.mark.parametrize(("fail_on_error", "code"), [("false", ExitCode.OK), ("true", ExitCode.HANDOFF)])
def test_without_a_log_or_a_token_the_action_hands_off_and_says_what_is_missing(
    tmp_path, fail_on_error, code, parse_outputs
):
    result, output, summary = run_action(tmp_path, **{"FAIL-ON-ERROR": fail_on_error})
    assert result.returncode == code, result.stderr
    assert "Traceback" not in result.stderr
    assert "no GitHub token" in parse_outputs(output.read_text(encoding="utf-8"))["handoff-reason"]
    handoff = summary.read_text(encoding="utf-8")
    assert "needs a human: the github-token input" in handoff
    assert "github-token: ${{ github.token }}" in handoff


@pytest.mark.parametrize("log_path", ["../outside.log", "/etc/hostname"], ids=["dot-dot", "absolute"])
def test_a_log_path_outside_the_workspace_is_refused(tmp_path: Path, log_path: str) -> None:
    (tmp_path / "outside.log").write_text(LOG, encoding="utf-8")
    result, _output, summary = run_action(tmp_path, **{"LOG-PATH": log_path})
    assert result.returncode == ExitCode.INPUT
    assert "outside the workspace" in result.stderr
    assert not summary.exists()


def test_scan_mode_merges_the_workspace_reports_into_the_job_summary(tmp_path: Path, write_health_report) -> None:
    for name in ("octo-org/api", "octo-org/web"):
        write_health_report(tmp_path / "workspace" / "health" / name.split("/")[1] / "report.json", name, 3, 1)
    result, _output, summary = run_action(tmp_path, MODE="scan", **{"SCAN-MERGE": "health/*/report.json"})
    assert result.returncode == ExitCode.OK, result.stderr
    overview = summary.read_text(encoding="utf-8")
    assert "## CI health across 2 repositories" in overview
    assert "`octo-org/api`" in overview


def test_scan_mode_with_a_glob_that_matches_nothing_is_an_input_error(tmp_path: Path) -> None:
    result, _output, summary = run_action(tmp_path, MODE="scan", **{"SCAN-MERGE": "health/*/report.json"})
    assert result.returncode == ExitCode.INPUT
    assert "input scan-merge: no file in the workspace matches" in result.stderr
    assert not summary.exists()


def test_a_run_logs_zip_in_the_workspace_is_diagnosed_with_quotes_from_its_members(tmp_path: Path) -> None:
    import zipfile

    from ci_triage.logs.bundled import bundled_dir

    workspace = tmp_path / "workspace"
    workspace.mkdir()
    with zipfile.ZipFile(workspace / "logs_1.zip", "w") as archive:
        archive.write(bundled_dir("examples") / "prettier-check.log", "1_lint.txt")
        archive.write(bundled_dir("examples") / "maven-surefire-test-failure.log", "2_build.txt")
    result, _output, summary = run_action(tmp_path, **{"LOG-PATH": "logs_1.zip", "MODE": "summary"})
    assert result.returncode == ExitCode.OK, result.stderr
    comment = summary.read_text(encoding="utf-8")
    assert "needs a human" not in comment
    assert "Please run yarn prettier-all" in comment


@pytest.mark.parametrize(
    ("inputs", "message"),
    [
        ({"SCAN-MERGE": "../r*.json"}, "input scan-merge: '../r*.json' must be a pattern inside the workspace"),
        ({"SCAN-MERGE": "/tmp/*.json"}, "must be a pattern inside the workspace"),
        (
            {"SCAN-OUTPUT": "../out.json", "REPOSITORY": "o/r"},
            "input scan-output: '../out.json' is outside the workspace",
        ),
    ],
)
def test_scan_inputs_stay_inside_the_workspace(tmp_path: Path, inputs: dict[str, str], message: str) -> None:
    result, _output, _summary = run_action(tmp_path, MODE="scan", **inputs)
    assert result.returncode == ExitCode.INPUT
    assert message in result.stderr
    assert not (tmp_path / "out.json").exists()


def test_with_runner_debug_each_stage_leaves_a_debug_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RUNNER_DEBUG", "1")
    result, _output, _summary = run_action(tmp_path, **{"LOG-PATH": "build.log", "MODE": "summary"})
    assert result.returncode == ExitCode.OK, result.stderr
    debug = [line for line in result.stdout.splitlines() if line.startswith("::debug::")]
    assert debug[0] == "::debug::ci-triage: collect -> evidence_collected (phase collecting, step 1)"
    assert any("commit -> committed" in line for line in debug)


WORKFLOW = """\
name: CI
on: [push, pull_request]
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - name: Build frontend
        working-directory: frontend
        run: |
          npm ci
          npm run build
"""
WRONG_DIRECTORY_LOG = "".join(
    f"2024-05-01T12:00:{n:02d}.0000000Z {line}\n"
    for n, line in enumerate(
        [
            "##[group]Run npm ci",
            "npm ci",
            "npm run build",
            "shell: /usr/bin/bash -e {0}",
            "##[endgroup]",
            # the runner's own message (actions/runner, ProcessInvoker) for a working-directory that is not there
            "##[error]An error occurred trying to start process '/usr/bin/bash' with working directory "
            "'/home/runner/work/app/app/frontend'. No such file or directory",
            # the job goes on to its post steps: no exit line for the step the runner could not start
            "Post job cleanup.",
            "Cleaning up orphan processes",
        ]
    )
)


def collected_evidence(workspace: Path) -> dict:
    """The evidence the action collected, as its trace recorded it."""
    import json

    for line in (workspace / ".ci-triage" / "trace-local-1.jsonl").read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        evidence = record.get("event", {}).get("evidence") if record.get("type") == "loop_event" else None
        if evidence is not None:
            return evidence
    raise AssertionError("no evidence_collected event in the trace")


def test_baseline_path_compares_the_log_with_the_last_passing_one(tmp_path: Path, corpus: Path) -> None:
    pair = corpus / "cidiff" / "astor_1260"  # tuning part of the split; a Maven compile failure and its green run
    excerpts = {}
    for name, inputs in (("alone", {}), ("compared", {"BASELINE-PATH": "pass.log"})):
        workspace = tmp_path / name / "workspace"
        workspace.mkdir(parents=True)
        shutil.copyfile(pair / "fail.log", workspace / "fail.log")
        shutil.copyfile(pair / "pass.log", workspace / "pass.log")
        result, _output, summary = run_action(tmp_path / name, **{"LOG-PATH": "fail.log", "MODE": "summary"}, **inputs)
        assert result.returncode == ExitCode.OK, result.stderr
        assert "needs a human" not in summary.read_text(encoding="utf-8")
        evidence = collected_evidence(workspace)
        excerpts[name] = evidence["logs"][0]["report"]["excerpt"]
        if name == "compared":
            assert evidence["baseline"]["note"] == "compared with the passing log pass.log"
            assert evidence["baseline"]["new_lines"] > 0
            assert evidence["gaps"] == []
        else:
            assert evidence["baseline"] is None
    assert any("new since the passing log" in span["reason"] for span in excerpts["compared"])
    assert sum(span["tokens"] for span in excerpts["compared"]) < sum(span["tokens"] for span in excerpts["alone"]) / 2


@pytest.mark.parametrize("job", ["test", "test (3.12)"], ids=["job-id", "matrix-job"])
def test_a_run_logs_zip_as_baseline_path_is_compared_by_the_runner_s_job(
    tmp_path: Path, corpus: Path, job: str
) -> None:
    """The passing run's logs zip holds several jobs (GitHub's layout: ``N_<job>.txt`` at the top and
    each job's steps in a folder); the one compared is the runner's job (``GITHUB_JOB``, a matrix
    job's by its id), as a failing zip's member is compared with the passing job of its name."""
    import zipfile

    pair = corpus / "cidiff" / "astor_1260"  # tuning part of the split, as above
    workspace = tmp_path / "workspace"
    workspace.mkdir(parents=True)
    shutil.copyfile(pair / "fail.log", workspace / "fail.log")
    passing = (pair / "pass.log").read_bytes()
    with zipfile.ZipFile(workspace / "green.zip", "w") as archive:
        archive.writestr("0_lint.txt", ANOTHER_JOBS_LOG)
        archive.writestr(f"1_{job}.txt", passing)
        archive.writestr(f"{job}/2_Build.txt", passing)
    inputs = {"LOG-PATH": "fail.log", "BASELINE-PATH": "green.zip", "MODE": "summary"}
    result, _output, _summary = run_action(tmp_path, runner={"GITHUB_JOB": "test"}, **inputs)
    assert result.returncode == ExitCode.OK, result.stderr
    evidence = collected_evidence(workspace)
    assert evidence["gaps"] == []
    assert evidence["baseline"]["note"] == "compared with the passing log green.zip"
    assert evidence["baseline"]["new_lines"] > 0


def test_workflow_path_cites_the_failing_steps_definition_at_its_line(tmp_path: Path, parse_outputs) -> None:
    workspace = tmp_path / "workspace"
    (workspace / ".github" / "workflows").mkdir(parents=True)
    (workspace / ".github" / "workflows" / "ci.yml").write_text(WORKFLOW, encoding="utf-8")
    (workspace / "frontend.log").write_text(WRONG_DIRECTORY_LOG, encoding="utf-8")
    result, output, summary = run_action(
        tmp_path, **{"LOG-PATH": "frontend.log", "WORKFLOW-PATH": ".github/workflows/ci.yml", "MODE": "summary"}
    )
    assert result.returncode == ExitCode.OK, result.stderr
    outputs = parse_outputs(output.read_text(encoding="utf-8"))
    assert outputs["category"] == "configuration", "the workflow finding decides the category, as in the CLI"
    line = WORKFLOW.split("\n").index("        working-directory: frontend") + 1
    comment = summary.read_text(encoding="utf-8")
    assert f"`.github/workflows/ci.yml:{line}`" in comment
    assert "working-directory: frontend" in comment
    step = collected_evidence(workspace)["workflow_step"]
    assert (step["path"], step["job"], step["step"]) == (".github/workflows/ci.yml", "build", "Build frontend")
    assert collected_evidence(workspace)["logs"][0]["report"]["classification"]["category"] == "configuration"


_WORDS = ("alpha", "bravo", "delta", "gamma", "kilo")
ANOTHER_JOBS_LOG = "".join(f"lint {first} {second}: ok\n" for first in _WORDS for second in _WORDS).encode()
"""A passing lint job's log: 25 kinds of line, none of them the failing build's."""
LONG_LOG = (
    "".join(f"2024-05-01T12:00:00.0000000Z collecting {first} {second}\n" for first in _WORDS for second in _WORDS)
    + LOG
).encode()
"""The failing test job's log with 25 more kinds of line (with too few, a baseline cannot be judged)."""


@pytest.mark.parametrize(
    ("inputs", "files", "gap"),
    [
        ({"BASELINE-PATH": "green.log"}, {"green.log": b"\x7fELF\x02\x01\x01\x00" * 64}, "binary"),
        ({"BASELINE-PATH": "green.log"}, {"green.log": ANOTHER_JOBS_LOG, "long.log": LONG_LOG}, "baseline not used"),
        ({"WORKFLOW-PATH": "ci.yml"}, {"ci.yml": b"jobs:\n  test:\n    uses: ./.github/workflows/t.yml\n"}, "no step"),
    ],
    ids=["baseline-not-a-log", "baseline-of-another-job", "workflow-without-the-step"],
)
def test_a_baseline_or_workflow_that_does_not_fit_is_said_and_the_diagnosis_stands(
    tmp_path: Path, parse_outputs, inputs: dict[str, str], files: dict[str, bytes], gap: str
) -> None:
    """A baseline that does not fit is a warning (an evidence note, a ``::warning``); a workflow
    file without the step a gap in what could be seen."""
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    for name, content in files.items():
        (workspace / name).write_bytes(content)
    log = "long.log" if "long.log" in files else "build.log"
    result, output, summary = run_action(tmp_path, **{"LOG-PATH": log, "MODE": "summary"}, **inputs)
    assert result.returncode == ExitCode.OK, result.stderr
    outputs = parse_outputs(output.read_text(encoding="utf-8"))
    assert (outputs["outcome"], outputs["category"]) == ("triaged", "test failure")
    evidence = collected_evidence(workspace)
    said = [gap["reason"] for gap in evidence["gaps"]] if "WORKFLOW-PATH" in inputs else evidence["notes"]
    assert len(said) == 1
    assert gap in said[0]
    assert "FAILED tests/test_math.py::test_add" in summary.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("inputs", "phrase"),
    [
        ({"LOG-PATH": "build.log", "BASELINE-PATH": "../green.log"}, "input baseline-path: '../green.log' is outside"),
        (
            {"LOG-PATH": "build.log", "WORKFLOW-PATH": "/etc/hostname"},
            "input workflow-path: '/etc/hostname' is outside",
        ),
        ({"BASELINE-PATH": "green.log"}, "input baseline-path: only with log-path"),
        ({"LOG-PATH": "blank.log"}, "is empty or blank"),
    ],
    ids=["baseline-outside", "workflow-outside", "baseline-without-log-path", "blank-log"],
)
def test_log_path_mode_inputs_that_cannot_be_used_are_one_clear_error(
    tmp_path: Path, inputs: dict[str, str], phrase: str
) -> None:
    (tmp_path / "workspace").mkdir()
    (tmp_path / "workspace" / "blank.log").write_text("\n  \n\n", encoding="utf-8")
    (tmp_path / "green.log").write_text(LOG, encoding="utf-8")
    result, output, summary = run_action(tmp_path, **inputs)
    assert result.returncode == ExitCode.INPUT, result.stderr
    assert phrase in result.stderr
    assert "Traceback" not in result.stderr
    assert not output.exists()
    assert not summary.exists()


def test_a_passing_log_is_a_quiet_summary_without_a_diagnosis_or_warning(tmp_path: Path, parse_outputs) -> None:
    """A green run pages no one: no failure comment, no warning annotation, a one-line summary."""
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    green = Path(__file__).parents[1] / "fixtures" / "passing" / "plain" / "npm-install.log"
    shutil.copy(green, workspace / "green.log")
    result, output, summary = run_action(tmp_path, **{"LOG-PATH": "green.log"})
    assert result.returncode == ExitCode.OK, result.stderr
    outputs = parse_outputs(output.read_text(encoding="utf-8"))
    assert outputs["outcome"] == "nothing-to-triage"
    assert outputs["category"] == outputs["fingerprint"] == ""
    assert "::warning" not in result.stdout
    report = summary.read_text(encoding="utf-8")
    assert "nothing to triage" in report
    assert "CI triage:" not in report


UNRECOGNISED_LOG = "hello\n##[error]Process completed with exit code 3.\n"
"""A failed step whose lines no skill knows: the category is unknown."""


@pytest.mark.parametrize(("fail_on_error", "code"), [("false", ExitCode.OK), ("true", ExitCode.HANDOFF)])
def test_a_failure_no_skill_recognises_hands_off_saying_what_was_checked(
    tmp_path: Path, parse_outputs, fail_on_error: str, code: int
) -> None:
    (tmp_path / "workspace").mkdir()
    (tmp_path / "workspace" / "odd.log").write_text(UNRECOGNISED_LOG, encoding="utf-8")
    result, output, summary = run_action(tmp_path, **{"LOG-PATH": "odd.log", "FAIL-ON-ERROR": fail_on_error})
    assert result.returncode == code, result.stderr
    outputs = parse_outputs(output.read_text(encoding="utf-8"))
    assert outputs["outcome"] == "handoff"
    assert outputs["stage"] == ""
    assert (outputs["category"], outputs["confidence"]) == ("unknown", "0.00")
    assert "no skill matched the failing step's lines" in outputs["handoff-reason"]
    report = summary.read_text(encoding="utf-8")
    assert "CI triage: unknown" not in report, "no diagnosis is posted for an unknown"
    assert "needs a human: an error line that names the cause" in report
    assert "**What was checked**" in report
    assert "`exit code: 3`" in report
    assert "1 | hello\n2 | Process completed with exit code 3." in report, "the lines a person reads first"
    assert "ci-triage skills new --from LOG --category CATEGORY" in report


@pytest.mark.parametrize(
    ("event_name", "payload", "message"),
    [
        ("pull_request", "{broken", "not a pull_request event payload: not JSON"),
        ("pull_request", None, "cannot read the pull_request event payload: No such file or directory"),
        ("", "{broken", "not an event payload: not JSON"),
        ("", None, "cannot read the event payload: No such file or directory"),
    ],
    ids=["not JSON", "missing", "not JSON, no event name", "missing, no event name"],
)
def test_a_broken_event_payload_is_bad_input_even_beside_a_log_path(
    tmp_path: Path, event_name: str, payload: str | None, message: str
) -> None:
    event = tmp_path / "event.json"
    if payload is not None:
        event.write_text(payload, encoding="utf-8")
    runner = {"GITHUB_EVENT_NAME": event_name, "GITHUB_EVENT_PATH": str(event)}
    result, output, summary = run_action(tmp_path, runner=runner, **{"LOG-PATH": "build.log"})
    assert result.returncode == ExitCode.INPUT
    assert result.stderr.startswith(f"ci-triage: error: GITHUB_EVENT_PATH: {message}")
    assert result.stderr.count("\n") == 1, result.stderr
    assert not output.exists()
    assert not summary.exists()


def test_log_path_in_the_default_mode_warns_of_nothing(tmp_path: Path) -> None:
    result, _output, summary = run_action(tmp_path, **{"LOG-PATH": "build.log"})
    assert result.returncode == ExitCode.OK, result.stderr
    assert "::warning" not in result.stdout, "the job summary is where mode comment writes without a pull request"
    assert "FAILED tests/test_math.py::test_add" in summary.read_text(encoding="utf-8")


def test_the_heading_says_new_since_the_passing_log_when_only_a_baseline_was_compared(tmp_path: Path) -> None:
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    session = "2024-04-30T12:00:00.0000000Z ##[group]Run pytest\n2024-04-30T12:00:01.0000000Z collected 1 item\n"
    (workspace / "green.log").write_text(
        f"{session}2024-04-30T12:00:02.0000000Z tests/test_math.py::test_add PASSED\n"
        "2024-04-30T12:00:03.0000000Z 1 passed in 0.01s\n",
        encoding="utf-8",
    )
    (workspace / "red.log").write_text(f"{session}{LOG.split(chr(10), 1)[1]}", encoding="utf-8")
    result, _output, summary = run_action(tmp_path, **{"LOG-PATH": "red.log", "BASELINE-PATH": "green.log"})
    assert result.returncode == ExitCode.OK, result.stderr
    heading = next(line for line in summary.read_text(encoding="utf-8").splitlines() if line.startswith("### "))
    assert heading.endswith("— new since the passing log it was compared with"), heading


def test_a_log_path_is_the_job_the_runner_names_in_github_job(tmp_path: Path) -> None:
    result, _, summary = run_action(tmp_path, runner={"GITHUB_JOB": "unit-tests"}, **{"LOG-PATH": "build.log"})
    assert result.returncode == ExitCode.OK, result.stderr
    report = summary.read_text(encoding="utf-8")
    assert "`unit-tests` log line 2" in report
    assert "`job` log line" not in report


CONTINUE_ON_ERROR = Path(__file__).parents[1] / "fixtures" / "continue-on-error"
"""A job whose ruff step has continue-on-error: true, then pytest fails or passes (README there)."""


def run_with_workflow(tmp_path: Path, log: str, job: str) -> tuple[subprocess.CompletedProcess[str], Path, Path]:
    """The action on ``log`` of :data:`CONTINUE_ON_ERROR` with its workflow file as ``workflow-path``,
    ``job`` as the runner's ``GITHUB_JOB``."""
    workspace = tmp_path / "workspace"
    (workspace / ".github" / "workflows").mkdir(parents=True)
    shutil.copyfile(CONTINUE_ON_ERROR / "ci.yml", workspace / ".github" / "workflows" / "ci.yml")
    shutil.copyfile(CONTINUE_ON_ERROR / log, workspace / "job.log")
    inputs = {"LOG-PATH": "job.log", "WORKFLOW-PATH": ".github/workflows/ci.yml", "MODE": "summary"}
    return run_action(tmp_path, runner={"GITHUB_JOB": job}, **inputs)


def test_the_action_cites_the_workflow_and_warns_of_a_step_that_went_on_as_the_cli_does(
    tmp_path: Path, parse_outputs
) -> None:
    import json

    result, output, summary = run_with_workflow(tmp_path, "gha-ruff-goes-on-pytest-fails.log", "test")
    assert result.returncode == ExitCode.OK, result.stderr
    outputs = parse_outputs(output.read_text(encoding="utf-8"))
    assert (outputs["outcome"], outputs["category"]) == ("triaged", "test failure")
    went_on = "step “Run ruff check .” failed but has continue-on-error: true in .github/workflows/ci.yml"
    comment = summary.read_text(encoding="utf-8")
    assert "#### The failing step in `.github/workflows/ci.yml`" in comment
    assert "`.github/workflows/ci.yml:12` run: `run: pytest`" in comment
    # a secret-named variable's expression, labelled by its level: "env.SECRET_TOKEN: SECRET_TOKEN: …"
    # would read as a value set and fail the draft's secrets check (the action would hand off)
    assert "`.github/workflows/ci.yml:15` env: `SECRET_TOKEN: ${{ secrets.X }}`" in comment
    assert "continue\\-on\\-error: true" in comment
    assert "Run ruff check \\." in comment
    assert f"::warning title=ci-triage::workflow: {went_on}" in result.stdout
    report = json.loads((tmp_path / "workspace" / outputs["report-path"]).read_text(encoding="utf-8"))
    assert [note for note in report["state"]["notes"] if went_on in note], "the report file carries the warning"
    assert "`.github/workflows/ci.yml:12`" in report["job_summary"]


def test_a_github_job_the_workflow_does_not_define_is_a_warning_naming_the_jobs_it_does(
    tmp_path: Path, parse_outputs
) -> None:
    result, _output, summary = run_with_workflow(tmp_path, "gha-ruff-goes-on-pytest-fails.log", "unit-tests")
    assert result.returncode == ExitCode.OK, result.stderr
    warning = "workflow: job “unit-tests” (GITHUB_JOB) is not in .github/workflows/ci.yml, whose jobs are test"
    assert f"::warning title=ci-triage::{warning}" in result.stdout
    assert "job “unit\\-tests” \\(GITHUB\\_JOB\\) is not in" in summary.read_text(encoding="utf-8")


def test_a_green_job_whose_only_failed_step_went_on_is_nothing_to_triage(tmp_path: Path, parse_outputs) -> None:
    result, output, summary = run_with_workflow(tmp_path, "gha-ruff-goes-on-pytest-passes.log", "test")
    assert result.returncode == ExitCode.OK, result.stderr
    outputs = parse_outputs(output.read_text(encoding="utf-8"))
    assert (outputs["outcome"], outputs["category"]) == ("nothing-to-triage", "")
    text = summary.read_text(encoding="utf-8")
    assert "nothing to triage" in text
    assert "step “Run ruff check .” failed but has continue-on-error: true" in text
    assert "CI triage:" not in text


def test_the_cli_reads_no_event_payload_so_a_missing_one_changes_nothing(tmp_path: Path) -> None:
    """README "Exit codes": only the action reads ``GITHUB_EVENT_PATH``; ``ci-triage triage`` of a log
    run in a workflow step triages it whatever the variable says."""
    script = shutil.which("ci-triage")
    assert script
    log = tmp_path / "build.log"
    log.write_text(LOG, encoding="utf-8")
    env = {key: value for key, value in os.environ.items() if not key.startswith(("INPUT_", "GITHUB_"))}
    env |= {"GITHUB_EVENT_PATH": str(tmp_path / "missing.json"), "GITHUB_EVENT_NAME": "push"}
    result = subprocess.run(
        [script, "triage", str(log), "--format", "json"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == ExitCode.OK, result.stderr
    assert '"failure_found": true' in result.stdout


def test_without_the_workflow_the_later_pytest_step_is_triaged_and_the_lint_step_named(
    tmp_path: Path, parse_outputs
) -> None:
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    shutil.copyfile(CONTINUE_ON_ERROR / "gha-ruff-goes-on-pytest-fails.log", workspace / "job.log")
    result, output, summary = run_action(tmp_path, runner={"GITHUB_JOB": "test"}, **{"LOG-PATH": "job.log"})
    assert result.returncode == ExitCode.OK, result.stderr
    outputs = parse_outputs(output.read_text(encoding="utf-8"))
    assert outputs["category"] == "test failure"
    assert "test_bad.py::test_one" in outputs["summary-text"]
    assert "the last failure is triaged" in summary.read_text(encoding="utf-8"), "the earlier failed step is named"
