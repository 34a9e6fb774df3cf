"""A budget too small for a job's deciding line is warned of, not only one too small for any line.

Trial 50 (finding 10): ``--budget 40`` over a run of four failed jobs left three excerpts holding only
the runner's ``Process completed with exit code 1.``, without a warning (one was given only for an
empty excerpt). The jobs here are real logs (``tests/fixtures/trial-50``, see its README: ruff 0.17.6,
pytest 9.2.0) zipped as GitHub's run-logs archive lays out its job files.
"""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-50"


def _warnings(capsys: pytest.CaptureFixture[str], path: Path, budget: int) -> list[str]:
    main(["triage", str(path), "--budget", str(budget), "--format", "json"])
    return json.loads(capsys.readouterr().out)["warnings"]


@pytest.fixture
def run_zip(tmp_path: Path) -> Path:
    path = tmp_path / "logs_1.zip"
    with zipfile.ZipFile(path, "w") as archive:
        archive.write(FIXTURES / "set-first-ruff.gha.log", "0_lint.txt")
        archive.write(FIXTURES / "pytest-setup-error.gha.log", "1_test.txt")
    return path


def test_a_share_without_the_deciding_line_is_warned_of(capsys: pytest.CaptureFixture[str], run_zip: Path) -> None:
    # 20 tokens: the lint job's share (10) is spent, the test job's 10 hold no deciding line (17 tokens);
    # at 30, the lint job's unspent tokens go to the test job and hold it
    warnings = [w for w in _warnings(capsys, run_zip, 20) if "the line that decided its verdict" in w]
    assert warnings, "no job's deciding line fits 10 tokens"
    assert all("split between 2 failing jobs" in warning for warning in warnings)


def test_a_budget_that_holds_it_is_not(capsys: pytest.CaptureFixture[str], run_zip: Path) -> None:
    assert not [w for w in _warnings(capsys, run_zip, 2000) if "the line that decided its verdict" in w]
