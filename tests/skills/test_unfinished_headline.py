"""A headline that stops in the middle of a phrase goes on with the line that finishes it.

Trial 76's finding 6: ocamlc (OCaml 4.13.1, a user trial's run, ``fixtures/ocaml-type-error-wrapped-trial.txt``)
prints ``Error: This expression has type int but an expression was expected of type`` and the type,
``float``, on the next, deeper-indented line; the summary ended at ``of type``. The line that
finishes the phrase is joined, as the lines under a trailing ``:`` are, and the ``Hint:`` after it
is not.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.logs.wrapped_message import ends_unfinished

FIXTURES = Path(__file__).parent / "fixtures"


def test_the_type_ocaml_expected_is_in_the_summary(analyser: Analyser) -> None:
    with open_log_source(str(FIXTURES / "ocaml-type-error-wrapped-trial.txt")) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    assert report.summary.endswith("an expression was expected of type float"), report.summary


@pytest.mark.parametrize(
    ("text", "unfinished"),
    [
        ("Error: This expression has type int but an expression was expected of type", True),
        ("error: mismatched types, expected", True),
        ("could not connect to", True),
        ("Error: This expression has type int", False),
        ("3 tests failed", False),
        ("", False),
    ],
)
def test_a_phrase_left_unfinished(text: str, unfinished: bool) -> None:
    assert ends_unfinished(text) is unfinished
