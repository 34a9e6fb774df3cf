"""A compile error under a test runner that builds what it tests is the run's own failure, not a
step tool of another category (the catalogue's ``builds``): ``go test`` and ``cargo test`` compile
the package and its tests first, so a type error there is no reason to doubt the verdict.

Fixtures (``tests/logs/fixtures/builds_first/``): real output made here 2026-12-03, wrapped in the
runner's lines as ``actions/runner`` prints them: ``go test ./...`` (go 1.19.8) on a test assigning
an int to a string, and ``cargo test --offline`` (cargo 1.95.0) on the same mistake in Rust.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.logs.tool_catalogue_schema import CatalogueFields
from ci_triage.logs.tools import load_catalogue

FIXTURES = Path(__file__).parent / "fixtures" / "builds_first"


@pytest.mark.parametrize(("name", "runner"), [("go-test-build", "go-test"), ("cargo-test-build", "cargo-test")])
def test_a_compile_error_under_a_building_test_runner_is_not_cut(analyser: Analyser, name: str, runner: str) -> None:
    catalogue = load_catalogue().get(runner)
    assert catalogue is not None
    assert catalogue.builds
    report, _ = triage_path(FIXTURES / f"{name}.gha.log", analyser, 2000)
    assert report.category == "compile/build error"
    assert [step.reason for step in report.confidence_steps if step.reason == "step tool disagrees"] == []
    assert report.confidence >= 0.7


def test_only_a_test_runner_or_a_package_manager_builds() -> None:
    tool = {"name": "x", "kind": "linter", "category": "lint/format", "commands": ["x"], "builds": True}
    with pytest.raises(ValidationError, match="only a test runner or a package manager builds"):
        CatalogueFields.model_validate({"tools": [tool]})
