"""A gate that failed on a limit its command gives another value since the passing run
(``--cov-fail-under 40`` then, ``90`` now, at the same coverage) leads the comment's heading with the
changed threshold, not with "new since the passing log" (trial 105 #10); a bare progress column
``[100%]`` (pytest's, left alone on its line by pytest-cov's stderr) joins no excerpt.

Fixtures: ``tests/fixtures/s38-baseline/README.md`` (real pytest 9.2.0 and pytest-cov 7.1.0 output
as GitHub Actions job logs, the limit given as ``--cov-fail-under 90`` and as
``--cov-fail-under=90``). Before: "lint/format — new since the passing log it was compared with",
the excerpt's first span ending on ``[100%]``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.logs.model import OptionChange
from ci_triage.logs.step_options import changed_limit, is_limit

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s38-baseline"
PAIRS = [
    ("cov-fail-under-90.gha.log", "cov-fail-under-40-passed.gha.log"),
    ("t105-cov-fail-under-90.gha.log", "t105-cov-fail-under-40-passed.gha.log"),
]


@pytest.mark.parametrize(("failing", "passing"), PAIRS)
def test_the_heading_leads_with_the_changed_threshold(
    capsys: pytest.CaptureFixture[str], failing: str, passing: str
) -> None:
    argv = ["triage", str(FIXTURES / failing), "--baseline", str(FIXTURES / passing)]
    assert main([*argv, "--format", "markdown"]) == 0
    heading = next(line for line in capsys.readouterr().out.splitlines() if line.startswith("### "))
    assert "lint/format — threshold changed `40` → `90` (`--cov-fail-under`) since the passing log" in heading
    assert "new since" not in heading
    assert main([*argv, "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["jobs"][0]["headline_compared"] == "limit changed"


@pytest.mark.parametrize(("failing", "passing"), PAIRS)
def test_a_bare_progress_column_joins_no_excerpt(
    capsys: pytest.CaptureFixture[str], failing: str, passing: str
) -> None:
    argv = ["triage", str(FIXTURES / failing), "--baseline", str(FIXTURES / passing), "--format", "json"]
    assert main(argv) == 0
    shown = [line.strip() for span in json.loads(capsys.readouterr().out)["excerpt"] for line in span["lines"]]
    assert any(line.startswith("ERROR: Coverage failure: total of") for line in shown)
    assert "[100%]" not in shown


@pytest.mark.parametrize(
    ("option", "limit"),
    [
        ("--cov-fail-under", True),
        ("--fail-under", True),
        ("--max-warnings", True),
        ("--maxfail", True),
        ("--max-absolute", True),
        ("--timeout", True),
        ("--randomly-seed", False),
        ("-k", False),
        ("-n", False),
    ],
)
def test_a_limit_is_named_so(option: str, limit: bool) -> None:
    assert is_limit(option) is limit


def test_a_number_of_another_option_is_no_limit() -> None:
    seed = OptionChange(option="--randomly-seed", before="3", now="1")
    assert changed_limit("assert 1 == 2", [seed]) is None
    warnings = OptionChange(option="--max-warnings", before="5", now="0")
    assert changed_limit("ESLint found too many warnings (maximum: 0).", [seed, warnings]) == warnings
    rank = OptionChange(option="--max-absolute", before="B", now="A")
    assert changed_limit('block "src/a.py:15 ship" has a rank of B (limit: --max-absolute A)', [rank]) == rank
