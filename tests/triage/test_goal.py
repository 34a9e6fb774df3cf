"""What the loop commits follows the mode; a mode that is no triage is refused before anything runs."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from ci_triage.base.errors import InputError
from ci_triage.config.settings import load_settings
from ci_triage.logs.analyse import Analyser
from ci_triage.triage.assemble import triage_run

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "logs" / "prettier-check.log"


def test_mode_scan_given_to_a_triage_is_an_input_error_and_writes_nothing(runner_env, tmp_path):
    workspace = Path(runner_env["GITHUB_WORKSPACE"])
    shutil.copy(EXAMPLE, workspace / "job.log")
    env = dict(runner_env, **{"INPUT_MODE": "scan", "INPUT_LOG-PATH": "job.log"})
    with pytest.raises(InputError, match="mode scan runs a health scan, not a triage"):
        triage_run(load_settings(environ=env), analyser=Analyser.load(), environ=env)
    assert not (tmp_path / "summary.md").exists()
