"""A password that is an ordinary word (``DB_PASSWORD=failed``) is masked in the log's text, never in
ci-triage's own wording (trial 85 #5).

The summary was composed of the log's pieces and its own words (``failed tests``, the category) and
redacted whole afterwards, so the learned word masked ``<redacted:password> tests``, telling the
reader the password. The log's pieces are now redacted before the summary is composed, and the
summary, the next step and a failed test's kind are not redacted again. Log:
tests/fixtures/s33-secrets3/README.md (real pytest 9.2 output); the password is built at run time.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

FIXTURE = Path(__file__).parents[1] / "fixtures" / "s33-secrets3" / "pytest-word-password.gha.log"
WORD = "fai" + "led"


def _log(tmp_path: Path, password: str) -> Path:
    log = tmp_path / "job.log"
    log.write_text(FIXTURE.read_text(encoding="utf-8").replace("__DB_PASSWORD__", password), encoding="utf-8")
    return log


def test_the_summary_keeps_its_own_words_and_masks_the_logs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    trace = tmp_path / "trace.jsonl"
    assert main(["triage", str(_log(tmp_path, WORD)), "--format", "json", "--trace", str(trace)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert ": failed tests test_db.py::test_db — RuntimeError: cannot connect to" in report["summary"]
    assert "postgresql://app:<redacted:password>@127.0.0.1:1/app" in report["summary"]
    assert [test["kind"] for test in report["failed_tests"]] == ["failed"]
    lines = [line for span in report["excerpt"] for line in span["lines"]]
    assert "1 <redacted:password> in 0.03s" in lines  # the log's own tally still masks it
    assert any("user=app password=<redacted:password>)" in line for line in lines)
    records = trace.read_text(encoding="utf-8")
    assert "failed tests test_db.py::test_db" in records
    assert "<redacted:password> tests" not in records


@pytest.mark.parametrize("form", ["markdown", "text"])
def test_the_views_show_the_summary_s_own_words(tmp_path: Path, capsys: pytest.CaptureFixture[str], form: str) -> None:
    assert main(["triage", str(_log(tmp_path, WORD)), "--format", form]) == 0
    shown = " ".join(capsys.readouterr().out.split())
    assert "failed tests test_db.py::test_db" in shown.replace("│ ", "")
    assert "<redacted:password> tests" not in shown


def test_a_password_the_summary_quotes_is_masked_there(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    password = "Wi" + "nt3r"
    assert main(["triage", str(_log(tmp_path, password)), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert "app:<redacted:password>@" in report["summary"]
    assert password not in json.dumps(report)
