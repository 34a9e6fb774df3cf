"""A failed test pytest names only by its failure section's header (``-q -rN``: no short summary)
is listed by its node id, the name ``pytest`` takes, when its file is known; failures pytest only
counts (``--tb=no -rN``) are no complete list; a file that failed to collect, its short summary's
entry cut short, has the exception under its section's header as its message.

Fixture: ``tests/fixtures/trial-91/README.md`` (real pytest 9.2.0 output as a GitHub Actions job log).
Before: ``TestInventory.test_add`` and ``test_parse_range[with [brackets]]``, which cannot be pasted
into ``pytest``; 4 failures counted and none named were said to be a complete list; the collection
error's message was the summary's ``ImportError while importing test module '/home/runner...``.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "trial-91"


def test_section_headers_become_node_ids(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "pytest-q-rN.gha.log", analyser, 2000)
    assert [test.name for test in report.failed_tests] == [
        "test_parse.py::test_parse_range[with [brackets]]",
        "test_parse.py::test_parse_range[double::colon]",  # a parameter's `::` is no class
        "test_parse.py::TestInventory::test_add",
        "test_parse.py::TestInventory::TestNested::test_nonzero[0]",
    ]


def test_failures_counted_but_none_named_are_no_complete_list(analyser: Analyser) -> None:
    # ``--tb=no -rN``: ``4 failed, 4 passed in 1.46s`` and nothing else names a failed test
    report, _ = triage_path(FIXTURES / "pytest-tb-no.gha.log", analyser, 2000)
    assert (report.failed_tests, report.failed_tests_total, report.failed_tests_complete) == ([], 4, False)


def test_a_collection_errors_cut_summary_gives_way_to_its_exception(analyser: Analyser) -> None:
    # pytest-xdist's short summary ``ERROR test_zbroken.py - ImportError while importing test module '/home/runner...``
    report, _ = triage_path(FIXTURES / "pytest-xdist-collection-error.gha.log", analyser, 2000)
    collected = [test for test in report.failed_tests if test.kind == "collection"]
    assert [(test.name, test.message) for test in collected] == [
        ("test_zbroken.py", "ModuleNotFoundError: No module named 'inventory'")
    ]
