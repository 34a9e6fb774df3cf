"""Committing a fix (cassettes, record mode none): a verified patch opens a draft PR through the git
data API against the PR's head branch; a fork, a read-only token, a 403 on PR creation, or the
"not permitted" repository setting hand off with a suggestion, the patch artifact, and the setting
or permission that would allow the PR."""

from __future__ import annotations

import base64
from pathlib import Path

import pytest
import vcr
from github import GithubException
from github.Requester import Requester

from ci_triage.agent.llm.scripted import ScriptedModel
from ci_triage.evidence.model import Evidence
from ci_triage.github.client import GitHubClient
from ci_triage.github.errors import PULL_REQUESTS_WRITE, from_github_exception
from ci_triage.github.models import PullRequest, WorkflowRun
from ci_triage.logs.skills import load_skills
from ci_triage.propose.diagnosis import Diagnosis
from ci_triage.repair import FixResult, propose_fix
from ci_triage.repair.diff import summarize
from ci_triage.repair.pull_request import ACTIONS_SETTING, WRITE_PERMISSIONS, _refusal, fix_branch, open_fix_pr
from ci_triage.repair.result import CommandRun

from .conftest import git
from .samples import FAILING_TEST_PY, UNFORMATTED_PY
from .test_edit_verify_recover import PYTEST, edit

CASSETTES = Path(__file__).resolve().parents[1] / "cassettes" / "fix"
RUN_ID = 30433642
REPO = "octo-org/sample"


REPLAY = vcr.VCR(
    cassette_library_dir=str(CASSETTES),
    record_mode="none",
    filter_headers=["authorization"],
    match_on=["method", "uri"],
)


@pytest.fixture
def sent(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str, dict]]:
    """The requests ci-triage really made through PyGithub: (verb, URL, JSON input), in order."""
    calls: list[tuple[str, str, dict]] = []
    original = Requester.requestJsonAndCheck

    def record(self, verb, url, parameters=None, headers=None, input=None, **kwargs):
        calls.append((verb, url, input or {}))
        return original(self, verb, url, parameters, headers, input, **kwargs)

    monkeypatch.setattr(Requester, "requestJsonAndCheck", record)
    return calls


def client() -> GitHubClient:
    """A client for https://api.github.com; the token is built from parts (installation-token shape)."""
    return GitHubClient("gh" + "s_" + "F" * 36, "https://api.github.com", sleep=lambda seconds: None)


def pr_evidence(head_sha: str, head_repository: str = "octo-org/sample", base: Evidence | None = None) -> Evidence:
    pull = PullRequest(
        number=7,
        title="Add add()",
        head_sha=head_sha,
        head_ref="feature/add",
        head_repository=head_repository,
        base_ref="main",
        base_repository="octo-org/sample",
    )
    run = WorkflowRun(
        id=RUN_ID,
        workflow_id=1,
        event="pull_request",
        status="completed",
        conclusion="failure",
        head_sha=head_sha,
        head_branch="feature/add",
        repository="octo-org/sample",
        head_repository=head_repository,
        html_url=f"https://github.com/octo-org/sample/actions/runs/{RUN_ID}",
    )
    return Evidence(run=run, pull_request=pull, logs=base.logs if base else [])


def verified_result(sample) -> FixResult:
    """A verified result for ``sample`` whose patch is the real diff of the add() fix."""
    (sample.root / "calc.py").write_text("def add(a, b):\n    return a + b\n")
    patch = git(sample.root, "diff")
    git(sample.root, "checkout", "--", "calc.py")
    runs = [
        CommandRun(phase="before", argv=PYTEST, exit_code=1, output="1 failed"),
        CommandRun(phase="after", argv=PYTEST, exit_code=0, output="1 passed"),
    ]
    return FixResult(
        status="verified",
        head_sha=sample.head_sha,
        category="test failure",
        command=PYTEST,
        command_source="log step 'Run pytest -q -p no:cacheprovider'",
        source="model",
        patch=patch,
        summary=summarize(patch),
        transcript=runs,
    )


