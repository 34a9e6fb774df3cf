"""Every failed pre-commit hook is named in the summary, in the order the hooks ran.

Real output: pre-commit 4.7.0 in user trial 37 (``tests/fixtures/trial-37/README.md``). A hook's
name may hold a dot (``sort requirements.txt``, pre-commit-hooks' own ``fix requirements.txt``): its
``.....Failed`` line is still the hook's verdict. The summary keeps the names of the step's other
failed hooks whole when it shortens the quoted line.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.passing import wrapper_verdict
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-37"


def test_a_long_quote_keeps_the_later_hooks_name(analyser: Analyser) -> None:
    report, _ = triage_path(str(FIXTURES / "precommit-two-local-hooks.gha.log"), analyser, 2000)
    assert report.summary.startswith(
        "Lint/format in step “Run pre-commit run --all-files --show-diff-on-failure”: forbid print() in library code: "
    )
    assert report.summary.endswith(" (also failed: check migrations are up to date: lint/format, pre-commit)")


def test_a_hook_named_with_a_dot_is_the_first_failed_hook(analyser: Analyser) -> None:
    """The fixer ran first, but rewrote files only: yamllint's finding after it is the verdict
    (the most serious finding, ``step_units.deciding_unit``), the fixer named as failed first."""
    report, _ = triage_path(str(FIXTURES / "precommit-fixer-then-yamllint.gha.log"), analyser, 2000)
    assert report.category == "lint/format"
    assert "”: sort requirements.txt (formatting, pre-commit) failed first; .pre-commit-config.yaml:1:1: " in (
        report.summary
    )


@pytest.mark.parametrize(
    ("line", "passed"),
    [
        ("fix requirements.txt.....................................................Passed", True),
        ("check .pre-commit-config.yaml........................(no files to check)Skipped", True),
        ("sort requirements.txt....................................................Failed", False),
    ],
)
def test_a_dotted_hook_name_is_a_hook_verdict(line: str, passed: bool) -> None:
    """The first two lines: pre-commit 4.7.0 run here (``pre-commit run --all-files``) on two
    ``repo: local`` hooks (``entry: "true"``), the second matching no file; the third: the trial's."""
    assert wrapper_verdict(line) is passed
