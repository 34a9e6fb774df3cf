"""Fixtures of the GitHub adapter tests: a client whose requests take scripted outcomes.

The cassette helper lives in ``tests/cassettes/github`` (importable as ``cassettes.github`` once
``tests`` is on ``sys.path``, which this file ensures) so end-to-end tests can replay the same
scenarios. ``make_client`` and ``sleeps`` live in ``tests/conftest.py`` (the evidence tests use them too).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from ci_triage.github.client import GitHubClient

TESTS = str(Path(__file__).resolve().parents[1])
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)


@pytest.fixture
def scripted() -> Callable[[GitHubClient, list[Any]], list[str]]:
    """``scripted(client, outcomes)``: each request of ``client`` takes the next outcome (an
    exception to raise, or the JSON data to answer) instead of going to HTTP; returns the list
    the requested URLs are appended to."""

    def install(client: GitHubClient, outcomes: list[Any]) -> list[str]:
        urls: list[str] = []

        def request(verb: str, url: str, parameters=None, headers=None, input=None, follow_302_redirect=False):
            urls.append(url if not parameters else f"{url}?{'&'.join(f'{k}={v}' for k, v in parameters.items())}")
            outcome = outcomes.pop(0)
            if isinstance(outcome, BaseException):
                raise outcome
            return {}, outcome

        client.requester.requestJsonAndCheck = request  # type: ignore[method-assign]
        return urls

    return install
