"""ESLint 9 stopped on its flat config's schema (``Oops! Something went wrong! :(``, then ``TypeError: Key
"rules": Key "no-consol": Could not find "no-consol" in plugin "@".``): configuration, from ESLint, not a
runtime error of node (trial-26 #3).

Fixture (tests/fixtures/trial-26, README there): ``eslint_config_crash.log``, ESLint 9.39.5 ``npx eslint .``
with an ``eslint.config.js`` whose rules name ``no-consol``.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

TRIAL_26 = Path(__file__).parents[1] / "fixtures" / "trial-26"


def test_a_rule_the_flat_config_names_that_does_not_exist_is_eslint_configuration() -> None:
    with open_log_source(str(TRIAL_26 / "eslint_config_crash.log")) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    job = report.jobs[0]
    assert (job.classification.category, job.tool) == ("configuration", "eslint")
    assert job.headline == 'TypeError: Key "rules": Key "no-consol": Could not find "no-consol" in plugin "@".'
    assert job.classification.next_step is not None
    assert "eslint.config" in job.classification.next_step
