"""``skills new --from LOG``: a starter's pattern matches the next failure of its kind when that
failure names another audit or rule in brackets (zizmor 1.33.1's ``error[dangerous-triggers]``, a
user trial's real log, ``tests/fixtures/trial-18``) or pads its columns to another width (sqlfluff
4.5.0's ``L:   4`` then ``L:  10``, run here), while a plain word in brackets (``[ERROR]``) stays
what it is."""

from __future__ import annotations

from pathlib import Path

import pytest
import re2

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main
from ci_triage.logs.skill_starter import line_pattern
from ci_triage.logs.skills import load_skills

ZIZMOR = Path(__file__).parents[1] / "fixtures" / "trial-18" / "zizmor.plain.log"
SQLFLUFF_BLANK_LINES = [  # sqlfluff 4.5.0 `sqlfluff lint long.sql --dialect ansi`: the same rule at lines 4 and 10
    "L:   4 | P:   1 | LT15 | Too many consecutive blank lines. [layout.newlines]",
    "L:  10 | P:   1 | LT15 | Too many consecutive blank lines. [layout.newlines]",
]

pytestmark = pytest.mark.usefixtures("empty_home")


def test_a_hyphenated_identifier_in_brackets_matches_any(tmp_path: Path) -> None:
    """The starter of a zizmor finding matches the same finding under another audit's name: the
    README's "a bracketed identifier … match[es] any value"."""
    out = tmp_path / "starter"
    argv = ["skills", "new", "--from", str(ZIZMOR), "--out", str(out), "--category", "security audit"]
    assert main([*argv, "--name", "starter", "--no-home-skills"]) == ExitCode.OK
    (skill,) = load_skills([out], bundled=False).skills
    patterns = [signal.pattern for signal in skill.signals if signal.role == "error"]
    assert patterns
    findings = [line for line in ZIZMOR.read_text().splitlines() if line.startswith("error[")]
    audits = {line[len("error[") : line.index("]")] for line in findings}
    assert all(audit not in pattern for audit in audits for pattern in patterns), patterns
    renamed = [f"error[another-audit]{line[line.index(']') + 1 :]}" for line in findings]
    assert any(re2.search(pattern, line) for pattern in patterns for line in renamed), patterns


def test_a_plain_word_in_brackets_stays_literal() -> None:
    assert r"\[ERROR\]" in line_pattern("[ERROR] Failed to execute goal on project app")


def test_a_columns_padding_matches_a_wider_value() -> None:
    pattern = line_pattern(SQLFLUFF_BLANK_LINES[0])
    assert re2.search(pattern, SQLFLUFF_BLANK_LINES[1]), pattern
    assert not re2.search(pattern, "L:  10 | P:   1 | LT15 | Too many blank lines at the end of file."), pattern
