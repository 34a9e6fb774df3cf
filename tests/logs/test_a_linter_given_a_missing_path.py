"""A linter or formatter given a path that does not exist checked nothing: configuration (a wrong path
in the workflow), not its own category (trial 47 #2: ``hadolint Dockerfile.missing``). Fixtures: the
real tools' output (fixtures/trial-47/README.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

TRIAL = Path(__file__).parent / "fixtures" / "trial-47"


@pytest.mark.parametrize(
    ("log", "quoted"),
    [
        ("hadolint", "Dockerfile.missing: withBinaryFile: does not exist"),
        ("shellcheck", "nope.sh: openBinaryFile: does not exist"),
        ("yamllint", "[Errno 2] No such file or directory: 'nope.yaml'"),
        ("black", "Path 'nope.py' does not exist."),
        ("eslint", 'No files matching the pattern "src/" were found.'),
        ("ruff", "E902 No such file or directory (os error 2)"),
        ("ruff-concise", "E902 No such file or directory (os error 2)"),
    ],
)
def test_a_missing_input_path_is_configuration(triage_json, log: str, quoted: str) -> None:
    report = triage_json(TRIAL / f"{log}-missing-input-gha.log")
    assert report["category"] == "configuration"
    assert quoted in report["summary"]
    assert "path that does not exist" in report["jobs"][0]["classification"]["next_step"]
