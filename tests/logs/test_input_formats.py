"""Input formats: run-logs zips in GitHub's layout, gzip, stdin and ``gh run view --log`` output.

Every input is built at run time from corpus logs; the user never says which format it is.
Layout reference: ``shared/corpus/gha/GHA-LOGS-API.md`` ("Zip layout").
"""

from __future__ import annotations

import gzip
import io
import json
import sys
import zipfile
from pathlib import Path

import pytest

from ci_triage.base.redact import redact
from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.clean import clean_line
from ci_triage.logs.report import triage_source
from ci_triage.logs.report_json import report_json
from ci_triage.logs.source import open_log_source

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

PERMISSION_LOG = "k8s-artifact-cleanup-403.log"  # fails in step "Run echo ..." starting at line 63
LINT_LOG = "react-prettier-check.log"
STEP_START = 63


def spans(report: dict) -> list[tuple]:
    return [(s["member"], s["start_line"], s["end_line"], tuple(s["lines"])) for s in report["excerpt"]]


def assert_cites(span: dict, text: bytes) -> None:
    """The span's lines are the cleaned, masked lines of ``text`` at its 1-based line numbers."""
    pieces = text.split(b"\n")
    for offset, line in enumerate(span["lines"]):
        original = pieces[span["start_line"] + offset - 1].decode("utf-8", "replace")
        assert line == redact(clean_line(original).text)


@pytest.fixture(scope="module")
def logs(corpus: Path) -> dict[str, bytes]:
    return {name: (corpus / "gha" / name).read_bytes() for name in (PERMISSION_LOG, LINT_LOG)}


@pytest.fixture(scope="module")
def plain_reports(corpus: Path, analyser: Analyser) -> dict[str, dict]:
    """The reports of the plain corpus logs, as the JSON output carries them."""
    reports = {}
    for name in (PERMISSION_LOG, LINT_LOG):
        with open_log_source(str(corpus / "gha" / name)) as source:
            report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
        reports[name] = json.loads(report_json(report))
    return reports


def _step_files(data: bytes) -> dict[str, bytes]:
    pieces = data.split(b"\n")
    return {
        "build/1_Set up job.txt": b"\n".join(pieces[: STEP_START - 1]) + b"\n",
        "build/2_Run echo Deleting artifacts.txt": b"\n".join(pieces[STEP_START - 1 :]),
    }


def _zip(path: Path, members: dict[str, bytes]) -> Path:
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as bundle:
        for name, data in members.items():
            bundle.writestr(name, data)
    return path


def test_run_logs_zip_with_job_files_and_step_folders(tmp_path: Path, triage_json, logs) -> None:
    members = {"1_build.txt": logs[PERMISSION_LOG], **_step_files(logs[PERMISSION_LOG]), "2_lint.txt": logs[LINT_LOG]}
    report = triage_json(str(_zip(tmp_path / "logs_123.zip", members)))
    assert report["source"]["kind"] == "zip"
    assert report["source"]["members"] == ["1_build.txt", "2_lint.txt"]  # the step files repeat the job file
    assert report["category"] == "permission/auth"
    assert report["failing_step"]["member"] == "1_build.txt"
    assert report["failing_step"]["start_line"] == STEP_START
    assert {span["member"] for span in report["excerpt"]} == {"1_build.txt", "2_lint.txt"}
    for span in report["excerpt"]:
        assert_cites(span, members[span["member"]])
    assert [job["job"] for job in report["jobs"]] == ["build", "lint"]


def test_run_logs_zip_with_only_job_files(tmp_path: Path, triage_json, logs) -> None:
    members = {"1_build.txt": logs[PERMISSION_LOG], "2_lint.txt": logs[LINT_LOG]}
    report = triage_json(str(_zip(tmp_path / "logs_124.zip", members)))
    assert report["source"]["members"] == ["1_build.txt", "2_lint.txt"]
    assert all(span["member"] in members for span in report["excerpt"])
    for span in report["excerpt"]:
        assert_cites(span, members[span["member"]])
    with_steps = {**members, **_step_files(logs[PERMISSION_LOG])}
    assert spans(triage_json(str(_zip(tmp_path / "logs_125.zip", with_steps)))) == spans(report)


