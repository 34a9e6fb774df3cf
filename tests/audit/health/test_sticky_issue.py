"""The sticky health issue: created once, then updated in place; a 403 falls back to the job summary."""

from __future__ import annotations

import json

import pytest
import vcr as vcrpy

from ci_triage.audit.health.build import build_report
from ci_triage.audit.health.collection import Collection
from ci_triage.audit.health.render import HEALTH_MARKER
from ci_triage.commands.scan import publish
from ci_triage.github.issue import publish_sticky_issue

from .conftest import CASSETTES, REPOSITORY, WINDOW, client

SENT: list = []
"""Requests as ci-triage sent them (vcrpy shows each outgoing request to this hook before matching)."""


def _seen(request):
    SENT.append(request)
    return request


REPLAY = vcrpy.VCR(
    cassette_library_dir=str(CASSETTES),
    record_mode="none",
    filter_headers=["authorization"],
    match_on=["method", "scheme", "host", "path", "query"],
    before_record_request=_seen,
)


def sent() -> list[tuple[str, dict | None]]:
    """Method and JSON body of every request sent since the last call (vcrpy shows a request to the
    hook several times while matching it; consecutive repeats are one request)."""
    requests: list[tuple[str, str, bytes | None]] = []
    for request in SENT:
        key = (request.method, request.uri, request.body)
        if not requests or requests[-1] != key:
            requests.append(key)
    SENT.clear()
    return [(method, json.loads(body) if body else None) for method, _, body in requests]


def publish_body(body: str):
    return publish_sticky_issue(
        client(), REPOSITORY, body, title="CI health report", label="ci-health", marker=HEALTH_MARKER
    )


def test_the_issue_is_created_once_then_updated_in_place_and_nobody_elses_is_touched():
    with REPLAY.use_cassette("sticky_issue_create.yaml") as cassette:
        sent()  # the hook also saw the cassette's own requests as it loaded
        first = publish_body(f"{HEALTH_MARKER}\nfirst report")
        assert cassette.all_played
    (_, _), (method, posted) = sent()
    assert (first.created, first.number, method) == (True, 42, "POST")
    assert posted["labels"] == ["ci-health"]
    assert HEALTH_MARKER in posted["body"]

    with REPLAY.use_cassette("sticky_issue_update.yaml") as cassette:
        sent()
        second = publish_body(f"{HEALTH_MARKER}\nsecond report")
        assert cassette.all_played
    requests = sent()
    assert [method for method, _ in requests] == ["GET", "PATCH"]  # no second POST: never a duplicate
    assert (second.created, second.number) == (False, 42)
    assert second.duplicates == []  # issue 41 carries the marker but another author wrote it
    assert requests[-1][1]["body"].endswith("second report")


def test_a_body_without_the_marker_is_refused_before_any_request():
    with pytest.raises(ValueError, match="marker"):
        publish_body("no marker here")


def test_a_403_on_issues_writes_the_job_summary_and_says_why(tmp_path, monkeypatch):
    summary = tmp_path / "summary.md"
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(summary))
    report = build_report(Collection(repository=REPOSITORY, source="github", window=WINDOW), now=WINDOW.end)
    with REPLAY.use_cassette("sticky_issue_forbidden.yaml"):
        published = publish(report, "issue", client(), label="ci-health")
    [gap] = published.coverage.gaps
    assert gap.missing == "the sticky health issue"
    assert "HTTP 403: Resource not accessible by integration" in gap.reason
    assert "issues: write" in gap.fix  # the client's error names the permission and the lines that grant it
    text = summary.read_text(encoding="utf-8")
    assert text.startswith(HEALTH_MARKER)
    assert "Resource not accessible by integration" in text
