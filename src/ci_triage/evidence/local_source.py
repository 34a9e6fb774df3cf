"""Evidence from log files on disk: the action's ``log-path``, or a log given on the command line.

Each analysed job of the source (a log file, a gzipped log, or every job of a run-logs zip) is copied
to the work directory as a plain file, so the verifier can re-read a cited line by number whatever
the source's packing was. There is no run, pull request or history: those gaps are not stated,
because nothing was asked of GitHub.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from ci_triage.evidence.items import build_items
from ci_triage.evidence.model import Evidence, JobLog
from ci_triage.github.models import Job
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.source import LogMember


class LocalLogSource:
    """``collect`` analyses ``path`` with ``analyser`` under the attempt's budget."""

    def __init__(self, path: Path, workdir: Path, analyser: Analyser) -> None:
        self.path = path
        self.workdir = workdir
        self.analyser = analyser

    def collect(self, attempt: int, budget_tokens: int) -> Evidence:
        """The evidence of every analysed job. A log that cannot be read is the user's input error:
        :class:`~ci_triage.base.errors.InputError` propagates (exit 3), as for ``ci-triage triage``."""
        from ci_triage.logs.report import triage_source
        from ci_triage.logs.source import open_log_source

        with open_log_source(str(self.path)) as source:
            report, _ = triage_source(source, self.analyser, budget_tokens)
            copies = {member.name: self._copy(member, attempt) for member in source.members}
        logs = []
        for number, job_report in enumerate(report.jobs, 1):
            copy = copies.get(job_report.member or "") or next(iter(copies.values()))
            conclusion = "failure" if job_report.failure_found else None
            job = Job(id=number, name=job_report.job, status="completed", conclusion=conclusion)
            logs.append(JobLog(job=job, path=copy, report=job_report))
        evidence = Evidence(logs=logs)
        evidence.items = build_items(evidence, [], [])
        return evidence

    def _copy(self, member: LogMember, attempt: int) -> Path:
        safe = re.sub(r"[^\w.-]+", "_", member.name)[-100:] or "log"
        target = self.workdir / f"attempt-{attempt}" / safe
        target.parent.mkdir(parents=True, exist_ok=True)
        member.file.seek(0)
        with open(target, "wb") as handle:
            shutil.copyfileobj(member.file, handle)
        return target
