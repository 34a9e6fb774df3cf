"""A bare module Node did not find is named in the advice, which says it may be misspelt or not
declared, not "refresh the lock file" (trial 107, #17: ``Cannot find module
'@axe-core/playwright-missing'``, a package the project never declared).

Real output: @playwright/test 1.65 (trial 107), tests/fixtures/s38-t107b/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s38-t107b"


def test_a_module_node_did_not_find_is_named(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "pw-missing-dep.log", "--no-home-skills")
    assert report["category"] == "dependency resolution"
    assert "`@axe-core/playwright-missing`" in report["next_step"]
    assert "misspelt" in report["next_step"]
    assert "refresh the lock file" not in report["next_step"]
