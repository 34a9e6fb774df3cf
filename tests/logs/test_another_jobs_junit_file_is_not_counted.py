"""Another job's JUnit file given with ``--junit`` is listed apart and not counted (trial 92, #13):
beside jest's log of 2 failed tests, vitest's JUnit file of another job was warned of as "listed
apart" while `failed_tests_total` said 4 and the failed tests listed its 2.

Real output: jest 29 and vitest 2.1.9 run by trial 92, tests/fixtures/s34-t92/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s34-t92"


def test_another_jobs_tests_are_only_the_warnings(triage_json: Callable[..., dict]) -> None:
    log, xml = FIXTURES / "jest_nested_each.log", FIXTURES / "vitest_junit_other_job.xml"
    report = triage_json(log, "--junit", xml, "--no-home-skills")
    assert [test["name"] for test in report["failed_tests"]][:2] == [
        "cart › total › applies quantity rounding",
        "cart › discount › discount(80, 25) -> 62",
    ]
    assert report["failed_tests_total"] == 2
    apart = [warning for warning in report["warnings"] if "listed apart" in warning]
    assert any("sorts descending" in warning for warning in apart)
