"""A job ended by SIGTERM (exit 143) reads as a cancellation, the same in a plain log and an Actions log.

The output is real: a ``sh`` script (dash, as a step's ``shell: sh`` runs it) whose child is ended by
``kill -TERM``, as the runner ends a cancelled job's processes; the shell reports ``Terminated`` and
the script exits 143. (bash is built not to report SIGTERM for a foreground child, so it prints only
the exit status.)
"""

from __future__ import annotations

import io
import subprocess
from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import JobReport
from ci_triage.logs.source import LogMember

HONEST_LIMIT = 0.7
"""SIGTERM alone cannot tell a cancellation from a supervisor's kill: the verdict stays below this."""


def _terminated_run(tmp_path: Path) -> tuple[list[str], int]:
    script = tmp_path / "run.sh"
    script.write_text("echo waiting for selenium grid\nsh -c 'kill -TERM $$'\nexit $?\n")
    done = subprocess.run(["sh", str(script)], capture_output=True, text=True, timeout=60, check=False)
    lines = (done.stdout + done.stderr).splitlines()
    assert "Terminated" in lines
    assert done.returncode == 143
    return lines, done.returncode


def _analyse(analyser: Analyser, text: str) -> JobReport:
    return analyser.analyse(LogMember(name="", file=io.BytesIO(text.encode())), budget=2000).report


@pytest.mark.parametrize("shape", ["plain", "actions"])
def test_a_child_ended_by_sigterm_reads_as_a_cancellation_in_either_log(
    analyser: Analyser, tmp_path: Path, shape: str
) -> None:
    lines, status = _terminated_run(tmp_path)
    if shape == "plain":
        text = "".join(f"{line}\n" for line in ["$ sh run.sh", *lines, f"exit status {status}"])
    else:
        stamped = ["##[group]Run sh run.sh", "sh run.sh", "##[endgroup]", *lines]
        stamped.append(f"##[error]Process completed with exit code {status}.")
        text = "".join(f"2024-01-01T10:00:00.0000000Z {line}\n" for line in stamped)
    report = _analyse(analyser, text)
    assert report.classification.category == "cancelled"
    assert 0 < report.classification.confidence < HONEST_LIMIT
    assert report.headline == "Terminated"
    assert report.exit_code == status
