"""behave prints each step with the place of its definition, ``# None`` for an undefined one; the
summary quoted it (``… Then he sees the dashboard # None.``, trial 90, #6). A step's place
comment is left out of the failed test's message.

Real output: behave 1.3.3 run by trial 90 (tests/fixtures/s33-t90/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s33-t90"


def test_an_undefined_steps_none_is_not_quoted(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "behave_undef.log", "--no-home-skills")
    assert [test["name"] for test in report["failed_tests"]] == ["good password"]
    assert "# None" not in report["failed_tests"][0]["message"]
    assert "# None" not in report["summary"]
