"""The warning for a failing step whose every line the passing log has says what was compared: a step
that printed no error before it failed (a command that hung until ``timeout`` ended it, ``grep -q``
finding nothing) is not "the passing run printed the same errors" (a retry's warning, for a step
whose known lines do read as errors: ``test_baseline_keeps_the_cause.py``).

``fixtures/baseline/trial-o/timeout.*.log`` are the user trial's logs (``timeout 2 sleep 5``, exit
124; the passing run slept 1 s); ``grep-quiet-*.out`` is real ``bash -xe`` output made on this
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


@pytest.mark.parametrize("shape", ["trial-timeout", "grep-q"])
def test_a_step_that_printed_no_error_is_not_said_to_have_printed_the_same_errors(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], shape: str
) -> None:
    if shape == "trial-timeout":
        failing, passing = FIXTURES / "trial-o" / "timeout.fail.log", FIXTURES / "trial-o" / "timeout.pass.log"
    else:
        failing, passing = grep_logs(tmp_path)
    [warning] = warnings_of(capsys, failing, passing)
    assert "every line of the failing step but its end is also in the passing log" in warning
    assert "none of them reads as an error" in warning
    assert "same errors" not in warning
    assert "retry" not in warning
