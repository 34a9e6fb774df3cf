"""Trial 23's crashes: a step's own `timeout`, a segfault inside pytest, an ASan report on a short budget."""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

TRIAL = Path(__file__).parent.parent / "fixtures" / "trial-23"


def _triage(analyser, name: str, budget: int = 2000):
    with open_log_source(str(TRIAL / name)) as source:
        report, _ = triage_source(source, analyser, budget)
    return report


def test_a_steps_own_timeout_is_named_and_its_advice_is_not_timeout_minutes(analyser) -> None:
    """The step's script line ``timeout 3 python3 …`` is context: it names the limit and decides the
    advice, while the summary quotes the last line the program printed, what it waited on (trial 28
    #15), not the script line (a script line is no output) nor the runner's exit line."""
    report = _triage(analyser, "timeout.log")
    assert report.category == "timeout"
    assert report.summary.endswith("”: waiting for server on :5432")
    assert "step “Run timeout 3 python3" in report.summary
    assert report.jobs[0].classification.next_step is not None
    assert "own `timeout` command" in report.jobs[0].classification.next_step


def test_the_test_pytest_crashed_in_is_a_failed_test(analyser) -> None:
    report = _triage(analyser, "pytest-segv.log")
    assert report.category == "test failure"
    assert [test.name for test in report.failed_tests] == ["test_native.py::test_parse_native_buffer"]
    assert "Segmentation fault" in (report.failed_tests[0].message or "")


def test_a_short_budget_drops_the_shadow_map_before_the_asan_summary(analyser) -> None:
    report = _triage(analyser, "asan-heap.log", budget=300)
    shown = [line for part in report.jobs[0].excerpt for line in part.lines]
    assert any(line.startswith("SUMMARY: AddressSanitizer: heap-buffer-overflow") for line in shown)
    assert any("is located 0 bytes to the right of 40-byte region" in line for line in shown)
    assert not any("redzone" in line for line in shown)
