"""Fixtures of the log tests."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.commands.cli import main


@pytest.fixture
def triage_json(capsys: pytest.CaptureFixture[str]) -> Callable[..., dict]:
    """``ci-triage triage ARGS… --format json`` run in process: its report as parsed JSON (the
    arguments are the log's path or ``-``, and any options); fails the test on a non-zero exit."""

    def triage(*args: str | Path) -> dict:
        code = main(["triage", *map(str, args), "--format", "json"])
        captured = capsys.readouterr()
        assert code == 0, captured.err
        return json.loads(captured.out)

    return triage
