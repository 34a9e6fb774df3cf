"""``scan`` files a lock file's drift gate under dependency resolution, as ``triage`` does (trial 86
#5: go.sum's and requirements.txt's `git diff --exit-code` gates were clustered under lint/format).
The logs are trial 86's real go 1.19.8 and pip-tools output (tests/fixtures/s33-t86/README.md).
"""

from __future__ import annotations

import json
import zipfile
from datetime import UTC, datetime
from pathlib import Path

from ci_triage.commands.scan import run_scan

from .conftest import restamped
from .test_scan_command import parse

FIXTURES = Path(__file__).parents[2] / "fixtures" / "s33-t86"


def test_lock_drift_gates_are_clustered_as_dependency_resolution(tmp_path: Path, shared_analyser_load: None) -> None:
    folder = tmp_path / "logs"
    folder.mkdir()
    for run, name in enumerate(("go-mod-tidy-lock-diff.gha.log", "pip-compile-lock-diff.gha.log"), start=101):
        text = restamped((FIXTURES / name).read_text(encoding="utf-8-sig"), datetime(2026, 11, 25, tzinfo=UTC))
        with zipfile.ZipFile(folder / f"{run}.zip", "w") as archive:
            archive.writestr(zipfile.ZipInfo("0_lock.txt", date_time=(2026, 11, 25, 10, 0, 0)), text)
    output = tmp_path / "report.json"
    argv = ("--logs", str(folder), "--since", "2026-11-23", "--until", "2026-11-30", "--format", "json")
    assert run_scan(parse(*argv, "--output", str(output))) == 0
    report = json.loads(output.read_text(encoding="utf-8"))
    assert sorted(cluster["category"] for cluster in report["clusters"]) == ["dependency resolution"] * 2
