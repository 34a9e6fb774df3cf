"""A Python tool that crashed is summarised by its exception, not by its routine warnings (trial-19, crash19).

pdm reports an exception it did not expect as ``[AttributeError]: module 'hishel' has no attribute
'SyncSqliteStorage'`` (then ``WARNING: Add '-v' to see the detailed traceback``). No signal read that
form, so the summary quoted pdm's first ``WARNING:`` line and the step tool's category (dependency
resolution) advised refreshing the lock file; the plain log quoted the warning after the error.

Fixtures: ``tests/fixtures/trial-19/pdm-crash.gha.log`` and ``pdm-module-missing.plain.log`` (real pdm
2.29.4 output, their README says how).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.markdown import render_markdown

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "trial-19"


@pytest.mark.parametrize(
    ("name", "error"),
    [
        ("pdm-crash.gha.log", "[AttributeError]: module 'hishel' has no attribute 'SyncSqliteStorage'"),
        ("pdm-module-missing.plain.log", "[ModuleNotFoundError]: No module named 'hishel.httpx2'"),
    ],
)
def test_pdms_crash_is_the_summary_not_its_warnings(analyser: Analyser, name: str, error: str) -> None:
    report, _ = triage_path(str(FIXTURES / name), analyser, 2000)
    assert report.category == "runtime error"
    assert (report.summary or "").endswith(error)
    assert report.tool == "pdm"
    assert "refresh the lock file" not in render_markdown(report)
