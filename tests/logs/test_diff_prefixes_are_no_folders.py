"""A unified diff's prefixes are no folders: terraform fmt -diff's ``--- old/main.tf`` / ``+++
new/main.tf`` is a diff of ``main.tf``, located at its hunk's first change (line 15, below three lines of
context from line 12), never ``new/main.tf`` (trial 32 #8; fixture in ``fixtures/trial-32``, real terraform
output wrapped in a GitLab CI job log)."""

from __future__ import annotations

from pathlib import Path

TRIAL = Path(__file__).parent / "fixtures" / "trial-32"


def test_terraform_fmt_diff_locates_the_file_at_its_hunk(triage_json) -> None:
    report = triage_json(TRIAL / "terraform_fmt_fail.log")
    assert report["category"] == "formatting"
    assert [(location["file"], location["line"]) for location in report["locations"]] == [("main.tf", 15)]


def test_a_diff_whose_paths_differ_in_more_than_a_prefix_keeps_its_folders(triage_json, tmp_path: Path) -> None:
    """``diff -u`` of two real folders (``--- build/a.tf`` / ``+++ src/a.tf`` and a file renamed):
    the names differ past their first folder, so the new file's path is kept whole."""
    log = tmp_path / "job.log"
    log.write_text(
        "$ diff -u build/gen/a.tf src/main/a.tf\n"
        "--- build/gen/a.tf\t2026-12-04 10:00:00.000000000 +0000\n"
        "+++ src/main/a.tf\t2026-12-04 10:00:01.000000000 +0000\n"
        "@@ -3,2 +3,2 @@\n"
        "-a\n"
        "+b\n"
        "ERROR: Job failed: exit code 1\n"
    )
    files = {location["file"] for location in triage_json(log)["locations"]}
    assert "src/main/a.tf" in files
    assert "main/a.tf" not in files
