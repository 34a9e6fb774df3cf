"""A file ``go tool cover -func`` names by its package's import path is the repository's file
(trial 87 #2).

``tests/fixtures/trial-87/go_cover_threshold.log`` (go 1.19, see the folder's README) lists each
function's coverage as ``github.com/acme/gocalc/calc/calc.go:5:	Div	0.0%``: the locations were
those import paths. The package is the one ``go test``'s ``ok  github.com/acme/gocalc/calc`` line
names, and a checkout's ``go.mod`` (``module github.com/acme/gocalc``) says where it is: ``calc/calc.go``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

LOG = Path(__file__).parents[1] / "fixtures" / "trial-87" / "go_cover_threshold.log"


@pytest.mark.parametrize("go_mod_at_hand", [False, True])
def test_the_cover_rows_are_files_of_the_repository(
    go_mod_at_hand: bool, triage_json: Callable[..., dict], tmp_path: Path
) -> None:
    (tmp_path / "go.mod").write_text("module github.com/acme/gocalc\n\ngo 1.21\n", encoding="utf-8")
    (tmp_path / "calc").mkdir()
    (tmp_path / "calc" / "calc.go").write_text("package calc\n", encoding="utf-8")
    checkout = tmp_path if go_mod_at_hand else tmp_path / "calc"  # a folder without the go.mod: the log alone tells
    report = triage_json(LOG, "--checkout", checkout, "--no-home-skills")
    assert {location["file"] for location in report["locations"]} == {"calc/calc.go"}
