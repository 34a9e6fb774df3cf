"""GitLab's refusal of a job's artifacts as too large is a configuration failure of the upload
stage, quoted from the runner's 413 line (trial 32, finding 22; fixture:
tests/fixtures/trial-32-formats/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-32-formats"


def test_an_artifact_upload_refused_with_413_is_configuration(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "artifact_upload_too_large.log")
    assert report["category"] == "configuration"
    assert report["confidence"] >= 0.7
    assert report["failing_step"]["name"] == "upload_artifacts_on_success"
    assert 'Uploading artifacts as "archive" to coordinator... 413 Request Entity Too Large' in report["summary"]
    assert report["tool"] == "gitlab-runner"


def test_the_advice_names_gitlabs_artifact_settings(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["triage", str(FIXTURES / "artifact_upload_too_large.log"), "--format", "markdown"]) == 0
    comment = capsys.readouterr().out
    assert "`artifacts:paths`" in comment
    assert "maximum artifacts size" in comment
