"""pytest's short test summary cuts its line to the terminal's width (80 columns on a runner):
``ERROR tests/test_import.py - shop_config.Unconfigured: Requested setting DATA...``. When the whole
message is in the log (the ``E   …`` line of the file's report below ``___ ERROR collecting … ___``),
the summary, the failed test's message and the advice quote it whole, not the cut line (user trial
105 #3 quoted ``…ImproperlyConfigured: Requeste...`` in all three: the banner above the summary
line ended the lines read from it).

Real output (tests/fixtures/s37-t105b/README.md): pytest 9.2.0 on Python 3.11.7."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s37-t105b"
WHOLE = "shop_config.Unconfigured: Requested setting DATABASE_URL, but settings are not configured"


def test_a_collection_errors_cut_summary_line_is_read_from_its_report(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "pytest-collection-error-cut-summary.gha.log", "--no-home-skills")
    assert report["category"] == "test failure"
    [test] = report["failed_tests"]
    assert test["kind"] == "collection"
    assert test["message"].startswith(WHOLE)
    assert test["message"].endswith("before running the tests")
    for said in (report["summary"], report["next_step"]):
        assert WHOLE in said
        assert "DATA..." not in said
