"""A failed pytest test's message says how it failed when pytest's short summary cuts it or says nothing.

Trial 27: pytest-xdist's crashed worker came out as the short summary's ``worker 'gw0' crashed
while ru...`` (with the ``FAILED`` line's head), hypothesis's ``FlakyFailure`` exception group as
``AssertionError('assert ((7 % 7)...`` and pytest-timeout's thread method (no summary at all) as no
message. Fixtures: tests/fixtures/trial-27/README.md (pytest 9.2.0, pytest-xdist 3.8.0, hypothesis
6.170.27, pytest-timeout 2.4.0).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-27"


def failed_test(name: str, capsys: pytest.CaptureFixture[str]) -> tuple[dict, str]:
    assert main(["triage", str(FIXTURES / name), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    (failed,) = report["failed_tests"]
    return failed, report["summary"]


def test_a_crashed_workers_message_is_xdists_whole_line(capsys: pytest.CaptureFixture[str]) -> None:
    failed, summary = failed_test("pytest-xdist-worker-crash.out", capsys)
    assert failed["message"] == "worker 'gw0' crashed while running 'tests/test_crash.py::test_native_crash'"
    assert "..." not in summary


def test_a_flaky_hypothesis_tests_message_is_the_groups_exception(capsys: pytest.CaptureFixture[str]) -> None:
    failed, _ = failed_test("hypothesis-flaky-group.out", capsys)
    assert failed["message"].startswith(
        "hypothesis.errors.FlakyFailure: Hypothesis test_cache_hit(x=302) produces unreliable results"
    )


def test_a_thread_timeouts_message_quotes_where_the_test_hung(capsys: pytest.CaptureFixture[str]) -> None:
    failed, summary = failed_test("pytest-timeout-thread.gha.log", capsys)
    assert failed["name"] == "tests/test_slow.py::test_waits_for_service"
    assert failed["message"] == "+++ Timeout +++: hung at c.recv(10) (line 11)"
    assert failed["message"] in summary
