"""``skills new --from LOG`` makes its first signal of the line the report's headline quotes, by its
number (:attr:`ci_triage.logs.model.JobReport.headline_line`), not of the first excerpt line with
the headline's text: a passing test's echo of the same error (pytest 9.2.0 ``-s``, line 10) before
Python 3.11's traceback that ended the step (line 20; ``tests/fixtures/s28-headline``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main

LOG = Path(__file__).parents[1] / "fixtures" / "s28-headline" / "pytest-echo-then-traceback.gha.log"

pytestmark = pytest.mark.usefixtures("empty_home")


def test_the_starters_first_signal_is_the_real_errors_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["skills", "new", "--from", str(LOG), "--out", str(tmp_path), "--name", "starter", "--no-home-skills"]
    assert main(argv) == ExitCode.OK
    wrote = capsys.readouterr().out.splitlines()[0]
    assert wrote.split("signal(s) from lines ")[1].split(", ")[0] == "20"
    assert "- line 20: `ValueError: invalid port: 'http'`" in (tmp_path / "starter" / "SKILL.md").read_text()
