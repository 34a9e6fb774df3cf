"""A signal's own next step about one kind of test error is the whole next step only when it says
why every failed test failed; otherwise the failed tests' generic advice leads and the signal's
follows as "Also: …" (brief s27 extra, item 2: pytest's ``E fixture 'x' not found`` advice was the
whole next step while other tests had failed on assertions).

Real pytest 9.2.0 output (Python 3.11.7), wrapped as GitHub Actions steps
(tests/fixtures/trial-49-extra/README.md): one test failing on an assertion beside one strict xfail
that passed (the bundled ``pytest/xpass-strict`` signal) or one asking for a fixture pytest does
not know (``pytest/fixture-not-found``), and each of those alone.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-49-extra"
GENERIC = "Run the failed tests locally"
XPASS = "The test marked as expected to fail now passes"
FIXTURE = "A test asks for a fixture pytest does not know"


@pytest.mark.parametrize(
    ("log", "specific"),
    [("pytest-assert-and-xpass-strict.log", XPASS), ("pytest-assert-and-fixture.log", FIXTURE)],
)
def test_the_generic_test_advice_leads_when_another_test_failed_on_an_assertion(
    triage_json: Callable[..., dict], log: str, specific: str
) -> None:
    report = triage_json(FIXTURES / log)
    assert report["category"] == "test failure"
    assert report["next_step"].startswith(GENERIC)
    assert "test_total" in report["next_step"]
    assert f"Also: {specific}" in report["next_step"]


@pytest.mark.parametrize(
    ("log", "specific"),
    [("pytest-xpass-strict-only.log", XPASS), ("pytest-fixture-only.log", FIXTURE)],
)
def test_the_signals_advice_is_the_next_step_when_it_accounts_for_every_failed_test(
    triage_json: Callable[..., dict], log: str, specific: str
) -> None:
    report = triage_json(FIXTURES / log)
    assert report["next_step"].startswith(specific)
    assert GENERIC not in report["next_step"]
