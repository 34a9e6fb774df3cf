"""Build the GitHub cassettes of ``tests/github`` from the official example payloads.

Usage: ``python tests/cassettes/github/build.py [<api-examples folder> [<output folder>]]``
(defaults: ``<repo>/../shared/api-examples``, this folder); it rewrites ``*.yaml`` and
``*.event.json`` (``comment_race`` and ``download_retry`` have no run, hence no event).

Every response body is a *changed copy* of a published example (``github-rest/*.json``,
``events/*.json``; see that folder's README.md and SOURCES.json): ids, SHAs, names, conclusions
and URLs are changed so that the files of one scenario agree with each other, and each cassette's
``provenance`` key lists what each interaction was copied from. Where GitHub publishes no example
(error bodies), the body follows the ``basic-error`` schema (``message``, ``documentation_url``)
with the message GitHub's docs quote ("Resource not accessible by integration", "API rate limit
exceeded", "Gone"). Job logs are the bundled example logs (``examples/logs``, real job logs); the
JUnit artifact holds ``junit/surefire-email-sample.xml`` of the shared corpus, zipped with fixed
timestamps; a PR file's ``patch`` is what ``git diff`` prints for a small real change made in a
temporary repository. The output is deterministic: building twice gives the same bytes.

No Authorization header is stored. The signed-URL downloads are recorded as their own
interactions on ``pipelines.actions.githubusercontent.com``, after the 302 of the API.
"""

from __future__ import annotations

import base64
import copy
import io
import json
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path
from typing import Any

import yaml

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
API = "https://api.github.com"
REPO = "octo-org/octo-repo"
FORK = "octocat/octo-repo"
BOT = "github-actions[bot]"
MARKER = "<!-- ci-triage:comment:workflow-159038 -->"
"""The sticky comment's marker as the loop writes it (``ci_triage.triage.events.marker_for``: the
workflow's path); comment bodies also carry the renderer's ``<!-- ci-triage:report -->``."""
REPORT_MARKER = "<!-- ci-triage:report -->"
WORKFLOW_ID = 159038
SIGNED = "https://pipelines.actions.githubusercontent.com/ab1f3cCFPB34Nd6imvFxpGZH5hNlDp2wijMwl2gDoO0bcrrlJj/_apis/pipelines/1/jobs/{job}/signedlogcontent?urlExpires=2020-01-22T22%3A44%3A54.1389777Z&urlSigningMethod=HMACV1&urlSignature=2TUDfIg4fm36OJmfPy6km5QD5DLCOkBVzvhWZM8B%2BUY%3D"
"""The documented ``Location`` of ``download-job-logs-for-workflow-run``, with the job id in its path."""
SIGNED_ARTIFACT = "https://pipelines.actions.githubusercontent.com/OhgS4QRKqmgx7bKC27GKU83jnQjyeqG8oIMTge8eqtheppcmw8/_apis/pipelines/1/runs/176/signedlogcontent?urlExpires=2020-01-24T18%3A10%3A31.5729946Z&urlSigningMethod=HMACV1&urlSignature=agG73JakPYkHrh06seAkvmH7rBR4Ji4c2%2B6a2ejYh3E%3D"
"""The documented ``Location`` of ``download-artifact``."""
HISTORY_STARTED = "2020-01-21T10:00:00Z"
"""When the base-branch runs started: before the failing run (the example's ``created_at``), so
the last passing one counts as the failing job's last green run."""
RATE_RESET = 1590701888
"""``x-ratelimit-reset`` of the ``x-rate-limit-reset`` header example (epoch seconds)."""

SHA_HEAD = "acb5820ced9479c074f688cc328bf03f341a511d"
SHA_BASE = "6dcb09b5b57875f334f61aebed695e2e4193db5e"
SHA_MAIN_1 = "f83a356604ae3c5d03e1b46ef4d1ca77d64a90b0"
SHA_MAIN_2 = "328faa0536e6fef19753d9d91dc96a9931694ce3"
SHA_FORK = "3484a3fb816e0859fd6e1cea078d76385ff50625"

MAVEN = ("maven build", ".github/build.sh", "maven-surefire-test-failure.log")
PRETTIER = ("Run prettier", "yarn prettier-check", "prettier-check.log")


