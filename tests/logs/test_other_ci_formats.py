"""Logs from other CI systems are detected without being told: Travis (LogChunks), GitLab, plain output."""

from __future__ import annotations

import gzip
import io
import json
from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import LogMember, open_log_source

GITLAB = [
    "Running with gitlab-runner 16.5.0 (853330f9)",
    "section_start:1700000000:prepare_script\r\x1b[0K\x1b[0K\x1b[36;1mPreparing environment\x1b[0;m",
    "section_end:1700000001:prepare_script\r\x1b[0K",
    "\x1b[32;1m$ pip install -e .\x1b[0;m",  # 4
    "Successfully installed demo-0.1",
    "\x1b[32;1m$ pytest -q\x1b[0;m",  # 6
    "F.",
    "FAILED tests/test_a.py::test_b - assert 1 == 2",  # 8
    "1 failed, 1 passed in 0.10s",
    "section_end:1700000002:step_script\r\x1b[0K",
    "\x1b[31;1mERROR: Job failed: exit code 1\x1b[0;m",  # 11
]

LOCAL_PYTEST = [
    "============================= test session starts ==============================",
    "collected 2 items",
    "tests/test_a.py F.                                                       [100%]",
    "=================================== FAILURES ===================================",
    "____________________________________ test_b ____________________________________",
    "    def test_b():",
    ">       assert 1 == 2",
    "E       assert 1 == 2",
    "tests/test_a.py:3: AssertionError",  # 9
    "=========================== short test summary info ============================",
    "FAILED tests/test_a.py::test_b - assert 1 == 2",  # 11
    "========================= 1 failed, 1 passed in 0.10s ==========================",
]


def analyse(analyser: Analyser, lines: list[str]):
    data = ("\n".join(lines) + "\n").encode()
    return analyser.analyse(LogMember(name="", file=io.BytesIO(data)), budget=DEFAULT_BUDGET).report


def cited(report) -> set[int]:
    return {n for span in report.excerpt for n in range(span.start_line, span.end_line + 1)}


def test_gitlab_job_log(analyser: Analyser) -> None:
    report = analyse(analyser, GITLAB)
    assert report.format == "gitlab"
    step = report.failing_step
    assert (step.name, step.start_line, step.exit_code) == ("pytest -q", 6, 1)
    assert report.classification.category == "test failure"
    assert [test.name for test in report.failed_tests] == ["tests/test_a.py::test_b"]
    assert {8, 11} <= cited(report)


def test_local_pytest_output(analyser: Analyser) -> None:
    report = analyse(analyser, LOCAL_PYTEST)
    assert report.format == "plain"
    assert report.failure_found
    assert report.classification.category == "test failure"
    assert "tests/test_a.py::test_b" in [test.name for test in report.failed_tests]
    assert [(location.file, location.line) for location in report.locations] == [("tests/test_a.py", 3)]
    assert {8, 9, 11, 12} <= cited(report)


@pytest.fixture(scope="module")
def smallest_travis_logs(corpus: Path) -> list[dict]:
    rows = [json.loads(line) for line in (corpus / "logchunks" / "labels.jsonl").open(encoding="utf-8")]
    return sorted(rows, key=lambda row: (corpus / "logchunks" / row["log"]).stat().st_size)[:3]


def test_travis_logs_from_logchunks(corpus: Path, analyser: Analyser, smallest_travis_logs: list[dict]) -> None:
    for row in smallest_travis_logs:
        path = corpus / "logchunks" / row["log"]
        assert path.name.endswith(".gz")
        with open_log_source(str(path)) as source:
            report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
        job = report.jobs[0]
        assert (source.kind, job.format) == ("gzip", "travis"), row["log"]
        ends_with_newline = gzip.decompress(path.read_bytes()).endswith(b"\n")
        assert job.total_lines == row["log_lines"] - ends_with_newline, row["log"]  # log_lines counts "\n"-split pieces
        assert report.failure_found, row["log"]
        assert all(1 <= s.start_line <= s.end_line <= job.total_lines for s in report.excerpt)
        assert report.excerpt_tokens <= DEFAULT_BUDGET
