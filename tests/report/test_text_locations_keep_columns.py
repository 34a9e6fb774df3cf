"""The text view gives a location as the Markdown and JSON reports do, ``file:line:column``: GHC's
``src/Calc.hs:9:20`` was ``src/Calc.hs:9``, and HLint's two hints on line 9 (columns 17 and 27) read
``src/Util.hs:9, src/Util.hs:9``, as if one place were listed twice (trial 73, #9).

Real output: GHC 9.0.2 and HLint 3.3.6 (Debian 12), tests/fixtures/s31-t73b/README.md."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s31-t73b"


@pytest.mark.parametrize(
    ("log", "places"),
    [
        ("hs-typeerr.log", "locations: src/Calc.hs:9:20\n"),
        ("hs-hlint.log", "locations: src/Util.hs:9:17, src/Util.hs:9:27, src/Util.hs:12:11, src/Util.hs:12:14\n"),
    ],
)
def test_the_text_views_locations_have_their_columns(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, log: str, places: str
) -> None:
    monkeypatch.setenv("COLUMNS", "300")
    assert main(["triage", str(FIXTURES / log), "--format", "text", "--no-home-skills"]) == 0
    assert places in capsys.readouterr().out
