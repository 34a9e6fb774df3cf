"""A job log's failing step runs the tool whose own skill reads the failure: the verdict is that
tool's reading of its own output, so the step's tool agrees with it, whatever the catalogue's usual
category for the tool (python-build's compile/build error, npm-publish's deploy). Trial 127, finding
6: the wrapped copies were less sure than the plain ones (``step tool disagrees`` × 0.7).

Fixtures: tests/fixtures/s47-setup/README.md (python -m build 1.6.1, npm 11.19.1, real output).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s47-setup"


@pytest.mark.parametrize(
    ("log", "category", "tool"),
    [
        ("build-missing-package", "configuration", "python-build"),
        ("npm-publish-needauth", "permission/auth", "npm-publish"),
    ],
)
def test_the_wrapped_copy_is_at_least_as_sure_as_the_plain_one(
    triage_json: Callable[..., dict], log: str, category: str, tool: str
) -> None:
    plain = triage_json(FIXTURES / f"{log}.log")
    wrapped = triage_json(FIXTURES / f"{log}.gha.log")
    assert (wrapped["category"], wrapped["jobs"][0]["classification"]["step_tool"]) == (category, tool)
    assert plain["category"] == category
    assert wrapped["confidence"] >= plain["confidence"]
    assert "step tool disagrees" not in [step["reason"] for step in wrapped["confidence_steps"]]
