"""Yarn 1's `workspaces run` names the package whose script failed as npm's and pnpm's runs do
(trial 92, #10): its `error Command failed.` block ends with `Directory: …/packages/web` under the
package's `> @acme/web` heading, and jest's `src/route.test.js:5` there is
`packages/web/src/route.test.js:5`; no package and no prefix were given.

Real output: yarn 1.22.22 with jest 29 run by trial 92, tests/fixtures/s34-t92/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURE = Path(__file__).parents[1] / "fixtures" / "s34-t92" / "yarn1_workspaces.log"


def test_the_failed_packages_folder_prefixes_its_paths(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURE, "--no-home-skills")
    assert "(failed package: @acme/web)" in report["summary"]
    assert [(location["file"], location["line"]) for location in report["locations"]] == [
        ("packages/web/src/route.test.js", 5)
    ]
