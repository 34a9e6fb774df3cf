"""A test file that died has the error it printed as its message, not the harness's account of how it
ended (session 17's trials, msg18).

prove's ``t/ratio.t`` died before its plan; its message was ``Parse errors: No plan found in TAP output``
(from its entry in the Test Summary Report, the only line naming it), not the die line the file printed,
``Illegal division by zero at lib/Calc.pm line 3.``, next to its progress line ``t/ratio.t .. ``. That
progress line now opens the file's output (as ``go test -v``'s ``=== RUN`` opens a subtest's), read on
both sides when the lines by the summary's entry only say how the harness saw the file end
(:data:`ci_triage.logs.failed_test_message._HARNESS_ACCOUNT`); TAP::Harness's verdict on a file
(``Dubious, test returned 255``, ``Failed 2/3 subtests``) ends the file's output.

Fixtures: ``tests/fixtures/trial-18/prove-died.plain.log`` and
``tests/fixtures/trial-17/prove-died-and-bad-plan.plain.log`` (TAP::Harness 3.44, real output made here,
their READMEs say how).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def test_a_test_file_that_died_says_its_die_line(analyser: Analyser) -> None:
    report, _ = triage_path(str(FIXTURES / "trial-18" / "prove-died.plain.log"), analyser, 2000)
    assert [(test.name, test.message) for test in report.failed_tests] == [
        ("t/ratio.t", "Illegal division by zero at lib/Calc.pm line 3.")
    ]
    assert (report.summary or "").endswith("failed tests t/ratio.t — Illegal division by zero at lib/Calc.pm line 3.")


def test_the_die_line_is_the_files_own_not_the_previous_files_verdict(analyser: Analyser) -> None:
    report, _ = triage_path(str(FIXTURES / "trial-17" / "prove-died-and-bad-plan.plain.log"), analyser, 2000)
    messages = {test.name: test.message for test in report.failed_tests}
    assert messages["t/02-div.t"] == "Illegal division by zero at lib/Calc.pm line 3."  # not "Failed 2/3 subtests"
    assert messages["adds two numbers"] == "got: '5'; expected: '4'"
