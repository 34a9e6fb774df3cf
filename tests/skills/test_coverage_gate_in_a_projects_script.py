"""A coverage gate in the project's own script is the coverage gate, whoever printed it.

Trial 130: a script's ``ERROR: coverage 33.3% is below the threshold of 80%`` (or ``Coverage 61% is
below the required 80%``) read as "unknown", or as a test failure beside pytest's progress. The
fixtures are two such scripts written for the session (``tests/fixtures/s49-gates``), run on a
package covered at 38% by coverage.py 7.18.0: a line naming coverage, a percentage, that it is below,
and a threshold word is the gate, lint/format, at the file the coverage report above it names.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s49-gates"


@pytest.mark.parametrize(
    ("name", "quote", "places"),
    [
        (
            "coverage-own-gate-python.txt",
            "ERROR: coverage 37.5% is below the threshold of 80%",
            [("src/shop/cart.py", 6)],
        ),
        ("coverage-own-gate-bash.txt", "Coverage 38% is below the required 80%", []),
    ],
)
def test_a_scripts_coverage_gate_is_the_coverage_gate(
    triage_step_fixture: Callable[[str | Path], TriageReport], name: str, quote: str, places: list[tuple[str, int]]
) -> None:
    report = triage_step_fixture(FIXTURES / name)
    assert report.category == "lint/format"
    assert report.confidence >= 0.7
    assert report.summary.endswith(quote)
    assert [(location.file, location.line) for location in report.locations] == places
    assert "The coverage gate failed" in (report.jobs[0].classification.next_step or "")


def test_the_scripts_traced_echo_is_not_its_finding(
    analyser: Analyser, actions_log: Callable[[str, list[str]], bytes], tmp_path: Path
) -> None:
    log = tmp_path / "job.log"
    log.write_bytes(actions_log("bash -x check.sh", ["+ echo 'Coverage 38% is below the required 80%'"]))
    with open_log_source(str(log)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    assert report.category != "lint/format"
