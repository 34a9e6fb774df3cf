"""Words inside a failed test's assertion or its quoted source (``'connection timed out'``, ``Could
not resolve host``) are the test's data: they back no network or timeout verdict and make no rival
of the test failure (trial 32 #24; fixtures in ``fixtures/trial-32``, real pytest and RSpec 3.12
output). A test that raised a network error stays contested (``test_crash_and_network_in_tests``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.assertion_data import is_assertion_data

TRIAL = Path(__file__).parent / "fixtures" / "trial-32"


@pytest.mark.parametrize(
    ("name", "test"),
    [
        ("pytest_timeout_words.log", "tests/test_msgs.py::test_timeout_message"),
        ("rspec_network_words.log", "humanize explains DNS failures"),
    ],
)
def test_an_assertion_on_network_words_is_a_confident_test_failure(triage_json, name: str, test: str) -> None:
    report = triage_json(TRIAL / name)
    assert report["category"] == "test failure"
    assert [failed["name"] for failed in report["failed_tests"]] == [test]
    assert report["confidence"] >= 0.9
    assert not report["competing"]


@pytest.mark.parametrize(
    "text",
    [
        '>       assert format_error("timeout") == "request timed out after 30s"',
        "E       AssertionError: assert 'connection timed out' == 'request timed out after 30s'",
        "E         - request timed out after 30s",
        '     Failure/Error: expect(humanize(:dns)).to eq("Could not resolve host: github.com")',
        "       expected: \"fatal: unable to access 'https://github.com/': Could not resolve host: github.com\"",
        '            got: "curl: (6) Could not resolve host: github.com"',
    ],
)
def test_quoted_source_and_compared_values_are_assertion_data(text: str) -> None:
    assert is_assertion_data(text)


@pytest.mark.parametrize(
    "text",
    [
        "E   requests.exceptions.ConnectionError: HTTPSConnectionPool(host='x.invalid', port=443)",
        "     SocketError:",
        "curl: (6) Could not resolve host: github.com",
    ],
)
def test_a_raised_error_is_not_assertion_data(text: str) -> None:
    assert not is_assertion_data(text)
