"""The warning for a failing step whose every line the passing log has says what was compared: a step
that printed no error before it failed (a command that hung until ``timeout`` ended it, ``grep -q``
finding nothing) is not "the passing run printed the same errors" (a retry's warning, for a step
whose known lines do read as errors: ``test_baseline_keeps_the_cause.py``).

``fixtures/baseline/trial-o/timeout.*.log`` are the user trial's logs (``timeout 2 sleep 5``, exit
124; the passing run slept 1 s: a line whose count changed, so not every line is the passing run's);
``grep-quiet-*.out`` is real ``bash -xe`` output made on this
machine of a script whose ``grep -q '## 1.2.0' CHANGELOG.md`` finds nothing, then finds it, wrapped
here in the GitHub Actions job log shape.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tests.logs.test_baseline_of_another_or_failed_run import CHECKOUT, job_log, script

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parent / "fixtures" / "baseline"


def warnings_of(capsys: pytest.CaptureFixture[str], failing: Path, passing: Path) -> list[str]:
    code = main(["triage", str(failing), "--baseline", str(passing), "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out)["warnings"]


def grep_logs(tmp_path: Path) -> tuple[Path, Path]:
    def output(name: str) -> list[str]:
        return (FIXTURES / name).read_text(encoding="utf-8").splitlines()

    command = "./scripts/check-release-notes.sh"
    failing = job_log(tmp_path, "fail.log", CHECKOUT, script(command, output("grep-quiet-fails.out")), exit_code=1)
    passing = job_log(tmp_path, "pass.log", CHECKOUT, script(command, output("grep-quiet-passes.out")))
    return failing, passing


def test_a_step_that_printed_no_error_is_not_said_to_have_printed_the_same_errors(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    failing, passing = grep_logs(tmp_path)
    [warning] = warnings_of(capsys, failing, passing)
    assert "every line of the failing step but its end is also in the passing log" in warning
    assert "none of them reads as an error" in warning
    assert "same errors" not in warning
    assert "retry" not in warning


def test_a_command_whose_count_changed_is_quoted_as_changed(capsys: pytest.CaptureFixture[str]) -> None:
    """The trial's ``timeout 2 sleep 5`` was ``timeout 2 sleep 1`` in the passing run: not every line of
    the step is the passing run's, and the line quoted says so (trial 64 #6)."""
    failing, passing = FIXTURES / "trial-o" / "timeout.fail.log", FIXTURES / "trial-o" / "timeout.pass.log"
    code = main(["triage", str(failing), "--baseline", str(passing), "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 0
    assert report["warnings"] == []
    assert report["jobs"][0]["headline"] == "timeout 2 sleep 5 exited with code 124"
    assert report["jobs"][0]["headline_compared"] == "changed"


def test_a_wrappers_report_of_a_failed_command_is_no_silent_step(capsys: pytest.CaptureFixture[str]) -> None:
    """GNU make's ``make: *** [Makefile:3: all] Error 1`` under a check script's ``check:
    build/about.html has no heading``, printed by the passing run too, whose ``|| true`` let it go
    on: the step reported its failure, it did not hang or fail silently (trial 119 F5;
    ``tests/fixtures/s43-t119b/README.md``)."""
    fixtures = Path(__file__).resolve().parents[1] / "fixtures" / "s43-t119b"
    warnings = warnings_of(capsys, fixtures / "mk-gate.fail.log", fixtures / "mk-gate.pass.log")
    known = [warning for warning in warnings if "every line of the failing step but its end" in warning]
    assert len(known) == 1
    assert "where the step passed: what is new is that they failed it now" in known[0]
    assert "it ran as `Run make clean && make all || true` then" in known[0]
    assert not any("none of them reads as an error" in warning for warning in warnings)
    assert not any("hung until it timed out" in warning for warning in warnings)
