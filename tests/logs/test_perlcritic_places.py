"""perlcritic run on several files names each violation's file first (``lib/Acme/Legacy.pm:
Bareword file handle opened at line 5, column 5. …``): each is a location at its line and column.

Real output (tests/fixtures/trial-53/README.md): Perl::Critic 1.148 (Debian 12)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-53"


def test_perlcritic_violations_are_locations(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "perlcritic.gha.log", "--no-home-skills")
    assert (report["category"], report["tool"]) == ("lint/format", "perlcritic")
    places = [(location["file"], location["line"], location["column"]) for location in report["locations"]]
    assert places == [
        ("lib/Acme/Util.pm", 11, 1),
        ("lib/Acme/Legacy.pm", 3, 1),
        ("lib/Acme/Legacy.pm", 5, 5),
        ("lib/Acme/Legacy.pm", 13, 12),
    ]
