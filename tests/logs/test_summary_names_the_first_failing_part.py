"""The summary names the first failing part of a step (trial-q, finding 11).

pre-commit runs every hook and reports each: when two failed, the summary quoted the second
(``- files were modified by this hook``, the strongest line) and left the first unnamed; it now
names the hooks that failed before it. ``mkdocs build --strict`` counts its warnings in its last
line (``Aborted with 2 warnings in strict mode!``): the ``WARNING`` lines are the failure, and the
summary quotes the first, with the page a ``Doc file`` warning names as a location in MkDocs'
``docs_dir`` (``docs/`` without a checkout) and the ``nav`` warning's ``mkdocs.yml``, in the
order of the warnings.

Fixtures (``tests/fixtures/trial-q/``): the trial's ``precommit.log`` and ``mkdocs-strict.log``;
real output made here 2026-12-02: ``pre-commit-4.7.0-two-hooks.log`` (pre-commit 4.7.0, two local
``language: system`` hooks failing: one by its exit code, one by changing files) and
``mkdocs-1.6.1-strict.log`` (MkDocs 1.6.1 ``mkdocs build --strict`` on a site with a missing image
and a missing page; the site's folder, made under ``/tmp``, renamed ``/home/runner/work/demo/demo``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

TRIAL = Path(__file__).parents[1] / "fixtures" / "trial-q"


@pytest.mark.parametrize(
    ("name", "first", "second"),
    [
        ("precommit.log", "forbid print statements", "strip trailing whitespace"),
        ("pre-commit-4.7.0-two-hooks.log", "forbid TODO markers", "end files with a newline"),
    ],
)
def test_two_failed_hooks_are_named_first_first(analyser: Analyser, name: str, first: str, second: str) -> None:
    report, _ = triage_path(TRIAL / name, analyser, 2000)
    summary = report.summary or ""
    assert first in summary
    assert second in summary
    assert summary.index(first) < summary.index(second)


@pytest.mark.parametrize(
    ("name", "warning", "pages"),
    [
        (
            "mkdocs-strict.log",
            "A reference to 'api.md' is included in the 'nav' configuration",
            ["mkdocs.yml", "docs/index.md"],
        ),
        (
            "mkdocs-1.6.1-strict.log",
            "Doc file 'index.md' contains a link 'img/logo.png'",
            ["docs/index.md", "docs/guide.md"],
        ),
    ],
)
def test_mkdocs_strict_quotes_its_first_warning(analyser: Analyser, name: str, warning: str, pages: list[str]) -> None:
    report, _ = triage_path(TRIAL / name, analyser, 2000)
    assert report.summary is not None
    assert warning in report.summary
    assert "Aborted with" not in report.summary.split(warning, 1)[0]  # mkdocs' tally only after the warning
    assert [location.file for location in report.locations] == pages
