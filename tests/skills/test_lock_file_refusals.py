"""A lock file a frozen install refuses to rewrite is dependency resolution decided by the tool's own
message, placed at the lock file, with the one command that writes it again.

Trial 86: Bundler's `bundle install --frozen` after a Gemfile change was read from the step's command
alone (0.45, the summary quoting the runner's exit line) and, pasted alone, as "no failure found". The
logs are real tool output (tests/fixtures/s33-t86/README.md).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s33-t86"


@pytest.mark.parametrize("name", ["bundle-install-frozen.gha.log", "bundle-install-frozen.txt"])
def test_bundlers_frozen_install_after_a_gemfile_change_names_gemfile_lock(
    capsys: pytest.CaptureFixture[str], name: str
) -> None:
    assert main(["triage", str(FIXTURES / name), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["category"] == "dependency resolution"
    assert report["confidence"] >= 0.65
    assert report["tool"] == "bundler"
    assert "You are trying to install in deployment mode after changing" in report["summary"]
    assert [place["file"] for place in report["locations"]] == ["Gemfile.lock"]
    assert "`bundle install`" in report["next_step"]
    assert "commit the updated Gemfile.lock" in report["next_step"]


def test_bundlers_frozen_install_pasted_alone_is_no_pass(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["triage", str(FIXTURES / "bundle-install-frozen.txt"), "--format", "markdown"]) == 0
    shown = capsys.readouterr().out
    assert "no failure found" not in shown
    assert "✅" not in shown
