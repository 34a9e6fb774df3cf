"""A plain log (a local run pasted, no exit marker) that ends with the failing tool's own tally of
failures was not cut short: its diagnosis is not discounted as one without an exit marker (trials 71,
72 and 74: pytest's ``=== 2 failed, 1 passed in 0.12s ===`` gave test failure 0.68, below 0.7).
A log cut before the tally, or with more output after it, keeps the discount.

Fixtures: ``tests/logs/fixtures/plain-tallies`` (README there: each tool's real output, run here, and
its version), and ``cargo-build-no-exit-marker.txt`` (cargo build's ``error: could not compile``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parent / "fixtures"
TALLIES = FIXTURES / "plain-tallies"


def _triage(analyser: Analyser, path: Path) -> TriageReport:
    return triage_path(path, analyser, DEFAULT_BUDGET)[0]


def _discounted(report: TriageReport) -> bool:
    return any(step.reason == "no exit marker" for step in report.confidence_steps)


@pytest.mark.parametrize(
    ("name", "category", "tool"),
    [
        ("pytest.txt", "test failure", "pytest"),
        ("pytest-q.txt", "test failure", "pytest"),  # -q: `1 failed, 1 passed in 6.12s`, no rulers (trial 115 #6)
        ("jest.txt", "test failure", "jest"),
        ("go.txt", "test failure", "go-test"),
        ("cargo.txt", "test failure", "cargo-test"),
        ("mypy.txt", "type check", "mypy"),
        ("ruff.txt", "lint/format", "ruff"),
        ("eslint.txt", "lint/format", "eslint"),
        ("rspec.txt", "test failure", "rspec"),
    ],
)
def test_a_plain_run_ending_with_its_tools_tally_is_not_discounted(
    analyser: Analyser, name: str, category: str, tool: str
) -> None:
    report = _triage(analyser, TALLIES / name)
    assert (report.category, report.tool) == (category, tool)
    assert not _discounted(report)
    assert not any("no exit marker" in warning for warning in report.warnings)
    assert report.confidence >= 0.7  # was 0.56 (ruff) to 0.71 (go) with the × 0.75


def test_cargo_builds_could_not_compile_ends_its_run(analyser: Analyser) -> None:
    report = _triage(analyser, FIXTURES / "cargo-build-no-exit-marker.txt")
    assert report.category == "compile/build error"
    assert not _discounted(report)


def test_a_log_cut_before_the_tally_keeps_the_discount(analyser: Analyser, tmp_path: Path) -> None:
    lines = (TALLIES / "pytest.txt").read_text(encoding="utf-8").splitlines(keepends=True)
    assert "2 failed, 1 passed" in lines[-1]
    cut = tmp_path / "cut.txt"
    cut.write_text("".join(lines[:-1]), encoding="utf-8")  # ends in the short summary's FAILED lines
    report = _triage(analyser, cut)
    assert report.category == "test failure"
    assert _discounted(report)
    assert report.confidence < 0.7


def test_pytest_q_s_bare_tally_ends_the_log_without_weighing_the_verdict(analyser: Analyser) -> None:
    """Its run's last line, read as the log's end by the runner's tally alone: no signal matched it
    (as one it would outweigh the cause in a rerun's log beside a passing one, session 40)."""
    path = TALLIES / "pytest-q.txt"
    last = len(path.read_text(encoding="utf-8").splitlines())
    report = _triage(analyser, path)
    assert not _discounted(report)
    assert last not in [signal.line for signal in report.signals]


def test_a_pytest_q_log_cut_before_its_tally_keeps_the_discount(analyser: Analyser, tmp_path: Path) -> None:
    lines = (TALLIES / "pytest-q.txt").read_text(encoding="utf-8").splitlines(keepends=True)
    assert lines[-1].startswith("1 failed, 1 passed in ")
    cut = tmp_path / "cut.txt"
    cut.write_text("".join(lines[:-1]), encoding="utf-8")
    assert _discounted(_triage(analyser, cut))


@pytest.mark.parametrize(
    "more",
    [
        # cargo's own start of a later command: another tool's lines
        "   Compiling calc v0.1.0 (/home/dev/rs)\n    Finished `test` profile [unoptimized + debuginfo] target(s)\n",
        # lines no signal reads, more than a tool's trailer
        "$ ./deploy.sh\nuploading build/\n  part 1 of 3\n  part 2 of 3\n",
    ],
)
def test_output_after_the_tally_keeps_the_discount(analyser: Analyser, tmp_path: Path, more: str) -> None:
    log = tmp_path / "more.txt"
    log.write_text((TALLIES / "pytest.txt").read_text(encoding="utf-8") + more, encoding="utf-8")
    report = _triage(analyser, log)
    assert report.category == "test failure"
    assert _discounted(report)
