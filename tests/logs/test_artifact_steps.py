"""A failed ``actions/upload-artifact`` or ``actions/download-artifact`` step is a configuration
failure (the path matched nothing with ``if-no-files-found: error``, two jobs of a matrix upload the
same name, the artifact asked for was never uploaded under that name), and the same warning in a step
that passed decides nothing.

The lines are the actions' v4 wording as Actions logs quoted in public issue threads show it
(actions/upload-artifact#232 and #634, k0rdent/kcm#1636, takanotume24/paper-translation-helper#75);
logs are built at run time in GitHub's job-log format."""

from __future__ import annotations

import io

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import JobReport
from ci_triage.logs.source import LogMember


def analyse(analyser: Analyser, lines: list[str]) -> JobReport:
    data = "".join(f"2026-12-02T10:00:00.0000000Z {line}\n" for line in lines).encode()
    return analyser.analyse(LogMember(name="build.txt", file=io.BytesIO(data), job="build"), 2_000).report


UPLOAD = ["##[group]Run actions/upload-artifact@v4", "with:", "  name: dist", "  path: dist/", "##[endgroup]"]
DOWNLOAD = ["##[group]Run actions/download-artifact@v4", "with:", "  name: build", "##[endgroup]"]


@pytest.mark.parametrize(
    ("step", "error", "signal"),
    [
        (
            UPLOAD,
            "No files were found with the provided path: dist/. No artifacts will be uploaded.",
            "no-artifact-files",
        ),
        (
            [*UPLOAD, "With the provided path, there will be 1 file uploaded", "Artifact name is valid!"],
            "Failed to CreateArtifact: Received non-retryable error: Failed request: (409) Conflict: "
            "an artifact with this name already exists on the workflow run",
            "artifact-name-conflict",
        ),
        (
            [*DOWNLOAD, "Downloading single artifact"],
            "Unable to download artifact(s): Artifact not found for name: build",
            "artifact-not-found",
        ),
    ],
)
def test_a_failed_artifact_step_is_configuration(analyser: Analyser, step: list[str], error: str, signal: str) -> None:
    report = analyse(analyser, ["##[group]Run make dist", "##[endgroup]", *step, f"##[error]{error}"])
    classification = report.classification
    assert (classification.category, report.tool) == ("configuration", "upload-artifact")
    assert classification.confidence >= 0.7
    assert report.headline is not None
    assert error[:40] in report.headline
    assert ("configuration", signal) in {(hit.skill, hit.signal) for hit in classification.signals}


def test_the_warning_of_a_step_that_passed_decides_nothing(analyser: Analyser) -> None:
    report = analyse(
        analyser,
        [
            *UPLOAD,
            "##[warning]No files were found with the provided path: dist/. No artifacts will be uploaded.",
            "##[group]Run pytest -q",
            "##[endgroup]",
            "FAILED tests/test_a.py::test_add - assert (1 + 1) == 3",
            "1 failed, 1 passed in 0.01s",
            "##[error]Process completed with exit code 1.",
        ],
    )
    assert report.failing_step is not None
    assert report.failing_step.name == "Run pytest -q"
    assert report.classification.category == "test failure"


@pytest.mark.parametrize(
    ("step", "error", "advice"),
    [
        (UPLOAD, "No files were found with the provided path: dist/. No artifacts will be uploaded.", "`path:`"),
        (
            [*UPLOAD, "With the provided path, there will be 1 file uploaded", "Artifact name is valid!"],
            "Failed to CreateArtifact: Received non-retryable error: Failed request: (409) Conflict: "
            "an artifact with this name already exists on the workflow run",
            "overwrite: true",
        ),
        (
            [*DOWNLOAD, "Downloading single artifact"],
            "Unable to download artifact(s): Artifact not found for name: build",
            "uploaded an artifact of that name",
        ),
    ],
)
def test_a_failed_artifact_step_says_what_to_check(
    analyser: Analyser, step: list[str], error: str, advice: str
) -> None:
    """trial 112 #11: the artifact step's failure got the generic advice to fix "what the line points at"."""
    report = analyse(analyser, ["##[group]Run make dist", "##[endgroup]", *step, f"##[error]{error}"])
    assert report.classification.next_step is not None
    assert advice in report.classification.next_step
