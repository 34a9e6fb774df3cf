"""The release workflow's scripts: action.yml pointed at the released image with nothing else
changed, and the GitHub Release's notes taken from CHANGELOG.md."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]


def _script(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / ".github" / "scripts" / f"{name}.py")
    assert spec
    assert spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


pin = _script("pin_action_image")
notes = _script("release_notes")


def test_the_released_action_runs_the_image_and_keeps_every_input_and_output() -> None:
    text = (ROOT / "action.yml").read_text(encoding="utf-8")
    released = pin.pin_image(text, "ghcr.io/owner/ci-triage", "2.0.1")
    before, after = yaml.safe_load(text), yaml.safe_load(released)
    assert after["runs"] == {"using": "docker", "image": "docker://ghcr.io/owner/ci-triage:2.0.1"}
    assert after["inputs"] == before["inputs"]
    assert after["outputs"] == before["outputs"]
    changed = [(a, b) for a, b in zip(text.splitlines(), released.splitlines(), strict=True) if a != b]
    assert changed == [("  image: Dockerfile", "  image: docker://ghcr.io/owner/ci-triage:2.0.1")]


@pytest.mark.parametrize(
    ("text", "image", "version", "message"),
    [
        ("runs:\n  using: docker\n  image: Dockerfile\n", "ghcr.io/Owner/x", "1.0.0", "lower-case registry path"),
        ("runs:\n  using: docker\n  image: Dockerfile\n", "ghcr.io/o/x", "1.0", "expected X.Y.Z"),
        ("runs:\n  using: docker\n  image: docker://ghcr.io/o/x:1.0.0\n", "ghcr.io/o/x", "1.0.1", "found 0"),
        ("inputs:\n  image: Dockerfile\nruns:\n  using: docker\n", "ghcr.io/o/x", "1.0.0", "is not runs.image"),
    ],
)
def test_a_file_or_argument_that_cannot_give_a_valid_release_is_refused(text, image, version, message) -> None:
    with pytest.raises(pin.PinError, match=message):
        pin.pin_image(text, image, version)


CHANGELOG = """# Changelog

## [Unreleased]

- Something new.

## [1.1.0] - 2026-12-01

### Added
- The fix action.

## [1.0.0] - 2026-11-01

- First release.
"""


def test_the_notes_are_the_versions_section_without_its_heading() -> None:
    assert notes.release_notes(CHANGELOG, "1.1.0") == "### Added\n- The fix action."
    assert notes.release_notes(CHANGELOG, "1.0.0") == "- First release."


@pytest.mark.parametrize("version", ["1.2.0", "1.0"])
def test_a_version_without_a_section_has_no_notes(version: str) -> None:
    with pytest.raises(LookupError, match="no '## \\["):
        notes.release_notes(CHANGELOG, version)


def test_an_empty_section_has_no_notes() -> None:
    with pytest.raises(LookupError, match="empty"):
        notes.release_notes("## [1.0.0]\n\n## [0.9.0]\n- x\n", "1.0.0")
