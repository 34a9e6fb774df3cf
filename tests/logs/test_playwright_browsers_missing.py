"""Playwright Test run where the job never downloaded its browsers (``Error: browserType.launch:
Executable doesn't exist at ~/.cache/ms-playwright/…`` in the test's report, a box asking for ``npx
playwright install``) is configuration with that advice, not a test failure whose advice is to run
the test locally, where it passes (trial 42, finding 1); with ``--workflow``, a job whose steps never
run ``playwright install`` is cited at the failing step.

Fixture (tests/fixtures/trial-42, README there): ``playwright_no_browsers.log``, @playwright/test
from the npm registry installed with ``PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1``, ``npm run e2e`` (``playwright
test``) with ``CI=true`` (the dot reporter).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

LOG = Path(__file__).parents[1] / "fixtures" / "trial-42" / "playwright_no_browsers.log"
WORKFLOW = """\
name: CI
on: [push]
jobs:
  e2e:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
      - run: npm ci
      - run: npm run e2e
"""


def test_no_browsers_is_configuration_with_the_install_advice(triage_json: Callable[..., dict]) -> None:
    report = triage_json(LOG)
    assert (report["category"], report["tool"]) == ("configuration", "playwright")
    assert report["confidence"] >= 0.7  # the test's own report says why it failed, nothing rivals it
    assert "npx playwright install --with-deps" in report["next_step"]
    assert "Run the failed tests" not in report["next_step"]


def test_a_job_that_never_installs_the_browsers_is_cited_at_the_step(
    triage_json: Callable[..., dict], tmp_path: Path
) -> None:
    workflow = tmp_path / "ci.yml"
    workflow.write_text(WORKFLOW)
    first = triage_json(LOG, "--workflow", workflow)["workflow_step"]["lines"][0]
    assert (first["start_line"], first["finding_kind"]) == (12, "browsers-missing")
    assert "`playwright install`" in first["summary"]
    workflow.write_text(
        WORKFLOW.replace("      - run: npm ci\n", "      - run: npm ci\n      - run: npx playwright install\n")
    )
    report = triage_json(LOG, "--workflow", workflow)
    assert not any(line["finding"] for line in report["workflow_step"]["lines"])
