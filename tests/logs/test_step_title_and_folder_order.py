"""Two cosmetic findings of trial 50 (finding 11), on real logs (``tests/fixtures/trial-50``, see its
README: ruff 0.17.6, pytest 9.2.0).

A step's header lines (``Run set -euo pipefail`` and its script) were labelled "end of the failing
step" although they are its start: they are the step's title. A run-logs zip of job folders only
(``job/N_step.txt``, no top-level job files) listed its jobs alphabetically, not in the archive's
order, which is the run's.
"""

from __future__ import annotations

import json
import zipfile
from pathlib import Path
from typing import Any

import pytest

from ci_triage.commands.cli import main
from ci_triage.logs.excerpt import STEP_TITLE_REASON

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-50"


def _report(capsys: pytest.CaptureFixture[str], path: Path) -> dict[str, Any]:
    main(["triage", str(path), "--format", "json"])
    return json.loads(capsys.readouterr().out)


def test_the_step_header_is_its_title(capsys: pytest.CaptureFixture[str]) -> None:
    report = _report(capsys, FIXTURES / "set-first-ruff.gha.log")
    spans = {span["lines"][0]: span["reason"] for span in report["excerpt"]}
    assert spans["Run set -euo pipefail"] == STEP_TITLE_REASON
    assert any(reason.endswith("end of the failing step") for reason in spans.values())


def test_job_folders_are_read_in_the_archives_order(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "logs_2.zip"
    with zipfile.ZipFile(path, "w") as archive:
        archive.write(FIXTURES / "pytest-setup-error.gha.log", "test/3_Run python -m pytest.txt")
        archive.write(FIXTURES / "set-first-ruff.gha.log", "lint/3_Run set -euo pipefail.txt")
    report = _report(capsys, path)
    assert [job["job"] for job in report["jobs"]] == ["test", "lint"]
