"""The health report's owner area is one kind of thing: the repository's files the failures name.

A maintainer routes a failure to an owner by path (``CODEOWNERS``); the column used to list files
and test ids together (``test_native.py``, ``test_native.py::test_sum``). Failed tests are listed
beside it. The logs are real pytest 9.2.0 output (tests/fixtures/s25-pytest/README.md).
"""

from __future__ import annotations

import re
import zipfile
from datetime import UTC, datetime
from pathlib import Path

import pytest

from ci_triage.audit.health.build import build_report
from ci_triage.audit.health.collect_local import collect_local
from ci_triage.audit.health.render import render_health
from ci_triage.audit.health.window import Window

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "s25-pytest"
WINDOW = Window(start=datetime(2026, 12, 1, tzinfo=UTC), end=datetime(2026, 12, 8, tzinfo=UTC))


@pytest.mark.parametrize(
    ("log", "files", "tests"),
    [
        (
            "pytest-tb-native.gha.log",
            "`test_native.py`",
            "`test_native.py::test_config_parses`, `test_native.py::test_sum`",
        ),
        ("pytest-retried-traceback.gha.log", "`test_retry.py`", "`test_retry.py::test_download_and_parse`"),
    ],
)
def test_the_owner_area_lists_files_and_the_failed_tests_stand_beside_it(
    tmp_path: Path, analyser, log: str, files: str, tests: str
) -> None:
    with zipfile.ZipFile(tmp_path / "7001.zip", "w") as archive:
        archive.writestr("0_test.txt", (FIXTURES / log).read_text(encoding="utf-8"))
    report = build_report(collect_local(tmp_path, WINDOW, analyser), now=WINDOW.end)
    [cluster] = report.clusters
    assert cluster.owner_files
    assert all("::" not in path for path in cluster.owner_files)
    markdown = render_health(report)
    row = next(line for line in markdown.splitlines() if line.startswith("| 1 |"))
    assert row.endswith(f"| {files} |")  # the table's owner area column: paths only
    assert f"**Likely owner area:** {files}\n" in markdown
    assert f"**Failed tests:** {tests}\n" in markdown
    assert not re.search(r"Likely owner area:.*::", markdown)
