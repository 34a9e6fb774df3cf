"""One step copied from the run's web page and pasted alone is read as that step (session 50).

Trial t133 #7 (tests/fixtures/s50-pasted/README.md): an action's step, ``Run actions/setup-python@v5``
and the ``with:`` block the runner lists its inputs in, was read as a plain log, “(whole log)”, so
``--workflow`` found no step of that name; a ``run:`` step copied with the page's line-number column
(``9<TAB>/home/runner/…`` or ``9/home/runner/…``) kept it, the count from 1 of one step being no
proof of the page's column (two steps' counts were): the tab form read ``unknown``, the glued one
quoted ``9/home/runner/…``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.logs.web_page import LineNumberColumn

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s50-pasted"


def test_an_action_step_is_named_by_its_title(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "setup-python-step.web.log", "--workflow", FIXTURES / "setup-python-ci.yml")
    assert report["failing_step"]["name"] == "Run actions/setup-python@v5"
    assert report["workflow_step"]["lines"][0]["field"] == "with.python-version"
    assert not [warning for warning in report["warnings"] if warning.startswith("workflow not used")]


@pytest.mark.parametrize("name", ["bash-eof-step-tab-column.web.log", "bash-eof-step-glued-column.web.log"])
def test_one_steps_line_number_column_is_removed(triage_json: Callable[..., dict], name: str) -> None:
    report = triage_json(FIXTURES / name)
    assert report == triage_json(FIXTURES / "bash-eof-step.web.log") | {"source": report["source"]}
    numbered = (FIXTURES / name).read_bytes()
    assert LineNumberColumn.find(numbered) is not None
    assert LineNumberColumn.find(numbered.replace(b"\n9", b"\n10", 1)) is None  # a gap: no count of one step
