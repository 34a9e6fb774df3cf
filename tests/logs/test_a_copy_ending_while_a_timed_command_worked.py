"""A terminal copy that ends while a command it ran under ``timeout`` was at work is unknown, not a pass.

Trial t129 finding 3: ``$ timeout 5 python3 wait_for_db.py`` that printed only ``waiting for
database on 127.0.0.1:5999 ...`` was "no failure found". coreutils' ``timeout`` stops a command at
its limit without printing anything (exit 124), so a copy whose last line announces work under way
and has nothing after it (no exit status, no tally, no next prompt) cannot tell whether the command
finished. The logs are real output (``fixtures/unfinished-runs/README.md``: coreutils 9.1, Python
3.11.7, dpkg 1.21.23).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.unfinished_run import announces_work

RUNS = Path(__file__).parent / "fixtures" / "unfinished-runs"


@pytest.mark.parametrize("name", ["wait-timeout.log", "http-server-timeout.log", "until-timeout.log"])
def test_a_timed_command_whose_copy_ends_on_work_under_way_is_unknown(triage_json, name: str) -> None:
    """The wait script's, ``http.server``'s and a wait loop's last announcement, under ``timeout``."""
    report = triage_json(RUNS / name)
    assert report["failure_found"]
    assert report["category"] == "unknown"
    assert report["confidence"] == 0.0
    checked = report["jobs"][0]["classification"]["checked"]
    assert any(line.startswith("the log ends while the step ran: `timeout ") for line in checked)
    assert "no line reads as an error; it last printed “" in report["summary"]


@pytest.mark.parametrize("name", ["wait-up.log", "next-prompt.log", "dpkg-timeout.log"])
def test_a_timed_command_that_ended_stays_a_pass(triage_json, name: str) -> None:
    """The announcement followed by the command's own end (``database is up``), by the next
    prompt, or by another announcement (dpkg finishes each step silently) is a run that ended."""
    report = triage_json(RUNS / name)
    assert not report["failure_found"]


def test_the_same_announcement_without_timeout_is_a_pass(triage_json, tmp_path: Path) -> None:
    """Without ``timeout`` on its command line nothing says the command could have been stopped
    there: a program may finish without a word after announcing its work."""
    text = (RUNS / "wait-timeout.log").read_text(encoding="utf-8")
    log = tmp_path / "wait.log"
    log.write_text(text.replace("$ timeout 3 ", "$ "), encoding="utf-8")
    assert not triage_json(log)["failure_found"]


@pytest.mark.parametrize(
    ("text", "announces"),
    [
        ("waiting for database on 127.0.0.1:5999 ...", True),
        ("Connecting…", True),
        ("Serving HTTP on 127.0.0.1 port 8765 (http://127.0.0.1:8765/) ...", True),
        ("...", False),
        ("tests/test_x.py ....", False),
        ("database is up", False),
    ],
)
def test_work_under_way_is_words_then_an_ellipsis(text: str, announces: bool) -> None:
    assert announces_work(text) is announces
