"""A Python traceback's exception is not read as Node's uncaught error: Python names its exceptions
as JavaScript does (``TypeError: …``), so node-runtime's ``uncaught`` counts only beside Node's own lines.

Fixture ``tests/fixtures/s29-t58b/nox-session-failed.gha.log``: real nox output of a session whose
command raised a Python ``TypeError`` (see the folder's README). Before (trial 58 #12), the excerpt's
box was labelled ``node-runtime: uncaught``: nox, a wrapper, runs any language's tools, so no scope
kept Node's skill off the line.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

FIXTURE = Path(__file__).parents[1] / "fixtures" / "s29-t58b" / "nox-session-failed.gha.log"


def test_no_node_signal_on_a_python_traceback(capsys: pytest.CaptureFixture[str]) -> None:
    main(["triage", str(FIXTURE), "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    assert report["category"] == "runtime error"
    assert "python-runtime" in {signal["skill"] for signal in report["signals"]}
    assert not [block for block in report["excerpt"] if "node-runtime" in block["reason"]]
