"""A test pytest-rerunfailures ran again and that then passed is named as flaky, in a warning.

Fixture ``tests/fixtures/s29-t58b/pytest-rerun-flaky.gha.log``: real pytest 9.2.0 and pytest-rerunfailures
16.7 output (``-v -rR --reruns 2``; see the folder's README). Before (trial 58 #11, trial 57 #10), only
the test that failed every attempt was reported; ``test_flaky_connect``'s ``RERUN`` went unmentioned.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

FIXTURE = Path(__file__).parents[1] / "fixtures" / "s29-t58b" / "pytest-rerun-flaky.gha.log"


def test_the_flaky_test_is_a_warning_not_a_failed_test(capsys: pytest.CaptureFixture[str]) -> None:
    main(["triage", str(FIXTURE), "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    assert [test["name"] for test in report["failed_tests"]] == ["test_net.py::test_always_broken"]
    flaky = [warning for warning in report["warnings"] if "passed on a rerun" in warning]
    assert flaky == [
        "test_net.py::test_flaky_connect failed and then passed on a rerun (pytest-rerunfailures' RERUN): not why "
        "the job failed, but a test that fails and then passes is flaky and worth a look"
    ]
