"""A pre-commit hook that modified files: the summary names the hook and the files, where the log
names them — in the hook's own output, or in the diff ``--show-diff-on-failure`` prints — and no
file where it names none.

Fixtures (``fixtures/locations``) are real output of pre-commit 4.7.0 (``pre-commit run
--all-files``, local hooks with ``language: system``, no network): ``pre-commit-silent-fixer.log``
(a ``sed -i`` hook that prints nothing, then ruff 0.x ``format`` and ``check`` and a grep hook),
``pre-commit-show-diff.log`` (the same with ``--show-diff-on-failure``) and
``pre-commit-hooks-fixers.log`` (pre-commit-hooks' ``end-of-file-fixer`` and
``trailing-whitespace-fixer``, which print ``Fixing src/app.py``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "locations"


@pytest.mark.parametrize("name", ["pre-commit-show-diff.log", "pre-commit-silent-fixer.log"])
def test_a_linters_finding_outranks_the_fixers_that_ran_before_it(name: str) -> None:
    """Two fixers rewrote files, then ruff check found an unused import: the finding is the verdict
    (``step_units.deciding_unit``), the fixers are named as failed first."""
    report, _ = triage_path(str(FIXTURES / name), Analyser.load(), 2000)
    assert report.category == "lint/format"
    assert (
        "”: trim trailing whitespace (formatting, pre-commit), ruff format (formatting, pre-commit) failed first;"
        " src/app.py:1:8: ruff check: F401"
    ) in report.summary


@pytest.mark.parametrize(
    ("name", "summary"),
    [
        ("pre-commit-hooks-fixers.log", "fix end of files: - files were modified by this hook (src/app.py)"),
    ],
)
def test_the_summary_names_the_files_a_hook_modified_where_the_log_does(name: str, summary: str) -> None:
    report, _ = triage_path(str(FIXTURES / name), Analyser.load(), 2000)

    quoted = report.summary.split(" (also failed: ")[0]  # the later failed hooks follow it
    assert quoted.endswith(f"”: {summary}")