class Examples:
    """The api-examples folder: ``rest(name)`` and ``event(name)`` give deep copies of bodies."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def rest(self, name: str) -> Any:
        return copy.deepcopy(json.loads((self.folder / "github-rest" / f"{name}.json").read_text())["body"])

    def event(self, name: str) -> Any:
        return json.loads((self.folder / "events" / f"{name}.json").read_text())


class Scenario:
    """The interactions of one cassette and where each body came from."""

    def __init__(self, name: str, summary: str) -> None:
        self.name = name
        self.summary = summary
        self.interactions: list[dict[str, Any]] = []
        self.provenance: list[str] = []

    def add(
        self,
        method: str,
        uri: str,
        status: int,
        body: Any,
        source: str,
        headers: dict[str, str] | None = None,
        content_type: str = "application/json; charset=utf-8",
    ) -> None:
        if isinstance(body, bytes):
            text: Any = body
        elif isinstance(body, str):
            text = body
        else:
            text = "" if body is None else json.dumps(body)
        response_headers = {"Content-Type": [content_type]} if body is not None else {}
        response_headers.update({key: [value] for key, value in (headers or {}).items()})
        self.interactions.append(
            {
                "request": {"method": method, "uri": uri, "body": None, "headers": {}},
                "response": {
                    "status": {"code": status, "message": REASONS[status]},
                    "headers": response_headers,
                    "body": {"string": text},
                },
            }
        )
        self.provenance.append(f"{len(self.interactions)}: {method} {uri.split('?')[0]} -> {status}: {source}")

    def write(self, out: Path) -> None:
        data = {"provenance": [self.summary, *self.provenance], "version": 1, "interactions": self.interactions}
        text = yaml.safe_dump(data, sort_keys=False, width=120, allow_unicode=True)
        (out / f"{self.name}.yaml").write_text(text, encoding="utf-8")


REASONS = {
    200: "OK",
    201: "Created",
    204: "No Content",
    302: "Found",
    403: "Forbidden",
    410: "Gone",
    503: "Service Unavailable",
}


def error(message: str, docs: str) -> dict[str, str]:
    """A ``basic-error`` body (GitHub publishes no example for these operations)."""
    return {"message": message, "documentation_url": f"https://docs.github.com/rest/{docs}"}


FORBIDDEN = "Resource not accessible by integration"


def run_body(ex: Examples, run_id: int, *, event: str, branch: str, sha: str, attempt: int = 1, pulls=(), fork=False):
    """A changed copy of the ``workflow-run`` example: completed, failed, in REPO."""
    run = ex.rest("actions__get-workflow-run")
    url = f"{API}/repos/{REPO}/actions/runs/{run_id}"
    run.update(
        id=run_id,
        name="CI",
        head_branch=branch,
        head_sha=sha,
        path=".github/workflows/ci.yml",
        event=event,
        status="completed",
        conclusion="failure",
        workflow_id=WORKFLOW_ID,
        run_attempt=attempt,
        pull_requests=list(pulls),
        url=url,
        html_url=f"https://github.com/{REPO}/actions/runs/{run_id}",
        jobs_url=f"{url}/jobs",
        logs_url=f"{url}/logs",
        artifacts_url=f"{url}/artifacts",
        workflow_url=f"{API}/repos/{REPO}/actions/workflows/{WORKFLOW_ID}",
        previous_attempt_url=f"{url}/attempts/{attempt - 1}" if attempt > 1 else None,
    )
    run["repository"]["full_name"] = REPO
    run["head_repository"]["full_name"] = FORK if fork else REPO
    return run


def run_pull(number: int, head_sha: str, head_ref: str) -> dict[str, Any]:
    """A run's ``pull_requests[]`` entry (shape of the ``workflow_run.completed.with-pull-requests`` event)."""
    return {
        "url": f"{API}/repos/{REPO}/pulls/{number}",
        "id": 279147437 + number,
        "number": number,
        "head": {
            "ref": head_ref,
            "sha": head_sha,
            "repo": {"id": 186853002, "url": f"{API}/repos/{REPO}", "name": "octo-repo"},
        },
        "base": {
            "ref": "main",
            "sha": SHA_BASE,
            "repo": {"id": 186853002, "url": f"{API}/repos/{REPO}", "name": "octo-repo"},
        },
    }


def job_body(ex: Examples, run_id: int, job_id: int, name: str, failing: str | None, sha: str, attempt: int = 1):
    """A changed copy of the ``job-paginated`` example's job: named ``name``, failing at step
    ``Run <failing>`` (success when ``failing`` is None)."""
    job = ex.rest("actions__list-jobs-for-workflow-run")["jobs"][0]
    steps = [copy.deepcopy(job["steps"][0]), copy.deepcopy(job["steps"][1])]
    if failing:
        step = copy.deepcopy(job["steps"][1])
        step.update(name=f"Run {failing}", conclusion="failure", number=3)
        steps.append(step)
    job.update(
        id=job_id,
        run_id=run_id,
        run_url=f"{API}/repos/{REPO}/actions/runs/{run_id}",
        head_sha=sha,
        url=f"{API}/repos/{REPO}/actions/jobs/{job_id}",
        html_url=f"https://github.com/{REPO}/actions/runs/{run_id}/job/{job_id}",
        name=name,
        conclusion="failure" if failing else "success",
        steps=steps,
        run_attempt=attempt,
    )
    return job


def jobs_page(jobs: list[dict[str, Any]]) -> dict[str, Any]:
    return {"total_count": len(jobs), "jobs": jobs}


def add_jobs(s: Scenario, run_id: int, jobs: list[dict[str, Any]], attempt: int | None) -> None:
    if attempt is None:
        uri = f"{API}/repos/{REPO}/actions/runs/{run_id}/jobs?per_page=100&filter=latest"
    else:
        uri = f"{API}/repos/{REPO}/actions/runs/{run_id}/attempts/{attempt}/jobs?per_page=100"
    s.add("GET", uri, 200, jobs_page(jobs), "changed copy of job-paginated (actions/list-jobs-for-workflow-run)")


def add_log(s: Scenario, job_id: int, log_file: str, *, passing: bool = False) -> None:
    """The 302 of ``jobs/{id}/logs`` and the signed-URL download it points to (no Authorization);
    ``passing``: the job's log as a green run printed it (:func:`passing_log`)."""
    location = SIGNED.format(job=job_id)
    s.add(
        "GET",
        f"{API}/repos/{REPO}/actions/jobs/{job_id}/logs",
        302,
        None,
        "actions/download-job-logs-for-workflow-run: 302 + documented Location (job id in the path)",
        headers={"Location": location},
    )
    text = (ROOT / "examples" / "logs" / log_file).read_text(encoding="utf-8")
    if passing:
        text = passing_log(text)
        source = f"examples/logs/{log_file} up to its first error line, then its post-job lines (a green run)"
    else:
        source = f"examples/logs/{log_file} (a real job log)"
    s.add("GET", location, 200, text, source, content_type="text/plain")


