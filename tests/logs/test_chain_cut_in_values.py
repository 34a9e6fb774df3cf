"""A quote cut for the run summary's other causes keeps a value's ``": "`` inside the value: a
field list in square brackets and a quoted value are no links of a chain of messages.

Real lines of trial 95 (``tests/fixtures/s35-t95b``, see its README): markdownlint-cli 0.48.0's
finding with its ``[Expected: 1; Actual: 0; Below] [Context: "# Project"]`` fields, and a
license-header script's ``(expected 'SPDX-License-Identifier: Apache-2.0')``; the summary quoted
them as ``…: 0; Below] [Context: "# Project"]`` and ``(expected …: Apache-2.0')``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.logs.message_chain import cause_kept
from ci_triage.logs.report import OTHER_CAUSE_CHARS, clipped

MARKDOWNLINT = (
    "README.md:1 error MD022/blanks-around-headings Headings should be surrounded by blank lines"
    ' [Expected: 1; Actual: 0; Below] [Context: "# Project"]'
)
LICENSE = "ERROR: src/c.py: missing SPDX license header (expected 'SPDX-License-Identifier: Apache-2.0')"
RUN = Path(__file__).parents[1] / "fixtures" / "s35-t95b" / "hygiene-run-logs.zip"


def test_a_field_list_in_brackets_is_no_chain() -> None:
    assert cause_kept(MARKDOWNLINT, OTHER_CAUSE_CHARS) is None
    assert clipped(MARKDOWNLINT, OTHER_CAUSE_CHARS) == (
        "README.md:1 error MD022/blanks-around-headings Headings should be surrounded by…"
    )


def test_a_chain_whose_end_would_be_one_word_is_cut_as_any_other() -> None:
    assert cause_kept(LICENSE, OTHER_CAUSE_CHARS) is None
    assert clipped(LICENSE, OTHER_CAUSE_CHARS).startswith("ERROR: src/c.py: missing SPDX license header (expected '")


@pytest.mark.usefixtures("shared_analyser_load")
def test_the_run_summary_quotes_each_other_cause_from_its_start(triage_json: Callable[..., dict]) -> None:
    summary = triage_json(RUN)["summary"]
    assert "docs: README.md:1 error MD022/blanks-around-headings Headings should be surrounded by…;" in summary
    assert "license: ERROR: src/c.py: missing SPDX license header (expected '" in summary
    assert "…: " not in summary
