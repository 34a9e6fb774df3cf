"""jest that found no test file (``No tests found, exiting with code 1``, ``testMatch: … - 0 matches``) is
configuration with advice about ``testMatch`` and ``--passWithNoTests``, not a test failure whose advice
is to run the failed tests: none ran (trial 42, finding 4).

Fixture (tests/fixtures/trial-42, README there): ``jest_no_tests_found.log``, jest 30.5.2 from the npm
registry.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

LOG = Path(__file__).parents[1] / "fixtures" / "trial-42" / "jest_no_tests_found.log"


def test_no_tests_found_is_jests_configuration(triage_json: Callable[..., dict]) -> None:
    report = triage_json(LOG)
    assert (report["category"], report["tool"]) == ("configuration", "jest")
    assert "testMatch" in report["next_step"]
    assert "--passWithNoTests" in report["next_step"]
