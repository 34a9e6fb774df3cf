"""pip that cannot parse a requirement string (`ERROR: Invalid requirement: 'inv=='`, an empty version
from a matrix value or step output that expanded to nothing in the install line) resolved nothing: the
report said dependency resolution at 0.45 with advice to refresh the lock file. A malformed
requirement is configuration, fixed where the string is written.

Real output: pip 26.3 (tests/fixtures/s40-t111rest/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s40-t111rest"


@pytest.mark.parametrize("fixture", ["pip-invalid-requirement.gha.log", "pip-invalid-requirement-file.gha.log"])
def test_a_malformed_requirement_is_configuration(triage_json: Callable[..., dict], fixture: str) -> None:
    report = triage_json(FIXTURES / fixture, "--no-home-skills")
    assert report["category"] == "configuration"
    assert report["confidence"] >= 0.7
    assert "Invalid requirement: 'inv=='" in report["summary"]
    assert "could not parse the requirement" in report["next_step"]
    assert "lock file" not in report["next_step"]
