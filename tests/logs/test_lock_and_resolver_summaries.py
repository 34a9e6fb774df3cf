"""The summary of a resolver's or a frozen install's failure names the package in conflict.

Trial 86 (#13, #14): uv's `No solution found` was quoted up to a length limit inside its lists of
ranges, cut mid-list with a tail repeated after it, and never reached the project's own conflicting
requirement; npm ci's summary quoted its heading, not the package the lock lacks or pins otherwise;
npm's ERESOLVE summary named what asked for a peer, not the version found. Real uv 0.13.9 and npm
10 output (tests/fixtures/s33-t86/README.md; tests/skills/fixtures/uv-lock-conflict.txt).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

TESTS = Path(__file__).parents[1]
FIXTURES = TESTS / "fixtures" / "s33-t86"


def _summary(capsys: pytest.CaptureFixture[str], log: Path) -> str:
    assert main(["triage", str(log), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["category"] == "dependency resolution"
    return report["summary"]


@pytest.mark.parametrize(
    ("log", "first", "conflict"),
    [
        (FIXTURES / "uv-lock-no-solution.gha.log", "Because fastapi==0.95.2 depends on one of:", "pydantic>=2.9"),
        (TESTS / "skills" / "fixtures" / "uv-lock-conflict.txt", "Because black==24.1.0", "click<8.0"),
    ],
)
def test_uvs_derivation_is_quoted_by_its_premise_and_its_conclusion(
    capsys: pytest.CaptureFixture[str], log: Path, first: str, conflict: str
) -> None:
    summary = _summary(capsys, log)
    assert first in summary
    assert f"And because your project depends on {conflict}, we can conclude" in summary
    assert "pydantic>1.7,<1.7.1" not in summary  # the list of ranges between is left out
    assert summary.count("pydantic>=1.6.2,<1.7") == 0


@pytest.mark.parametrize(
    ("name", "entry"),
    [
        ("npm-ci-lock-mismatch.gha.log", "Invalid: lock file's ms@2.1.3 does not satisfy ms@3.0.0-canary.202508261828"),
        ("npm-ci-missing-from-lock.gha.log", "Missing: debug@4.4.3 from lock file"),
    ],
)
def test_npm_cis_summary_names_the_package_out_of_sync(
    capsys: pytest.CaptureFixture[str], name: str, entry: str
) -> None:
    assert entry in _summary(capsys, FIXTURES / name)


@pytest.mark.parametrize("name", ["npm-install-eresolve.gha.log", "npm-install-eresolve.txt"])
def test_an_eresolve_summary_names_the_version_found(capsys: pytest.CaptureFixture[str], name: str) -> None:
    summary = _summary(capsys, FIXTURES / name)
    assert 'peer react@"^18.3.1" from react-dom@18.3.1 (found: react@19.3.1)' in summary
