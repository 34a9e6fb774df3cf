"""A failed test whose report cites no test file is in the place its message names (rust21).

A user trial (trial-21, FINDINGS #5) read ``failed_tests[].file: null`` for ``cargo test``'s failed unit
tests although each one's message says where it panicked (``thread 'tests::eq_port' (13087) panicked at
src/main.rs:10:28:``) and that place is among the locations: a Rust unit test lives beside the code, in
``src/``, so no test file is cited, and its report (``---- tests::eq_port stdout ----``) comes after every
test's verdict line. Go's ``main_test.go:7:`` and Elixir's ``test/x_test.exs:3`` were already given their
files (a test file by name or folder).

Fixture: ``fixtures/trial-21/cargo-test-unit-panics.log`` (real ``cargo test`` output; its README says how it
was made), run as the failing step of an Actions job log.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.failed_test_file import with_test_files
from ci_triage.logs.model import FailedTest, Location
from ci_triage.logs.report import triage_path

ActionsLog = Callable[[str, list[str]], bytes]
TRIAL = Path(__file__).resolve().parents[1] / "fixtures" / "trial-21"


def test_cargos_failed_unit_tests_are_in_the_file_where_they_panicked(tmp_path: Path, actions_log: ActionsLog) -> None:
    path = tmp_path / "job.log"
    log = (TRIAL / "cargo-test-unit-panics.log").read_text(encoding="utf-8").splitlines()
    path.write_bytes(actions_log("cargo test", log))
    report = triage_path(path, Analyser.load(), DEFAULT_BUDGET)[0]
    files = [(test.name, test.file) for test in report.jobs[0].failed_tests]
    assert files == [("tests::eq_port", "src/main.rs"), ("tests::bad_port", "src/main.rs")]


def test_a_place_is_not_the_start_of_a_longer_line_number() -> None:
    test = FailedTest(name="t", log_line=3, source="log", message="panicked at src/lib.rs:10:28: boom")
    cited = [Location(file="src/main.rs", line=1, log_line=9), Location(file="src/lib.rs", line=1, log_line=9)]
    assert [found.file for found in with_test_files([test], cited)] == [None]
    cited.append(Location(file="src/lib.rs", line=10, column=28, log_line=9))
    assert [found.file for found in with_test_files([test], cited)] == ["src/lib.rs"]


def test_a_test_file_in_its_report_comes_before_the_place_its_message_names() -> None:
    test = FailedTest(name="t", log_line=3, source="log", message="Error at src/a.js:4")
    cited = [Location(file="src/a.js", line=4, log_line=4), Location(file="test/a.test.js", line=9, log_line=5)]
    assert [found.file for found in with_test_files([test], cited)] == ["test/a.test.js"]
