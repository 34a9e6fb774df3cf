"""A linter that found no configuration, or a formatter given files it cannot read, linted nothing:
its fix is the configuration or the command's file list (trial 49, finding 4).

stylelint with no configuration file (``ConfigurationError: No configuration provided for …``, exit
78) was lint/format with "fix the linter's findings", and there were none. Output of stylelint
17.16.0 from trial 49 (``tests/fixtures/trial-49/README.md``); stylelint 16.26.1 and prettier 3.10.1
run here (``tests/skills/fixtures/``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

TESTS = Path(__file__).parents[1]


@pytest.mark.parametrize(
    ("log", "advice"),
    [
        ("fixtures/trial-49/stylelint-no-config.log", ".stylelintrc.json"),
        ("skills/fixtures/stylelint-no-config.txt", ".stylelintrc.json"),
        ("skills/fixtures/prettier-no-parser.txt", ".prettierignore"),
    ],
)
def test_a_missing_configuration_is_configuration_with_its_advice(
    triage_json: Callable[..., dict], log: str, advice: str
) -> None:
    report = triage_json(TESTS / log)
    assert report["category"] == "configuration"
    assert advice in report["jobs"][0]["classification"]["next_step"]


def test_the_wrapped_stylelint_step_is_confident(triage_json: Callable[..., dict]) -> None:
    assert triage_json(TESTS / "fixtures/trial-49/stylelint-no-config.log")["confidence"] >= 0.7
