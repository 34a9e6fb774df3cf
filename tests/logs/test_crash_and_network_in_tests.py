"""A crash is a test failure only where a test ran, and a test failing on the network is the
network's failure (issue 11's trial; trial 74 #4). Fixtures are real output (``tests/skills/fixtures``:
GNU bash 5.2.15 running a gcc 12 program and CPython 3.11.7 that segfault, pytest 9.2.0 running a
test that segfaults and one whose URL does not resolve), plain and as a GitHub Actions step."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.logs.test_tool_output_shapes import shapes, triage

from ci_triage.logs.analyse import Analyser


@pytest.mark.parametrize("shape", [0, 1], ids=["plain", "actions"])
@pytest.mark.parametrize("name", ["crash-c-program.txt", "crash-python-c.txt"])
def test_a_program_that_crashes_outside_tests_is_a_runtime_error(
    analyser: Analyser, tmp_path: Path, name: str, shape: int
) -> None:
    report = triage(analyser, shapes(tmp_path, name, 139)[shape])
    assert report.category == "runtime error", report.jobs[0].classification.scores
    assert "test failure" not in report.jobs[0].classification.scores
    assert "Segmentation fault" in report.summary


@pytest.mark.parametrize("shape", [0, 1], ids=["plain", "actions"])
def test_a_crash_while_a_test_runs_stays_a_test_failure(analyser: Analyser, tmp_path: Path, shape: int) -> None:
    report = triage(analyser, shapes(tmp_path, "pytest-segfault.txt", 139)[shape])
    assert report.category == "test failure"
    assert report.tool == "pytest"
    assert report.locations[0].file.endswith("seg/test_native.py")


@pytest.mark.parametrize("shape", [0, 1], ids=["plain", "actions"])
def test_a_test_failing_on_dns_is_no_test_failure(analyser: Analyser, tmp_path: Path, shape: int) -> None:
    """The network error is why every failed test failed: the network's verdict, the test still listed
    (trial 74 #4: a remote host's failure is the network's whichever runner reports it)."""
    report = triage(analyser, shapes(tmp_path, "pytest-dns.txt", 1)[shape])
    assert report.category == "infrastructure/network/flaky"
    assert [test.name for test in report.failed_tests] == ["test_net.py::test_fetch_schema"]


@pytest.mark.parametrize("shape", [0, 1], ids=["plain", "actions"])
def test_the_tests_own_file_is_the_location_and_the_standard_librarys_are_not(
    analyser: Analyser, tmp_path: Path, shape: int
) -> None:
    report = triage(analyser, shapes(tmp_path, "pytest-dns.txt", 1)[shape])
    files = [location.file for location in report.locations]
    assert files[0] == "test_net.py"
    assert "/lib/python3" in shapes(tmp_path, "pytest-dns.txt", 1)[shape].read_text()  # the traceback names them
    assert not any("/lib/python3" in file for file in files)


@pytest.mark.parametrize(
    ("crashed", "category"),
    [
        ("/home/travis/build/o/r/phpunit --exclude-group tty", "test failure"),  # a test runner crashed
        ("node --harmony ./bin/cake test", "test failure"),  # a command that runs the tests
        ("./tools/generate-assets", "runtime error"),
    ],
)
def test_the_crashed_command_says_whether_tests_ran(
    analyser: Analyser, tmp_path: Path, crashed: str, category: str
) -> None:
    """The shell's crash line as Travis logs show it (the form of the corpus's symfony and
    coffeescript logs), with nothing else that names a test runner."""
    log = tmp_path / "job.log"
    log.write_text(f"bash: line 1: 28050 Segmentation fault      (core dumped) {crashed}\n")
    assert triage(analyser, log).category == category


@pytest.mark.parametrize("shape", [0, 1, 2], ids=["plain", "actions", "output-alone"])
def test_the_test_the_crash_traceback_names_is_a_failed_test(analyser: Analyser, tmp_path: Path, shape: int) -> None:
    """Issue 12's trial (pytest 9.2.0, CPython 3.11.7, ``-q``: the progress dot printed before the
    crash): faulthandler's frame ``File "…", line 4 in test_native`` says where the interpreter
    crashed; pytest never reported a failed test, so that test is listed as the one it crashed in, as
    under ``-v`` (trial 129 F1: a test failure listed none). The summary quotes the crash without the
    dot, by that test, the same with or without the Actions wrapper and the command line."""
    logs = shapes(tmp_path, "pytest-segv-progress.txt", 139)
    alone = tmp_path / "alone.log"
    alone.write_text("".join(logs[0].read_text().splitlines(keepends=True)[1:]))
    report = triage(analyser, [*logs, alone][shape])
    assert report.category == "test failure", report.jobs[0].classification.scores
    assert report.confidence >= 0.7
    assert [test.message for test in report.failed_tests] == [
        "crashed: Fatal Python error: Segmentation fault (the test runner printed no verdict)"
    ]
    assert "crash_test.py::test_native — crashed: Fatal Python error: Segmentation fault" in report.summary
