"""A quality gate's summary names both the measure and the limit (trial 87 #8).

Real runs (see ``tests/fixtures/trial-87/README.md``): diff-cover 11's verdict names the threshold
alone (``Failure. Coverage is below 80%.``), its ``Coverage: 16%`` and line counts are above it;
xenon 0.9's names the rank it measured (``has a rank of D``), the limit is the command's
``--max-absolute B``. A verdict that names both (coverage.py's ``total of 44 is less than
fail-under=90``, pytest-cov's ``FAIL Required test coverage of 90% not reached. Total coverage:
25.86%``, quoted before coverage's rounded line it prints too, jest 30's ``Coverage for statements
(46.15%) does not meet "global" threshold (90%)``)
is quoted as it is.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-87"


@pytest.mark.parametrize(
    ("name", "headline"),
    [
        ("diffcover.log", "Failure. Coverage is below 80%. (Coverage: 16%, Missing: 5 of 6 lines)"),
        ("xenon.log", 'block "src/shop/cart.py:15 shipping" has a rank of D (limit: --max-absolute B)'),
        ("pytestcov_failunder.log", "FAIL Required test coverage of 90% not reached. Total coverage: 25.86%"),
        ("jest_threshold.log", 'Jest: Coverage for statements (46.15%) does not meet "global" threshold (90%)'),
    ],
)
def test_the_summary_names_the_measure_and_the_limit(name: str, headline: str, analyser: Analyser) -> None:
    assert triage_path(FIXTURES / name, analyser, 2000)[0].jobs[0].headline == headline
