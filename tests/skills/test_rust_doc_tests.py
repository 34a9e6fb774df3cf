"""``cargo test --doc``: a failed doc test is a failed test, located where its code block starts.

rustdoc names a doc test by its file, item and the line its code block starts on
(``src/lib.rs - add (line 3)``). Edition 2024 compiles every doc test into one temporary bundle,
so the panic names ``/tmp/rustdoctestXXXX/doctest_bundle_2024.rs``, no file of the repository.
Fixtures: a user trial's real output (``cargo-doctest-trial.txt``, edition 2024) and cargo 1.95's
here (``cargo-doctest-edition2021.txt``: one doc test panics, one does not compile).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parent / "fixtures"


def triage(name: str, analyser: Analyser) -> TriageReport:
    return triage_path(FIXTURES / name, analyser, DEFAULT_BUDGET)[0]


# fixture: (failed tests, in the log's order; the first location)
DOC_TESTS = {
    "cargo-doctest-trial.txt": (["src/lib.rs - add (line 3)"], "src/lib.rs:3"),
    "cargo-doctest-edition2021.txt": (
        ["src/lib.rs - Counter::nothing (line 18)", "src/lib.rs - Counter::bump (line 7)"],
        "src/lib.rs:18",
    ),
}


@pytest.mark.parametrize("name", sorted(DOC_TESTS))
def test_a_failed_doc_test_is_a_failed_test_located_at_its_code_block(name: str, analyser: Analyser) -> None:
    tests, first = DOC_TESTS[name]
    report = triage(name, analyser)
    assert [test.name for test in report.failed_tests] == tests
    assert report.locations
    assert f"{report.locations[0].file}:{report.locations[0].line}" == first
    assert report.confidence >= 0.7  # the runner names the failed test, as for any cargo test failure


def test_rustdoc_s_temporary_bundle_is_no_location(analyser: Analyser) -> None:
    report = triage("cargo-doctest-trial.txt", analyser)
    assert not [location for location in report.locations if "rustdoctest" in location.file]
    assert all(signal.category == "test failure" for signal in report.jobs[0].classification.signals)
