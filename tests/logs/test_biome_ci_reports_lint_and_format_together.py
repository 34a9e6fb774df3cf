"""``biome ci`` reports lint and format errors together: its format errors are its own finding read
more finely, no rival, and its ``Found 4 errors.`` is no ruff tally (trial 49, finding 12).

The formatting category (biome-format's ``× File content differs from formatting output``) was a
rival as strong as the lint errors, so the verdict stayed at 0.6 "not confirmed"; on the plain
output ruff's tally signal fired on biome's ``Found 4 errors.``. Output from trial 49
(``tests/fixtures/trial-49/README.md``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-49"


def test_biome_cis_format_errors_do_not_hold_its_verdict_back(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "biome-ci.log")
    assert report["category"] == "lint/format"
    assert report["tool"] == "biome"
    assert report["confidence"] >= 0.7


def test_biomes_tally_is_no_ruff_signal(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "biome-ci-ansi-plain.txt")
    assert report["category"] == "lint/format"
    assert not any(signal["skill"] == "python-lint" for signal in report["signals"])
