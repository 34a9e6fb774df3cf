"""A failed test's message is what came of the failing code, not the line quoting that code
(session 17's trials, msg18).

jest's message was its matcher's hint ``expect(received).toBe(expected) // Object.is equality``, not
the values below it (``Expected: 5`` / ``Received: 6``); RSpec's was ``Failure/Error: CODES.fetch(code)``
(the source line that raised), not the exception below it (``NameError:`` and, on the next line,
``uninitialized constant Cart::CODES``). A line quoting the failing code
(:data:`ci_triage.logs.failed_test_message._FAILING_CODE`) now gives way to any line below it that
states the failure; it stays the message when none does (a deep equality's diff, a snapshot's). An
exception's class alone above its message is no list's heading. jest's ``› 1 snapshot failed.`` is a
tally (the end of the last test's output), and a side of a comparison may name what it compares
(``Expected number of calls: 1`` / ``Received number of calls: 0``).

Fixtures (``tests/fixtures/trial-18``, real output made here, its README says how): jest 30.5.2,
rspec 3.12.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

TRIAL_18 = Path(__file__).resolve().parents[1] / "fixtures" / "trial-18"
TRIAL_16 = Path(__file__).resolve().parents[1] / "fixtures" / "trial-16"


def _messages(path: Path, analyser: Analyser) -> dict[str, str | None]:
    report, _ = triage_path(str(path), analyser, 2000)
    return {test.name: test.message for test in report.failed_tests}


def test_jests_message_is_the_values_not_the_matchers_hint(analyser: Analyser) -> None:
    report, _ = triage_path(str(TRIAL_18 / "jest-values.plain.log"), analyser, 2000)
    messages = {test.name: test.message for test in report.failed_tests}
    assert messages == {
        "adds two numbers": "Expected: 5; Received: 6",
        "adds objects": "expect(received).toEqual(expected) // deep equality",  # a diff below: the hint says it
        "adds zero": "Expected: 0; Received: 1",
    }
    assert "the first: Expected: 5; Received: 6." in (report.summary or "")


def test_jests_other_matchers_say_what_came_of_them(analyser: Analyser) -> None:
    assert _messages(TRIAL_18 / "jest-matchers.plain.log", analyser) == {
        "calls back once": "Expected number of calls: 1; Received number of calls: 0",
        "throws on bad input": 'Expected substring: "bad input"',
        "renders": 'Snapshot name: `renders 1`: - "sum": 3; + "sum": 4',  # what changed, not the diff's legend
        "reads config": "TypeError: Cannot read properties of undefined (reading 'port')",
    }


def test_a_jest_snapshots_tally_is_no_message(analyser: Analyser) -> None:
    messages = _messages(TRIAL_16 / "jest-snapshot.plain.log", analyser)
    assert messages == {  # not "› 1 snapshot failed."
        "renders card": 'Snapshot name: `renders card 1`: - "<div class="card">Hi, Bob!</div>";'
        ' + "<div class="card">Hello, Bob!</div>"'
    }


def test_rspecs_message_for_an_error_is_the_exception_not_the_source_line(analyser: Analyser) -> None:
    assert _messages(TRIAL_18 / "rspec-errors.plain.log", analyser) == {
        "Cart sums the prices": "expected: 15; got: 16.5",
        "Cart applies a discount code": "NameError: uninitialized constant Cart::CODES",
        "Cart raises on a missing item": "NoMethodError: undefined method `sum' for nil:NilClass",
    }
