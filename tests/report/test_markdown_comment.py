"""The Markdown comment: what a PR reader sees for several failing jobs, weak evidence, huge excerpts."""

from __future__ import annotations

import zipfile
from pathlib import Path

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main
from ci_triage.logs.model import ConfidenceStep, SourceInfo, Span, TriageReport
from ci_triage.report.markdown import render_markdown

STAMP = "2024-05-01T12:00:00.0000000Z "


def job_log(step: str, *lines: str) -> str:
    body = [f"##[group]Run {step}", *lines, "##[error]Process completed with exit code 1."]
    return "".join(f"{STAMP}{line}\n" for line in body)


def test_every_failing_job_of_a_zip_is_named_with_its_category(tmp_path: Path, capsys) -> None:
    archive = tmp_path / "logs.zip"
    with zipfile.ZipFile(archive, "w") as handle:
        handle.writestr("1_lint.txt", job_log("ruff check .", "src/a.py:1:1: F401 [*] `os` imported but unused"))
        handle.writestr("2_test.txt", job_log("pytest", "FAILED tests/test_a.py::test_x - assert 1 == 2"))
    assert main(["triage", str(archive), "--format", "markdown"]) == ExitCode.OK
    comment = capsys.readouterr().out
    assert "**Failing jobs:**" in comment
    assert "- `lint` (`1_lint.txt`): lint/format" in comment
    assert "- `test` (`2_test.txt`): test failure" in comment
    assert "log line 2 of `2_test.txt`" in comment


def report_with(excerpt: list[Span], confidence: float = 0.9) -> TriageReport:
    return TriageReport(
        tool_version="test",
        source=SourceInfo(path="job.log", kind="file"),
        failure_found=True,
        summary="Test failure in step “Run tests”.",
        category="test failure",
        confidence=confidence,
        excerpt=excerpt,
        budget_tokens=2000,
    )


def test_a_comment_over_githubs_limit_leaves_out_spans_and_says_so() -> None:
    spans = [
        Span(start_line=n * 100 + 1, end_line=n * 100 + 100, reason="error text", lines=["x" * 300] * 100, tokens=7600)
        for n in range(5)
    ]
    comment = render_markdown(report_with(spans))
    assert len(comment) <= 65_536
    assert "more excerpt spans left out to fit GitHub's 65,536-character comment limit" in comment
    assert "lines 1–100" in comment


def test_a_low_confidence_category_is_called_a_guess() -> None:
    shown = [Span(start_line=7, end_line=7, reason="error text", lines=["Error: boom"], tokens=4)]
    comment = render_markdown(report_with(shown, confidence=0.06))
    assert "The category is a guess (confidence 0.06)" in comment
    assert "Run the failed tests locally" not in comment


def test_an_empty_excerpt_is_never_called_the_lines_above() -> None:
    comment = render_markdown(report_with([], confidence=0.06))
    assert "No log line fit the excerpt budget of 2000 tokens" in comment
    assert "the lines above" not in comment


def test_the_confidence_story_is_folded_away_under_the_headline() -> None:
    """A maintainer reads the cause first; how the number was weighed (evidence, the calibration
    table) is there for whoever asks, folded (session 35's trial 97: bookkeeping shown in the comment)."""
    shown = [Span(start_line=7, end_line=7, reason="error text", lines=["Error: boom"], tokens=4)]
    report = report_with(shown, confidence=0.83)
    report.confidence_steps = [ConfidenceStep(reason="calibrated", before=0.79, after=0.83, detail="the table")]
    comment = render_markdown(report)
    folded = comment.split("<summary>How the confidence came to 0.83</summary>", 1)
    assert len(folded) == 2, comment
    assert folded[0].rstrip().endswith("<details>")
    story, _, rest = folded[1].partition("</details>")
    assert "- `calibrated 0.79 → 0.83: the table`" in story
    assert "#### Lines that explain the failure" in rest
