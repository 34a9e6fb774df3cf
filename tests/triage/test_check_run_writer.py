"""The opt-in check run: the verified comment and an annotation per cited source line, on the pull
request's head commit, 50 annotations per request as GitHub's Checks API takes them."""

from __future__ import annotations

from ci_triage.evidence.model import Citation, Evidence
from ci_triage.github.models import PullRequest, WorkflowRun
from ci_triage.propose.diagnosis import Claim, Diagnosis
from ci_triage.triage.check_run_writer import CheckRunWriter
from ci_triage.triage.state import Proposal

HEAD, RUN_HEAD = "a" * 40, "b" * 40


class Recorder:
    def __init__(self) -> None:
        self.sent: list[tuple[str, str, dict]] = []

    def request(self, verb, path, *, needs, params=None, body=None, fork=False):
        self.sent.append((verb, path, body))
        return {}, {"id": 77, "html_url": "https://github.com/o/r/runs/77"}


def evidence() -> Evidence:
    run = WorkflowRun(id=1, workflow_id=2, event="pull_request", status="completed", conclusion="failure",
                      head_sha=RUN_HEAD, repository="o/r")  # fmt: skip
    pull = PullRequest(number=3, title="t", head_sha=HEAD, head_ref="f", base_ref="main", base_repository="o/r")
    return Evidence(run=run, pull_request=pull)


def proposal(claims: int) -> Proposal:
    found = Diagnosis(
        root_cause="rounding",
        category="test failure",
        confidence=0.8,
        claims=[Claim(statement=f"s{n}", citation=Citation(kind="file", path=f"src/m{n}.py", start_line=n + 1))
                for n in range(claims)],
    )  # fmt: skip
    return Proposal(stage="model", diagnosis=found, markdown="<!-- m -->\nthe comment", drafter="m")


def test_the_check_run_goes_on_the_pr_head_with_one_failure_annotation_per_cited_line() -> None:
    client = Recorder()
    result = CheckRunWriter(client).publish(evidence(), proposal(3))
    [(verb, path, body)] = client.sent
    assert (verb, path) == ("POST", "/repos/o/r/check-runs")
    assert (body["head_sha"], body["status"], body["conclusion"]) == (HEAD, "completed", "neutral")
    assert body["output"]["summary"] == "<!-- m -->\nthe comment"
    assert [(a["path"], a["start_line"], a["annotation_level"]) for a in body["output"]["annotations"]] == [
        ("src/m0.py", 1, "failure"), ("src/m1.py", 2, "failure"), ("src/m2.py", 3, "failure"),
    ]  # fmt: skip
    assert (result.target, result.url) == ("check_run", "https://github.com/o/r/runs/77")


def test_the_model_stage_updates_the_same_check_run() -> None:
    client = Recorder()
    writer = CheckRunWriter(client)
    writer.publish(evidence(), proposal(1))
    writer.publish(evidence(), proposal(2))
    assert [(verb, path) for verb, path, _ in client.sent] == [
        ("POST", "/repos/o/r/check-runs"), ("PATCH", "/repos/o/r/check-runs/77"),
    ]  # fmt: skip
