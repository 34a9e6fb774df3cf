"""The files the action leaves for the runner and the job's later steps, read as another user.

A Docker action runs as root in its container; the runner and the later steps (upload-artifact)
run as another user. The runner creates ``GITHUB_OUTPUT`` and ``GITHUB_STEP_SUMMARY`` itself and
reads them after the step, so they must be appended to in place (not replaced by a root-owned
0600 file), and what the action creates for later steps must be readable by others (0644).
These tests run the installed entrypoint as root and read every file as ``nobody``.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from ci_triage.base.errors import ExitCode
from ci_triage.repair.artifact import write_patch_artifact
from ci_triage.repair.result import FixResult

NOBODY = 65534
FAILED_LOG = (
    "2024-05-01T12:00:00.0000000Z ##[group]Run pytest\n"
    "2024-05-01T12:00:01.0000000Z FAILED tests/test_math.py::test_add - assert 3 == 4\n"
    "2024-05-01T12:00:02.0000000Z ##[error]Process completed with exit code 1.\n"
)
GREEN_LOG = (
    "2024-05-01T12:00:00.0000000Z ##[group]Run pytest\n"
    "2024-05-01T12:00:01.0000000Z ============ 12 passed in 0.31s ============\n"
    "2024-05-01T12:00:02.0000000Z ##[endgroup]\n"
)

pytestmark = pytest.mark.skipif(
    os.geteuid() != 0 or shutil.which("setpriv") is None, reason="needs root and setpriv to act as another user"
)


@pytest.fixture
def shared_dir() -> Iterator[Path]:
    """A folder every user may enter (pytest's tmp_path is 0700 under root)."""
    folder = Path(tempfile.mkdtemp(prefix="ci-triage-runner-", dir="/tmp"))
    folder.chmod(0o755)
    try:
        yield folder
    finally:
        shutil.rmtree(folder)


def as_nobody(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups", *command],
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )


def runner_file(path: Path) -> Path:
    """A file as the runner makes it: owned by the runner's user (here nobody), mode 0644, empty."""
    path.write_text("", encoding="utf-8")
    os.chown(path, NOBODY, NOBODY)
    path.chmod(0o644)
    return path


def run_entrypoint(folder: Path, log: str, **inputs: str) -> tuple[subprocess.CompletedProcess[str], Path, Path]:
    script = shutil.which("ci-triage")
    assert script, "the ci-triage console script is not installed in this environment"
    workspace = folder / "workspace"
    workspace.mkdir(mode=0o755)
    (workspace / "build.log").write_text(log, encoding="utf-8")
    output, summary = runner_file(folder / "output"), runner_file(folder / "summary.md")
    env = {key: value for key, value in os.environ.items() if not key.startswith(("INPUT_", "GITHUB_", "RUNNER_"))}
    env |= {f"INPUT_{name.upper()}": value for name, value in inputs.items()}
    env |= {
        "GITHUB_ACTIONS": "true",
        "GITHUB_WORKSPACE": str(workspace),
        "GITHUB_OUTPUT": str(output),
        "GITHUB_STEP_SUMMARY": str(summary),
        "GITHUB_RUN_ID": "41",
        "GITHUB_RUN_ATTEMPT": "2",
    }
    result = subprocess.run([script, "action"], env=env, capture_output=True, text=True, timeout=120, check=False)
    return result, output, summary


def test_every_file_the_action_leaves_is_readable_by_the_runners_user(shared_dir: Path, parse_outputs) -> None:
    result, output, summary = run_entrypoint(shared_dir, FAILED_LOG, **{"LOG-PATH": "build.log", "MODE": "summary"})
    assert result.returncode == ExitCode.OK, result.stderr
    assert (output.stat().st_uid, summary.stat().st_uid) == (NOBODY, NOBODY), "the runner's files stay the runner's"
    read_back = as_nobody("cat", str(output))
    assert read_back.returncode == 0, read_back.stderr
    outputs = parse_outputs(read_back.stdout)
    summary_text = as_nobody("cat", str(summary))
    assert summary_text.returncode == 0, summary_text.stderr
    assert "FAILED tests/test_math.py::test_add" in summary_text.stdout
    workspace = shared_dir / "workspace"
    later = [workspace / outputs["trace-path"], workspace / outputs["report-path"]]
    assert [path.name for path in later] == ["trace-41-2.jsonl", "report-41-2.json"]
    for path in later:
        assert stat.S_IMODE(path.stat().st_mode) == 0o644, path
        copied = as_nobody("cat", str(path))
        assert copied.returncode == 0, f"{path}: {copied.stderr}"
    report = json.loads(as_nobody("cat", str(later[1])).stdout)
    assert report["outputs"]["outcome"] == "triaged"
    assert report["state"]["committed"]["diagnosis"]["category"] == "test failure"
    assert not [p.name for p in (workspace / ".ci-triage").iterdir() if p.name.startswith(".")], "no temporary left"


def test_a_green_log_is_nothing_to_triage_even_with_fail_on_error(shared_dir: Path, parse_outputs) -> None:
    inputs = {"LOG-PATH": "build.log", "FAIL-ON-ERROR": "true", "PROVIDER": "openai", "API-KEY": "k" * 12}
    result, output, summary = run_entrypoint(shared_dir, GREEN_LOG, **inputs)
    assert result.returncode == ExitCode.OK, result.stderr
    outputs = parse_outputs(as_nobody("cat", str(output)).stdout)
    assert (outputs["outcome"], outputs["handoff-reason"], outputs["model-status"]) == (
        "nothing-to-triage",
        "",
        "not-run",
    )
    assert outputs["failed-tests"] == "[]"
    assert "nothing to triage" in as_nobody("cat", str(summary)).stdout
    assert result.stdout.startswith("::add-mask::" + "k" * 12 + "\n"), "the API key is masked before anything else"


def test_the_patch_artifact_and_a_scan_report_are_readable_by_others(shared_dir: Path) -> None:
    from ci_triage.commands.scan import write_text

    patch = write_patch_artifact(
        FixResult(status="verified", head_sha="0" * 40, category="lint/format", patch="--- a/x\n+++ b/x\n"),
        shared_dir / "fix.patch",
    )
    write_text('{"schema_version": 1}\n', str(shared_dir / "scan.json"))
    for path in (patch, shared_dir / "scan.json"):
        assert stat.S_IMODE(path.stat().st_mode) == 0o644
        assert as_nobody("cat", str(path)).returncode == 0
