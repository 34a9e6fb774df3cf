"""size-limit's bundle over its budget is size-limit's failure, quoting its own line ``Package size
limit has exceeded by 5.93 kB``, not the runner's ``Process completed with exit code 1.`` (trial-26 #8).

Fixture (tests/fixtures/trial-26, README there): ``sizelimit_fail.log``, size-limit 12.1.0 with
``@size-limit/file`` (``npm run size``, a 1 kB limit on a 6.93 kB bundle, ANSI colours kept).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

TRIAL_26 = Path(__file__).parents[1] / "fixtures" / "trial-26"


def test_a_bundle_over_its_size_limit_quotes_the_tools_line() -> None:
    with open_log_source(str(TRIAL_26 / "sizelimit_fail.log")) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    job = report.jobs[0]
    assert job.tool == "size-limit"
    assert job.classification.category == "lint/format"  # a gate on a measure, as a coverage gate (trial 48)
    assert job.headline == "Package size limit has exceeded by 5.93 kB"
    assert job.classification.next_step is not None
    assert "size-limit" in job.classification.next_step
