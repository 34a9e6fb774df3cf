"""An ``##[error]`` annotation whose message still holds the workflow-command escapes.

``ruff-github-annotations.gha.log`` (``tests/fixtures/trial-43/README.md``: ruff 0.17.6's
``--output-format=github``) serves each finding as ``##[error]src/pkg/mod.py:1:8: F401 `os`
imported but unused%0A  help: Remove unused import``: the summary and the excerpt had quoted the
``%0A``. A message escapes ``%``, CR and LF (GitHub Docs, "Workflow commands for GitHub Actions").
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.clean import clean_line
from ci_triage.logs.report import triage_path

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "trial-43" / "ruff-github-annotations.gha.log"


def test_the_summary_and_excerpt_read_the_line_break_decoded(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURE, analyser, 2000)
    assert report.category == "lint/format"
    assert "%0A" not in report.summary
    assert "imported but unused   help: Remove unused import" in report.summary
    lines = [line for span in report.excerpt for line in span.lines]
    assert any("imported but unused   help: Remove unused import" in line for line in lines)
    assert not [line for line in lines if "%0A" in line]


def test_an_annotations_escapes_are_undone_only_beside_an_encoded_line_break() -> None:
    assert clean_line("##[error]50%25 done%0Anext").text == "50% done next"
    assert clean_line("##[error]coverage 50%25").text == "coverage 50%25"
    assert clean_line("##[group]Run echo a%0Ab").text == "Run echo a b"
