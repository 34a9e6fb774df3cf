"""A verdict below a list of diagnostics (mix's ``Compilation failed due to warnings while using the
--warnings-as-errors option`` below two warnings) leads with the first diagnostic's place, not the
place closing the last one (``  lib/report.ex:2`` under ``warning: unused alias Missing``)
(user trial 60, finding 8).

The log is real Elixir 1.14.0 / OTP 25 output (tests/fixtures/s29-t60b/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s29-t60b"


def test_the_first_warning_leads(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "gha-elixir-warnings.log", "--no-home-skills")
    assert report["category"] == "compile/build error"
    assert report["summary"].endswith(
        ": lib/report.ex:5: Compilation failed due to warnings while using the --warnings-as-errors option"
    )
    assert [(location["file"], location["line"]) for location in report["locations"]] == [
        ("lib/report.ex", 5),
        ("lib/report.ex", 2),
    ]
