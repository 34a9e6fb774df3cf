"""A pnpm-lock.yaml written by another major version of pnpm: the summary quotes pnpm's line about
the lock file's version and the advice is the job's pnpm version, not a package.json change.

pnpm 9.15.9 run here and an earlier pnpm's line from a public issue thread
(tests/fixtures/s50-causes/README.md).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s50-causes"


@pytest.mark.parametrize(
    ("name", "quoted"),
    [
        ("pnpm9_lockfile_v5.gha.log", "Ignoring not compatible lockfile at"),
        (
            "pnpm_frozen_incompatible_lockfile.log",
            "the version of the lockfile is incompatible with this version of pnpm",
        ),
    ],
)
def test_the_lockfile_version_is_the_jobs_pnpm(name: str, quoted: str, triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / name, "--no-home-skills")
    assert report["category"] == "dependency resolution"
    assert quoted in report["summary"]
    assert "pnpm/action-setup" in report["next_step"]
    assert "packageManager" in report["next_step"]