def passing_log(text: str) -> str:
    """The lines of a failing job log before its first error line, then its runner's post-job lines
    (from its first ``Post job cleanup.`` or ``Cleaning up orphan processes``): what the same job
    printed when it passed (set-up, checkout, install and build output are the same in both runs,
    and a job that passed ran to its end, which a log cut short does not show)."""
    lines = text.split("\n")
    first_error = next(
        (n for n, line in enumerate(lines) if any(word in line for word in ("##[error]", "ERROR", "FAIL", "[warn]"))),
        len(lines),
    )
    post_job = next(
        (n for n, line in enumerate(lines) if line.endswith(("Post job cleanup.", "Cleaning up orphan processes"))),
        len(lines),
    )
    return "\n".join(lines[:first_error] + lines[max(first_error, post_job) :]).rstrip("\n") + "\n"


WORKFLOW_FILE = """\
name: CI
on: [push, pull_request]
permissions:
  contents: read
jobs:
  maven:
    name: maven build
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - name: Set up Java
        uses: actions/setup-java@v4
        with:
          distribution: temurin
          java-version: "17"
      - run: .github/build.sh
  prettier:
    name: Run prettier
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: yarn install --frozen-lockfile
      - run: yarn prettier-check
"""
"""The scenarios' ``.github/workflows/ci.yml`` at the run's head SHA (its jobs and steps are the
cassettes' jobs and failing steps)."""


def add_workflow_file(s: Scenario, sha: str) -> None:
    """``contents/.github/workflows/ci.yml?ref=<head sha>``: a ``content-file`` object (the schema of
    ``repos/get-content``; api-examples holds no example of it) with the file base64-encoded."""
    path = ".github/workflows/ci.yml"
    data = WORKFLOW_FILE.encode()
    encoded = base64.b64encode(data).decode()
    blob = "3d21ec53a331a6f037a91c368710b99387d012c1"
    body = {
        "type": "file",
        "encoding": "base64",
        "size": len(data),
        "name": "ci.yml",
        "path": path,
        "content": "\n".join(encoded[i : i + 60] for i in range(0, len(encoded), 60)) + "\n",
        "sha": blob,
        "url": f"{API}/repos/{REPO}/contents/{path}?ref={sha}",
        "git_url": f"{API}/repos/{REPO}/git/blobs/{blob}",
        "html_url": f"https://github.com/{REPO}/blob/{sha}/{path}",
        "download_url": f"https://raw.githubusercontent.com/{REPO}/{sha}/{path}",
        "_links": {
            "self": f"{API}/repos/{REPO}/contents/{path}?ref={sha}",
            "git": f"{API}/repos/{REPO}/git/blobs/{blob}",
            "html": f"https://github.com/{REPO}/blob/{sha}/{path}",
        },
    }
    s.add(
        "GET",
        f"{API}/repos/{REPO}/contents/{path}?ref={sha}",
        200,
        body,
        "repos/get-content content-file schema (no published example): the workflow file at the head SHA",
    )


def add_artifacts(s: Scenario, ex: Examples, run_id: int, *, junit: Path | None) -> None:
    """The run's artifacts: none, or the example's two (``Rails``, ``Test output``) with the
    ``Test output`` zip holding ``junit`` as ``surefire-reports/TEST-EmailAddressTest.xml``."""
    body = ex.rest("actions__list-workflow-run-artifacts")
    uri = f"{API}/repos/{REPO}/actions/runs/{run_id}/artifacts?per_page=100"
    if junit is None:
        body.update(total_count=0, artifacts=[])
        s.add("GET", uri, 200, body, "changed copy of artifact-paginated: no artifacts")
        return
    for artifact in body["artifacts"]:
        artifact["url"] = f"{API}/repos/{REPO}/actions/artifacts/{artifact['id']}"
        artifact["archive_download_url"] = f"{artifact['url']}/zip"
        artifact["workflow_run"]["id"] = run_id
    s.add("GET", uri, 200, body, "changed copy of artifact-paginated: the repository and run id")
    s.add(
        "GET",
        f"{API}/repos/{REPO}/actions/artifacts/13/zip",
        302,
        None,
        "actions/download-artifact: 302 + documented Location",
        headers={"Location": SIGNED_ARTIFACT},
    )
    s.add(
        "GET",
        SIGNED_ARTIFACT,
        200,
        zipped(junit),
        "zip of corpus junit/surefire-email-sample.xml",
        content_type="application/zip",
    )


