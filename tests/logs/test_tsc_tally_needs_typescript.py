"""tsc's tally without a file count (``Found 2 errors.``) is ruff's tally too: it counts for tsc only
in a step where a TypeScript diagnostic is read, so a ruff step gets no competing "type check".

Fixture: ``tests/fixtures/trial-z/f09-two-failing-steps-continue.log`` (trial-z, 2026-12-03: a ruff
step with ``continue-on-error``, then a pytest step; ruff ends with ``Found 2 errors.``).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path, triage_source
from ci_triage.logs.source import open_log_source

TRIAL = Path(__file__).parents[1] / "fixtures" / "trial-z"


def test_ruffs_found_n_errors_is_no_type_check(analyser: Analyser) -> None:
    with open_log_source(str(TRIAL / "f09-two-failing-steps-continue.log")) as source:
        report, _ = triage_source(source, analyser, 2000, workflow_read=True)  # the ruff step failed the job
    job = report.jobs[0]
    assert job.classification.category == "lint/format"
    assert "type check" not in {other.category for other in job.classification.competing}
    assert "found-errors-plain" not in {hit.signal for hit in job.classification.signals}


def test_tscs_found_n_errors_still_counts_beside_its_diagnostic(analyser: Analyser, tmp_path: Path) -> None:
    log = tmp_path / "tsc.log"
    log.write_text(
        "$ tsc --noEmit\n"
        "src/app.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.\n"
        "Found 1 error. Watching for file changes.\n"
        "exit code 2\n"
    )
    report, _ = triage_path(log, analyser, 2000)
    job = report.jobs[0]
    assert job.classification.category == "type check"
    assert "found-errors-plain" in {hit.signal for hit in job.classification.signals}
