"""A tool's usage text printed after its error leaves the excerpt but for its head.

Real output: npm 11's ``npm ci`` in a folder without a lock file (a user trial's
``npm-ci-wrongdir.gha.log``: ``npm error code EUSAGE``, the error, then ``npm error Usage:`` and 90
lines of options, 1,208 tokens of excerpt before this change), and a Go program's ``flag`` package
on an unknown flag (``flag provided but not defined: -prot`` then ``Usage of ./serve:`` and its
options; go 1.x, built from a 15-line ``main.go``), and git 2.39's ``git diff --quiet HEAD`` outside a
repository (trial 108: ``usage: git diff --no-index …`` and 128 lines of options under group
headings without a colon, ``Diff output format options``, that took the whole excerpt budget).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parents[1] / "fixtures"


def _excerpt_text(analyser: Analyser, path: Path) -> list[str]:
    with open_log_source(str(path)) as source:
        report, _ = triage_source(source, analyser, 2000)
    return [text for span in report.excerpt for text in span.lines]


def test_npm_usage_options_left_out(analyser: Analyser) -> None:
    texts = _excerpt_text(analyser, FIXTURES / "trial-x" / "npm-ci-wrongdir.gha.log")
    assert any("can only install with an existing package-lock.json" in text for text in texts)
    assert "npm error Usage:" in texts
    assert "npm error npm ci" in texts  # the usage head's one line: which command
    assert not any("--install-strategy" in text for text in texts)
    assert not any(text == "npm error Options:" for text in texts)
    assert len(texts) < 30


def test_go_flag_usage_options_left_out(analyser: Analyser) -> None:
    texts = _excerpt_text(analyser, FIXTURES / "failing-tools" / "go-flag-usage.log")
    assert "flag provided but not defined: -prot" in texts
    assert "Usage of ./serve:" in texts
    assert not any(text.strip().startswith("-port") for text in texts)


def test_git_usage_option_groups_left_out(analyser: Analyser) -> None:
    path = Path(__file__).parent / "fixtures" / "trial-108" / "not-a-git-repository.log"
    texts = _excerpt_text(analyser, path)
    assert "fatal: not a git repository (or any of the parent directories): .git" in texts
    assert "usage: git diff --no-index [<options>] <path> <path>" in texts
    assert "tree is dirty" in texts  # what ran after the listing, outside it
    assert not any("Diff output format options" in text or "--patch" in text for text in texts)
    assert len(texts) < 15
