"""click's and typer's refusal of a value on the command line the job runs is configuration of that
command line, not the script's runtime error.

Session 47 left it: click 8 reads ``No such option``, ``Missing option`` and extra arguments as a
command-line usage error, but its ``Error: Invalid value for '--count': 'x' is not a valid integer.``
(a type it checked, or a script's own ``raise typer.BadParameter(...)``) was read as a script that
stopped with a message of its own (a runtime error at 0.45). It is click's usage error like the
others: below its ``Usage:`` line and its ``Try 'x --help' for help.`` line, exit status 2. typer
draws the same error in a rich panel titled ``Error``, read as click's ``Error: …``. Real output, run
here: click 8.5.1 (``click-invalid-value.txt``) and typer 0.29.3 with rich (``typer-invalid-value.txt``,
``typer-bad-parameter.txt``).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ci_triage.logs.model import TriageReport
from ci_triage.report.next_step import next_step


@pytest.mark.parametrize(
    ("name", "quoted"),
    [
        ("click-invalid-value.txt", "Invalid value for '--count': 'x' is not a valid integer."),
        ("typer-invalid-value.txt", "Invalid value for '--count': Input should be a valid integer"),
        ("typer-bad-parameter.txt", "Invalid value for '--env': must be dev or prod"),
    ],
)
def test_a_value_click_refused_is_configuration_of_the_command_line(
    name: str, quoted: str, triage_step_fixture: Callable[[str], TriageReport]
) -> None:
    report = triage_step_fixture(name)
    assert report.category == "configuration"
    assert quoted in report.summary
    assert "`run:` line" in next_step(report)
