"""A fast sample of the excerpt measure (``benchmarks/localisation.py --sets logdx``): LogDx cases of
the tuning part of the split (``benchmarks/split.py``) whose critical signals were lost to a cause
the selection now handles, each kept whole at the default budget.

- ``mypy-pandas-001``: mypy prints the same kind of error 279 times; the first of them (4150, 4151),
  the ``Found 279 errors`` summary (4429) and the failed hook line (4431) used to lose the budget to
  the last repeats.
- ``pytest-pandas-001``: the collection error's traceback frames above its ``E`` line (1277-1279)
  and the first ``FAILED`` line of the short summary (3522) were cut.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.source import open_log_source

CASES = ("mypy-pandas-001", "pytest-pandas-001")


def _critical_groups(case: Path) -> list[list[int]]:
    truth = json.loads((case / "ground_truth.json").read_text(encoding="utf-8"))
    return [
        [n for start, end in signal["evidence_lines"] for n in range(start, end + 1)]
        for signal in truth["required_signals"]
        if signal.get("importance") == "critical" and signal.get("evidence_lines")
    ]


@pytest.mark.parametrize("name", CASES)
def test_every_critical_signal_of_the_case_is_in_the_excerpt(name: str, corpus: Path, analyser: Analyser) -> None:
    case = corpus / "logdx" / name
    log = (case / (case / "log.txt").read_text(encoding="utf-8").strip()).resolve()
    with open_log_source(str(log)) as source:
        analysis = analyser.analyse(source.members[0], DEFAULT_BUDGET)
    chosen = set(analysis.excerpt_lines)
    missing = [group for group in _critical_groups(case) if not set(group) <= chosen]
    assert missing == []
    assert sum(span.tokens for span in analysis.report.excerpt) <= DEFAULT_BUDGET
