"""perltidy's formatting checks are formatting: its output piped into `diff -u FILE -` was `unknown`
(trial 100: no catalogued tool, "skills tried: 281; none matched"), and so were `--assert-tidy` and
tidyall's `--check-only`.

Real output (tests/fixtures/s36-t100b/README.md): perltidy v20220613 and Code::TidyAll 0.83 (Debian 12)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s36-t100b"


@pytest.mark.parametrize(
    ("log", "place"),
    [
        ("perltidy-diff.gha.log", ("lib/Acme/Sloppy.pm", None)),
        ("perltidy-assert-tidy.gha.log", ("lib/Acme/Sloppy.pm", 4)),
        ("tidyall-check-only.gha.log", None),
    ],
)
def test_a_perltidy_check_is_formatting(
    triage_json: Callable[..., dict], log: str, place: tuple[str, int | None] | None
) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert report["category"] == "formatting"
    assert report["tool"] == "perltidy"
    assert report["confidence"] >= 0.8
    assert "perltidy -b" in report["next_step"]
    if place is not None:
        assert (report["locations"][0]["file"], report["locations"][0]["line"]) == place
