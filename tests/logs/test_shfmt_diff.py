"""``shfmt -d``'s diff is the failure: its ``--- FILE.orig`` line decides formatting, the summary
names the first file it would change as a formatter's listed file is (``format_me.sh (not
formatted)``), every file of the diff is a location, and a plain paste of the diff is no longer
"no failure found". gofmt's ``-d`` diff reads the same.

Real output (tests/fixtures/trial-53/README.md): shfmt 3.6.0 and Go 1.19.8's gofmt (Debian 12)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-53"


@pytest.mark.parametrize("log", ["shfmt.gha.log", "shfmt-plain.txt"])
def test_shfmt_diff_is_formatting_naming_its_first_file(triage_json: Callable[..., dict], log: str) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert report["failure_found"]
    assert (report["category"], report["tool"]) == ("formatting", "shfmt")
    assert "format_me.sh" in report["summary"]
    assert "`shfmt -w`" in report["next_step"]


@pytest.mark.parametrize(
    ("log", "files"),
    [
        ("shfmt.gha.log", ["format_me.sh", "lib.sh"]),
        ("shfmt-plain.txt", ["format_me.sh"]),
        ("shfmt-two-files-plain.txt", ["s1.sh", "s2.sh"]),
        ("gofmt-d-plain.txt", ["a.go", "b.go"]),
        ("gofmt-d.gha.log", ["a.go", "b.go"]),
    ],
)
def test_a_formatters_diff_is_quoted_as_its_first_file_and_locates_every_file(
    triage_json: Callable[..., dict], log: str, files: list[str]
) -> None:
    """A diff's header (``--- format_me.sh.orig``, gofmt's ``diff a.go.orig a.go``) is quoted as the
    file it names, as a formatter's listed file is (``format_me.sh (not formatted)``), and every
    file of the diff is a location at a line of the file (shfmt's ``+0,0`` hunk is at line 1)."""
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert report["category"] == "formatting"
    assert report["summary"].endswith(f": {files[0]} (not formatted)")
    assert sorted({location["file"] for location in report["locations"]}) == files
    assert all(location["line"] >= 1 for location in report["locations"])
