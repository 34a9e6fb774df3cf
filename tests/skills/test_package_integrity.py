"""A package whose hash is not the pinned one is decided by pip's or npm's own message, placed at
the requirements line pip names, and the advice says to rule out tampering before regenerating.

Trial 80: pip's `THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE` was read from the
command alone (0.45) wrapped and `unknown` pasted alone, without `requirements-lock.txt (line 3)`;
npm's `EINTEGRITY` and pip's both got "refresh the lock file", which accepts whatever was downloaded.
The logs are real pip and npm 10 output (tests/fixtures/s32-t80/README.md).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s32-t80"


@pytest.mark.parametrize(
    ("name", "tool", "places"),
    [
        ("pip-require-hashes.gha.log", "pip", [("requirements-lock.txt", 3)]),
        ("pip-require-hashes.txt", "pip", [("requirements-lock.txt", 3)]),
        ("npm-ci-eintegrity.gha.log", "npm", []),
        ("npm-ci-eintegrity.txt", "npm", []),
    ],
)
def test_a_hash_mismatch_is_decided_by_its_message_and_suspected_as_tampering(
    capsys: pytest.CaptureFixture[str], name: str, tool: str, places: list[tuple[str, int]]
) -> None:
    assert main(["triage", str(FIXTURES / name), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["category"] == "dependency resolution"
    assert report["confidence"] >= 0.65
    assert report["tool"] == tool
    assert [(place["file"], place["line"]) for place in report["locations"]] == places
    advice = report["next_step"]
    assert "tampering first" in advice
    assert "refresh the lock file" not in advice
