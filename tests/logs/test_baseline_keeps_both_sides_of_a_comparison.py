"""A failed comparison is quoted by both its sides when a passing log printed one side's template.

RSpec reports a failed ``eq`` as ``expected: 4`` above ``got: 0``. A passing run whose pending
example fails as expected prints the same shapes (``expected: 3`` / ``got: 2`` under ``Pending:``);
with that log as the baseline, the failed example's ``expected:`` line was known, its ``got:`` line
new, and the summary quoted ``got: 0`` alone. Fixtures ``fixtures/baseline/rspec-pending-*.out``:
real output of ``rspec`` (rspec-core 3.12.0, Debian's ruby 3.1.2) on a spec file with a pending
example whose expectation fails, beside an example that fails (``-fails``) or passes (``-passes``).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.compare import load_baseline
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parent / "fixtures" / "baseline"


def test_a_known_first_side_is_quoted_with_the_new_second(analyser: Analyser) -> None:
    baselines, _ = load_baseline(str(FIXTURES / "rspec-pending-passes.out"))
    for compared in ((), baselines):
        report, _ = triage_path(FIXTURES / "rspec-pending-fails.out", analyser, DEFAULT_BUDGET, (), compared)
        job = report.jobs[0]
        assert [(test.name, test.message) for test in job.failed_tests] == [("Calc multiplies", "expected: 4; got: 0")]
        assert "expected: 4; got: 0" in report.summary
