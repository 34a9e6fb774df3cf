"""A rustc-style ``error[rule]: message`` over `` --> file:line:col`` is read by what its place is
(trial 49, finding 1).

zizmor, deno lint and ty all print this shape; only zizmor's place is a workflow file. deno lint's
four findings were called a zizmor security audit at 0.85 with advice to edit the workflow, because
``deno lint`` named only the ``deno`` wrapper, so no step tool held zizmor's scope, and zizmor's
finding line needed no place. The deno output is trial 49's (deno 2.9.6,
``tests/fixtures/trial-49/README.md``); ty's is ty 1.0.0's (``tests/skills/fixtures/ty-check.txt``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-49"


@pytest.mark.parametrize("log", ["deno-lint.log", "deno-lint-plain.txt"])
def test_deno_lint_findings_are_lint_not_a_workflow_audit(triage_json: Callable[..., dict], log: str) -> None:
    report = triage_json(FIXTURES / log)
    assert report["category"] == "lint/format"
    assert report["tool"] == "deno-lint"
    assert "error[no-explicit-any]" in report["summary"]
    assert not any(signal["skill"] == "zizmor" for signal in report["signals"])
    assert "workflow" not in (report["jobs"][0]["classification"]["next_step"] or "")
    if log.endswith(".log"):  # the step's command, deno lint, agrees
        assert report["confidence"] >= 0.7


def test_ty_diagnostics_are_a_type_check(triage_json: Callable[..., dict]) -> None:
    report = triage_json(Path(__file__).parents[1] / "skills" / "fixtures" / "ty-check.txt")
    assert report["category"] == "type check"
    assert not any(signal["skill"] == "zizmor" for signal in report["signals"])
