"""Evidence for the diagnosis tests, built from real corpus logs through the analyser.

:func:`build_evidence` analyses a log and turns the report into what the collecting phase
gathers, numbered by the collector's own :func:`ci_triage.evidence.items.build_items`. Logs the
tests change (an injected line, a secret) are copied to ``tmp_path``.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from ci_triage.evidence.items import build_items
from ci_triage.evidence.model import Evidence, JobLog
from ci_triage.github.models import BaseBranchRun, ChangedFile, Job, PullRequest
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

JOB = Job(id=4242, name="test (3.9)", status="completed", conclusion="failure")
SYNTAX_LOG = "k8s-python-client-syntaxerror.log"
"""pytest collection fails on a SyntaxError in kubernetes/config/exec_provider.py:74 (85 KB)."""
CHANGED = "kubernetes/config/exec_provider.py"


def build_evidence(
    log: Path,
    analyser: Analyser,
    *,
    budget: int = 2000,
    pull_request: PullRequest | None = None,
    changed_files: Sequence[ChangedFile] = (),
    base_history: Sequence[BaseBranchRun] = (),
) -> Evidence:
    """Evidence for the job log at ``log`` (analysed with an excerpt budget of ``budget`` tokens)."""
    with open_log_source(str(log)) as source:
        report, _ = triage_source(source, analyser, budget)
    evidence = Evidence(
        pull_request=pull_request,
        logs=[JobLog(job=JOB, path=log, report=report.jobs[0])],
        changed_files=list(changed_files),
        base_history=list(base_history),
    )
    evidence.items = build_items(evidence)
    return evidence


def pull_request(title: str = "Handle interactive exec plugins", body: str | None = "Fixes #1.") -> PullRequest:
    return PullRequest(
        number=7, title=title, body=body, head_sha="a" * 40, head_ref="exec", base_ref="master", base_repository="o/r"
    )


def changed_file(path: str = CHANGED) -> ChangedFile:
    patch = (
        "@@ -72,3 +72,3 @@ class ExecProvider:\n"
        "             stdout=subprocess.PIPE,\n"
        "-            stderr=subprocess.PIPE,\n"
        "+            stderr=sys.stderr when is_interactive else subprocess.PIPE,\n"
        "             stdin=sys.stdin)"
    )
    return ChangedFile(filename=path, status="modified", additions=1, deletions=1, patch=patch)


@pytest.fixture
def syntax_log(corpus: Path) -> Path:
    return corpus / "gha" / SYNTAX_LOG


@pytest.fixture
def syntax_evidence(syntax_log: Path, analyser: Analyser) -> Evidence:
    """The k8s SyntaxError log with a PR that changes the file the error names."""
    return build_evidence(syntax_log, analyser, pull_request=pull_request(), changed_files=[changed_file()])


@pytest.fixture
def log_copy(syntax_log: Path, tmp_path: Path) -> Callable[[Callable[[list[bytes]], None]], Path]:
    """``log_copy(edit)``: a copy of the k8s log whose lines (bytes, split on ``\\n``) ``edit`` changes in place."""

    def make(edit: Callable[[list[bytes]], None]) -> Path:
        lines = syntax_log.read_bytes().split(b"\n")
        edit(lines)
        target = tmp_path / SYNTAX_LOG
        shutil.copyfile(syntax_log, target)
        target.write_bytes(b"\n".join(lines))
        return target

    return make
