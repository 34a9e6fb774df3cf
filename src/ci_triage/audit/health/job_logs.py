"""Analyse the logs of an opened source job by job: one :class:`JobReport` per job name, redacted.

A run-logs zip (``shared/corpus/gha/GHA-LOGS-API.md``, "Zip layout") has one top-level file per job
(``N_job.txt``) and, in older archives, only per-step files (``job/N_step.txt``); a single job log
(``GET /actions/jobs/{id}/logs``) has one member. A job's report is that of its first failing
member, else of its first member.
"""

from __future__ import annotations

from ci_triage.base.redact import redact, redact_value
from ci_triage.logs.analyse import Analyser, may_have_failed
from ci_triage.logs.model import JobReport
from ci_triage.logs.source import LogSource

SCAN_EXCERPT_BUDGET = 500
"""Excerpt tokens per failing job in a scan: a cluster shows one representative excerpt, so it is
shorter than a PR comment's (2,000)."""


def analyse_jobs(source: LogSource, analyser: Analyser, budget: int = SCAN_EXCERPT_BUDGET) -> dict[str, JobReport]:
    """Job name → the redacted report of its first failing member (its first member when none failed).

    Members without a job name (a single log) are reported under ``""``.
    """
    reports: dict[str, JobReport] = {}
    for member in source.members:
        known = reports.get(member.job)
        if known is not None and known.failure_found:
            continue
        first_pass = analyser.scan(member)
        if known is not None and not may_have_failed(first_pass):
            continue
        analysis = analyser.analyse(member, budget, first_pass)
        reports[member.job] = redact_value(analysis.report, redact)
    return reports
