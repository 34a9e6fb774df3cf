"""A jest suite that did not load because it requires a file of the repository that is not there is
the suite's test failure, from jest, with the suite named as the failed test (trial-26 #2).

Fixture (tests/fixtures/trial-26, README there): ``jest_suite_fail.log``, jest 30 / Node 20 ``npx jest
--ci``: ``FAIL __tests__/db.test.js``, ``● Test suite failed to run``, jest-resolve's ``Cannot find module
'../src/db' from '__tests__/db.test.js'``, then a passing suite. It was a runtime error from node
(node-runtime's ``local-module-missing``) with no failed test.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

TRIAL_26 = Path(__file__).parents[1] / "fixtures" / "trial-26"


def test_a_suite_requiring_a_missing_file_is_its_test_failure() -> None:
    with open_log_source(str(TRIAL_26 / "jest_suite_fail.log")) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    job = report.jobs[0]
    assert (job.classification.category, job.tool) == ("test failure", "jest")
    assert [(test.name, test.file, test.message) for test in job.failed_tests] == [
        ("__tests__/db.test.js", "__tests__/db.test.js", "Cannot find module '../src/db' from '__tests__/db.test.js'")
    ]
    assert job.classification.next_step is not None
    assert "import" in job.classification.next_step
