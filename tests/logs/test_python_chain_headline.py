"""A Python chain's summary quotes the exception the program died of, then its cause (trial 85 #7).

Fixtures: tests/fixtures/trial-85 (README there: real CPython 3.11 output, wrapped as a job log)."""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-85"


def _triage(name: str) -> TriageReport:
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    return report


def test_a_chain_raised_from_its_cause_is_summarised_by_its_last_exception_then_the_cause() -> None:
    """``raise ConfigError(…) from e`` over a ``JSONDecodeError``: the program died of the
    ``ConfigError`` (shop/config.py:11), which the summary names first, its cause after it."""
    report = _triage("py-chained.log")
    assert report.category == "runtime error"
    summary = report.summary
    assert "shop.config.ConfigError: invalid config file settings.json (at shop/config.py:11)" in summary
    assert "; caused by JSONDecodeError" in summary
    assert summary.endswith("(at shop/config.py:9)")
    assert summary.index("ConfigError") < summary.index("JSONDecodeError")
    final = [hit for hit in report.signals if hit.signal == "final-exception"]
    assert [hit.line for hit in final] == [51]  # the ConfigError's line, not the cause's (37)
