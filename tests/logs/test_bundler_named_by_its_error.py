"""A bundler's own error names the bundler as the tool: webpack's ``Module not found: Error: Can't resolve
'lodash-es'`` is webpack's (npm never ran in that step), the rollup CLI's ``[!] RollupError: Could not
resolve …`` is rollup's, even in plain output with no step (trial-26 #5).

Fixtures (tests/fixtures/trial-26, README there): ``webpack_fail.log``, webpack 5.113.0 ``npx webpack --mode
production`` importing a package that is not installed; ``rollup_fail.txt``, rollup 4's plain output of
``npx rollup -c`` importing ``./formatter.js``, which does not exist.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

TRIAL_26 = Path(__file__).parents[1] / "fixtures" / "trial-26"


@pytest.mark.parametrize(
    ("name", "category", "tool"),
    [("webpack_fail.log", "dependency resolution", "webpack"), ("rollup_fail.txt", "compile/build error", "rollup")],
)
def test_a_bundlers_unresolved_import_is_the_bundlers(name: str, category: str, tool: str) -> None:
    with open_log_source(str(TRIAL_26 / name)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    job = report.jobs[0]
    assert (job.classification.category, job.tool) == (category, tool)
