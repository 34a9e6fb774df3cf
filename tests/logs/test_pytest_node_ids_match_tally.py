"""pytest's failed tests are listed by node id, once each, and counted as pytest's own tally counts them.

The logs are real pytest 9.0.3 runs (``tests/fixtures/passing/README.md``): parametrised ids with
spaces and ``::`` (``test_ids[a b]``, ``test_ids[c::d]``) and methods of a class, whose section
headers (``____ TestK.test_m ____``) are the short form of the node ids in the short summary
(``FAILED test_many.py::TestK::test_m - ...``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.extract import MAX_TESTS
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FAILING = Path(__file__).parents[1] / "fixtures" / "failing-tools"


def summary_entries(path: Path) -> list[str]:
    """The node ids of the short summary's ``FAILED``/``ERROR`` entries, in order."""
    entries = []
    for line in path.read_text().splitlines():
        for verdict in ("FAILED ", "ERROR "):
            if line.startswith(verdict):
                entries.append(line.removeprefix(verdict).rsplit(" - ", 1)[0])
    return entries


@pytest.mark.parametrize(
    ("name", "tally"),
    [("pytest-ids", 6), ("pytest-ids-v", 7), ("pytest-ids-64", 64)],  # "6 failed", "6 failed, 1 error", "64 failed"
)
def test_failed_tests_are_the_summarys_node_ids_and_their_count_is_the_tally(
    name: str, tally: int, analyser: Analyser
) -> None:
    path = FAILING / f"{name}.log"
    with open_log_source(str(path)) as source:
        report, _ = triage_source(source, analyser, 2000)
    entries = summary_entries(path)
    assert len(entries) == tally
    assert report.failed_tests_total == tally
    assert [test.name for test in report.failed_tests] == entries[:MAX_TESTS]


def test_ids_with_spaces_and_colons_keep_their_parameters(analyser: Analyser) -> None:
    with open_log_source(str(FAILING / "pytest-ids.log")) as source:
        report, _ = triage_source(source, analyser, 2000)
    by_name = {test.name: test for test in report.failed_tests}
    assert by_name["test_many.py::test_ids[a b]"].message == "AssertionError: assert 'a b' == 'ok'"
    assert by_name["test_many.py::test_ids[c::d]"].file == "test_many.py"
    assert "test_many.py::TestK::test_m" in by_name


def test_every_failed_entry_of_a_long_summary_counts_at_any_budget(analyser: Analyser) -> None:
    """pytest 9 ``-q --tb=line`` of 300 failing parametrised cases, wrapped as a GitHub Actions job
    log (920 lines): the first pass keeps only the first and last candidate lines of the step, so
    its windows skip summary entries; the step is under 2,000 lines and is read whole for them."""
    path = FAILING / "gha-pytest-300-failed.log"
    assert "300 failed, 1 passed" in path.read_text()
    for budget in (500, 2000, 8000):
        with open_log_source(str(path)) as source:
            report, _ = triage_source(source, analyser, budget)
        assert report.failed_tests_total == 300
        assert report.failed_tests_complete
        assert [test.name for test in report.failed_tests] == [f"test_many.py::test_p[{n}]" for n in range(MAX_TESTS)]
