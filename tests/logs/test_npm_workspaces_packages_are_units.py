"""`npm run test --workspaces` runs each package's script in turn, under npm's banner
(`> @acme/utils@1.0.0 test`), and closes each failed one with its error report (`npm error workspace
@acme/utils@1.0.0`); a package without the script prints the report alone. Each package's run is a
unit, as a tagged runner's tasks are: the first failed decides, the others are named "also failed"
with their own verdicts. The report named the test failure alone and advised about it, though the
first failed package lacked the script and another's tsconfig was rejected (trial 111 #5).

Real output: npm 11.19.1, node 20.20.2, typescript 7.0.2 (tests/fixtures/s40-t111rest/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s40-t111rest"


def test_each_failed_workspace_package_is_a_unit(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "npm-workspaces-three-failed.gha.log", "--no-home-skills")
    assert report["category"] == "configuration"
    assert 'Missing script: "test"' in report["summary"]
    assert "also failed: @acme/utils: test failure" in report["summary"]
    assert "@acme/web: configuration" in report["summary"]
    assert "@acme/core" not in report["summary"]
