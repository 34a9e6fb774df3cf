"""A competing signal that lowers the confidence is named, with how much, in every output format."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

STAMP = "2026-12-01T12:00:00.0000000Z "
CONNECTION_ERROR = (
    "E   requests.exceptions.ConnectionError: HTTPSConnectionPool(host='api.example.org', port=443): "
    "Max retries exceeded with url: /v1/items"
)
TWO_READINGS = [
    "##[group]Run pytest tests",
    "pytest tests",
    "##[endgroup]",
    "============================= test session starts ==============================",
    CONNECTION_ERROR,
    "FAILED tests/test_api.py::test_items - requests.exceptions.ConnectionError",
    "========================= 1 failed, 3 passed in 1.20s ==========================",
    "##[error]Process completed with exit code 1.",
]
"""A test that failed on a connection error: pytest's verdict and the network line each name a category."""

ONE_READING = [
    "##[group]Run pytest tests",
    "pytest tests",
    "##[endgroup]",
    "E       assert 2 == 3",
    "FAILED tests/test_math.py::test_add - assert 2 == 3",
    "========================= 1 failed, 3 passed in 1.20s ==========================",
    "##[error]Process completed with exit code 1.",
]


def _triage(tmp_path: Path, capsys: pytest.CaptureFixture[str], lines: list[str], output_format: str) -> str:
    log = tmp_path / "job.log"
    log.write_text("".join(f"{STAMP}{line}\n" for line in lines), encoding="utf-8")
    code = main(["triage", str(log), "--format", output_format])
    captured = capsys.readouterr()
    assert code == ExitCode.OK, captured.err
    return captured.out


def test_json_names_the_competing_category_its_signal_and_the_factor(tmp_path: Path, capsys) -> None:
    report = json.loads(_triage(tmp_path, capsys, TWO_READINGS, "json"))
    competing = {other["category"]: other for other in report["competing"]}
    rival = "infrastructure/network/flaky" if report["category"] == "test failure" else "test failure"
    assert rival in competing
    assert competing[rival]["strength"] > 0.5
    assert competing[rival]["signal"]["line"] in (5, 6, 7)
    step = next(step for step in report["confidence_steps"] if step["reason"] == "competing evidence")
    assert step["after"] < step["before"] * 0.7  # a rival as strong as the verdict about halves it
    assert rival in step["detail"]
    assert report["jobs"][0]["classification"]["competing"] == report["competing"]


def test_markdown_and_text_say_what_competed_and_by_how_much(tmp_path: Path, capsys) -> None:
    markdown = _triage(tmp_path, capsys, TWO_READINGS, "markdown")
    text = " ".join(_triage(tmp_path, capsys, TWO_READINGS, "text").split())
    for shown in (markdown, text):
        assert "competing evidence" in shown
        assert "network-flaky/max-retries-exceeded" in shown or "pytest/" in shown
        assert "confidence ×" in shown


def test_a_verdict_without_rivals_has_no_competing_step(tmp_path: Path, capsys) -> None:
    report = json.loads(_triage(tmp_path, capsys, ONE_READING, "json"))
    assert report["category"] == "test failure"
    assert report["competing"] == []
    assert all(step["reason"] != "competing evidence" for step in report["confidence_steps"])
    assert "competing evidence" not in _triage(tmp_path, capsys, ONE_READING, "markdown")


BRANCH_MOVED = [
    "##[group]Run git push origin HEAD:main",
    "git push origin HEAD:main",
    "##[endgroup]",
    "To github.com:acme/app.git",
    " ! [rejected]        HEAD -> main (fetch first)",
    "error: failed to push some refs to 'github.com:acme/app.git'",
    "##[error]Process completed with exit code 1.",
]
"""git's refusal of a push to a branch that moved: one line that is configuration evidence and
contests infrastructure/network/flaky (re-running works once the other push landed)."""


def test_a_contested_line_is_shown_as_one_line_read_two_ways(tmp_path: Path, capsys) -> None:
    report = json.loads(_triage(tmp_path, capsys, BRANCH_MOVED, "json"))
    assert report["category"] == "configuration"
    step = next(step for step in report["confidence_steps"] if step["reason"] == "competing evidence")
    assert "infrastructure/network/flaky 0.70 (the same line read another way: git-push/" in step["detail"]
    two_readings = json.loads(_triage(tmp_path, capsys, TWO_READINGS, "json"))
    shown = next(step for step in two_readings["confidence_steps"] if step["reason"] == "competing evidence")
    assert "read another way" not in shown["detail"]  # two lines, each of its own category
