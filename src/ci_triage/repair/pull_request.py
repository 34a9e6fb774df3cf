"""Commit a verified fix as a draft pull request through the git data API — or hand off.

Requests go through :class:`~ci_triage.github.client.GitHubClient` (PyGithub's requester with the
client's bounded retry and its error mapping, :mod:`ci_triage.github.errors`). Order (GitHub REST
"Git database" and "Pulls"): one ``POST git/blobs`` per added or changed file (base64),
``POST git/trees`` on the PR head's tree (deleted files have ``sha: null``), ``POST git/commits``
with the PR head as the only parent, ``POST git/refs`` for
``refs/heads/ci-triage/fix-<run id>-<attempt>``, then ``POST pulls`` with ``draft: true``, whose
base is the PR's head branch: merging the draft puts the fix on the PR. The PR's own branch is
never written.

No pull request when: the result is not verified (never an empty or unverified PR); the run
belongs to a fork (its ``GITHUB_TOKEN`` is read-only and cannot reach the fork's branch); GitHub
answers 403 (a read-only token: ``permissions: contents: write, pull-requests: write``; or the
repository setting "Allow GitHub Actions to create and approve pull requests") or 422 with that
setting's message. A 422 saying draft pull requests are not supported (a private repository on
a plan without them) is retried once as a ready pull request titled as a candidate; if that is
refused too, the handoff names the plan limit. Then the patch goes into the sticky comment as a
suggestion and into the patch artifact, and :attr:`FixPullRequest.allow` names the setting or
permission that would allow the PR. A branch created before a refused PR is deleted again.

``GITHUB_TOKEN`` pull requests do not trigger workflows (GitHub docs "Triggering a workflow from a
workflow"); see ``docs/fix.md`` for using a GitHub App token instead.
"""

from __future__ import annotations

import base64
import os
import stat
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from ci_triage.base.redact import composed_redactor
from ci_triage.evidence.model import Evidence
from ci_triage.github.client import GitHubClient
from ci_triage.github.errors import (
    PULL_REQUESTS_WRITE,
    GitHubError,
    GitHubNotFound,
    GitHubPermissionError,
    GitHubRequestError,
)
from ci_triage.github.write_once import create_once
from ci_triage.repair.artifact import offered, write_patch_artifact
from ci_triage.repair.diff import summarize
from ci_triage.repair.report import suggestion_markdown, transcript_text
from ci_triage.repair.result import FixResult
from ci_triage.repair.worktree import scratch_worktree
from ci_triage.report.markdown import code

CONTENTS_WRITE = "contents: write"
"""Blobs, trees, commits and branches (GitHub Apps permission "Contents", write)."""
ACTIONS_SETTING = "Settings → Actions → General → Allow GitHub Actions to create and approve pull requests"
WRITE_PERMISSIONS = "permissions:\n  contents: write\n  pull-requests: write"
_SETTING_MESSAGE = "not permitted to create or approve pull requests"


class FixPullRequest(BaseModel):
    """What became of a fix: a draft PR (``url``, ``number``, ``branch``) or not (``reason``, and
    ``allow``: the setting or permission that would allow it). ``comment`` is the Markdown for the
    sticky comment (a link to the PR, or the suggestion and what to change); ``artifact`` the
    patch file written when no PR was opened."""

    opened: bool
    branch: str | None = None
    url: str | None = None
    number: int | None = None
    reason: str | None = None
    allow: str | None = None
    comment: str
    artifact: Path | None = None


def fix_branch(run_id: int, attempt: int) -> str:
    """``ci-triage/fix-<run id>-<attempt>`` (the run attempt, so a re-run gets a new branch)."""
    return f"ci-triage/fix-{run_id}-{attempt}"


