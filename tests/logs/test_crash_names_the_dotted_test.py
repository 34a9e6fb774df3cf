"""A test binary a signal ended while it ran a test named on the crash's own line (trial 41 #7).

A harness that prints ``name ... `` as a test starts and its verdict (``ok``) as it ends leaves the
name without a verdict when the program dies in that test, and make (``make: *** [Makefile:2: test]
Segmentation fault``) or bash (``step.sh: line 2: 21990 Segmentation fault      ./cfg``) writes its
report on the same line: that test was running. Real output of gcc 12.2.0 and GNU make 4.3 (bash
5.2) here, a C program calling ``strlen(NULL)`` in ``test_lookup_missing``; the trial's own log
(``tests/fixtures/trial-41/segfault-make.gha.log``) is the same run as a GitHub Actions job.
"""

from __future__ import annotations

from pathlib import Path

from tests.logs.test_tool_output_shapes import actions_step

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

TRIAL = Path(__file__).parents[1] / "fixtures" / "trial-41" / "segfault-make.gha.log"
BASH_RUN = ["test_lookup_name ... ok", "test_lookup_missing ... step.sh: line 2: 21990 Segmentation fault      ./cfg"]
"""``./cfg`` run by a bash script, without make (exit 139)."""


def test_the_test_make_reports_the_crash_after_is_a_failed_test(analyser: Analyser) -> None:
    report, _ = triage_path(TRIAL, analyser, DEFAULT_BUDGET)
    assert report.category == "runtime error"
    assert report.tool is None  # the crashed program is the project's ./cfg, not make: make only reported it
    (test,) = report.failed_tests
    assert test.name == "test_lookup_missing"
    assert test.log_line == 31
    assert test.message == (
        "was running when the program stopped without a verdict: make: *** [Makefile:2: test] Segmentation fault"
    )


def test_the_test_bash_reports_the_crash_after_is_a_failed_test(analyser: Analyser, tmp_path: Path) -> None:
    report, _ = triage_path(actions_step(tmp_path, "bash step.sh", BASH_RUN, 139), analyser, DEFAULT_BUDGET)
    assert [test.name for test in report.failed_tests] == ["test_lookup_missing"]
