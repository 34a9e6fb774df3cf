"""With ``--baseline``, a line whose only difference is an option's value is "changed since" (trial 91 #7).

pytest-randomly prints ``Using --randomly-seed=N``; the failing run's seed differs from the passing
run's, and that is the most useful fact of the pair (an order-dependent test). Its number is an
option's value, not a count or an id to mask away: the line is kept in the excerpt, its reason
saying its value differs. Fixtures: ``fixtures/baseline-option-value/README.md`` (real pytest 9.2.0
and pytest-randomly 5.1.0 output).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.compare import load_baseline
from ci_triage.logs.report import triage_path
from ci_triage.logs.templates import option_values

FIXTURES = Path(__file__).parent / "fixtures" / "baseline-option-value"


def test_the_changed_seed_is_kept_as_changed_since(analyser: Analyser) -> None:
    baselines, _ = load_baseline(str(FIXTURES / "passing.log"))
    report, _ = triage_path(FIXTURES / "failing.log", analyser, 2000, baselines=baselines)
    kept = {text: span.reason for span in report.excerpt for text in span.lines}
    assert kept["Using --randomly-seed=2024061511"].endswith("its value differs")


def test_options_values_and_seeds_are_read_not_counts() -> None:
    block = b"Using --randomly-seed=1\nFailures: 2\nRandomized with seed 12345\n3 of 5 records rejected\nSeed: -42"
    assert option_values(block) == {0: b"\0--randomly-seed=1", 2: b"\0seed 12345", 4: b"\0Seed: -42"}
