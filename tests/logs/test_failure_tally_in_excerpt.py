"""A tally line that counts failures is the job's summary: the excerpt keeps it.

The logs are real output of pytest and ``node --test`` run on small projects in a temporary folder;
a tally with a ``passed``/``pass`` count beside its failures is no passing verdict, and the
failures it closes are no passing test's output.
"""

from __future__ import annotations

import io
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.localise import LogLine, passing_verdict
from ci_triage.logs.model import JobReport
from ci_triage.logs.source import LogMember


def analyse_plain(analyser: Analyser, output: str) -> JobReport:
    member = LogMember(name="", file=io.BytesIO(output.encode()))
    return analyser.analyse(member, budget=2000).report


def excerpt_text(report: JobReport) -> list[str]:
    return [text for span in report.excerpt for text in span.lines]


def verdict(text: str) -> bool:
    return passing_verdict(LogLine(number=1, text=text, marker="", matches=[], section=0))


def test_pytest_tally_with_failures_stays_in_the_excerpt(analyser: Analyser, tmp_path: Path) -> None:
    (tmp_path / "test_calc.py").write_text(
        "def add(a, b):\n    return a - b\n\n\n"
        "def test_add():\n    assert add(2, 3) == 5\n\n\n"
        "def test_add_neg():\n    assert add(-1, -1) == -2\n\n\n"
        "def test_zero():\n    assert add(0, 0) == 0\n"
    )
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_calc.py"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    tally = run.stdout.strip().splitlines()[-1]
    assert "2 failed, 1 passed" in tally
    assert not verdict(tally)
    report = analyse_plain(analyser, run.stdout)
    assert tally in excerpt_text(report)
    # the summary's block is no passing test's output: the headline quotes its message, not a separator
    assert report.headline == "FAILED test_calc.py::test_add - assert -1 == 5"


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_node_test_tally_keeps_its_pass_count(analyser: Analyser, tmp_path: Path) -> None:
    (tmp_path / "a.test.js").write_text(
        "const test = require('node:test');\nconst assert = require('node:assert');\n"
        "test('adds numbers', () => { assert.strictEqual(1 + 1, 3); });\n"
        "test('fine', () => { assert.strictEqual(1 + 1, 2); });\n"
    )
    run = subprocess.run(
        ["node", "--test", "--test-reporter=tap", "a.test.js"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    lines = run.stdout.splitlines()
    assert "# pass 1" in lines
    assert "# fail 1" in lines
    excerpt = excerpt_text(analyse_plain(analyser, run.stdout))
    assert "# pass 1" in excerpt
    assert "# fail 1" in excerpt


def test_tallies_without_failures_are_still_passing_verdicts() -> None:
    assert verdict("============ 3 passed in 0.02s ============")
    assert verdict("Tests run: 3, Failures: 0, Errors: 0, Skipped: 0")
    assert verdict("PASS src/sum.test.js")
    assert not verdict("Tests run: 3, Failures: 1, Errors: 0, Skipped: 0")
    assert not verdict("# pass 1")
