"""Fixtures of the fix tests: real sample repositories in temporary folders, GitHub-style job logs
made from the real output of the failing command, and the evidence the analyser builds from them.

``PATH`` is set to the test interpreter's folder (ruff, pytest and python of the venv) plus
``/usr/bin:/bin`` (git, node), so the allow-listed programs resolve the same way on every machine;
pytest's plugin autoload is off in the samples (it costs about 1.5 s a run with this venv's plugins).
Commits have fixed dates, so the same files give the same SHA, and the evidence of a (files,
command) pair is built once per session.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from ci_triage.evidence.model import Evidence, JobLog
from ci_triage.github.models import Job
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

TIMESTAMP = "2026-11-30T09:00:00.0000000Z "
DATE = "2026-11-30T09:00:00Z"


def git(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", *args],
        cwd=repo,
        check=True,
        capture_output=True,
        text=True,
        env={"PATH": "/usr/bin:/bin", "HOME": str(repo), "GIT_AUTHOR_DATE": DATE, "GIT_COMMITTER_DATE": DATE},
    ).stdout


@dataclass
class Sample:
    """A committed sample repository: ``root`` and the ``head_sha`` of its one commit."""

    root: Path
    head_sha: str

    def state(self) -> tuple[str, str, str]:
        """What must not change: ``git status --porcelain``, HEAD, and the worktree list."""
        return (
            git(self.root, "status", "--porcelain", "--untracked-files=all", "--ignored"),
            git(self.root, "rev-parse", "HEAD"),
            git(self.root, "worktree", "list", "--porcelain"),
        )


@pytest.fixture
def tool_path(monkeypatch: pytest.MonkeyPatch) -> str:
    path = os.pathsep.join([str(Path(sys.executable).parent), "/usr/bin", "/bin"])
    monkeypatch.setenv("PATH", path)
    monkeypatch.setenv("PYTEST_DISABLE_PLUGIN_AUTOLOAD", "1")
    return path


@pytest.fixture
def make_sample(tmp_path: Path, tool_path: str) -> Callable[..., Sample]:
    """``make_sample(files)``: a git repository with ``files`` ({path: text}) in one commit."""

    def build(files: dict[str, str], name: str = "repo") -> Sample:
        root = tmp_path / name
        for path, text in files.items():
            (root / path).parent.mkdir(parents=True, exist_ok=True)
            (root / path).write_text(text, encoding="utf-8")
        git(root, "init", "-q", "--template=", "-b", "main")
        git(root, "add", "--all")
        git(root, "commit", "-q", "-m", "Sample")
        return Sample(root, git(root, "rev-parse", "HEAD").strip())

    return build


_EVIDENCE: dict[tuple, Evidence] = {}


@pytest.fixture
def evidence_for(tmp_path_factory: pytest.TempPathFactory, analyser, tool_path: str) -> Callable[..., Evidence]:
    """``evidence_for(sample, argv, output=None)``: run ``argv`` in the sample (its real output,
    unless ``output`` is given), write the job log GitHub would show for a step ``Run <argv>``, and
    analyse it into an :class:`Evidence` with one failing job."""

    def build(sample: Sample, argv: list[str], output: str | None = None) -> Evidence:
        key = (sample.head_sha, tuple(argv), output)
        if key not in _EVIDENCE:
            _EVIDENCE[key] = analyse(sample, argv, output)
        return _EVIDENCE[key]

    def analyse(sample: Sample, argv: list[str], output: str | None) -> Evidence:
        if output is None:
            env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
            done = subprocess.run(argv, cwd=sample.root, capture_output=True, text=True, env=env)
            assert done.returncode != 0, "the sample's failing command must fail"
            output, code = done.stdout + done.stderr, done.returncode
        else:
            code = 1
        git(sample.root, "clean", "-fdxq")
        command = " ".join(argv)
        lines = [
            "##[group]Run " + command,
            command,
            "shell: /usr/bin/bash -e {0}",
            "##[endgroup]",
            *output.splitlines(),
            f"##[error]Process completed with exit code {code}.",
        ]
        log = tmp_path_factory.mktemp("log") / "job.log"
        log.write_text("".join(TIMESTAMP + line + "\n" for line in lines), encoding="utf-8")
        with open_log_source(str(log)) as source:
            report, _ = triage_source(source, analyser, 2000)
        job = Job(id=42, name="check", status="completed", conclusion="failure")
        return Evidence(logs=[JobLog(job=job, path=log, report=report.jobs[0])])

    return build
