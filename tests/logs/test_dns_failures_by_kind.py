"""A host name that did not resolve is advised by what the resolver answered and by the attempts the
log already shows (trial 74 #4, #8).

Fixtures: ``tests/fixtures/s31-t74`` (trial 74's curl retry loop) and ``tests/fixtures/s32-t74b``
(README there: real pytest, urllib and node output, run here without DNS).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures"


def test_a_name_that_failed_on_every_retry_is_probably_wrong(triage_json: Callable[..., dict]) -> None:
    """Trial 74 #8: three `Could not resolve host` attempts over 4 s, then "Re-run the job" first."""
    report = triage_json(FIXTURES / "s31-t74" / "shell-retry-all-fail.gha.log")
    assert report["category"] == "infrastructure/network/flaky"
    assert "a re-run alone is unlikely to help" in report["next_step"]
    assert "The host `fixtures.acme-mirror.invalid` (line 48) is under `.invalid`" in report["next_step"]
    assert "Re-run the job" not in report["next_step"]


def test_a_name_that_does_not_exist_in_a_test_is_the_networks_and_probably_wrong(
    triage_json: Callable[..., dict],
) -> None:
    """Trial 74 #4: `Name or service not known` inside the only failed test was a test failure at 0.60
    with the network as its rival, and its advice began "Run the failed tests locally"."""
    report = triage_json(FIXTURES / "s31-t74" / "pytest-dns-in-test.gha.log")
    assert report["category"] == "infrastructure/network/flaky"
    assert report["confidence"] >= 0.8
    assert [test["name"] for test in report["failed_tests"]] == ["tests/test_download.py::test_fetch_schema"]
    advice = report["next_step"]
    assert not advice.startswith("Run the failed tests locally")
    assert advice.startswith("The host `schemas.example-cdn.invalid` (line 138) is under `.invalid`")
    assert "re-run the job" not in advice  # a name that never resolves (trial 103 #5)
    assert "(tests/test_download.py::test_fetch_schema) depend on a remote host" in advice


@pytest.mark.parametrize(
    ("log", "test"),
    [
        ("pytest-eai-again-in-test.gha.log", "tests/test_download.py::test_fetch_schema"),
        ("node-test-eai-again.gha.log", "fetches the release manifest"),
    ],
)
def test_a_temporary_resolver_failure_in_a_test_is_the_networks_and_worth_a_rerun(
    triage_json: Callable[..., dict], log: str, test: str
) -> None:
    report = triage_json(FIXTURES / "s32-t74b" / log)
    assert report["category"] == "infrastructure/network/flaky"
    assert [failed["name"] for failed in report["failed_tests"]] == [test]
    advice = report["next_step"]
    assert advice.startswith("A host name (`")  # the host the log names (trial 103 #5)
    assert "did not resolve (DNS)" in advice
    assert "Temporary failure in name resolution" in advice
    assert advice.index("re-run the job") < advice.index("depend on a remote host")
