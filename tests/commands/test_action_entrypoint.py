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


def run_action(tmp_path: Path, **inputs: str) -> tuple[subprocess.CompletedProcess[str], Path, Path]:
    script = shutil.which("ci-triage")
    assert script, "the ci-triage console script is not installed in this environment"
    workspace = tmp_path / "workspace"
    workspace.mkdir(exist_ok=True)
    (workspace / "build.log").write_text(LOG, encoding="utf-8")
    output, summary = tmp_path / "output.txt", tmp_path / "summary.md"
    env = {key: value for key, value in os.environ.items() if not key.startswith(("INPUT_", "GITHUB_"))}
    env |= {f"INPUT_{name.upper()}": value for name, value in inputs.items()}
    env |= {"GITHUB_WORKSPACE": str(workspace), "GITHUB_OUTPUT": str(output), "GITHUB_STEP_SUMMARY": str(summary)}
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
    ],
    ids=["missing-log", "unknown-mode", "bad-budget"],
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
