"""Replay a GitHub scenario cassette with the project's vcrpy settings, and see what was sent.

Use::

    from cassettes.github import scenario_cassette   # with <repo>/tests on sys.path

    with scenario_cassette("pr_two_failed_jobs") as replay:
        evidence = collect_evidence(client, RunRef(...), workdir, analyser, 2000)
    assert replay.cassette.all_played
    assert "authorization" not in replay.sent[-1].headers

Settings: record mode ``none`` (a request the cassette lacks fails the test), the
``Authorization`` header filtered, matching on method, scheme, host, port, path and query.
vcrpy filters headers *before* matching, so a matcher cannot see whether a request carried
``Authorization``; :class:`Replay.sent` records every request as ``requests`` hands it to its
transport adapter, headers included (lower-cased names), which is what the redirect tests check.
The scenarios, their ids and requests are listed in README.md beside this file; each also has
``<name>.event.json``, a ``workflow_run`` event payload for the same run.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import requests.adapters
import vcr

from ci_triage.github.models import WorkflowRun
from ci_triage.github.read import run_from_event

CASSETTES = Path(__file__).resolve().parent
SCENARIOS = (
    "pr_two_failed_jobs",
    "fork_pr",
    "push_main",
    "rerun_updates_comment",
    "comment_forbidden",
    "logs_expired",
    "rate_limited",
    "comment_race",
    "download_retry",
    "model_updates_comment",
)
MATCH_ON = ("method", "scheme", "host", "port", "path", "query")

GITHUB_VCR = vcr.VCR(
    cassette_library_dir=str(CASSETTES),
    record_mode="none",
    filter_headers=["authorization"],
    match_on=MATCH_ON,
)


@dataclass(frozen=True, slots=True)
class SentRequest:
    """A request as sent: method, full URL, headers with lower-case names, body (bytes or None)."""

    method: str
    url: str
    headers: dict[str, str]
    body: bytes | None = None


@dataclass(slots=True)
class Replay:
    """The open cassette and the requests sent while it was open, in order."""

    cassette: Any
    sent: list[SentRequest] = field(default_factory=list)


def event_path(name: str) -> Path:
    """The ``workflow_run`` event payload of scenario ``name``."""
    return CASSETTES / f"{name}.event.json"


def event_run(name: str) -> WorkflowRun:
    """The run of scenario ``name``'s ``workflow_run`` event payload, as the action reads it."""
    return run_from_event(json.loads(event_path(name).read_text(encoding="utf-8")))


@contextlib.contextmanager
def scenario_cassette(name: str) -> Iterator[Replay]:
    """Replay ``<name>.yaml`` (one of :data:`SCENARIOS`) and record what is sent (see module docstring)."""
    if name not in SCENARIOS:
        raise ValueError(f"unknown GitHub scenario {name!r}; known: {', '.join(SCENARIOS)}")
    original = requests.adapters.HTTPAdapter.send
    replay = Replay(cassette=None)

    def spy(adapter: requests.adapters.HTTPAdapter, request: requests.PreparedRequest, *args: Any, **kwargs: Any):
        headers = {key.lower(): value for key, value in request.headers.items()}
        body = request.body.encode() if isinstance(request.body, str) else request.body
        replay.sent.append(SentRequest(request.method or "", request.url or "", headers, body))
        return original(adapter, request, *args, **kwargs)

    with GITHUB_VCR.use_cassette(f"{name}.yaml") as cassette:
        replay.cassette = cassette
        requests.adapters.HTTPAdapter.send = spy
        try:
            yield replay
        finally:
            requests.adapters.HTTPAdapter.send = original


def changes(sent: list[Any]) -> list[Any]:
    """The requests of ``sent`` that change something on GitHub: every one but ``GET`` and GraphQL
    queries (``POST /graphql`` with a ``query { … }``; a ``mutation`` is a change)."""

    def reads(request: Any) -> bool:
        if request.method == "GET":
            return True
        if not request.url.endswith("/graphql"):
            return False
        body = request.body.decode() if isinstance(request.body, bytes) else str(request.body or "")
        return '"query": "query' in body or '"query":"query' in body

    return [request for request in sent if not reads(request)]
