"""A step run with another value of one option than in the passing log (``--randomly-seed=1`` now,
``=3`` then) is named as an option change, though its title's kind of line, digits masked, is the
passing log's.

Fixtures: ``tests/fixtures/trial-91/README.md`` (real pytest 9.2.0 with pytest-randomly 5.1.0 output
as GitHub Actions job logs). Before: no warning, the seed that decides the order-dependent failure
unsaid.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.compare import load_baseline
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "trial-91"


def test_a_changed_seed_is_warned_of_as_an_option_change(analyser: Analyser) -> None:
    baselines, _ = load_baseline(str(FIXTURES / "pytest-randomly-seed-3-passed.gha.log"))
    report, _ = triage_path(str(FIXTURES / "pytest-randomly-seed-1.gha.log"), analyser, DEFAULT_BUDGET, (), baselines)
    changed = [warning for warning in report.warnings if "its options changed since that run" in warning]
    assert len(changed) == 1
    assert "ran as `Run python -m pytest -p randomly --randomly-seed=3 -v -p no:cacheprovider`" in changed[0]
    assert report.category == "test failure"
