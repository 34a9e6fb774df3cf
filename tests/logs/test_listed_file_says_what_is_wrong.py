"""A formatter's check that lists only the files it would change: the summary says what the listing means.

``terraform fmt -check``, ``gofmt -l`` and ``prettier --check`` print a file alone on a line
(``main.tf``, ``calc/ugly.go``, ``[warn] ugly.js``); quoted alone, a headline ``main.tf`` says nothing
(trial 22, finding 10). The summary quotes the line and adds ``(not formatted)``; black's ``would
reformat fmt.py`` says it itself and is left as it is. Real output: Terraform in Travis CI's layout
(``tests/fixtures/trial-22``), gofmt, Prettier and black as the skills' fixtures hold it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

TESTS = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(
    ("log", "headline"),
    [
        ("fixtures/trial-22/tffmt.travis.log", "main.tf (not formatted)"),
        ("skills/fixtures/gofmt-list.txt", "calc/ugly.go (not formatted)"),
        ("skills/fixtures/prettier.txt", "ugly.js (not formatted)"),
        ("skills/fixtures/black-check.txt", "would reformat fmt.py"),
    ],
)
def test_a_formatters_listed_file_is_said_to_be_unformatted(log: str, headline: str) -> None:
    report, _ = triage_path(str(TESTS / log), Analyser.load(), 2000)

    assert report.category == "formatting"
    assert report.summary.split("”: ", 1)[1].startswith(headline)  # the tool's tally may follow
