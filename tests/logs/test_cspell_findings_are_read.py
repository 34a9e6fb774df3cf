"""CSpell's own lines are its findings (trial 49, finding 2).

``README.md:4:33 - Unknown word (pacakges) fix: (packages)`` and ``CSpell: Files checked: 9, Issues
found: 1 in 1 file.`` were read by no family: the plain output was "no failure found", the wrapped
step lint/format at 0.45 from its command alone. Output of cspell 9.8.0 from trial 49
(``tests/fixtures/trial-49/README.md``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-49"


@pytest.mark.parametrize(("log", "least"), [("cspell.log", 0.7), ("cspell-plain.txt", 0.5)])
def test_a_cspell_finding_is_a_lint_failure_at_its_place(
    triage_json: Callable[..., dict], log: str, least: float
) -> None:
    report = triage_json(FIXTURES / log)
    assert report["failure_found"]
    assert report["category"] == "lint/format"
    assert report["confidence"] >= least
    assert "Unknown word (pacakges)" in report["summary"]
    assert [(location["file"], location["line"]) for location in report["locations"]] == [("README.md", 4)]
    assert "cspell.json" in report["jobs"][0]["classification"]["next_step"]
