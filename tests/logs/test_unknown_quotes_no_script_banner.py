"""An ``unknown``'s summary does not quote a banner the step's own script printed as if it were the error.

``tests/fixtures/trial-17/echo-banner-*.gha.log`` (bash 5.2, see the folder's README): the step echoes
``checking for debug statements`` and fails on a silent ``test -f CHANGELOG.md``. The echo is the
script talking, seen in the step's script (``##[group]Run``) or as bash's trace (``+ echo …``); before,
the silent test's summary read "Unknown in step …: checking for debug statements", as if that had
been the error. A line the script echoes that says what failed (``error: CHANGELOG.md is missing``)
is still its own message, and quoted.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.script_echo import echoed_lines, printed_texts
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-17"


def _summary(name: str) -> tuple[str, str]:
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    return report.category, report.summary


@pytest.mark.parametrize(
    ("name", "quoted"),
    [
        ("echo-banner-silent-test.gha.log", "Process completed with exit code 1."),
        # the trace that ends the step: the failed command, its exit code and what that means
        ("echo-banner-xtrace.gha.log", "test -f CHANGELOG.md exited with code 1: the condition it tests is false"),
    ],
)
def test_a_banner_the_script_echoed_is_not_quoted_as_the_error(name: str, quoted: str) -> None:
    category, summary = _summary(name)
    assert category == "unknown"
    assert "checking for debug statements" not in summary.partition("”:")[2]
    assert summary.endswith(f": {quoted}")


def test_an_echoed_line_that_names_the_failure_is_still_quoted() -> None:
    category, summary = _summary("echo-error-message.gha.log")
    assert category == "unknown"
    assert summary.endswith(": error: CHANGELOG.md is missing")


@pytest.mark.parametrize(
    ("command", "printed"),
    [
        ('echo "checking for debug statements"; ! grep -rn "binding.pry" lib', ["checking for debug statements"]),
        ("echo 'checking for debug statements'", ["checking for debug statements"]),  # bash's trace, `+ ` cut
        ('test -f x || { echo "error: x is missing"; exit 1; }', ["error: x is missing"]),
        ('echo -n "no newline" && make', ["no newline"]),
        (r'echo -e "one\ntwo"', ["one", "two"]),
        (r'printf "step 1 of 2\n"', ["step 1 of 2"]),
        (r'printf "%s\n" "$NAME"', []),  # a conversion: what it prints is not literal
        ('echo "done" > status.txt', []),  # redirected: printed nowhere in the log
        ('echo "unclosed', []),  # a line cut short
        ("grep -rn echo lib", []),
    ],
)
def test_what_echo_and_printf_print(command: str, printed: list[str]) -> None:
    assert printed_texts(command) == printed


def test_only_the_literal_text_echoed_is_the_scripts() -> None:
    texts = {5: "checking for debug statements", 6: "checking for debug statements: 3 found", 7: "  "}
    commands = ["Run echo checking for debug statements", 'echo "checking for debug statements"']
    assert echoed_lines(texts, commands) == {5}
