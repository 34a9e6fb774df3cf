"""A Node error whose message starts on the line below its bare ``Error:`` is the script's runtime error.

A FreeCodeCamp check script (LogChunks) rejected with ``new Error(`\\nInvalid or upper case character
found in …`)``, printed with ``console.error(err)``: only Minitest's bare ``Error:`` label had read
the line (a test failure); since session 30 that label counts only beside Minitest's own lines and the
log was ``unknown``. Real output (``tests/fixtures/s31-left``, README there): node 20.20.2 running
such a script.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s31-left"


def test_a_bare_error_line_above_node_frames_quotes_the_message_below(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "node-error-message-next-line.gha.log", analyser, DEFAULT_BUDGET)
    assert (report.category, report.tool) == ("runtime error", "node")
    assert report.confidence >= 0.55
    assert "Error: Invalid or upper case character found in 'knight's-tour'" in report.summary
