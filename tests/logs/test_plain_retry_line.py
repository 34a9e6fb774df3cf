"""A plain log's line that says a command failed *and is run again* is no exit line of the log.

``fixtures/trial-z`` holds a user trial's real plain logs (trial-z, ``probe/probe27.log``,
``probe/probe28.log`` and ``plain/p23-retry-then-ok.plain.log``): a retry loop's ``Command failed
with exit code 1, retrying (1/3)`` then pytest's ``12 passed in 0.3s``; ``Attempt 1 failed with exit
code 7. Retrying in 1s...`` then ``attempt 2: ok``, once after curl's ``(7) Failed to connect``.
Before, the plain format's exit pattern (``exit code N``) read each retry line as the logged
command's exit: the first two were "Unknown" failures quoting the line after it, the curl one a
configuration failure at 0.83 with no missing-marker warning, though every run passed. A retried
attempt's line is a failed attempt (as Travis' ``travis_retry`` line is); evidence after it still
makes a failure, decided by error lines (so with the missing-marker warning).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

TRIAL = Path(__file__).parent / "fixtures" / "trial-z"


def triage(capsys: pytest.CaptureFixture[str], path: Path) -> dict:
    code = main(["triage", str(path), "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out)


@pytest.mark.parametrize(
    "name",
    ["retry-then-pytest-passed.plain.log", "retrying-in-then-ok.plain.log", "curl-refused-retry-then-ok.plain.log"],
)
def test_a_retry_line_then_success_is_no_failure(capsys: pytest.CaptureFixture[str], name: str) -> None:
    report = triage(capsys, TRIAL / name)
    assert not report["failure_found"], report["summary"]
    assert report["exit_code"] is None


def test_a_failure_after_the_retry_line_still_fails_with_the_missing_marker_warning(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    log = tmp_path / "retry-then-fail.log"
    retry = (TRIAL / "retry-then-pytest-passed.plain.log").read_text().splitlines()[:2]
    # cut before pytest's tally (`1 failed in 0.3s` would end the run)
    log.write_text("\n".join([*retry, "FAILED tests/test_a.py::test_x - assert 1 == 2", ""]))
    report = triage(capsys, log)
    assert report["failure_found"]
    assert report["category"] == "test failure"
    assert report["exit_code"] is None
    assert any("no exit marker in the log" in str(warning) for warning in report["warnings"])


def test_an_exit_line_without_retry_words_still_ends_the_log(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    log = tmp_path / "gave-up.log"
    lines = (TRIAL / "curl-refused-retry-then-ok.plain.log").read_text().splitlines()[:2]
    log.write_text("\n".join([*lines, lines[0], "Attempt 2 failed with exit code 7. Giving up.", ""]))
    report = triage(capsys, log)
    assert report["failure_found"]
    assert report["exit_code"] == 7
