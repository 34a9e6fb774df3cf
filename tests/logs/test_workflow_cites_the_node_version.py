"""npm refusing the job's Node.js for a package's ``engines`` range (EBADENGINE) cites, with
``--workflow``, the ``node-version`` input of the job's ``actions/setup-node`` step: the line the next
step says to change (trial 31, finding 5: only ``runs-on`` and the ``npm ci`` line were cited).

The log is the trial's ``logs/engines/lint/job.log`` (tests/logs/fixtures/trial-31-jsconf/README.md:
npm 11.19.1 on Node 20.20.2, ``npm error notsup Required: {"node":">=22.11.0"}``); the workflow is
the trial's ``proj/wf/.github/workflows/ci.yml``, its first job.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

LOG = Path(__file__).parent / "fixtures" / "trial-31-jsconf" / "npm-ebadengine.gha.log"
WORKFLOW = """\
name: CI
on:
  push:
    branches: [main]
  pull_request:
permissions:
  contents: read
jobs:
  lint:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
          cache: npm
      - run: npm ci --no-audit --no-fund
      - run: npm run lint
"""


def test_the_setup_node_version_is_cited_first(triage_json: Callable[..., dict], tmp_path: Path) -> None:
    workflow = tmp_path / "ci.yml"
    workflow.write_text(WORKFLOW)
    report = triage_json(LOG, "--workflow", workflow)
    first = report["workflow_step"]["lines"][0]
    assert (first["start_line"], first["text"].strip(), first["finding_kind"]) == (
        15,
        "node-version: 20",
        "engine-version",
    )
    assert "`>=22.11.0`" in first["summary"]
    assert report["category"] == "configuration"  # npm's verdict too; the finding decides it (the job chose v20)


def test_without_a_setup_node_step_nothing_more_is_cited(triage_json: Callable[..., dict], tmp_path: Path) -> None:
    workflow = tmp_path / "ci.yml"
    workflow.write_text(
        WORKFLOW.replace("      - uses: actions/setup-node@v4\n        with:\n", "").replace(
            "          node-version: 20\n          cache: npm\n", ""
        )
    )
    report = triage_json(LOG, "--workflow", workflow)
    assert not any(line["finding"] for line in report["workflow_step"]["lines"])
