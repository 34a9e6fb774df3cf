"""``skills new --from LOG``: a test's name padded to its runner's verdict column is the run's, not
the family's, so the starter's pattern matches any name before the verdict: Robot Framework 7.5's
``Token Expiry Is One Hour      | FAIL |`` was written as a literal pattern the next failed test
would not match (trial 88, #11; its real log, tests/fixtures/s33-t88/README.md)."""

from __future__ import annotations

from pathlib import Path

import pytest
import re2

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main
from ci_triage.logs.skills import load_skills

ROBOT = Path(__file__).parents[1] / "fixtures" / "s33-t88" / "robot.log"

pytestmark = pytest.mark.usefixtures("empty_home")


def test_a_name_before_a_verdict_column_matches_any_name(tmp_path: Path) -> None:
    out = tmp_path / "starter"
    argv = ["skills", "new", "--from", str(ROBOT), "--out", str(out), "--category", "test failure"]
    assert main([*argv, "--name", "starter", "--no-home-skills"]) == ExitCode.OK
    (skill,) = load_skills([out], bundled=False).skills
    patterns = [signal.pattern for signal in skill.signals if signal.role == "error"]
    assert patterns
    assert all("Token" not in pattern and "Locked" not in pattern for pattern in patterns), patterns
    another = "Checkout Rejects An Expired Card" + " " * 40 + "| FAIL |"
    assert any(re2.search(pattern, another) for pattern in patterns), patterns
    assert not any(re2.search(pattern, "Valid Login" + " " * 40 + "| PASS |") for pattern in patterns)
