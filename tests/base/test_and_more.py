"""A capped list says how many it leaves out, in one form wherever it is written
(:func:`ci_triage.base.text.and_more`)."""

from __future__ import annotations

import pytest

from ci_triage.base.text import and_more


@pytest.mark.parametrize(
    ("total", "shown", "at_least", "said"),
    [
        (3, 3, False, ""),
        (2, 3, False, ""),
        (4, 3, False, " and 1 more"),
        (7, 3, True, " and at least 4 more"),
        (3, 3, True, ""),
        (1_214, 10, False, " and 1,204 more"),
    ],
)
def test_what_follows_a_capped_list(total: int, shown: int, at_least: bool, said: str) -> None:
    assert and_more(total, shown, at_least) == said