def test_a_verified_patch_opens_a_draft_pr_against_the_pr_head_branch(make_sample, evidence_for, sent):
    sample = make_sample(FAILING_TEST_PY)
    before = sample.state()
    evidence = pr_evidence(sample.head_sha, base=evidence_for(sample, PYTEST))
    diagnosis = Diagnosis(root_cause="add subtracts", category="test failure", confidence=0.8)
    result = propose_fix(
        sample.root, sample.head_sha, evidence, diagnosis, model=ScriptedModel(edit("calc.py", "a - b", "a + b"))
    )
    assert result.status == "verified"

    with REPLAY.use_cassette("fix_pr_opened.yaml") as cassette:
        outcome = open_fix_pr(client(), REPO, sample.root, result, evidence, run_id=RUN_ID, attempt=1)

    assert cassette.all_played
    assert outcome.opened
    assert (outcome.number, outcome.branch) == (8, "ci-triage/fix-30433642-1")
    assert outcome.comment == (
        "Candidate fix, verified by a re-run: draft pull request #8 (https://github.com/octo-org/sample/pull/8)."
    )
    repo_url = "/repos/octo-org/sample"
    assert [(verb, url) for verb, url, _ in sent] == [
        ("POST", f"{repo_url}/git/blobs"),
        ("POST", f"{repo_url}/git/trees"),
        ("POST", f"{repo_url}/git/commits"),
        ("POST", f"{repo_url}/git/refs"),
        ("POST", f"{repo_url}/pulls"),
    ]
    blob, tree, commit, ref, pull = (body for _, _, body in sent)
    assert base64.b64decode(blob["content"]).decode() == "def add(a, b):\n    return a + b\n"
    assert tree["base_tree"] == git(sample.root, "rev-parse", f"{sample.head_sha}^{{tree}}").strip()
    assert tree["tree"] == [
        {"path": "calc.py", "mode": "100644", "type": "blob", "sha": "3a0f86fb8db8eea7ccbb9a95f325ddbedfb25e15"}
    ]
    assert commit["parents"] == [sample.head_sha]
    assert commit["tree"] == "cd8274d15fa3ae2ab983129fb037999f264ba9a7"
    assert ref == {"ref": "refs/heads/ci-triage/fix-30433642-1", "sha": "7638417db6d59f3c431d3e1f261cc637155684cd"}
    assert (pull["draft"], pull["base"], pull["head"]) == (True, "feature/add", "ci-triage/fix-30433642-1")
    assert "### Verification transcript" in pull["body"]
    assert "1 file changed, +1 -1 (calc.py +1 -1)" in pull["body"]
    assert sample.state() == before


def test_a_skill_fixer_patch_opens_a_draft_pr_without_a_model(make_sample, evidence_for, sent):
    sample = make_sample(UNFORMATTED_PY)
    evidence = pr_evidence(sample.head_sha, base=evidence_for(sample, ["ruff", "format", "--check", "src/app.py"]))
    diagnosis = Diagnosis(root_cause="src/app.py is not formatted", category="lint/format", confidence=0.9)
    result = propose_fix(sample.root, sample.head_sha, evidence, diagnosis, skills=load_skills().skills)
    assert (result.status, result.source) == ("verified", "skill:python-format/ruff-format")

    with REPLAY.use_cassette("fix_pr_opened.yaml") as cassette:
        outcome = open_fix_pr(client(), REPO, sample.root, result, evidence, run_id=RUN_ID, attempt=1)

    assert cassette.all_played
    assert outcome.opened
    blob, tree, *_, pull = (body for _, _, body in sent)
    assert base64.b64decode(blob["content"]).decode() == "def add(a, b):\n    return a + b\n"
    assert tree["tree"][0]["path"] == "src/app.py"
    assert "from skill:python-format/ruff-format" in pull["body"]
    assert "$ ruff format src/app.py    # the skill fixer" in pull["body"]


def test_a_fork_gets_a_suggestion_and_an_artifact_instead_of_a_pr(make_sample, tmp_path):
    sample = make_sample(FAILING_TEST_PY)
    result = verified_result(sample)

    with REPLAY.use_cassette("no_requests.yaml") as cassette:
        outcome = open_fix_pr(
            client(),
            REPO,
            sample.root,
            result,
            pr_evidence(sample.head_sha, head_repository="someone/sample"),
            run_id=RUN_ID,
            attempt=1,
            artifact_path=tmp_path / "ci-triage-fix.patch",
        )

    assert len(cassette.requests) == 0
    assert not outcome.opened
    assert outcome.reason.startswith("the pull request comes from a fork")
    assert "pull-requests: write" in outcome.allow
    assert outcome.artifact.read_text() == result.patch
    assert "```diff" in outcome.comment
    assert "The patch is in the artifact `ci-triage-fix.patch`" in outcome.comment


@pytest.mark.parametrize(
    ("cassette_name", "reason", "allow"),
    [
        (
            "fix_pr_forbidden.yaml",
            "missing permission pull-requests: write: HTTP 403: Resource not accessible by integration",
            WRITE_PERMISSIONS,
        ),
        (
            "fix_pr_actions_not_permitted.yaml",
            "HTTP 403: GitHub Actions is not permitted to create or approve pull requests.",
            ACTIONS_SETTING,
        ),
    ],
    ids=["403", "actions-setting"],
)
def test_a_refused_pr_hands_off_and_deletes_its_branch(make_sample, tmp_path, cassette_name, reason, allow):
    sample = make_sample(FAILING_TEST_PY)
    result = verified_result(sample)

    with REPLAY.use_cassette(cassette_name) as cassette:
        outcome = open_fix_pr(
            client(),
            REPO,
            sample.root,
            result,
            pr_evidence(sample.head_sha),
            run_id=RUN_ID,
            attempt=1,
            artifact_path=tmp_path / "fix.patch",
        )

    assert cassette.all_played
    assert [r.method for r in cassette.requests][-2:] == ["POST", "DELETE"]
    assert not outcome.opened
    assert (outcome.reason, outcome.allow) == (reason, allow)
    assert outcome.artifact.read_text() == result.patch
    assert allow.splitlines()[0] in outcome.comment


