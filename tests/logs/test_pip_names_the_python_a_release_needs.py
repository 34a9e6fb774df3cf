"""pip asked for a release whose `Requires-Python` leaves the job's interpreter out says only `Could
not find a version that satisfies the requirement numpy==2.3.5 (from versions: …)`; the line above it,
`Ignored the following versions that require a different python version: … 2.3.5 Requires-Python
>=3.11 …`, says why. The summary quoted the verdict alone, as for a version that does not exist
(trial 115 #1).

Real output: pip 23.0.1 on Python 3.10.13 (tests/fixtures/s41-t115a/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s41-t115a"


def test_the_summary_names_the_newer_python_the_release_asked_for_needs(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "pip-requires-python.gha.log")
    assert report["category"] == "dependency resolution"
    assert "requirement numpy==2.3.5 (the release needs a newer Python" in report["summary"]
    assert "pip ignored `2.3.5 Requires-Python >=3.11`, line 11)" in report["summary"]
    assert "from versions:" not in report["summary"]
    assert "needs a newer Python than the one this step runs" in report["next_step"]


def test_a_version_pip_did_not_ignore_keeps_the_verdict_as_printed(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "pip-no-such-version.gha.log")
    assert "requirement numpy==9.9.9 (from versions: 1.3.0" in report["summary"]
    assert "newer Python" not in report["summary"]
    assert "newer Python" not in report["next_step"]
