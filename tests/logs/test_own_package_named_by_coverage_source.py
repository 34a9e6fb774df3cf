"""A missing submodule of the project's own package is the project's code (a test failure), not also
a dependency the job did not install, when the step's coverage source names the package
(``pytest --cov=geomlib``): coverage measures the project's own code, though no path the step prints
shows it (trial 93 finding 8: one line read two ways halved a clear verdict to 0.37).

Fixture: ``tests/fixtures/s34-t93/py-collect.log`` (pytest 9.2 and pytest-cov 7.1's real output).
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s34-t93"


def test_a_submodule_of_the_covered_package_is_the_projects_code(triage_json) -> None:
    report = triage_json(FIXTURES / "py-collect.log")
    assert report["category"] == "test failure"
    assert not any(step["reason"] == "competing evidence" for step in report["confidence_steps"])
    assert "the project's own package `geomlib` was imported but lacks it" in report["next_step"]
