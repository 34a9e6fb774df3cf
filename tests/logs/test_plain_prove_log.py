"""A plain ``prove`` log: a test file's status is not the step's exit code, the harness's
``Result: FAIL`` ends the run, and a green run of the same command is its baseline (trial t126,
findings 4 and 5).

``Dubious, test returned 2 (wstat 512, 0x200)`` is TAP::Harness's verdict on one test file (Test::More
exits with the count of its failed tests), while prove exited 1: the plain log's exit code was read
as 2. prove's ``Result: FAIL`` is its last line; a log ending there was not cut short. A green run of
one test file prints 4 lines; its only kind of line shared with the red run, ``Files=1, Tests=4,  0
wallclock secs ( … CPU)``, had a zero duration kept as a count (``1 wallclock secs`` in the red run),
so the pair was refused as "no kind of line the failing log has".

Fixtures (``tests/logs/fixtures/tap-prove/plain-*.log``): real output of prove (TAP::Harness v3.44,
Perl v5.36.0, Debian 12) made here: ``prove -l t/slug.t`` on a slug function that kept a trailing
dash (2 of 4 checks failed, prove exited 1), then after the fix (exit 0); ``prove --exec sh
t/check.sh`` on a shell script printing TAP whose second test point is ``not ok`` and that exits 0
(prove exited 1, no ``Dubious`` line).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.logs.templates import mask

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "tap-prove"
RED = FIXTURES / "plain-red.log"
GREEN = FIXTURES / "plain-green.log"
TAP_SCRIPT = FIXTURES / "plain-tap-script.log"


def test_a_test_files_status_is_not_the_plain_logs_exit_code(triage_json: Callable[..., dict]) -> None:
    report = triage_json(RED)
    assert report["category"] == "test failure"
    assert "Dubious, test returned 2" in RED.read_text()
    assert report["exit_code"] is None  # prove exited 1; the log names no exit code of its own
    assert "no exit marker" not in [step["reason"] for step in report["confidence_steps"]]


def test_the_harness_result_line_ends_a_plain_run(triage_json: Callable[..., dict]) -> None:
    report = triage_json(TAP_SCRIPT)
    assert report["category"] == "test failure"
    assert report["exit_code"] is None
    assert "no exit marker" not in [step["reason"] for step in report["confidence_steps"]]


def test_a_zero_duration_named_with_its_clock_is_masked_as_any_other() -> None:
    zero = b"Files=1, Tests=4,  0 wallclock secs ( 0.01 usr  0.02 sys +  0.06 cusr  0.01 csys =  0.10 CPU)"
    one = b"Files=1, Tests=4,  1 wallclock secs ( 0.02 usr  0.01 sys +  0.04 cusr  0.01 csys =  0.08 CPU)"
    assert mask(zero) == mask(one)
    assert mask(b"Tests: 0 failed tests") != mask(b"Tests: 2 failed tests")  # a count, not a time


def test_a_plain_green_prove_run_is_the_red_runs_baseline(triage_json: Callable[..., dict]) -> None:
    report = triage_json(RED, "--baseline", GREEN)
    assert report["compared_with"] == f"the passing log {GREEN.name}"
    assert not any("baseline not used" in warning for warning in report["warnings"])
