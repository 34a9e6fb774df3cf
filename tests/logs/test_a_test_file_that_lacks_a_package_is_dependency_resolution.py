"""vitest could not load a test file because a module it imports imports a package that is not
installed (`Error: Failed to load url date-fns (resolved id: date-fns) in /…/render.ts. Does the
file exist?`): the verdict was a test failure at 0.85 with "Run the failed tests locally", where
Python's `ModuleNotFoundError` of a third party's package is dependency resolution (trial 134 #1).

Real output: vitest 1.6.1 (tests/fixtures/s50-t134/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s50-t134"


def test_a_bare_package_vitest_could_not_load_is_dependency_resolution(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "n-missing-dep.gha.log", "--no-home-skills")
    assert report["category"] == "dependency resolution"
    assert report["confidence"] >= 0.8
    assert report["next_step"].startswith("vite found no installed package `date-fns`")
    assert [test["name"] for test in report["failed_tests"]] == ["packages/web/src/render.test.ts"]
