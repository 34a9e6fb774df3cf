"""The summary quotes the error line alone: not curl's progress meter glued before it, not the
next line of a script's output after a message that ended (trial 85 #10, #11).

Fixtures (tests/fixtures/trial-85, README there): ``curl-bogus.log``, the trial's real ``curl -fL
--retry 2`` of a ``.invalid`` host; ``mysql-retry-message.log``, the MariaDB 10.11 client's real
``ERROR 2002 … (115)`` then a script's ``retrying …`` line, run here."""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.layout_prefix import without_layout_prefix
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-85"


def test_curls_progress_meter_is_no_part_of_the_quote() -> None:
    report = triage_path(FIXTURES / "curl-bogus.log", Analyser.load(), DEFAULT_BUDGET)[0]
    assert report.summary.endswith(": curl: (6) Could not resolve host: api.exchange-rates.invalid")
    assert "--:--:--" not in report.summary


def test_a_progress_row_with_sizes_and_times_is_layout() -> None:
    """curl's row while it downloads (sizes with a unit, times spent and left), as curl 7.88 draws it."""
    row = "100  1256  100  1256    0     0   5218      0  0:00:01  0:00:01 --:--:--  5211"
    assert without_layout_prefix(f"{row}curl: (22) The requested URL returned error: 404") == (
        "curl: (22) The requested URL returned error: 404"
    )
    assert without_layout_prefix(" 45 12.3M   45 5678k    0     0  1234k      0  0:00:10  0:00:04  0:00:06 1300k") == ""


def test_a_message_ending_in_a_closed_aside_is_not_joined_with_the_next_line() -> None:
    report = triage_path(FIXTURES / "mysql-retry-message.log", Analyser.load(), DEFAULT_BUDGET)[0]
    assert report.summary.endswith(": ERROR 2002 (HY000): Can't connect to server on '127.0.0.1' (115)")
    assert "retrying" not in report.summary
