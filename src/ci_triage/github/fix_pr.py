"""Commit a verified fix as a draft pull request through the git data API — or hand off.

Order of calls (PyGithub, GitHub REST "Git database" and "Pulls"): one ``POST git/blobs`` per
added or changed file (base64), ``POST git/trees`` on the PR head's tree (deleted files have
``sha: null``), ``POST git/commits`` with the PR head as the only parent, ``POST git/refs`` for
``refs/heads/ci-triage/fix-<run id>-<attempt>``, then ``POST pulls`` with ``draft: true``, whose base
is the PR's head branch: merging the draft puts the fix on the PR. The PR's own branch is never
written.

No pull request when: the result is not verified (never an empty or unverified PR); the run
belongs to a fork (its ``GITHUB_TOKEN`` is read-only and cannot reach the fork's branch); GitHub
answers 403 (a read-only token: ``permissions: contents: write, pull-requests: write``; or the
repository setting "Allow GitHub Actions to create and approve pull requests") or 422 with that
setting's message. Then the patch goes into the sticky comment as a suggestion and into the patch
artifact, and :attr:`FixPullRequest.allow` names the setting or permission that would allow the PR.
A branch created before a refused PR is deleted again.

``GITHUB_TOKEN`` pull requests do not trigger workflows (GitHub docs "Triggering a workflow from a
workflow"); see ``docs/fix.md`` for using a GitHub App token instead.
"""

from __future__ import annotations

import base64
import os
import stat
from pathlib import Path

from github import GithubException, InputGitTreeElement
from github.GitCommit import GitCommit
from github.GitTree import GitTree
from github.Repository import Repository
from pydantic import BaseModel

from ci_triage.evidence import Evidence
from ci_triage.fix.artifact import write_patch_artifact
from ci_triage.fix.diff import summarize
from ci_triage.fix.report import suggestion_markdown, transcript_text
from ci_triage.fix.result import FixResult
from ci_triage.fix.worktree import scratch_worktree
from ci_triage.redact import default_redactor

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
    if evidence.run is not None and evidence.run.html_url:
        lines.append(f"- Run: {evidence.run.html_url}")
    if evidence.items:
        lines += ["", "### Evidence", ""]
        lines += [f"- {item.id}: {item.summary}" for item in evidence.items[:10]]
    lines += ["", "### Verification transcript", "", "```text", transcript_text(result.transcript), "```"]
    lines += ["", "CI does not run on pull requests opened with `GITHUB_TOKEN`; push a commit or close and reopen."]
    return default_redactor()("\n".join(lines))


def _tree_elements(repo: Repository, repository: Path, result: FixResult) -> tuple[list[InputGitTreeElement], str]:
    """Blobs for the patched files (created on GitHub) and the PR head's tree SHA (from the checkout)."""
    elements = []
    with scratch_worktree(repository, result.head_sha) as scratch:
        tree_sha = scratch.git("rev-parse", f"{scratch.head_sha}^{{tree}}").stdout.strip()
        scratch.apply(result.patch)
        for change in summarize(result.patch).files:
            if change.status == "deleted":
                elements.append(InputGitTreeElement(change.path, "100644", "blob", sha=None))
                continue
            path = scratch.root / change.path
            info = path.lstat()
            if stat.S_ISLNK(info.st_mode):
                mode, data = "120000", os.readlink(path).encode()
            else:
                mode, data = ("100755" if info.st_mode & stat.S_IXUSR else "100644"), path.read_bytes()
            blob = repo.create_git_blob(base64.b64encode(data).decode("ascii"), "base64")
            elements.append(InputGitTreeElement(change.path, mode, "blob", sha=blob.sha))
    return elements, tree_sha


def _refusal(error: GithubException) -> tuple[str, str]:
    """(reason, what would allow it) for a refused write."""
    data = error.data if isinstance(error.data, dict) else {}
    message = str(data.get("message") or error.message or "no message")
    reason = f"HTTP {error.status}: {message}"
    if _SETTING_MESSAGE in message:
        return reason, ACTIONS_SETTING
    if error.status in (401, 403, 404):
        return reason, WRITE_PERMISSIONS
    return reason, "a human: GitHub refused the request"


def _handoff(result: FixResult, reason: str, allow: str | None, artifact_path: Path | None) -> FixPullRequest:
    artifact = write_patch_artifact(result, artifact_path) if artifact_path and result.patch else None
    note = f"No pull request was opened: {reason}."
    if allow:
        note += f" To allow it: {allow}." if "\n" not in allow else f" To allow it:\n\n```yaml\n{allow}\n```"
    if artifact is not None:
        note += f"\n\nThe patch is in the artifact `{artifact.name}` (`git apply {artifact.name}`)."
    comment = default_redactor()(suggestion_markdown(result) + "\n\n" + note)
    return FixPullRequest(opened=False, reason=reason, allow=allow, comment=comment, artifact=artifact)


def open_fix_pr(
    repo: Repository,
    repository: Path,
    result: FixResult,
    evidence: Evidence,
    *,
    run_id: int,
    attempt: int,
    artifact_path: Path | None = None,
) -> FixPullRequest:
    """Open a draft PR with ``result``'s verified patch on top of the PR head, or hand off.

    ``repo``: the PyGithub repository the run belongs to (``get_repo(name, lazy=True)`` is enough);
    ``repository``: the local checkout holding the PR head (the files are rebuilt from it in a
    scratch worktree); ``run_id``/``attempt``: the workflow run, for the branch name;
    ``artifact_path``: where the patch goes when no PR is opened. Never raises for GitHub's refusals
    (they are the handoff); raises ``ci_triage.fix.worktree.ScratchError`` if the checkout lacks the
    head commit.
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
        return _handoff(
            result, "no branch to propose the fix against (not a pull request or branch run)", None, artifact_path
        )
    branch = fix_branch(run_id, attempt)
    try:
        elements, tree_sha = _tree_elements(repo, repository, result)
        base_tree = GitTree(repo.requester, {}, {"sha": tree_sha}, completed=True)
        parent = GitCommit(repo.requester, {}, {"sha": result.head_sha}, completed=True)
        tree = repo.create_git_tree(elements, base_tree)
        message = f"ci-triage: candidate fix ({result.source})\n\nVerified: `{' '.join(result.command or [])}` passes."
        commit = repo.create_git_commit(message, tree, [parent])
        ref = repo.create_git_ref(f"refs/heads/{branch}", commit.sha)
    except GithubException as error:
        return _handoff(result, *_refusal(error), artifact_path)
    title = f"ci-triage: candidate fix for {f'#{pull.number}' if pull else base} ({result.category})"
    try:
        created = repo.create_pull(base=base, head=branch, title=title, body=pr_body(result, evidence), draft=True)
    except GithubException as error:
        reason, allow = _refusal(error)
        try:
            ref.delete()
        except GithubException as cleanup:
            reason += f" (the branch {branch} could not be deleted: HTTP {cleanup.status})"
        return _handoff(result, reason, allow, artifact_path)
    comment = f"Candidate fix, verified by a re-run: draft pull request #{created.number} ({created.html_url})."
    return FixPullRequest(opened=True, branch=branch, url=created.html_url, number=created.number, comment=comment)
