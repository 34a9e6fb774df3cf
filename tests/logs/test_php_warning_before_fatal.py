"""A PHP warning above the fatal error that stopped the script is one of the failure's places: the
``PHP Warning:  file_get_contents(…/rates.json): Failed to open stream … in bin.php on line 4`` that made
the ``Uncaught JsonException: Syntax error`` at line 5 is a location, while the fatal error is still what
the summary quotes (trial 44, finding 12).

Fixture: tests/fixtures/trial-44/php_warning_before_fatal.log (PHP 8.2.32 CLI, README there).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

LOG = Path(__file__).parents[1] / "fixtures" / "trial-44" / "php_warning_before_fatal.log"


def test_the_warning_above_a_fatal_error_is_a_location(triage_json: Callable[..., dict]) -> None:
    report = triage_json(LOG)
    assert (report["category"], report["tool"]) == ("runtime error", "php")
    assert "Uncaught JsonException: Syntax error" in report["summary"]
    places = [(location["file"], location["line"]) for location in report["locations"]]
    assert places[0] == ("bin.php", 4)
    assert ("bin.php", 5) in places
