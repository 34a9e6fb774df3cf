"""npm wraps a long sentence of its error report onto the next lines, each again behind its `npm error `
prefix: the summary stopped mid-sentence at the first line's `… an existing package-lock.json or`
(trial 112 #13). The lines that repeat the prefix and go on with the sentence are its rest.

Real output: npm 11.19.1 (tests/fixtures/s40-t111rest/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s40-t111rest"


def test_the_sentence_goes_on_past_the_prefix_npm_repeats(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "npm-ci-no-lockfile.gha.log", "--no-home-skills")
    assert report["category"] == "configuration"
    assert "package-lock.json or npm-shrinkwrap.json with lockfileVersion >= 1." in report["summary"]
    assert not report["summary"].endswith(" or")
