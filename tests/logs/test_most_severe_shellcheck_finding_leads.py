"""shellcheck's findings are peers: the summary quotes the first of the most severe (error > warning >
info > style, its ``--severity`` levels), not an ``SC2086 (info)`` printed first (trial 28 #15)."""

from __future__ import annotations

from pathlib import Path

TRIAL = Path(__file__).parent / "fixtures" / "trial-28"


def test_a_warning_after_infos_is_quoted(triage_json) -> None:
    report = triage_json(TRIAL / "shellcheck2-gha.log")
    assert report["category"] == "lint/format"
    assert "SC2115 (warning)" in report["summary"]
    assert "In scripts/zclean.sh line 3" in report["summary"]
