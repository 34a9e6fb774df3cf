"""A Perl test file that dies is quoted by the message it died with, not by prove's account of how
it ended (``Non-zero exit status: 255``): the line Test::Builder's ``# Looks like your test exited
with 255 just after 12.`` note follows (trial 36 #13; real prove output, see
``fixtures/trial-36-suites/README.md``)."""

from __future__ import annotations

from pathlib import Path

TRIAL = Path(__file__).parent / "fixtures" / "trial-36-suites"


def test_the_die_message_is_the_failed_files_message(triage_json) -> None:
    report = triage_json(TRIAL / "perl-gha-die.log")
    assert [test["name"] for test in report["failed_tests"]] == ["t/04-wrap-long.t"]
    assert report["failed_tests"][0]["message"] == "wrap_words returned an undefined line at width 12"
    assert "Non-zero exit status" not in report["summary"]


def test_a_failed_doctests_message_is_its_panic_not_rustdocs_account(triage_json) -> None:
    """rustdoc's ``Test executable failed (exit status: 101).`` says how the doctest ended; the
    panic in its ``stderr:`` below says what failed (trial 36 #5)."""
    report = triage_json(TRIAL / "rust-gha-fail.log")
    messages = {test["name"]: test["message"] for test in report["failed_tests"]}
    assert "assertion `left == right` failed" in messages["geom/src/lib.rs - perimeter (line 14)"]
