"""commitlint's verdict is about a commit message: the advice is to reword the commit, not to run a
linter's fix on files (trial 49, finding 10).

``✖   subject may not be empty [subject-empty]`` under ``⧗   input: Added negative amount support.``
was lint/format from the step's command alone, with "run the linter locally … its fix option".
Output of @commitlint/cli 20.5.3 from trial 49 (``tests/fixtures/trial-49/README.md``) and run here
(``tests/skills/fixtures/commitlint.txt``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

TESTS = Path(__file__).parents[1]


@pytest.mark.parametrize(
    ("log", "rule"),
    [("fixtures/trial-49/commitlint.log", "[subject-empty]"), ("skills/fixtures/commitlint.txt", "[subject-case]")],
)
def test_a_broken_commit_rule_says_reword_the_commit(triage_json: Callable[..., dict], log: str, rule: str) -> None:
    report = triage_json(TESTS / log)
    assert report["category"] == "lint/format"
    assert report["tool"] == "commitlint"
    assert rule in report["summary"]
    advice = report["jobs"][0]["classification"]["next_step"]
    assert "git commit --amend" in advice
    assert "no file to fix" in advice
