"""HLint's hints are a lint gate: ``src/Util.hs:9:17-23: Warning: Use id`` (or a span over lines,
``src/M.hs:(3,8)-(5,12): Warning: Redundant if``) decides lint/format with the first hint quoted
and its file and line located, in a job log and in HLint's output pasted alone; before, the job log
was ``unknown`` (hlint was no catalogued tool) and the paste "no failure found" (trial 73, #5).

Real output: HLint 3.3.6 (Debian 12), tests/fixtures/s31-t73b/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s31-t73b"


@pytest.mark.parametrize(
    ("log", "first"),
    [
        ("hs-hlint.log", ("src/Util.hs", 9, "Use id")),
        ("hs-hlint-plain.txt", ("src/Util.hs", 9, "Use id")),
        ("hlint-span-plain.txt", ("src/M.hs", 3, "Redundant if")),
    ],
)
def test_hlints_first_hint_is_the_lint_failure(
    triage_json: Callable[..., dict], log: str, first: tuple[str, int, str]
) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert (report["category"], report["tool"]) == ("lint/format", "hlint")
    file, line, hint = first
    assert f"Warning: {hint} (" in report["summary"]
    assert report["summary"].endswith(" hints)")  # hlint's tally after the hint
    assert (report["locations"][0]["file"], report["locations"][0]["line"]) == (file, line)


SEVERITY_FIXTURES = Path(__file__).parents[1] / "fixtures" / "s49-advice"


@pytest.mark.parametrize(
    ("log", "first"),
    [
        ("hlint-suggestion-first.txt", ("Cart.hs", 7, "Warning: Eta reduce")),
        ("hlint-parse-error-last.txt", ("Parse.hs", 6, "Error: Parse error: on input `in'")),
    ],
)
def test_the_most_severe_hint_leads_not_the_first_printed(
    triage_json: Callable[..., dict], log: str, first: tuple[str, int, str]
) -> None:
    """HLint prints its hints in file order, a ``Suggestion`` above a ``Warning`` or an ``Error``: its
    levels rank Ignore < Suggestion < Warning < Error, and the summary quotes the most severe hint
    and lists its place first (trials 130/131; real HLint 3.3.6, tests/fixtures/s49-advice/README.md)."""
    report = triage_json(SEVERITY_FIXTURES / log, "--no-home-skills")
    file, line, hint = first
    assert (report["category"], report["tool"]) == ("lint/format", "hlint")
    assert f"{file}:{line}:" in report["summary"]
    assert f": {hint} (" in report["summary"]
    assert "Suggestion" not in report["summary"]
    assert (report["locations"][0]["file"], report["locations"][0]["line"]) == (file, line)


def test_a_file_hlint_could_not_parse_is_advised_on_its_syntax_not_rewritten(triage_json: Callable[..., dict]) -> None:
    """HLint's ``Error: Parse error: …`` hint leads (above) and has no ``Perhaps:``: its advice is the
    file's syntax or the extensions HLint was not given, not HLint's rewrites (session 49's note:
    the rewrite advice was given for it)."""
    report = triage_json(SEVERITY_FIXTURES / "hlint-parse-error-last.txt", "--no-home-skills")
    assert report["next_step"].startswith("HLint could not parse the file")
    assert "-XName" in report["next_step"]
    assert not report["next_step"].startswith("Apply the rewrites")
