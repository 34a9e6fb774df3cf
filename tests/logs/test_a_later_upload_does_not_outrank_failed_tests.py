"""Without the workflow file, a GitHub Actions step that failed after an earlier failed step (a
report upload on ``if: always()``, failing with a network error) does not outrank the earlier
step's real failure (pytest's failed test): the earlier step is triaged and the later one named."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

LOG = Path(__file__).parents[1] / "fixtures" / "steps-after-failure" / "gha-pytest-then-curl-upload.log"
UPLOAD = "Run curl -sS --fail-with-body -F file=@coverage.xml https://uploads.invalid/upload"


def test_the_failed_tests_are_triaged_and_the_failed_upload_named(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["triage", str(LOG), "--format", "json", "--no-home-skills"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["failing_step"]["name"] == "Run pytest"
    assert report["category"] == "test failure"
    assert [test["name"] for test in report["failed_tests"]] == ["test_cart.py::test_total_discount"]
    assert report["summary"] == (
        "Test failure in step “Run pytest”: failed tests test_cart.py::test_total_discount"
        f" — AssertionError: assert 5 == 4. A later step failed too: “{UPLOAD}” (exit code 6)."
    )
    assert any(warning.startswith(f"step “{UPLOAD}” failed too (exit code 6)") for warning in report["warnings"])
