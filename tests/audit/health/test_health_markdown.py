"""The health report's Markdown: untrusted names stay inert, the charts stay parseable, the size fits."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from ci_triage.audit.health.build import build_report
from ci_triage.audit.health.collection import Collection, JobExecution
from ci_triage.audit.health.render import HEALTH_MARKER, render_health
from ci_triage.logs.model import Classification, JobReport, Span
from ci_triage.report.markdown import chart_label

from .conftest import WINDOW

HOSTILE = "evil` @maintainers [click](https://example.invalid) <img src=x>"


def red_job(run_id: int, fingerprint: str, job: str = "test", lines: int = 3) -> JobExecution:
    started = WINDOW.start + timedelta(hours=run_id)
    span = Span(start_line=10, end_line=9 + lines, reason="error", lines=[f"```` {HOSTILE}"] * lines, tokens=10)
    report = JobReport(
        job=job,
        format="github-actions",
        total_lines=100,
        failure_found=True,
        classification=Classification(category="test failure", confidence=0.9),
        excerpt=[span],
        fingerprint=fingerprint,
    )
    return JobExecution(
        repository="octo-org/octo-repo",
        run_id=run_id,
        workflow=f"CI {HOSTILE}",
        job=job,
        conclusion="failure",
        started_at=started,
        completed_at=started + timedelta(minutes=5),
        report=report,
    )


def test_hostile_job_and_log_text_cannot_become_markdown_or_mentions():
    collection = Collection(repository="octo-org/octo-repo", source="local", window=WINDOW, jobs=[red_job(1, "a" * 16)])
    text = render_health(build_report(collection, now=WINDOW.end))
    assert text.startswith(HEALTH_MARKER)
    assert "`````text" in text  # the fence is longer than the log's own backtick run
    prose = outside_code(text)
    assert "@maintainers" not in prose
    assert "](https://example.invalid)" not in prose
    assert "<img" not in prose
    assert text.count("@maintainers") >= 4  # it is there, quoted: in the table, the heading, the excerpt
    assert 'x-axis ["CI evil maintainers clic"]' in text


def outside_code(markdown: str) -> str:
    """``markdown`` without fenced blocks and inline code spans (CommonMark: a span closes at the
    same number of backticks that opened it)."""
    without_fences = re.sub(r"^(`{3,})\w*\n.*?\n\1$", "", markdown, flags=re.DOTALL | re.MULTILINE)
    return re.sub(r"(?<!`)(`+)(?!`).+?(?<!`)\1(?!`)", "", without_fences)


def test_chart_labels_drop_quotes_and_brackets():
    assert chart_label('a"b]c[d') == '"abcd"'
    assert chart_label("") == '"?"'


def test_a_report_too_long_for_an_issue_drops_detail_until_it_fits():
    jobs = [red_job(run_id, f"{run_id:016x}", job=f"job-{run_id}", lines=300) for run_id in range(1, 40)]
    collection = Collection(repository="octo-org/octo-repo", source="local", window=WINDOW, jobs=jobs)
    report = build_report(collection, now=datetime(2026, 11, 30, 9, tzinfo=UTC))
    text = render_health(report, limit=65_536)
    assert len(text) <= 65_536
    assert text.count("\n| ") > 39  # every cluster keeps its table row
    assert "more clusters are in the table only" in text


def test_owner_area_keeps_repository_paths_and_drops_toolchain_files():
    from ci_triage.audit.health.cluster import repository_path

    assert repository_path("/home/runner/work/octo-repo/octo-repo/src/parser.py") == "src/parser.py"
    assert repository_path("D:\\a\\octo-repo\\octo-repo\\src\\main.c") == "src/main.c"
    assert repository_path("/Users/travis/build/octo/octo-repo/src/main.c") == "src/main.c"
    assert repository_path("/opt/actions-runner/_work/octo-repo/octo-repo/src/main.c") == "src/main.c"
    assert repository_path("tests/lib/__init__.py") == "tests/lib/__init__.py"
    assert repository_path("/usr/share/miniconda3/envs/test/lib/python3.7/threading.py") is None
    assert repository_path("venv/lib/python3.12/site-packages/pytest/main.py") is None
