"""jest's frame of a ``console.log`` a test made on the line where its ``expect`` then failed is no
second location: ``sum.test.js:3`` was listed twice, at columns 81 (the failed ``expect``) and 40 (the
``console.log``), trial 62 finding 9. A place a test logged on another line still comes after.

Real output: jest 29.7.0 on node, wrapped as a GitHub Actions job log (tests/fixtures/s30-small/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

LOG = Path(__file__).parents[1] / "fixtures" / "s30-small" / "jest-console-log-same-line.gha.log"


def test_the_failing_line_is_one_location_where_the_test_failed(triage_json: Callable[..., dict]) -> None:
    report = triage_json(LOG, "--no-home-skills")
    places = [(location["file"], location["line"], location["column"]) for location in report["locations"]]
    assert places == [("sum.test.js", 3, 81)]
