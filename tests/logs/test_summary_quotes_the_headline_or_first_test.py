"""What the one-line summary quotes, over the corpus sample the equivalence test reads.

README ("JSON report"): the top level's ``summary`` quotes the primary job's ``headline`` (its own
text shortened by :func:`~ci_triage.logs.report.clipped`, the step's other failed units named whole
around it), except when it names the failed tests of a verdict about tests; then it quotes the first
of those tests' ``message`` instead, and the two may differ (user trial 37 #17: ``go test -json``'s
headline is the package's ``fail`` event, the summary quotes ``calc_test.go:7: Add(2, 2) = 4, want
5``). The sample is that of ``test_corpus_equivalence.py``, its tuning part only (``benchmarks/split.py``).
"""

from __future__ import annotations

import sys
from pathlib import Path

from ci_triage.base.redact import forget_secrets
from ci_triage.logs.analyse import ALSO_FAILED, FAILED_FIRST, Analyser, named_units
from ci_triage.logs.model import JobReport, TriageReport
from ci_triage.logs.report import SUMMARY_HEADLINE_CHARS, TEST_MESSAGE_CHARS, TEST_VERDICTS, clipped, triage_path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from equivalence import corpus_logs, sample

SAMPLE_EVERY = 10
MAX_SAMPLE_BYTES = 400_000


def _primary(report: TriageReport) -> JobReport:
    failing = [job for job in report.jobs if job.failure_found]
    return ([job for job in failing if job.classification.category != "cancelled"] or failing)[0]


def _quoted(report: TriageReport) -> tuple[str, bool]:
    """Which the summary should quote (``test`` or ``headline``) and whether it does."""
    primary = _primary(report)
    tests = primary.step_failed_tests
    if tests and (primary.classification.category in TEST_VERDICTS or not primary.headline):
        said = " ".join((tests[0].message or "").split())
        return "test", tests[0].name in report.summary and clipped(said, TEST_MESSAGE_CHARS) in report.summary
    headline = primary.headline or ""
    earlier, later = named_units(primary.other_failed_units)
    before = f"{earlier}{FAILED_FIRST}" if earlier else ""
    after = f"{ALSO_FAILED}{later})" if later else ""
    own = headline.removeprefix(before).removesuffix(after)
    return "headline", all(part in report.summary for part in (before, clipped(own, SUMMARY_HEADLINE_CHARS), after))


def test_the_summary_quotes_the_headline_or_the_first_failed_tests_message(corpus: Path, analyser: Analyser) -> None:
    small = [log for log in corpus_logs(corpus) if log.path.stat().st_size <= MAX_SAMPLE_BYTES]
    logs = [log for log in sample(small, SAMPLE_EVERY) if not log.held_out]
    quoted: dict[str, tuple[str, bool]] = {}
    for log in logs:
        forget_secrets()
        report = triage_path(str(log.path), analyser, 2000)[0]
        if report.failure_found and report.jobs:
            quoted[log.name] = _quoted(report)
    assert {kind for kind, _ in quoted.values()} == {"test", "headline"}
    assert [name for name, (_, right) in quoted.items() if not right] == []
