"""An unknown verdict over a step bash traced names the last command traced, not "bash traced no command".

``tests/logs/fixtures/unknown/setx-silent-tool.gha.log`` is real output (bash 5.2.15, Python 3.11.7):
a ``set -x`` script whose last command, ``python3 -c '…print("Paket wird gebaut"); sys.exit(4)'``,
printed a line in words of its own and exited 4, wrapped as a GitHub Actions job log. User trial 113
(§1, §2): with bash's ``+ cp build/app.tar.gz out/`` right above the message, the advice said "bash
traced no command" and to turn on ``set -x``, which was on. The step's traces are read: the advice
names the last command traced and says to run it.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

LOG = Path(__file__).resolve().parent / "fixtures" / "unknown" / "setx-silent-tool.gha.log"
COMMAND = """python3 -c 'import sys; print("Paket wird gebaut"); sys.exit(4)'"""


def test_the_advice_names_the_last_traced_command() -> None:
    report, _ = triage_path(str(LOG), Analyser.load(), 2000)
    assert report.category == "unknown"
    advice = next_step(report)
    assert "bash traced no command" not in advice
    assert "set -x" not in advice  # tracing is on already
    assert f"the last command bash traced is “{COMMAND}”" in advice
    assert f"Run “{COMMAND}” (the last command bash traced in step “Run bash -e build.sh”) locally" in advice
