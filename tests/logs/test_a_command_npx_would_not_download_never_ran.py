"""npx refused to download the package of the command it was given (`npx canceled due to missing
packages and no YES option: ["tsc@2.0.4"]`): tsc never ran, yet its catalogue category (type check)
counted against the verdict (confidence 0.32), the report named tsc as the tool, and the advice did
not say that `npx tsc` resolves the unrelated `tsc` package (trial 102 #13).

Real output: npm 10 on node 20.20.2 (tests/fixtures/s36-t102b/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.logs.missing_tools import missing_program

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s36-t102b"


def test_the_command_npx_did_not_fetch_is_no_rival(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "tsc-wrongdir.gha.log", "--no-home-skills")
    assert report["category"] == "dependency resolution"
    assert report["confidence"] >= 0.8
    assert report["tool"] != "tsc"
    assert "`typescript`" in report["next_step"]


def test_npxs_missing_package_is_named_without_its_version() -> None:
    # trial 102's vitest-wrongdir.log: `npx vitest run --dir packages/web` at a root without vitest
    line = 'npm error npx canceled due to missing packages and no YES option: ["vitest@4.1.12"]'
    assert missing_program(line) == "vitest"
