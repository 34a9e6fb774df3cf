"""Build the fix-PR cassettes from the official GitHub example payloads.

Usage: ``python tests/cassettes/fix/build.py [<api-examples> [<out dir>]]`` (defaults: the shared
``../shared/api-examples`` beside the repository, and this folder).

Bodies are *changed copies* of ``github-rest/git__create-blob.json``, ``git__create-tree.json``,
``git__create-commit.json``, ``git__create-ref.json`` and ``pulls__create.json`` (repository,
SHAs, URLs, branch names, ``draft`` made consistent with one scenario); each cassette's
``provenance`` says what changed. GitHub publishes no example body for a 403 on these operations;
the 403 bodies follow the ``basic-error`` schema (``message``, ``documentation_url``, ``status``) with
the messages GitHub documents ("Resource not accessible by integration", GitHub docs
"Troubleshooting the REST API") or returns when the repository setting forbids Actions to open
pull requests ("GitHub Actions is not permitted to create or approve pull requests.", as reported
verbatim in danielroe/uppt#11). No Authorization header is stored.
"""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path
from typing import Any

import yaml

API = "https://api.github.com"
REPO = "octo-org/sample"
HERE = Path(__file__).parent
BRANCH = "ci-triage/fix-30433642-1"
PR_HEAD_BRANCH = "feature/add"
BLOB_SHA = "3a0f86fb8db8eea7ccbb9a95f325ddbedfb25e15"
TREE_SHA = "cd8274d15fa3ae2ab983129fb037999f264ba9a7"
COMMIT_SHA = "7638417db6d59f3c431d3e1f261cc637155684cd"
PULLS_DOC = "https://docs.github.com/rest/pulls/pulls#create-a-pull-request"
BLOBS_DOC = "https://docs.github.com/rest/git/blobs#create-a-blob"


def interaction(method: str, path: str, status: int, body: Any = None, **headers: str) -> dict[str, Any]:
    reason = {201: "Created", 204: "No Content", 403: "Forbidden", 422: "Unprocessable Entity"}[status]
    response_headers = {"Content-Type": ["application/json; charset=utf-8"]} if body is not None else {}
    response_headers.update({name: [value] for name, value in headers.items()})
    return {
        "request": {"method": method, "uri": f"{API}/repos/{REPO}{path}", "body": None, "headers": {}},
        "response": {
            "status": {"code": status, "message": reason},
            "headers": response_headers,
            "body": {"string": json.dumps(body) if body is not None else ""},
        },
    }


def error(message: str, documentation_url: str, status: int) -> dict[str, str]:
    return {"message": message, "documentation_url": documentation_url, "status": str(status)}


def main(examples: Path, out: Path = HERE) -> None:
    def example(name: str) -> dict[str, Any]:
        return copy.deepcopy(json.loads((examples / "github-rest" / name).read_text(encoding="utf-8"))["body"])

    blob = example("git__create-blob.json")
    blob["url"] = f"{API}/repos/{REPO}/git/blobs/{BLOB_SHA}"
    tree = example("git__create-tree.json")
    tree.update(url=f"{API}/repos/{REPO}/git/trees/{TREE_SHA}", truncated=False)
    tree["tree"][0].update(path="calc.py", sha=BLOB_SHA, url=blob["url"])
    commit = example("git__create-commit.json")
    commit.update(url=f"{API}/repos/{REPO}/git/commits/{COMMIT_SHA}", message="ci-triage: candidate fix")
    commit["tree"].update(sha=TREE_SHA, url=tree["url"])
    ref = example("git__create-ref.json")
    ref.update(ref=f"refs/heads/{BRANCH}", url=f"{API}/repos/{REPO}/git/refs/heads/{BRANCH}")
    ref["object"].update(sha=COMMIT_SHA, url=commit["url"])
    pull = example("pulls__create.json")
    pull.update(
        number=8,
        url=f"{API}/repos/{REPO}/pulls/8",
        html_url=f"https://github.com/{REPO}/pull/8",
        title="ci-triage: candidate fix for #7 (test failure)",
        draft=True,
        state="open",
    )
    pull["head"].update(ref=BRANCH, sha=COMMIT_SHA, label=f"octo-org:{BRANCH}")
    pull["base"].update(ref=PR_HEAD_BRANCH, label=f"octo-org:{PR_HEAD_BRANCH}")
    changed = (
        "changed copies: repository octo-org/sample, SHAs and URLs made consistent (blob → tree → commit → ref), "
        f"ref {BRANCH}; pull: number 8, draft true, head {BRANCH}, base {PR_HEAD_BRANCH}"
    )
    up_to_ref = [
        interaction("POST", "/git/blobs", 201, blob, Location=blob["url"]),
        interaction("POST", "/git/trees", 201, tree, Location=tree["url"]),
        interaction("POST", "/git/commits", 201, commit, Location=commit["url"]),
        interaction("POST", "/git/refs", 201, ref, Location=ref["url"]),
    ]
    delete_ref = interaction("DELETE", f"/git/refs/heads/{BRANCH}", 204)
    scenarios = {
        "fix_pr_opened": (
            [changed, "sources: github-rest/git__create-*.json, pulls__create.json"],
            [*up_to_ref, interaction("POST", "/pulls", 201, pull, Location=pull["url"])],
        ),
        "fix_pr_forbidden": (
            [
                changed,
                "POST /pulls: 403 basic-error body with GitHub's documented 'Resource not accessible by integration'",
            ],
            [
                *up_to_ref,
                interaction("POST", "/pulls", 403, error("Resource not accessible by integration", PULLS_DOC, 403)),
                delete_ref,
            ],
        ),
        "fix_pr_actions_not_permitted": (
            [changed, "POST /pulls: 403 with the message GitHub returns when the repository setting forbids it"],
            [
                *up_to_ref,
                interaction(
                    "POST",
                    "/pulls",
                    403,
                    error("GitHub Actions is not permitted to create or approve pull requests.", PULLS_DOC, 403),
                ),
                delete_ref,
            ],
        ),
        "fix_pr_read_only_token": (
            ["POST /git/blobs: 403 basic-error body ('Resource not accessible by integration'): a read-only token"],
            [interaction("POST", "/git/blobs", 403, error("Resource not accessible by integration", BLOBS_DOC, 403))],
        ),
    }
    for name, (provenance, interactions) in scenarios.items():
        data = {"provenance": provenance, "version": 1, "interactions": interactions}
        (out / f"{name}.yaml").write_text(yaml.safe_dump(data, sort_keys=False, width=100), encoding="utf-8")


if __name__ == "__main__":
    default = Path(__file__).resolve().parents[3] / ".." / "shared" / "api-examples"
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else default, Path(sys.argv[2]) if len(sys.argv) > 2 else HERE)