def pr_body(result: FixResult, evidence: Evidence) -> str:
    """The draft PR's description: what was verified, the evidence, the diff summary and the
    transcript. Redacted."""
    lines = [
        "Candidate fix proposed by ci-triage. **Draft**: review it before merging.",
        "",
        f"- Failure: {result.category}",
        f"- Verified by a re-run: `{' '.join(result.command or [])}` ({result.command_source}) failed at "
        f"`{result.head_sha[:12]}` and passes with this change.",
        f"- Change: {result.summary.text()}, from {result.source}.",
    ]
    if result.protected_files:
        names = ", ".join(code(path) for path in result.protected_files)
        lines.append(f"- Changes {names}: a test or checker configuration, because the failure is in that file.")
    if evidence.run is not None and evidence.run.html_url:
        lines.append(f"- Run: {evidence.run.html_url}")
    if evidence.items:
        lines += ["", "### Evidence", ""]
        lines += [f"- {item.id}: {item.summary}" for item in evidence.items[:10]]
    lines += ["", "### Verification transcript", "", "```text", transcript_text(result.transcript), "```"]
    lines += ["", "CI does not run on pull requests opened with `GITHUB_TOKEN`; push a commit or close and reopen."]
    return composed_redactor()("\n".join(lines))


def _tree_entries(write: Any, checkout: Path, result: FixResult) -> tuple[list[dict[str, Any]], str]:
    """Tree entries for the patched files (their blobs created on GitHub) and the PR head's tree
    SHA (read from the checkout)."""
    entries: list[dict[str, Any]] = []
    with scratch_worktree(checkout, result.head_sha) as scratch:
        tree_sha = scratch.git("rev-parse", f"{scratch.head_sha}^{{tree}}").stdout.strip()
        scratch.apply(result.patch)
        for change in summarize(result.patch).files:
            if change.status == "deleted":
                entries.append({"path": change.path, "mode": "100644", "type": "blob", "sha": None})
                continue
            path = scratch.root / change.path
            info = path.lstat()
            if stat.S_ISLNK(info.st_mode):
                mode, data = "120000", os.readlink(path).encode()
            else:
                mode, data = ("100755" if info.st_mode & stat.S_IXUSR else "100644"), path.read_bytes()
            blob = write(
                "POST",
                "/git/blobs",
                {"content": base64.b64encode(data).decode("ascii"), "encoding": "base64"},
                idempotent=True,
            )
            entries.append({"path": change.path, "mode": mode, "type": "blob", "sha": blob["sha"]})
    return entries, tree_sha


def _refusal(error: GitHubError) -> tuple[str, str | None]:
    """(reason, what would allow it) for a write GitHub refused (already mapped by the client)."""
    if _SETTING_MESSAGE in error.reason:
        return error.reason, ACTIONS_SETTING
    if isinstance(error, GitHubPermissionError):
        return str(error), WRITE_PERMISSIONS
    return str(error), None


def _drafts_unavailable(error: GitHubRequestError) -> bool:
    """Whether GitHub refused the PR because drafts are not available (HTTP 422, "Draft pull
    requests are not supported in this repository": a private repository on GitHub Free)."""
    return error.status == 422 and "draft" in error.reason.lower()


def _handoff(result: FixResult, reason: str, allow: str | None, artifact_path: Path | None) -> FixPullRequest:
    artifact = write_patch_artifact(result, artifact_path) if artifact_path and offered(result) else None
    note = f"No pull request was opened: {reason}."
    if allow:
        note += f" To allow it: {allow}." if "\n" not in allow else f" To allow it:\n\n```yaml\n{allow}\n```"
    if artifact is not None:
        note += f"\n\nThe patch is in the artifact `{artifact.name}` (`git apply {artifact.name}`)."
    comment = composed_redactor()(suggestion_markdown(result) + "\n\n" + note)
    return FixPullRequest(opened=False, reason=reason, allow=allow, comment=comment, artifact=artifact)


