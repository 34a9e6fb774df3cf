"""Each file pre-commit's fixers changed is named for the hook whose section printed it: a silent
fixer (``trim trailing whitespace`` printing nothing) is not given the file ``sqlfluff-fix``'s own
output names (``== [models/orders.sql] FIXED``), only the rest of the ``--show-diff-on-failure`` diff
(trial 47 #7). Fixtures: pre-commit 4.7.0 with local system hooks (a ``sed -i`` fixer, or
pre-commit-hooks' ``trailing-whitespace-fixer``, and sqlfluff 4.5.0's ``fix``), run here
(fixtures/trial-47/README.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

TRIAL = Path(__file__).parent / "fixtures" / "trial-47"


@pytest.mark.parametrize("log", ["precommit-silent-fixer-gha.log", "precommit-fixers-gha.log"])
def test_a_fixer_is_named_with_its_own_files(triage_json, log: str) -> None:
    """sqlfluff-fix's findings outrank the whitespace fixer that only rewrote files
    (``step_units.deciding_unit``): its file is sqlfluff's, the fixer is named as failed first."""
    report = triage_json(TRIAL / log)
    assert report["category"] == "lint/format"
    assert (
        "trim trailing whitespace (formatting, pre-commit) failed first; models/orders.sql:1:1: sqlfluff-fix: "
        in report["summary"]
    )
    assert "src/settings.py" not in report["summary"]
