"""A license-header gate's own lines name the category, so an undefined matrix key in the step's
``working-directory`` (an empty value: the step ran in the repository's root) is a note beside it.

Fixtures in ``tests/fixtures/s35-t95b`` (see its README): trial 95's log 42, shellcheck 0.9.0 in a
``continue-on-error`` step and then a project's bash license-header script.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s35-t95b"
LOG = FIXTURES / "license-after-advisory-step.gha.log"


def test_a_license_gate_keeps_its_verdict_beside_an_undefined_matrix_key(triage_json: Callable[..., dict]) -> None:
    """The files without the header are the failure: lint/format with each file a location, and
    the matrix key a second thing to fix, not ``configuration`` at 0.95."""
    report = triage_json(LOG, "--workflow", FIXTURES / "license-no-matrix.yml")
    assert report["category"] == "lint/format"
    assert all(step["reason"] != "workflow finding" for step in report["confidence_steps"])
    assert [location["file"] for location in report["locations"]] == ["src/c.py", "src/b.py"]
    next_step = report["jobs"][0]["classification"]["next_step"]
    assert next_step.startswith("Add the license header")
    assert "Also, in the workflow (the log does not show it at work): edit `" in next_step
