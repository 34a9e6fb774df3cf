"""`tsc --build` whose root tsconfig `references` a package that does not exist prints `error TS6053:
File '…/packages/server/tsconfig.json' not found.`: no file was type-checked. The report read a type
error and advised fixing it (trial 102 #5).

Real output: typescript 7.0.2 (tests/fixtures/s36-t102b/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s36-t102b"


def test_a_missing_referenced_project_is_configuration(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "tsc-missing-ref.gha.log", "--no-home-skills")
    assert report["category"] == "configuration"
    assert "TS6053" in report["summary"]
    assert "references" in report["next_step"]
    assert "type error shown above" not in report["next_step"]
