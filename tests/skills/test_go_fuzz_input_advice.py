"""A fuzz test's failing input is on the runner only: the advice says to bring it into the checkout.

Trial 59's finding 5: ``go test -fuzz`` found an input and wrote it to ``testdata/fuzz/FuzzReverse/<hash>``
on the runner; the advice was "Run the failed tests locally (FuzzReverse)", which reads only the
committed seed corpus and passes. The fixture is real output of go 1.19.8 (Debian's golang, run here),
read as a GitHub Actions step.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parent / "fixtures"


def test_a_fuzz_failure_is_reproduced_with_the_input_the_runner_wrote(
    analyser: Analyser, actions_log: Callable[[str, list[str]], bytes], tmp_path: Path
) -> None:
    command, *output = (FIXTURES / "go-test-fuzz-input.txt").read_text(encoding="utf-8").splitlines()
    log = tmp_path / "job.log"
    log.write_bytes(actions_log(command.removeprefix("$ "), output))
    with open_log_source(str(log)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    advice = next_step(report)
    assert report.category == "test failure"
    assert [test.name for test in report.failed_tests] == ["FuzzReverse"]
    assert (report.failed_tests[0].message or "").startswith("text_test.go:13: Reverse produced invalid UTF-8")
    assert "`Failing input written to testdata/fuzz/FuzzX/…`" in advice
    assert "`f.Add(…)` seed" in advice
    assert "`go test -run=FuzzX/HASH`" in advice
