"""A job killed by SIGKILL with no memory message is headed "killed …, possibly out of memory or a
runner limit" in triage's report and in the scan's health report alike, not "out-of-memory".

``tests/fixtures/s27-misc/bash-killed.gha.log`` is real output (bash 5.2, Python 3.11.7): a runner
``bash -e`` script whose python process got SIGKILL (``e2e.sh: line 4: 14158 Killed …``, exit 137),
nothing about memory. ``numpy2-allocate-22gib.gha.log`` is numpy 2.4.6's real ``_ArrayMemoryError``:
a memory message, so that report is headed out-of-memory. The health report used to read the
category alone (``broken: out-of-memory in …``) while triage's summary said killed.
"""

from __future__ import annotations

import zipfile
from datetime import UTC, datetime
from pathlib import Path

import pytest

from ci_triage.audit.health.accuracy import parse_comment
from ci_triage.audit.health.build import build_report
from ci_triage.audit.health.collect_local import collect_local
from ci_triage.audit.health.render import render_health
from ci_triage.audit.health.window import Window
from ci_triage.logs.report import triage_path
from ci_triage.report.markdown import render_markdown

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s27-misc"
KILLED = "killed (SIGKILL, exit 137), possibly out of memory or a runner limit"
WINDOW = Window(start=datetime(2026, 12, 1, tzinfo=UTC), end=datetime(2026, 12, 8, tzinfo=UTC))


def test_triage_heads_a_bare_kill_as_killed_and_keeps_its_category_for_the_scan(analyser) -> None:
    report, _ = triage_path(str(FIXTURES / "bash-killed.gha.log"), analyser, 2000)
    assert report.category == "out-of-memory"
    markdown = render_markdown(report)
    assert f"### ❌ CI triage: {KILLED} (confidence" in markdown
    assert "CI triage: out-of-memory" not in markdown
    assert report.summary.startswith(f"Out-of-memory ({KILLED}) in step “Run bash e2e.sh”")
    assert parse_comment(markdown)[0] == "out-of-memory"  # the scan's bot accuracy still counts it there


def test_a_memory_message_keeps_the_out_of_memory_heading(analyser) -> None:
    report, _ = triage_path(str(FIXTURES / "numpy2-allocate-22gib.gha.log"), analyser, 2000)
    markdown = render_markdown(report)
    assert "### ❌ CI triage: out-of-memory (confidence" in markdown
    assert "ci-triage:category" not in markdown
    assert parse_comment(markdown)[0] == "out-of-memory"


@pytest.mark.parametrize(
    ("log", "title"),
    [("bash-killed.gha.log", KILLED), ("numpy2-allocate-22gib.gha.log", "out-of-memory")],
)
def test_the_health_report_names_the_cluster_as_triage_heads_it(tmp_path: Path, analyser, log: str, title: str) -> None:
    with zipfile.ZipFile(tmp_path / "9001.zip", "w") as archive:
        archive.writestr("0_e2e.txt", (FIXTURES / log).read_text(encoding="utf-8"))
    report = build_report(collect_local(tmp_path, WINDOW, analyser), now=WINDOW.end)
    [cluster] = report.clusters
    assert cluster.category == "out-of-memory"
    markdown = render_health(report)
    assert f": {title} in `" in markdown  # the cluster's heading
    assert f"| {title} |" in markdown  # the table's category column
