"""A plain log (no exit marker) of a passing run settles as passed on the run's own generic verdict
(``Build complete``, ``All 12 checks passed``, ``Build finished: 0 errors, 2 warnings``) after its
last generic error word, on a message that says it handled its error (``…, falling back to …``,
``…, continuing``) and on zero counts (``Error: none found``); a real failure under such a verdict
still fails.

The fixtures are real runs (``tests/fixtures/plain-run-verdicts/README.md``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.passing import failure_text, handled_lines, run_verdict
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "plain-run-verdicts"
GREEN = sorted(path for path in FIXTURES.glob("*.log") if not path.name.endswith(".fail.log"))
RED = sorted(FIXTURES.glob("*.fail.log"))


def _triage(path: Path, analyser: Analyser) -> TriageReport:
    return triage_path(path, analyser, DEFAULT_BUDGET)[0]


@pytest.mark.parametrize("path", GREEN, ids=lambda path: path.stem)
def test_a_passing_plain_log_is_no_failure(path: Path, analyser: Analyser) -> None:
    report = _triage(path, analyser)
    assert not report.failure_found, report.summary


@pytest.mark.parametrize("path", RED, ids=lambda path: path.stem)
def test_an_echoed_verdict_after_a_real_failure_hides_nothing(path: Path, analyser: Analyser) -> None:
    assert _triage(path, analyser).failure_found


@pytest.mark.parametrize(
    "line",
    [
        "Build complete",
        "Build finished: 0 errors, 2 warnings",
        "All 12 checks passed",
        "Tests passed.",
        "0 errors, 2 warnings",
        "12 passed, 0 failed",
    ],
)
def test_a_runs_generic_passing_verdict(line: str) -> None:
    assert run_verdict(line)


@pytest.mark.parametrize(
    "line",
    [
        "Build finished with errors",
        "Build finished: 2 errors, 0 warnings",
        "Not all tests passed",
        "Build never completed",
        "12 passed",
        "3 references",
        "error: build complete",
    ],
)
def test_a_verdict_that_counts_a_failure_or_is_turned_round_is_none(line: str) -> None:
    assert not run_verdict(line)


def test_a_handling_line_covers_itself_and_the_message_above_it() -> None:
    texts = dict(
        enumerate(
            [
                "cloning",
                "fatal: 'origin' does not appear to be a git repository",
                "fatal: Could not read from remote repository.",
                "",
                "Please make sure you have the correct access rights",
                "and the repository exists.",
                "no remote branch, continuing",
                "error: later",
            ],
            start=1,
        )
    )
    assert handled_lines(texts) == {2, 3, 4, 5, 6, 7}


def test_a_handling_line_with_its_own_error_word_covers_only_itself() -> None:
    texts = {1: "error: one", 2: "ERROR:root:Could not reach cache server, falling back to local build"}
    assert handled_lines(texts) == {2}


@pytest.mark.parametrize(
    "line", ["Error: tests failed", "error: could not compile", "FAILED test_a, then more", "x; y failed"]
)
def test_an_error_that_says_nothing_of_handling_is_not_handled(line: str) -> None:
    assert handled_lines({1: line}) == set()


@pytest.mark.parametrize("line", ["Error: none found", "Issues: 0 detected", "Build error budget: 0 used"])
def test_a_label_then_a_zero_and_its_participle_is_a_zero_count(line: str) -> None:
    assert not any(word in failure_text(line).lower() for word in ("error", "issue"))
