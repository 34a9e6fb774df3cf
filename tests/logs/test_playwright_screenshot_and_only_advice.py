"""Playwright Test's screenshot assertions and a committed ``test.only`` get their own advice.

Real runs of @playwright/test 1.65.2 on Debian's chromium (trial 107, ``fixtures/s38-t107a``): a
``toHaveScreenshot`` with no stored image (``A snapshot doesn't exist at …-linux.png, writing
actual.``) is fixed by generating the image where CI runs and committing it; a pixel difference by
looking at the actual and diff images Playwright wrote under ``test-results/``; a ``test.only``
under ``forbidOnly`` by removing it. Not "run the failed tests locally": locally the snapshot
exists, or is another platform's, and ``.only`` runs.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s38-t107a"


def test_a_missing_screenshot_is_generated_where_ci_runs_and_committed(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "pw-screenshot-missing-baseline.log")
    assert report["category"] == "test failure"
    next_step = report["next_step"]
    assert "--update-snapshots" in next_step
    assert "same OS" in next_step
    assert "commit" in next_step


def test_a_screenshot_that_differs_points_at_its_images(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "pw-screenshot-diff.log")
    assert report["category"] == "test failure"
    next_step = report["next_step"]
    assert "-diff.png" in next_step
    assert "artifact" in next_step


def test_a_committed_test_only_is_removed(triage_json: Callable[..., dict]) -> None:
    next_step = triage_json(FIXTURES / "pw-forbid-only.log")["next_step"]
    assert "remove the `.only`" in next_step
    assert "Run the failed tests locally" not in next_step
