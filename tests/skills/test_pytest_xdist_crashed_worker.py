"""pytest-xdist: a worker that died names the test it was running, not the test's file.

The crashed worker's failure section is headed by the test's file (``____ tests/test_native.py
____``), and ``worker 'gw0' crashed while running '<node id>'`` names the test, from the
invocation folder where the summary's ``FAILED`` line counts from the rootdir. Fixtures: a user
trial's real output (``pytest-xdist-worker-crash-trial.txt``: a native abort, run from a folder
above the rootdir) and pytest 9.2 with pytest-xdist 3.8 here (``pytest-xdist-worker-exit.txt``:
``os._exit`` in a test class's method).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.extract import failed_tests
from ci_triage.logs.localise import LogLine
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parent / "fixtures"


# fixture: the failed tests, once each
CRASHED = {
    "pytest-xdist-worker-crash-trial.txt": ["play/cases/xdist/test_worker.py::test_crash"],
    "pytest-xdist-worker-exit.txt": ["tests/test_native.py::TestNative::test_exits"],
}


@pytest.mark.parametrize("name", sorted(CRASHED))
def test_the_test_that_crashed_the_worker_is_the_failed_test_not_its_file(name: str, analyser: Analyser) -> None:
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    assert [test.name for test in report.failed_tests] == CRASHED[name]
    assert report.failed_tests_total == 1


def test_a_node_id_from_a_folder_below_is_the_same_test_but_another_file_is_not(analyser: Analyser) -> None:
    texts = [
        "FAILED pkg/tests/test_a.py::test_one - boom",
        "FAILED tests/test_a.py::test_one - boom",
        "FAILED test_a.py::test_one - boom",
        "FAILED other/test_a.py::test_one - boom",
    ]
    lines = {
        number: LogLine(number=number, text=text, marker="", matches=list(analyser.signals.match(text)), section=0)
        for number, text in enumerate(texts, start=1)
    }
    _, names, _ = failed_tests(lines, sorted(lines), None)
    assert names == ["pkg/tests/test_a.py::test_one", "other/test_a.py::test_one"]
