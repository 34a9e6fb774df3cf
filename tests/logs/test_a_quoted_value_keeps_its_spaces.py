"""A failed test's message keeps the spaces inside the values it shows.

Real output: GoogleTest run directly in user trial 37 (``tests/fixtures/trial-37/README.md``): the
values compared are ``Trim("hi  ")``, ``Which is: "hi  "`` and ``"hi"``; the two trailing spaces
are the bug, so a message that squeezed them to one would misquote it. Only each line's ends are
trimmed. (The one-line summary still squeezes spaces: runners pad their own prefixes, pytest's
``E       ``, sbt's ``[info]   ``, and keeping those moved 24 corpus summaries for the worse.)
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

LOG = Path(__file__).parents[1] / "fixtures" / "trial-37" / "gtest-trailing-spaces.gha.log"
SAID = 't.cc:5: Failure Expected equality of these values: Trim("hi  ") Which is: "hi  " "hi"'


def test_the_failed_tests_message_keeps_the_values_spaces(analyser: Analyser) -> None:
    report, _ = triage_path(str(LOG), analyser, 2000)
    assert report.failed_tests[0].name == "TrimTest.TrailingSpaces"
    assert report.failed_tests[0].message == SAID
