"""A file a monorepo package's output names is a path of that package's folder, and the summary
names the failed package (trial 42, finding 5): vitest under a workspace runner prints
``src/route.test.js:3:60`` relative to ``packages/web``, where the runner ran it.

Fixtures: ``tests/fixtures/monorepo/`` holds real output of pnpm 12.24 (``pnpm -r test``, ``pnpm -r
--no-bail test``), Turborepo 2.11.13 (``turbo run test`` with ``GITHUB_ACTIONS=true``, its groups,
and without, its ``PKG:TASK: `` tags) and npm 11.19 (``npm test -ws``) on a two-package workspace
(``packages/core``, ``packages/web``, vitest 4.1) with a failing test in ``packages/web``, made
2026-12-04, the workspace's folder written as the runner's checkout and wrapped in the runner's
lines (a tool's ``::error::`` command as the runner logs it, ``##[error]``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "monorepo"


@pytest.mark.parametrize(
    ("name", "package"),
    [
        ("pnpm-r.gha.log", "packages/web"),
        ("turbo.gha.log", "@acme/web"),
        ("turbo-stream.log", "@acme/web"),
        ("npm-ws.gha.log", "@acme/web"),
    ],
)
def test_a_failed_packages_file_is_its_folders(triage_json: Callable[..., dict], name: str, package: str) -> None:
    report = triage_json(FIXTURES / name)
    assert report["category"] == "test failure"
    files = [location["file"] for location in report["locations"]]
    assert files[0] == "packages/web/src/route.test.js"
    assert "src/route.test.js" not in files
    assert report["locations"][0]["line"] == 3
    assert [test["file"] for test in report["failed_tests"]] == ["packages/web/src/route.test.js"]
    assert f"(failed package: {package})" in report["summary"]


def test_each_failed_packages_tagged_file_is_its_own(triage_json: Callable[..., dict]) -> None:
    """``pnpm -r --no-bail``: two packages failed and pnpm names no folder (``failed in 2
    packages``); each one's tag says whose file is whose."""
    report = triage_json(FIXTURES / "pnpm-r-no-bail.gha.log")
    files = {location["file"] for location in report["locations"]}
    assert {"packages/core/src/c.test.js", "packages/web/src/route.test.js"} <= files
    assert "(failed packages: packages/core, packages/web)" in report["summary"]
