"""mode patch / --propose-fix in the loop: after the diagnosis is committed, a fix is made in a scratch
worktree, verified by re-running the failing command, and added to the comment (verified again)."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

from ci_triage.config.settings import load_settings
from ci_triage.logs.analyse import Analyser
from ci_triage.triage.assemble import triage_run

UNFORMATTED = "def add(a,b):\n    return a+b\n"
GIT = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com"]


def workspace_with_a_failing_format_check(root: Path) -> str:
    """A git checkout whose ``ruff format --check`` fails, and the job log of that step (real output)."""
    (root / "src").mkdir(parents=True)
    (root / "src" / "app.py").write_text(UNFORMATTED, encoding="utf-8")
    for args in (["init", "-q", "-b", "main"], ["add", "--all"], ["commit", "-q", "-m", "Sample"]):
        subprocess.run([*GIT, *args], cwd=root, check=True, capture_output=True)
    argv = ["ruff", "format", "--check", "src/app.py"]
    done = subprocess.run(argv, cwd=root, capture_output=True, text=True, check=False)
    assert done.returncode == 1, done.stderr
    lines = ["##[group]Run " + " ".join(argv), "##[endgroup]", *(done.stdout + done.stderr).splitlines()]
    lines.append("##[error]Process completed with exit code 1.")
    log = root / "job.log"  # the step wrote it into the workspace; it stays untracked
    log.write_text("".join(f"2026-11-30T09:00:00.0000000Z {line}\n" for line in lines), encoding="utf-8")
    return log.name


def test_a_verified_skill_fix_is_added_to_the_comment_with_its_patch_artifact(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", os.pathsep.join([str(Path(sys.executable).parent), "/usr/bin", "/bin"]))
    checkout = tmp_path / "workspace"
    log = workspace_with_a_failing_format_check(checkout)
    summary = tmp_path / "summary.md"
    env = {"GITHUB_WORKSPACE": str(checkout), "GITHUB_STEP_SUMMARY": str(summary)}
    settings = load_settings({"mode": "summary", "propose_fix": True, "log_path": log}, env)
    status_before = subprocess.run(["git", "status", "--porcelain"], cwd=checkout, capture_output=True, text=True)

    outcome = triage_run(settings, analyser=Analyser.load(), environ=env)

    state = outcome.state
    assert state.phase == "done", state.handoff
    assert state.fix.status == "verified"
    assert state.verification.passed, "the comment with the fix section was verified again"
    comment = summary.read_text(encoding="utf-8")
    assert "```diff" in comment
    assert "+def add(a, b):" in comment
    assert (checkout / ".ci-triage" / "fix-local-1.patch").is_file()
    assert (checkout / "src" / "app.py").read_text(encoding="utf-8") == UNFORMATTED, "the checkout is never modified"
    status_after = subprocess.run(["git", "status", "--porcelain"], cwd=checkout, capture_output=True, text=True)
    assert status_after.stdout.replace("?? .ci-triage/\n", "") == status_before.stdout


def test_without_a_fix_request_no_fix_is_attempted(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", os.pathsep.join([str(Path(sys.executable).parent), "/usr/bin", "/bin"]))
    checkout = tmp_path / "workspace"
    log = workspace_with_a_failing_format_check(checkout)
    env = {"GITHUB_WORKSPACE": str(checkout)}
    settings = load_settings({"mode": "dry-run", "log_path": log}, env)
    outcome = triage_run(settings, analyser=Analyser.load(), environ=env, stdout=io.StringIO())
    assert outcome.state.fix is None
    assert not (checkout / ".ci-triage").exists()