def test_a_read_only_token_stops_at_the_first_write(make_sample, tmp_path):
    sample = make_sample(FAILING_TEST_PY)
    result = verified_result(sample)

    with REPLAY.use_cassette("fix_pr_read_only_token.yaml") as cassette:
        outcome = open_fix_pr(
            client(), REPO, sample.root, result, pr_evidence(sample.head_sha), run_id=RUN_ID, attempt=1
        )

    assert cassette.all_played
    assert not outcome.opened
    assert outcome.reason == "missing permission contents: write: HTTP 403: Resource not accessible by integration"
    assert outcome.allow == WRITE_PERMISSIONS
    assert outcome.artifact is None
    assert "contents: write" in outcome.comment


def test_an_unverified_fix_never_becomes_a_pr(make_sample):
    sample = make_sample(FAILING_TEST_PY)
    result = verified_result(sample).model_copy(
        update={"status": "unverified", "reason": "not verified by a re-run: 'jest' is not installed here"}
    )

    with REPLAY.use_cassette("no_requests.yaml") as cassette:
        outcome = open_fix_pr(client(), REPO, sample.root, result, pr_evidence(sample.head_sha), run_id=1, attempt=2)

    assert len(cassette.requests) == 0
    assert not outcome.opened
    assert outcome.reason == "the fix is unverified, not verified"
    assert "not verified by a re-run" in outcome.comment


def test_the_actions_setting_message_is_recognised_on_422_too():
    error = GithubException(
        422, {"message": "GitHub Actions is not permitted to create or approve pull requests."}, headers={}
    )
    assert _refusal(from_github_exception(error, PULL_REQUESTS_WRITE)) == (
        "HTTP 422: GitHub Actions is not permitted to create or approve pull requests.",
        ACTIONS_SETTING,
    )
    assert fix_branch(99, 3) == "ci-triage/fix-99-3"


DRAFTS_UNSUPPORTED = "HTTP 422: Draft pull requests are not supported in this repository."


def answering(pulls: list[object]):
    """A client whose git-data writes succeed and whose ``POST /pulls`` answers take ``pulls`` in turn
    (an exception is raised); returns the client and the (verb, path, body) list it was sent."""
    from ci_triage.github.errors import GitHubRequestError

    sent: list[tuple[str, str, dict]] = []
    fake = client()

    def request(verb, path, *, needs, params=None, body=None, fork=False, idempotent=None):
        sent.append((verb, path, body or {}))
        if verb == "GET":
            return {}, []
        if path.endswith("/pulls"):
            answer = pulls.pop(0)
            if isinstance(answer, str):
                raise GitHubRequestError(answer, 422)
            return {}, answer
        return {}, {"sha": "c" * 40}

    fake.request = request  # type: ignore[method-assign]
    return fake, sent


def test_a_private_repository_without_drafts_gets_one_ready_pr_titled_as_a_candidate(make_sample, tmp_path):
    sample = make_sample(FAILING_TEST_PY)
    url = "https://github.com/octo-org/sample/pull/9"
    fake, sent = answering([DRAFTS_UNSUPPORTED, {"number": 9, "html_url": url}])
    outcome = open_fix_pr(
        fake, REPO, sample.root, verified_result(sample), pr_evidence(sample.head_sha), run_id=RUN_ID, attempt=1
    )
    first, second = [body for verb, path, body in sent if verb == "POST" and path.endswith("/pulls")]
    assert (first["draft"], second["draft"]) == (True, False)
    assert second["title"].startswith("[candidate, not reviewed] ci-triage: candidate fix for #7")
    assert (outcome.opened, outcome.url) == (True, url)
    assert "not a draft because this repository's plan has no draft pull requests" in outcome.comment


def test_when_the_ready_pr_is_refused_too_the_handoff_names_the_plan_limit(make_sample, tmp_path):
    sample = make_sample(FAILING_TEST_PY)
    fake, sent = answering([DRAFTS_UNSUPPORTED, "HTTP 422: Validation Failed"])
    outcome = open_fix_pr(
        fake, REPO, sample.root, verified_result(sample), pr_evidence(sample.head_sha), run_id=RUN_ID, attempt=1,
        artifact_path=tmp_path / "fix.patch",
    )  # fmt: skip
    assert not outcome.opened
    assert outcome.reason.startswith("draft pull requests are not available in this repository (its plan)")
    assert sent[-1][0] == "DELETE", "the branch made for the PR is deleted again"
    assert sum(verb == "POST" and path.endswith("/pulls") for verb, path, _ in sent) == 2, "retried once, not more"
