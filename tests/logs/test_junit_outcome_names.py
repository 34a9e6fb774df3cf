"""A JUnit test case's outcome (what the health scan's failure rates count) is named as the failed
test of the same file is: jest-junit's default templates write `calc adds` as both `classname` and
`name`, and a test outside any `describe` ` top level` with a space before it; the outcomes were
named `calc adds::calc adds` and ` top level:: top level` where the report's failed tests (and the
scan's labels, by those names) said `calc adds` and `top level`.

Real output: jest 30.5.2 with jest-junit 17.0.0 (node 20.20.2), tests/fixtures/s35-t92b2/README.md."""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.junit import file_outcomes, junit_failures

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s35-t92b2"


def _outcomes(name: str) -> dict[str, bool]:
    found = file_outcomes(FIXTURES / name, workflow="CI", job="test", run_id=1, run_attempt=1, source=name)
    return {outcome.name: outcome.passed for outcome in found}


def test_jest_junit_outcomes_are_named_as_its_failed_tests() -> None:
    outcomes = _outcomes("jest_junit_default.xml")
    assert outcomes == {"calc adds": False, "calc adds zero": True, "top level": False}
    failed = [test.name for test in junit_failures(str(FIXTURES / "jest_junit_default.xml")).kept]
    assert failed == [name for name, passed in outcomes.items() if not passed]


def test_vitest_junit_outcomes_keep_their_file() -> None:
    outcomes = _outcomes("vitest_describe_beforeall.xml")
    failed = [test.name for test in junit_failures(str(FIXTURES / "vitest_describe_beforeall.xml")).kept]
    assert set(failed) <= set(outcomes)
    assert "src/rank.test.js::rank > keeps ties stable" in failed