def zipped(xml: Path) -> bytes:
    """A zip with ``xml`` as ``surefire-reports/TEST-EmailAddressTest.xml``, fixed timestamp."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        info = zipfile.ZipInfo("surefire-reports/TEST-EmailAddressTest.xml", date_time=(2020, 1, 10, 14, 59, 22))
        info.compress_type = zipfile.ZIP_DEFLATED
        archive.writestr(info, xml.read_bytes())
    return buffer.getvalue()


def pull_body(ex: Examples, name: str, number: int, head_sha: str, head_ref: str, *, fork: bool = False) -> Any:
    """A changed copy of a pull-request example (``pulls__get`` or a ``-simple`` item)."""
    pull = ex.rest(name)
    pull = pull[0] if isinstance(pull, list) else pull
    pull.update(
        number=number,
        url=f"{API}/repos/{REPO}/pulls/{number}",
        html_url=f"https://github.com/{REPO}/pull/{number}",
        title="Convert command arrays and format the DOM fragment test",
    )
    pull["head"].update(ref=head_ref, sha=head_sha, label=f"{(FORK if fork else REPO).split('/')[0]}:{head_ref}")
    pull["head"]["repo"]["full_name"] = FORK if fork else REPO
    pull["base"].update(ref="main", sha=SHA_BASE, label="octo-org:main")
    pull["base"]["repo"]["full_name"] = REPO
    return pull


def real_patch() -> str:
    """The hunk ``git diff`` prints for a one-line change at line 12 of a 20-line file."""
    with tempfile.TemporaryDirectory() as folder:
        env = {"PATH": "/usr/bin:/bin", "GIT_CONFIG_NOSYSTEM": "1", "HOME": folder}

        def git(*args: str) -> str:
            return subprocess.run(
                ["git", *args], cwd=folder, check=True, capture_output=True, text=True, env=env
            ).stdout

        path = Path(folder) / "CommandArrayConverter.java"
        lines = [f"    // line {n}" for n in range(1, 21)]
        path.write_text("\n".join(lines) + "\n")
        git("init", "-q")
        git("add", ".")
        git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "x")
        lines[11] = "    return converted.toArray(new String[0]);"
        path.write_text("\n".join(lines) + "\n")
        diff = git("diff", "--no-color", "-U3")
    return diff[diff.index("@@") :].rstrip("\n")


def add_pull_reads(s: Scenario, ex: Examples, number: int, head_sha: str, *, via_sha: bool = False) -> None:
    """The PR (by number, or via ``commits/{sha}/pulls`` for a fork), its files and the comparison."""
    if via_sha:
        pull = pull_body(
            ex, "repos__list-pull-requests-associated-with-commit", number, head_sha, "fix-format", fork=True
        )
        s.add(
            "GET",
            f"{API}/repos/{REPO}/commits/{head_sha}/pulls",
            200,
            [pull],
            "changed copy of pull-request-simple-items (repos/list-pull-requests-associated-with-commit)",
        )
    else:
        pull = pull_body(ex, "pulls__get", number, head_sha, "new-topic")
        s.add("GET", f"{API}/repos/{REPO}/pulls/{number}", 200, pull, "changed copy of pull-request (pulls/get)")
    files = ex.rest("pulls__list-files")
    java = files[0]
    java.update(
        filename="src/main/java/org/scijava/convert/CommandArrayConverter.java",
        status="modified",
        additions=1,
        deletions=1,
        changes=2,
        patch=real_patch(),
    )
    test = copy.deepcopy(java)
    test.update(
        filename="packages/react-dom/src/__tests__/ReactDOMFragmentRefs-test.js", additions=1, deletions=1, changes=2
    )
    s.add(
        "GET",
        f"{API}/repos/{REPO}/pulls/{number}/files?per_page=100",
        200,
        [java, test],
        "changed copy of diff-entry-items: file names, counts; patch from git diff of a real change",
    )
    comparison = ex.rest("repos__compare-commits")
    comparison["commits"][0]["sha"] = head_sha
    comparison["commits"][0]["html_url"] = f"https://github.com/{REPO}/commit/{head_sha}"
    comparison["files"] = []
    s.add(
        "GET",
        f"{API}/repos/{REPO}/compare/{SHA_BASE}...{head_sha}",
        200,
        comparison,
        "changed copy of commit-comparison: the commit's sha",
    )


def history_run(ex: Examples, run_id: int, sha: str, conclusion: str) -> dict[str, Any]:
    run = run_body(ex, run_id, event="push", branch="main", sha=sha)
    run.update(conclusion=conclusion, created_at=HISTORY_STARTED, run_started_at=HISTORY_STARTED)
    return run


def add_history(s: Scenario, ex: Examples, runs: list[tuple[int, str, list[tuple[int, str, str | None]]]]) -> None:
    """``workflows/{id}/runs?branch=main&status=completed`` and each run's latest jobs.

    ``runs``: (run id, head sha, [(job id, job name, failing step or None)]); a failed job of the
    history gets its log downloaded (the collector fingerprints it).
    """
    page = ex.rest("actions__list-workflow-runs")
    page["workflow_runs"] = [
        history_run(ex, run_id, sha, "failure" if any(j[2] for j in jobs) else "success") for run_id, sha, jobs in runs
    ]
    page["total_count"] = len(runs)
    s.add(
        "GET",
        f"{API}/repos/{REPO}/actions/workflows/{WORKFLOW_ID}/runs?per_page=6&branch=main&status=completed",
        200,
        page,
        "changed copy of workflow-run-paginated (actions/list-workflow-runs): completed runs on main",
    )
    for run_id, sha, jobs in runs:
        add_jobs(s, run_id, [job_body(ex, run_id, job_id, name, failing, sha) for job_id, name, failing in jobs], None)
        for job_id, name, failing in jobs:
            if failing:
                add_log(s, job_id, PRETTIER[2] if name == PRETTIER[0] else MAVEN[2])


def add_identity(s: Scenario) -> None:
    s.add(
        "POST",
        f"{API}/graphql",
        200,
        {"data": {"viewer": {"login": BOT}}},
        "GraphQL query { viewer { login } }: GITHUB_TOKEN acts as the github-actions app's bot",
    )


def comment_body(ex: Examples, name: str, comment_id: int, number: int, login: str, body: str, created: str) -> Any:
    comment = ex.rest(name)
    comment = comment[0] if isinstance(comment, list) else comment
    comment.update(
        id=comment_id,
        url=f"{API}/repos/{REPO}/issues/comments/{comment_id}",
        html_url=f"https://github.com/{REPO}/pull/{number}#issuecomment-{comment_id}",
        issue_url=f"{API}/repos/{REPO}/issues/{number}",
        body=body,
        created_at=created,
        updated_at=created,
    )
    comment["user"]["login"] = login
    return comment


def add_comment_created(s: Scenario, ex: Examples, number: int, comment_id: int) -> None:
    """No sticky comment yet: list (someone else's comment only), create, list again."""
    other = comment_body(ex, "issues__list-comments", 1, number, "octocat", "Me too", "2011-04-14T16:00:49Z")
    uri = f"{API}/repos/{REPO}/issues/{number}/comments?per_page=100"
    s.add("GET", uri, 200, [other], "changed copy of issue-comment-items: the issue number")
    ours = comment_body(
        ex,
        "issues__create-comment",
        comment_id,
        number,
        BOT,
        f"{MARKER}\n{REPORT_MARKER}\n(the comment as posted)",
        "2020-01-22T19:40:00Z",
    )
    s.add(
        "POST",
        f"{API}/repos/{REPO}/issues/{number}/comments",
        201,
        ours,
        "changed copy of issue-comment (issues/create-comment): id, author github-actions[bot], body with marker",
        headers={"Location": ours["url"]},
    )
    s.add("GET", uri, 200, [other, ours], "the list again: the example comment and ours")


def add_failed_run(
    s: Scenario,
    ex: Examples,
    run: dict[str, Any],
    jobs: list[dict[str, Any]],
    history: list[tuple[int, str, list[tuple[int, str, str | None]]]],
    *,
    pull: int | None = None,
    via_sha: bool = False,
    gone: tuple[int, ...] = (),
    junit: Path | None = None,
    rate_limited: bool = False,
) -> None:
    """The collector's reads of one failed run, in its order: the run, the attempt's jobs (after a
    primary rate limit when ``rate_limited``), each failed job's log (410 for the ids in ``gone``),
    the artifacts, the PR's reads (``pull``), the base-branch history."""
    run_id = run["id"]
    s.add("GET", f"{API}/repos/{REPO}/actions/runs/{run_id}", 200, run, f"changed copy of workflow-run: {run['event']}")
    if rate_limited:
        s.add(
            "GET",
            f"{API}/repos/{REPO}/actions/runs/{run_id}/attempts/{run['run_attempt']}/jobs?per_page=100",
            403,
            error("API rate limit exceeded for installation ID 1.", "overview/rate-limits-for-the-rest-api"),
            "basic-error; message and x-ratelimit-* headers as 'Rate limits for the REST API' documents them",
            headers={
                "x-ratelimit-limit": "5000",
                "x-ratelimit-remaining": "0",
                "x-ratelimit-used": "5000",
                "x-ratelimit-reset": str(RATE_RESET),
                "x-ratelimit-resource": "core",
            },
        )
    add_jobs(s, run_id, jobs, run["run_attempt"])
    for job in jobs:
        if job["conclusion"] != "failure":
            continue
        if job["id"] in gone:
            s.add(
                "GET",
                f"{API}/repos/{REPO}/actions/jobs/{job['id']}/logs",
                410,
                error("Gone", "actions/workflow-jobs#download-job-logs-for-a-workflow-run"),
                "basic-error; 'Gone' is the documented description of 410 (components/responses/gone)",
            )
        else:
            add_log(s, job["id"], PRETTIER[2] if job["name"] == PRETTIER[0] else MAVEN[2])
    add_artifacts(s, ex, run_id, junit=junit)
    if pull is not None:
        add_pull_reads(s, ex, pull, run["head_sha"], via_sha=via_sha)
    add_history(s, ex, history)
    primary = next((job for job in jobs if job["conclusion"] == "failure" and job["id"] not in gone), None)
    if primary is not None:
        passed = [
            job_id
            for _, _, past in history
            for job_id, name, failing in past
            if name == primary["name"] and not failing
        ]
        green = passed[0] if passed else None
        if green is not None:
            add_log(s, green, PRETTIER[2] if primary["name"] == PRETTIER[0] else MAVEN[2], passing=True)
        add_workflow_file(s, run["head_sha"])


def pr_run(ex: Examples, run_id: int, number: int, *, attempt: int = 1) -> dict[str, Any]:
    """A failed pull_request run of PR ``number`` (branch new-topic, head SHA_HEAD)."""
    pulls = [run_pull(number, SHA_HEAD, "new-topic")]
    return run_body(ex, run_id, event="pull_request", branch="new-topic", sha=SHA_HEAD, attempt=attempt, pulls=pulls)


PASSED_ON_MAIN = [(30433590, SHA_MAIN_2, [(399444391, MAVEN[0], None), (399444392, PRETTIER[0], None)])]
"""Base-branch history where every job passed (run 30433590)."""


def scenario_pr_two_failed_jobs(ex: Examples) -> Scenario:
    run_id, number = 30433642, 1347
    s = Scenario(
        "pr_two_failed_jobs",
        f"scenario: PR #{number} of {REPO}, run {run_id} attempt 1 on {SHA_HEAD}: jobs 'maven build' (399444496) "
        "and 'Run prettier' (399444497) failed, 'build' passed; base-branch history: run 30433600 (lint failed the "
        "same way), run 30433590 (all passed); sticky comment created",
    )
    jobs = [
        job_body(ex, run_id, 399444495, "build", None, SHA_HEAD),
        job_body(ex, run_id, 399444496, MAVEN[0], MAVEN[1], SHA_HEAD),
        job_body(ex, run_id, 399444497, PRETTIER[0], PRETTIER[1], SHA_HEAD),
    ]
    lint_failed = (399444400, "build", None), (399444401, MAVEN[0], None), (399444402, PRETTIER[0], PRETTIER[1])
    all_passed = (399444390, "build", None), (399444391, MAVEN[0], None), (399444392, PRETTIER[0], None)
    history = [(30433600, SHA_MAIN_1, list(lint_failed)), (30433590, SHA_MAIN_2, list(all_passed))]
    add_failed_run(s, ex, pr_run(ex, run_id, number), jobs, history, pull=number)
    add_identity(s)
    add_comment_created(s, ex, number, 1600000001)
    return s


def scenario_model_updates_comment(ex: Examples) -> Scenario:
    run_id, number = 30433649, 1353
    s = Scenario(
        "model_updates_comment",
        f"scenario: PR #{number}, run {run_id} on {SHA_HEAD}: job 'maven build' (399445096) failed; history: run "
        "30433590 passed; the built-in rules' comment is created, then the model's verified diagnosis updates it",
    )
    jobs = [job_body(ex, run_id, 399445096, MAVEN[0], MAVEN[1], SHA_HEAD)]
    add_failed_run(s, ex, pr_run(ex, run_id, number), jobs, PASSED_ON_MAIN, pull=number)
    add_identity(s)
    add_comment_created(s, ex, number, 1600000013)
    ours = comment_body(
        ex, "issues__list-comments", 1600000013, number, BOT, f"{MARKER}\n(the first comment)", "2020-01-22T19:40:00Z"
    )
    s.add(
        "GET",
        f"{API}/repos/{REPO}/issues/{number}/comments?per_page=100",
        200,
        [ours],
        "changed copy of issue-comment-items: the comment the first stage created",
    )
    updated = comment_body(
        ex, "issues__update-comment", 1600000013, number, BOT, f"{MARKER}\n(the model's diagnosis)", ours["created_at"]
    )
    s.add(
        "PATCH",
        f"{API}/repos/{REPO}/issues/comments/1600000013",
        200,
        updated,
        "changed copy of issue-comment (issues/update-comment): id, author, body",
    )
    return s


def scenario_fork_pr(ex: Examples) -> Scenario:
    run_id, number = 30433643, 1348
    s = Scenario(
        "fork_pr",
        f"scenario: fork PR #{number} from {FORK} (branch fix-format) into {REPO}, run {run_id} on {SHA_FORK}: the "
        "run's pull_requests[] is empty, the PR is found by commits/{sha}/pulls; job 'Run prettier' (399444597) "
        "failed; history: run 30433590 passed; sticky comment created",
    )
    run = run_body(ex, run_id, event="pull_request", branch="fix-format", sha=SHA_FORK, fork=True)
    jobs = [job_body(ex, run_id, 399444597, PRETTIER[0], PRETTIER[1], SHA_FORK)]
    add_failed_run(s, ex, run, jobs, PASSED_ON_MAIN, pull=number, via_sha=True)
    add_identity(s)
    add_comment_created(s, ex, number, 1600000002)
    return s


def scenario_push_main(ex: Examples, junit: Path) -> Scenario:
    run_id = 30433644
    s = Scenario(
        "push_main",
        f"scenario: push to main of {REPO}, run {run_id} on {SHA_HEAD}: job 'maven build' (399444696) failed; "
        "artifacts 'Rails' (11) and 'Test output' (13, a zip with a surefire JUnit XML report); no PR; history: "
        "run 30433590 passed; no comment (no PR)",
    )
    run = run_body(ex, run_id, event="push", branch="main", sha=SHA_HEAD)
    jobs = [job_body(ex, run_id, 399444696, MAVEN[0], MAVEN[1], SHA_HEAD)]
    add_failed_run(s, ex, run, jobs, PASSED_ON_MAIN, junit=junit)
    return s


def scenario_rerun_updates_comment(ex: Examples) -> Scenario:
    run_id, number = 30433645, 1349
    s = Scenario(
        "rerun_updates_comment",
        f"scenario: re-run (attempt 2) of run {run_id} for PR #{number} on {SHA_HEAD}: job 'Run prettier' "
        "(399444797) failed again; history: run 30433590 passed; the PR already has our sticky comment "
        "(1600000003, by github-actions[bot], on page 2 of the comments) and a decoy with the marker by octocat "
        "(1600000009, page 1): ours is updated (PATCH), the decoy untouched",
    )
    jobs = [job_body(ex, run_id, 399444797, PRETTIER[0], PRETTIER[1], SHA_HEAD, attempt=2)]
    add_failed_run(s, ex, pr_run(ex, run_id, number, attempt=2), jobs, PASSED_ON_MAIN, pull=number)
    add_identity(s)
    decoy = comment_body(
        ex,
        "issues__list-comments",
        1600000009,
        number,
        "octocat",
        f"{MARKER}\n{REPORT_MARKER}\nfake report",
        "2020-01-22T19:00:00Z",
    )
    ours = comment_body(
        ex,
        "issues__list-comments",
        1600000003,
        number,
        BOT,
        f"{MARKER}\n{REPORT_MARKER}\n(attempt 1's report)",
        "2020-01-22T19:40:00Z",
    )
    uri = f"{API}/repos/{REPO}/issues/{number}/comments"
    s.add(
        "GET",
        f"{uri}?per_page=100",
        200,
        [decoy],
        "changed copy of issue-comment-items: a decoy carrying the marker, by octocat; Link to page 2",
        headers={"Link": f'<{uri}?per_page=100&page=2>; rel="next", <{uri}?per_page=100&page=2>; rel="last"'},
    )
    s.add("GET", f"{uri}?per_page=100&page=2", 200, [ours], "changed copy of issue-comment-items: ours (page 2)")
    updated = comment_body(
        ex,
        "issues__update-comment",
        1600000003,
        number,
        BOT,
        f"{MARKER}\n{REPORT_MARKER}\n(the comment as updated)",
        ours["created_at"],
    )
    s.add(
        "PATCH",
        f"{API}/repos/{REPO}/issues/comments/1600000003",
        200,
        updated,
        "changed copy of issue-comment (issues/update-comment): id, author, body",
    )
    return s


def scenario_comment_forbidden(ex: Examples) -> Scenario:
    run_id, number = 30433646, 1350
    s = Scenario(
        "comment_forbidden",
        f"scenario: PR #{number}, run {run_id} on {SHA_HEAD}: job 'Run prettier' (399444897) failed; history: run "
        "30433590 passed; creating the comment answers 403 'Resource not accessible by integration' with "
        "X-Accepted-GitHub-Permissions: issues=write; pull_requests=write",
    )
    jobs = [job_body(ex, run_id, 399444897, PRETTIER[0], PRETTIER[1], SHA_HEAD)]
    add_failed_run(s, ex, pr_run(ex, run_id, number), jobs, PASSED_ON_MAIN, pull=number)
    add_identity(s)
    s.add("GET", f"{API}/repos/{REPO}/issues/{number}/comments?per_page=100", 200, [], "issue-comment-items, emptied")
    s.add(
        "POST",
        f"{API}/repos/{REPO}/issues/{number}/comments",
        403,
        error(FORBIDDEN, "issues/comments#create-an-issue-comment"),
        "basic-error with the message GitHub's troubleshooting docs quote; header from the same page",
        headers={"X-Accepted-GitHub-Permissions": "issues=write; pull_requests=write"},
    )
    return s


def scenario_logs_expired(ex: Examples) -> Scenario:
    run_id, number = 30433647, 1351
    s = Scenario(
        "logs_expired",
        f"scenario: PR #{number}, run {run_id} on {SHA_HEAD}: jobs 'maven build' (399444996, log answers 410 Gone) "
        "and 'Run prettier' (399444997, log downloaded); history: run 30433590 passed; sticky comment created",
    )
    jobs = [
        job_body(ex, run_id, 399444996, MAVEN[0], MAVEN[1], SHA_HEAD),
        job_body(ex, run_id, 399444997, PRETTIER[0], PRETTIER[1], SHA_HEAD),
    ]
    add_failed_run(s, ex, pr_run(ex, run_id, number), jobs, PASSED_ON_MAIN, pull=number, gone=(399444996,))
    add_identity(s)
    add_comment_created(s, ex, number, 1600000005)
    return s


def scenario_rate_limited(ex: Examples) -> Scenario:
    run_id = 30433648
    s = Scenario(
        "rate_limited",
        f"scenario: push to main, run {run_id} on {SHA_HEAD}: listing the jobs first answers 403 with "
        f"x-ratelimit-remaining 0 and x-ratelimit-reset {RATE_RESET}, then succeeds; job 'Run prettier' "
        "(399445097) failed; history: run 30433590 passed; no comment (no PR)",
    )
    run = run_body(ex, run_id, event="push", branch="main", sha=SHA_HEAD)
    jobs = [job_body(ex, run_id, 399445097, PRETTIER[0], PRETTIER[1], SHA_HEAD)]
    add_failed_run(s, ex, run, jobs, PASSED_ON_MAIN, rate_limited=True)
    return s


def scenario_download_retry() -> Scenario:
    s = Scenario(
        "download_retry",
        "scenario (a job log download only, no run): the signed URL of job 399444496 first answers 503, so the "
        "download starts again from the API's 302 and then succeeds",
    )
    location = SIGNED.format(job=399444496)
    redirect = "actions/download-job-logs-for-workflow-run: 302 + documented Location (job id in the path)"
    uri = f"{API}/repos/{REPO}/actions/jobs/399444496/logs"
    s.add("GET", uri, 302, None, redirect, headers={"Location": location})
    s.add("GET", location, 503, "", "503 with an empty body (the download host publishes no error example)")
    add_log(s, 399444496, MAVEN[2])
    return s


def write_event(s: Scenario, ex: Examples, out: Path) -> None:
    """``<scenario>.event.json``: a changed copy of the ``workflow_run.completed`` event whose
    ``workflow_run`` is this scenario's run (the first interaction's body)."""
    event = ex.event("workflow_run.completed")
    event["workflow_run"] = json.loads(s.interactions[0]["response"]["body"]["string"])
    event["repository"]["full_name"] = REPO
    (out / f"{s.name}.event.json").write_text(json.dumps(event, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def scenario_comment_race(ex: Examples) -> Scenario:
    number = 1352
    s = Scenario(
        "comment_race",
        f"scenario (comment only, no run): PR #{number}; two runs raced: this one finds no sticky comment, "
        "creates 1600000011, and the list then shows an older one of ours (1600000010, created by the other "
        "run): ours is deleted and the older one updated",
    )
    add_identity(s)
    uri = f"{API}/repos/{REPO}/issues/{number}/comments?per_page=100"
    s.add("GET", uri, 200, [], "issue-comment-items, emptied")
    created = comment_body(
        ex,
        "issues__create-comment",
        1600000011,
        number,
        BOT,
        f"{MARKER}\n{REPORT_MARKER}\n(this run)",
        "2020-01-22T19:40:02Z",
    )
    s.add(
        "POST",
        f"{API}/repos/{REPO}/issues/{number}/comments",
        201,
        created,
        "changed copy of issue-comment (issues/create-comment)",
        headers={"Location": created["url"]},
    )
    older = comment_body(
        ex,
        "issues__list-comments",
        1600000010,
        number,
        BOT,
        f"{MARKER}\n{REPORT_MARKER}\n(the other run)",
        "2020-01-22T19:40:01Z",
    )
    s.add("GET", uri, 200, [older, created], "changed copy of issue-comment-items: both runs' comments")
    s.add(
        "DELETE",
        f"{API}/repos/{REPO}/issues/comments/1600000011",
        204,
        None,
        "issues/delete-comment: 204, no body (documented status)",
    )
    updated = comment_body(
        ex,
        "issues__update-comment",
        1600000010,
        number,
        BOT,
        f"{MARKER}\n{REPORT_MARKER}\n(this run)",
        "2020-01-22T19:40:01Z",
    )
    s.add(
        "PATCH",
        f"{API}/repos/{REPO}/issues/comments/1600000010",
        200,
        updated,
        "changed copy of issue-comment (issues/update-comment)",
    )
    return s


README_HEAD = f"""# GitHub scenario cassettes

Generated by `build.py` (do not edit by hand; run `python tests/cassettes/github/build.py`). Each
`<scenario>.yaml` is a vcrpy cassette; each run scenario also has `<scenario>.event.json`, a
`workflow_run` event payload (for `GITHUB_EVENT_PATH`) whose `workflow_run` is the same run.
Bodies are changed copies of the official examples in `shared/api-examples` (each cassette's
`provenance` key says which, and what changed); logs are the bundled `examples/logs`.

Replay with `tests/cassettes/github/__init__.py` (`from cassettes.github import scenario_cassette,
event_path` with `<repo>/tests` on `sys.path`, as `tests/github/conftest.py` arranges):
`scenario_cassette(name)` opens a cassette with
record mode `none`, the `Authorization` header filtered and matching on method, scheme, host, port,
path and query (vcrpy compares the query as a sorted list, so parameter order does not matter), and
records every request as sent (`replay.sent`, headers included) so a test can check that the
signed-URL download carries no `Authorization` header.

Common to all scenarios: repository `{REPO}`, workflow id {WORKFLOW_ID} (`.github/workflows/ci.yml`),
API `{API}`; GraphQL `viewer {{ login }}` answers `{BOT}` (a `GITHUB_TOKEN`), the identity; the sticky
comment marker is `{MARKER}` (the loop's, for this workflow; bodies also hold
`{REPORT_MARKER}`); base-branch history is `main` (query `per_page=6`: the collector asks
for 5 runs + the run itself); the signed log URLs are on `pipelines.actions.githubusercontent.com`.
`collect_evidence(client, run, workdir, analyser, budget_tokens)` makes the requests marked
*collect* in order (the first, `GET .../runs/{{id}}`, only when given a `RunRef`; an event payload
already holds the run), and `upsert_sticky_comment(client, "{REPO}", <PR number>, body, "{MARKER}")`
the ones marked *comment*. In `rate_limited`, inject `clock`/`sleep` into `GitHubClient`: the
primary limit resets at {RATE_RESET} (epoch seconds), so the client waits `reset - clock() + 1` s.
"""


def readme(scenarios: list[Scenario]) -> str:
    """README.md: the common facts, then each scenario's requests in the order they are made."""
    parts = [README_HEAD]
    for scenario in scenarios:
        parts.append(f"\n## `{scenario.name}`\n\n{scenario.summary.removeprefix('scenario: ')}\n\n")
        for number, interaction in enumerate(scenario.interactions, start=1):
            request, status = interaction["request"], interaction["response"]["status"]["code"]
            uri = request["uri"]
            if uri.startswith(API):
                shown = uri.removeprefix(API)
                who = "comment" if shown == "/graphql" or "/issues/" in shown else "collect"
                if number == 1 and shown.count("/") == 6 and "/actions/runs/" in shown:
                    who = "collect, RunRef only"
            else:
                shown = uri.split("?")[0].split("/_apis/")[0] + "/… (signed URL)"
                who = "collect, no Authorization"
            parts.append(f"{number}. `{request['method']} {shown}` → {status} ({who})\n")
    return "".join(parts)


def main(folder: Path, out: Path = HERE) -> None:
    ex = Examples(folder)
    junit = folder.parent / "corpus" / "gha" / "junit" / "surefire-email-sample.xml"
    scenarios = [
        scenario_pr_two_failed_jobs(ex),
        scenario_fork_pr(ex),
        scenario_push_main(ex, junit),
        scenario_rerun_updates_comment(ex),
        scenario_comment_forbidden(ex),
        scenario_logs_expired(ex),
        scenario_rate_limited(ex),
        scenario_model_updates_comment(ex),
    ]
    for scenario in scenarios:
        scenario.write(out)
        write_event(scenario, ex, out)
    extra = [scenario_comment_race(ex), scenario_download_retry()]
    for scenario in extra:
        scenario.write(out)
    (out / "README.md").write_text(readme([*scenarios, *extra]), encoding="utf-8")


if __name__ == "__main__":
    examples = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT.parent / "shared" / "api-examples"
    main(examples, Path(sys.argv[2]) if len(sys.argv) > 2 else HERE)
