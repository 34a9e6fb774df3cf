"""Log downloads follow GitHub's 302 to the signed URL without the Authorization header.

vcrpy strips ``Authorization`` before matching, so the cassette cannot tell; the replay helper
records each request as ``requests`` sends it, and these tests read the headers there.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
import requests

from cassettes.github import scenario_cassette
from ci_triage.github import read
from ci_triage.github.errors import DownloadFailed

REPO = "octo-org/octo-repo"
SIGNED_HOST = "https://pipelines.actions.githubusercontent.com/"


def test_signed_url_is_fetched_without_authorization(make_client, tmp_path: Path) -> None:
    destination = tmp_path / "job.log"
    with scenario_cassette("pr_two_failed_jobs") as replay:
        size = read.download_job_log(make_client(), REPO, 399444496, destination, max_bytes=10**7)
    api, signed = replay.sent
    assert api.url == f"https://api.github.com:443/repos/{REPO}/actions/jobs/399444496/logs"
    assert api.headers["authorization"].startswith("token ")  # the API request does carry the token
    assert signed.url.startswith(SIGNED_HOST)
    assert "authorization" not in signed.headers
    expected = (Path(__file__).resolve().parents[2] / "examples/logs/maven-surefire-test-failure.log").read_bytes()
    assert destination.read_bytes() == expected
    assert size == len(expected)


def test_the_header_check_would_see_a_leaked_token(make_client) -> None:
    """Control: the recording does show an Authorization header when one is sent to the signed host."""
    with scenario_cassette("pr_two_failed_jobs") as replay:
        headers, _ = make_client().request("GET", f"/repos/{REPO}/actions/jobs/399444496/logs", needs="actions: read")
        location = headers["location"]
        requests.get(location, headers={"Authorization": "token leaked"}, timeout=5)
    assert replay.sent[-1].headers.get("authorization") == "token leaked"


def test_oversized_download_is_refused_and_nothing_is_left(make_client, tmp_path: Path) -> None:
    destination = tmp_path / "job.log"
    with scenario_cassette("pr_two_failed_jobs"), pytest.raises(DownloadFailed, match="larger than 100 bytes"):
        read.download_job_log(make_client(), REPO, 399444496, destination, max_bytes=100)
    assert list(tmp_path.iterdir()) == []


def test_debug_logging_does_not_reveal_the_signed_url(make_client, tmp_path: Path, caplog) -> None:
    """PyGithub logs response headers (the 302's Location) and urllib3 request paths at DEBUG.

    vcrpy's own log lines are left out: vcrpy runs only in tests.
    """
    caplog.set_level(logging.DEBUG)
    with scenario_cassette("pr_two_failed_jobs"):
        read.download_job_log(make_client(), REPO, 399444496, tmp_path / "job.log", max_bytes=10**7)
    text = "\n".join(r.getMessage() for r in caplog.records if not r.name.startswith("vcr"))
    assert "399444496/logs" in text  # the API request was logged…
    assert "signedlogcontent" in text  # …and so was the download…
    assert "urlSignature" not in text  # …without the signature


def test_a_failing_download_host_is_retried_from_the_redirect(make_client, sleeps, tmp_path: Path) -> None:
    client = make_client()
    with scenario_cassette("download_retry") as replay:
        read.download_job_log(client, REPO, 399444496, tmp_path / "job.log", max_bytes=10**7)
    assert replay.cassette.all_played
    assert [r.url.startswith(SIGNED_HOST) for r in replay.sent] == [False, True, False, True]
    assert sleeps == [1.0]
    assert client.calls_made == 2  # two 302s from the API; the downloads are not API calls
    assert (tmp_path / "job.log").stat().st_size > 0
    assert list(tmp_path.iterdir()) == [tmp_path / "job.log"]
