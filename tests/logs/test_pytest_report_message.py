"""A failed pytest test's message is its report's ``E`` line, not the library source quoted above it.

pytest's default long traceback quotes each frame's whole function; urllib's ``do_open`` runs
90 lines, with ``# We want to make an HTTP/1.1 request, but the addinfourl`` among them, before
the ``E`` line that says what failed, so trial 27 read that comment as the test's message.
Fixture: tests/fixtures/trial-27/README.md (pytest 9.2.0, pytest-rerunfailures 16.7).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-27"


def test_the_message_is_the_e_line_below_a_long_quoted_function(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["triage", str(FIXTURES / "pytest-long-traceback-urlerror.out"), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    (failed,) = report["failed_tests"]
    assert failed["name"] == "tests/test_net.py::test_fetch_index"
    assert failed["message"] == "urllib.error.URLError: <urlopen error [Errno 111] Connection refused>"
    assert failed["message"] in report["summary"]
