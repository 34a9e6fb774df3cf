"""GitLab's later stages in the excerpt read as the job page shows them (trial 32, finding 15;
fixture: tests/fixtures/trial-32-formats/README.md): no ``section_end:…`` marker text, and a stage
that ran after the failed command is said to have run after it, not called error text; a line of it
that a signal read keeps the signal's reason (the after_script's ``cat`` of a missing file)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.logs.clean import clean_line
from ci_triage.logs.excerpt import AFTER_FAILURE_REASON, ERROR_TEXT_REASON, with_after_failure_reason
from ci_triage.logs.localise import LogLine

FIXTURE = Path(__file__).parents[1] / "fixtures" / "trial-32-formats" / "cargo_test_fail.log"


def test_a_section_marker_is_hidden_and_a_sections_header_kept() -> None:
    assert clean_line("\x1b[0Ksection_end:1764842460:step_script\r\x1b[0K").text == ""
    start = (
        "\x1b[0Ksection_start:1764842460:after_script[collapsed=true]\r\x1b[0K\x1b[36;1mRunning after_script\x1b[0;m"
    )
    assert clean_line(start).text == "Running after_script"


def test_the_after_script_is_shown_as_run_after_the_failure(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURE)
    assert report["failing_step"]["name"] == "cargo test --offline"
    later = [span for span in report["excerpt"] if span["start_line"] > report["failing_step"]["end_line"]]
    shown = [line for span in report["excerpt"] for line in span["lines"]]
    assert not any("section_end:" in line or "section_start:" in line for line in shown)
    assert any(span["step"] == "cat target/nextest/junit.xml" for span in later)
    assert all(span["reason"] != ERROR_TEXT_REASON for span in later)
    assert any(span["reason"] == "missing-path: no-such-file-read" for span in later)


def test_only_error_text_of_a_later_step_is_said_to_have_run_after_the_failure() -> None:
    lines = {number: LogLine(number, "text", "", [], section) for number, section in ((1, 0), (2, 1), (3, 1))}
    chosen = {1: ERROR_TEXT_REASON, 2: ERROR_TEXT_REASON, 3: "missing-path: no-such-file-read"}
    assert with_after_failure_reason(chosen, lines, after={1}) == {
        1: ERROR_TEXT_REASON,
        2: AFTER_FAILURE_REASON,
        3: "missing-path: no-such-file-read",
    }