def open_fix_pr(
    client: GitHubClient,
    repository: str,
    checkout: Path,
    result: FixResult,
    evidence: Evidence,
    *,
    run_id: int,
    attempt: int,
    artifact_path: Path | None = None,
) -> FixPullRequest:
    """Open a draft PR with ``result``'s verified patch on top of the PR head, or hand off.

    ``client``: the run's GitHub client; ``repository``: ``owner/name`` the run belongs to;
    ``checkout``: the local checkout holding the PR head (the files are rebuilt from it in a scratch
    worktree); ``run_id``/``attempt``: the workflow run, for the branch name; ``artifact_path``:
    where the patch goes when no PR is opened. Never raises for GitHub's refusals (they are the
    handoff; rate limits and outages too, after the client's bounded retry); raises
    ``ci_triage.repair.worktree.ScratchError`` if the checkout lacks the head commit.
    """
    if not result.may_open_pr:
        return _handoff(result, f"the fix is {result.status}, not verified", None, artifact_path)
    pull = evidence.pull_request
    if (pull is not None and pull.from_fork) or (evidence.run is not None and evidence.run.from_fork):
        reason = (
            "the pull request comes from a fork, whose GITHUB_TOKEN is read-only and cannot reach the fork's "
            "branch; the author can apply the patch, or ci-triage can run from a workflow_run workflow"
        )
        return _handoff(result, reason, WRITE_PERMISSIONS, artifact_path)
    base = pull.head_ref if pull is not None else evidence.run.head_branch if evidence.run else None
    if not base:
        reason = "no branch to propose the fix against (not a pull request or branch run)"
        return _handoff(result, reason, None, artifact_path)
    branch = fix_branch(run_id, attempt)

    def write(
        verb: str,
        path: str,
        body: dict[str, Any] | None = None,
        needs: str = CONTENTS_WRITE,
        idempotent: bool | None = None,
    ) -> Any:
        return client.request(verb, f"/repos/{repository}{path}", needs=needs, body=body, idempotent=idempotent)[1]

    def existing(path: str, needs: str = CONTENTS_WRITE, params: dict[str, Any] | None = None) -> Any:
        try:
            found = client.request("GET", f"/repos/{repository}{path}", needs=needs, params=params)[1]
        except GitHubNotFound:
            return None
        return (found[0] if found else None) if isinstance(found, list) else found

    try:
        entries, tree_sha = _tree_entries(write, checkout, result)
        # git objects are named by their content: making one twice makes the same object
        tree = write("POST", "/git/trees", {"base_tree": tree_sha, "tree": entries}, idempotent=True)
        command = " ".join(result.command or [])
        message = f"ci-triage: candidate fix ({result.source})\n\nVerified: `{command}` passes."
        commit = write(
            "POST",
            "/git/commits",
            {"message": message, "tree": tree["sha"], "parents": [result.head_sha]},
            idempotent=True,
        )
        create_once(
            lambda: write("POST", "/git/refs", {"ref": f"refs/heads/{branch}", "sha": commit["sha"]}),
            lambda: existing(f"/git/ref/heads/{branch}"),
        )
    except GitHubError as error:
        return _handoff(result, *_refusal(error), artifact_path)
    title = f"ci-triage: candidate fix for {f'#{pull.number}' if pull else base} ({result.category})"
    body = {"title": title, "head": branch, "base": base, "body": pr_body(result, evidence), "draft": True}
    ready = False
    try:
        owner = repository.split("/", 1)[0]

        def open_pull(payload: dict[str, Any]) -> Any:
            created, _ = create_once(
                lambda: write("POST", "/pulls", payload, needs=PULL_REQUESTS_WRITE),
                lambda: existing("/pulls", PULL_REQUESTS_WRITE, {"head": f"{owner}:{branch}", "state": "open"}),
            )
            return created

        try:
            created = open_pull(body)
        except GitHubRequestError as error:
            if not _drafts_unavailable(error):
                raise
            ready = True  # drafts need a paid plan in a private repository: once more, as a candidate
            created = open_pull({**body, "draft": False, "title": f"[candidate, not reviewed] {title}"})
    except GitHubError as error:
        reason, allow = _refusal(error)
        if ready:
            reason = (
                "draft pull requests are not available in this repository (its plan), "
                f"and a ready one was refused too: {reason}"
            )
        try:
            write("DELETE", f"/git/refs/heads/{branch}")
        except GitHubError as cleanup:
            reason += f" (the branch {branch} could not be deleted: {cleanup})"
        return _handoff(result, reason, allow, artifact_path)
    number, url = created["number"], created.get("html_url")
    kind = "pull request" if ready else "draft pull request"
    comment = f"Candidate fix, verified by a re-run: {kind} #{number} ({url})."
    if ready:
        comment += (
            " It is not a draft because this repository's plan has no draft pull requests; review it as a candidate."
        )
    return FixPullRequest(opened=True, branch=branch, url=url, number=number, comment=comment)
