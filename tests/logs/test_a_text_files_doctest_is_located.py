"""``python -m doctest README.txt`` names the failed example's place ``File "README.txt", line 5,
in README.txt``: a location, though the doctest is named by the file (a name that reads like a JVM
test's ``Class.method``, which is no location).

Fixture: ``tests/fixtures/trial-91/README.md`` (real Python 3.11.7 doctest output as a GitHub Actions
job log). Before: only ``shop/pricing.py:6`` was located.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "trial-91"


def test_the_text_files_example_is_a_location(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "doctest-text-file.gha.log", analyser, 2000)
    assert [(location.file, location.line) for location in report.locations] == [
        ("/home/runner/work/shop/shop/shop/pricing.py", 6),
        ("README.txt", 5),
    ]
