"""checkov prints a resource's file from the root of the folder ``-d`` names (``File: /deploy.yaml:1-22``
for ``checkov -d k8s``): its location is joined to that folder, and a path already printed from the
checkout (``/k8s/deploy.yaml``) is not joined twice (trial 47 #6). Fixtures: an excerpt of trial 47's
log (checkov 3.3.30) and checkov 3.3.30 run here with a relative and an absolute ``-d``
(fixtures/trial-47/README.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

TRIAL = Path(__file__).parent / "fixtures" / "trial-47"


@pytest.mark.parametrize(
    ("log", "file"),
    [
        ("checkov-d-trial47-gha.log", "k8s/deploy.yaml"),
        ("checkov-d-relative-gha.log", "k8s/deploy.yaml"),
        ("checkov-d-absolute-gha.log", "/tmp/t47w/ck/k8s/deploy.yaml"),
    ],
)
def test_checkov_locations_are_in_the_scanned_folder(triage_json, log: str, file: str) -> None:
    report = triage_json(TRIAL / log)
    assert report["category"] == "security audit"
    assert [(place["file"], place["line"]) for place in report["locations"]] == [(file, 1)]
