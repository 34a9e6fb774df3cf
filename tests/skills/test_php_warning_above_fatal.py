"""The PHP warning above a fatal error is a location: where the script went wrong before it stopped.

Trial 44's finding 12: ``PHP Warning:  file_get_contents(…/rates.json): Failed to open stream: No such
file or directory in bin.php on line 4``, then ``PHP Fatal error:  Uncaught JsonException: Syntax
error in bin.php:5``: the locations were bin.php:5 and :7, not :4, the cause. Real output of PHP 8.2's
CLI run here (``skills/php-runtime/SKILL.md``, "Line forms"), read as a GitHub Actions step.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parent / "fixtures"


def test_the_warnings_place_is_a_location_and_the_fatal_error_still_decides(
    analyser: Analyser, actions_log: Callable[[str, list[str]], bytes], tmp_path: Path
) -> None:
    command, *output = (FIXTURES / "php-warning-then-uncaught.txt").read_text(encoding="utf-8").splitlines()
    log = tmp_path / "job.log"
    log.write_bytes(actions_log(command.removeprefix("$ "), output[:-1]))
    with open_log_source(str(log)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    assert report.category == "runtime error"
    assert "Uncaught JsonException" in report.summary
    assert [location.line for location in report.locations] == [4, 5, 7]
    assert report.locations[0].message is not None
    assert "Failed to open stream" in report.locations[0].message
