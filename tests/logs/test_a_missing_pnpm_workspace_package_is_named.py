"""`pnpm install` refused a `workspace:*` dependency that no package of the workspace provides: the
report quoted `Error:   × installing dependencies`, decided by the step's tool alone, and advised to
refresh the lock file, which does not fix it (trial 102 #9).

Real output: pnpm 12.25.1 (tests/fixtures/s36-t102b/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s36-t102b"


def test_the_missing_workspace_package_is_quoted_and_advised(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "pnpm-missing-ws.gha.log", "--no-home-skills")
    assert report["category"] == "dependency resolution"
    assert '"@acme/utils@workspace:*" is in the dependencies' in report["summary"]
    assert "pnpm-workspace.yaml" in report["next_step"]
    assert "refresh the lock file" not in report["next_step"]
