"""A failed unit whose only error line a skill reads as a summary is named with that line.

``tests/fixtures/s45-silent/make-k*.gha.log`` (GNU Make 4.3, see the folder's README): ``make -k``
goes on after a target fails. A target whose recipe failed on a missing path (coreutils' ``cp:
cannot stat 'docs/index.md': …``, GNU tar's ``tar: site: Cannot stat: …``) has its verdict
(configuration) from that line, which missing-path reads as a ``summary`` (beside another category's
error it is a consequence); before, the next step listed the target as ``docs (configuration)``, no
error quoted, as if make's own ``*** [Makefile:8: docs] Error 1`` were all it printed (trial t123,
finding 9).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s45-silent"


@pytest.mark.parametrize(
    ("name", "target", "error"),
    [
        ("make-k.gha.log", "docs", "cp: cannot stat 'docs/index.md': No such file or directory"),
        ("make-k-tar.gha.log", "package", "tar: site: Cannot stat: No such file or directory"),
    ],
)
def test_a_failed_target_is_named_with_its_own_error(name: str, target: str, error: str) -> None:
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    units = {unit.name: unit for unit in report.jobs[0].other_failed_units}
    assert units[target].category == "configuration"
    assert units[target].error == error
