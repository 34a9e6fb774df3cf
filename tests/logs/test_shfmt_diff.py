"""``shfmt -d``'s diff is the failure: its ``--- FILE.orig`` line decides formatting, the summary
names the first file it would change, and a plain paste of the diff is no longer "no failure found".

Real output (tests/fixtures/trial-53/README.md): shfmt 3.6.0 (Debian 12)."""

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
