"""Opening a fix PR writes once (issue 13): when the ref or pull request create fails ambiguously
(a 502, a reset) after GitHub made it, the existing one is found and used, never created twice.
GitHub is scripted at PyGithub's request function (no HTTP)."""

from __future__ import annotations

from typing import Any

import pytest
import requests
from github import GithubException

from ci_triage.repair.pull_request import open_fix_pr

from .samples import FAILING_TEST_PY
from .test_fix_pr import REPO, RUN_ID, client, pr_evidence, verified_result

PULL = {"number": 12, "html_url": f"https://github.com/{REPO}/pull/12"}


def script(made, outcomes: dict[tuple[str, str], list[Any]]) -> list[tuple[str, str]]:
    """Each (verb, path suffix) takes its next outcome: an exception to raise, or the JSON answer."""
    sent: list[tuple[str, str]] = []

    def request(verb, url, parameters=None, headers=None, input=None, follow_302_redirect=False):
        key = next(key for key in outcomes if key[0] == verb and url.split("?")[0].endswith(key[1]))
        sent.append((verb, key[1]))
        outcome = outcomes[key].pop(0) if len(outcomes[key]) > 1 else outcomes[key][0]
        if isinstance(outcome, BaseException):
            raise outcome
        return {}, outcome

    made.requester.requestJsonAndCheck = request  # type: ignore[method-assign]
    return sent


@pytest.mark.parametrize(
    "failure",
    [GithubException(502, {"message": "Bad Gateway"}, {}), requests.ConnectionError("reset by peer")],
    ids=["502", "reset"],
)
def test_a_pull_request_made_despite_an_error_is_found_not_opened_twice(make_sample, failure):
    sample = make_sample(FAILING_TEST_PY)
    made = client()
    sent = script(
        made,
        {
            ("POST", "/git/blobs"): [{"sha": "b" * 40}],
            ("POST", "/git/trees"): [{"sha": "c" * 40}],
            ("POST", "/git/commits"): [{"sha": "d" * 40}],
            ("POST", "/git/refs"): [failure, {"ref": "x"}],
            ("GET", "/git/ref/heads/" + f"ci-triage/fix-{RUN_ID}-1"): [{"ref": "x", "object": {"sha": "d" * 40}}],
            ("POST", "/pulls"): [failure, PULL],
            ("GET", "/pulls"): [[PULL]],
        },
    )

    outcome = open_fix_pr(
        made, REPO, sample.root, verified_result(sample), pr_evidence(sample.head_sha), run_id=RUN_ID, attempt=1
    )

    assert outcome.opened
    assert outcome.number == 12
    assert sent.count(("POST", "/pulls")) == 1
    assert sent.count(("POST", "/git/refs")) == 1