def test_run_logs_zip_with_only_step_files_cites_lines_of_the_step_file(tmp_path: Path, triage_json, logs) -> None:
    members = _step_files(logs[PERMISSION_LOG])
    report = triage_json(str(_zip(tmp_path / "steps.zip", members)))
    step_member = "build/2_Run echo Deleting artifacts.txt"
    assert report["category"] == "permission/auth"
    assert report["failing_step"]["member"] == step_member
    assert report["failing_step"]["start_line"] == 1
    assert {span["member"] for span in report["excerpt"]} == {step_member}
    for span in report["excerpt"]:
        assert_cites(span, members[step_member])


def test_gzipped_log_gives_the_same_answer_as_the_plain_log(tmp_path: Path, triage_json, logs, plain_reports) -> None:
    log = tmp_path / "job.log.gz"
    log.write_bytes(gzip.compress(logs[PERMISSION_LOG]))
    report = triage_json(str(log))
    plain = plain_reports[PERMISSION_LOG]
    assert report["source"]["kind"] == "gzip"
    assert spans(report) == spans(plain)
    assert report["failing_step"] == plain["failing_step"]
    assert report["category"] == plain["category"]


@pytest.mark.parametrize("compress", [False, True], ids=["plain", "gzip"])
def test_stdin_gives_the_same_answer_as_the_file(
    compress: bool, triage_json, monkeypatch: pytest.MonkeyPatch, logs, plain_reports
) -> None:
    data = logs[LINT_LOG]
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(gzip.compress(data) if compress else data)))
    report = triage_json("-")
    plain = plain_reports[LINT_LOG]
    assert report["source"]["path"] == "-"
    assert spans(report) == spans(plain)
    assert report["failing_step"] == plain["failing_step"]
    assert report["fingerprint"] == plain["fingerprint"]


def test_run_logs_zip_piped_into_stdin(tmp_path: Path, triage_json, monkeypatch: pytest.MonkeyPatch, logs) -> None:
    members = {"1_build.txt": logs[PERMISSION_LOG], "2_lint.txt": logs[LINT_LOG]}
    archive = _zip(tmp_path / "logs.zip", members)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(archive.read_bytes())))
    report = triage_json("-")
    assert report["source"] == {"path": "-", "kind": "zip", "members": ["1_build.txt", "2_lint.txt"]}
    assert spans(report) == spans(triage_json(str(archive)))


def _gh_run_view(data: bytes, failing_step: str) -> bytes:
    """``gh run view --log`` output: ``job<TAB>step<TAB>`` before each line (the BOM dropped)."""
    lines = data.decode("utf-8").removeprefix("\ufeff").split("\n")
    return "\n".join(
        f"build\t{'Set up job' if number < STEP_START else failing_step}\t{line}"
        for number, line in enumerate(lines, start=1)
    ).encode()


def test_gh_run_view_log_is_understood(tmp_path: Path, triage_json, logs, plain_reports) -> None:
    log = tmp_path / "gh-run-view.log"
    log.write_bytes(_gh_run_view(logs[PERMISSION_LOG], "Delete artifacts"))
    report = triage_json(str(log))
    plain = plain_reports[PERMISSION_LOG]
    assert report["category"] == plain["category"]
    assert [(s["start_line"], s["end_line"], s["lines"]) for s in report["excerpt"]] == [
        (s["start_line"], s["end_line"], s["lines"]) for s in plain["excerpt"]
    ]
    assert report["failing_step"] == plain["failing_step"]


def test_gh_run_view_step_column_does_not_leak_into_the_step_name(tmp_path: Path, triage_json, logs, plain_reports):
    log = tmp_path / "gh-run-view.log"
    log.write_bytes(_gh_run_view(logs[PERMISSION_LOG], 'Run echo "Deleting artifacts"'))
    report = triage_json(str(log))
    assert report["failing_step"]["name"] == plain_reports[PERMISSION_LOG]["failing_step"]["name"]
