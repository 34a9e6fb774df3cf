"""A stateful GitHub on loopback for end-to-end tests of the action.

:class:`LoopbackGitHub` serves, on ``127.0.0.1`` (two ports: the API, and a "download host" that the
job-log ``302`` points at, as GitHub's signed URLs point at another host), the REST and GraphQL
endpoints ci-triage uses, over state that persists across runs of the action: repositories, workflow
runs with attempts, jobs with steps and logs, pull requests (same-repo, and forks whose runs list no
``pull_requests``), issue comments, and GraphQL ``viewer`` / ``minimizeComment``. Lists paginate
with ``Link`` headers (``per_page`` honoured), every answer carries rate-limit headers, and
:meth:`LoopbackGitHub.fail` injects faults. Every JSON answer is validated against GitHub's OpenAPI
description (``openapi_subset.json``, see ``trim_openapi.py``) before it is sent; a mismatch is a
test failure (:attr:`LoopbackGitHub.invalid`).

Bodies start from GitHub's own examples (``shared/api-examples``), changed to the state's values.
"""

from __future__ import annotations

import copy
import json
import re
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012 as DRAFT

HERE = Path(__file__).resolve().parent
EXAMPLES = HERE.parents[2] / "shared" / "api-examples" / "github-rest"
SUBSET = json.loads((HERE / "openapi_subset.json").read_text(encoding="utf-8"))
SERVER = "https://github.com"
RATE_LIMIT = 5000


def example(name: str) -> Any:
    """A deep copy of the body of GitHub's example ``name`` (e.g. ``actions__get-workflow-run``)."""
    return copy.deepcopy(json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8"))["body"])


@dataclass
class Step:
    """A job step as GitHub lists it (``number`` as GitHub counts it: skipped steps keep theirs)."""

    number: int
    name: str
    conclusion: str = "success"


@dataclass
class JobSpec:
    """A job of a run attempt: its name, conclusion, steps and log text."""

    name: str
    conclusion: str
    log: str = ""
    steps: list[Step] = field(default_factory=list)


@dataclass
class Fault:
    """Answer ``status`` with ``message`` to requests whose ``METHOD path`` matches ``pattern``, ``times`` times."""

    pattern: re.Pattern[str]
    status: int
    message: str
    times: int
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class Request:
    """One request the server answered: method, path (no query), status."""

    method: str
    path: str
    status: int


class LoopbackGitHub:
    """The state and the two servers. Use as a context manager; ``api_url`` is ``GITHUB_API_URL``.

    ``viewer``: the login GraphQL ``viewer`` answers (the token's identity). Build state with
    :meth:`add_repository`, :meth:`add_pull_request`, :meth:`add_run` and :meth:`rerun`; read it
    back with :meth:`comments`, :attr:`minimized` and :attr:`requests`.
    """

    def __init__(self, viewer: str = "github-actions[bot]") -> None:
        self.viewer = viewer
        self.repositories: dict[str, dict[str, Any]] = {}
        self.pulls: dict[tuple[str, int], dict[str, Any]] = {}
        self.runs: dict[int, dict[str, Any]] = {}
        self.attempts: dict[tuple[int, int], dict[str, Any]] = {}
        self.jobs: dict[tuple[int, int], list[dict[str, Any]]] = {}
        self.logs: dict[int, str] = {}
        self.issue_comments: dict[tuple[str, int], list[dict[str, Any]]] = {}
        self.minimized: set[str] = set()
        self.check_runs: dict[int, dict[str, Any]] = {}
        self.refs: dict[str, str] = {}
        self._drafts: dict[str, bool] = {}
        self.git_writes: list[str] = []
        self.requests: list[Request] = []
        self.invalid: list[str] = []
        self.faults: list[Fault] = []
        self._ids = iter(range(1_000_001, 10_000_000))
        self._lock = threading.Lock()
        self._servers: list[ThreadingHTTPServer] = []

    # -- lifecycle ---------------------------------------------------------------------------------

    def __enter__(self) -> LoopbackGitHub:
        self.api_url = self._serve(self._api)
        self.download_url = self._serve(self._download)
        return self

    def __exit__(self, *exc: object) -> None:
        for server in self._servers:
            server.shutdown()
            server.server_close()

    def _serve(self, answer: Any) -> str:
        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                answer(self, "GET")

            def do_POST(self) -> None:
                answer(self, "POST")

            def do_PATCH(self) -> None:
                answer(self, "PATCH")

            def do_DELETE(self) -> None:
                answer(self, "DELETE")

            def log_message(self, *args: object) -> None:
                del args  # quiet

        server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        self._servers.append(server)
        return f"http://127.0.0.1:{server.server_address[1]}"

    # -- state -------------------------------------------------------------------------------------

    def next_id(self) -> int:
        return next(self._ids)

    def add_repository(self, full_name: str, *, private: bool = False, drafts: bool = True) -> str:
        """A repository; ``drafts=False``: its plan has no draft pull requests (a private one on Free)."""
        owner, name = full_name.split("/")
        repo = example("repos__get")
        repo.update(id=self.next_id(), name=name, full_name=full_name, private=private, language="Python")
        repo["owner"]["login"] = owner
        repo["html_url"] = f"{SERVER}/{full_name}"
        self.repositories[full_name] = repo
        self._drafts[full_name] = drafts
        return full_name

    def add_pull_request(
        self, repository: str, number: int, *, head_sha: str, head_ref: str, head_repository: str | None = None
    ) -> dict[str, Any]:
        """PR ``number`` of ``repository``; ``head_repository`` another repository for a fork PR."""
        head_repo = head_repository or repository
        if head_repo not in self.repositories:
            self.add_repository(head_repo)
        pull = example("pulls__get")
        pull.update(
            id=self.next_id(), number=number, state="open", title=f"Change {number}", body="Please review.",
            html_url=f"{SERVER}/{repository}/pull/{number}", draft=False, requested_teams=[],
        )  # fmt: skip
        pull["head"].update(sha=head_sha, ref=head_ref, label=f"{head_repo.split('/')[0]}:{head_ref}")
        pull["head"]["repo"] = copy.deepcopy(self.repositories[head_repo])
        pull["base"].update(sha="b" * 40, ref="main", label=f"{repository.split('/')[0]}:main")
        pull["base"]["repo"] = copy.deepcopy(self.repositories[repository])
        self.pulls[(repository, number)] = pull
        return pull

    def add_run(
        self,
        repository: str,
        *,
        workflow_id: int,
        head_sha: str,
        head_branch: str,
        event: str,
        jobs: list[JobSpec],
        pull_request: dict[str, Any] | None = None,
        name: str = "ci",
    ) -> dict[str, Any]:
        """A completed run of ``workflow_id`` (attempt 1); its conclusion is ``failure`` when a job failed.
        A fork PR's run lists no ``pull_requests`` (as GitHub does) and names the fork as head repository."""
        run = example("actions__get-workflow-run")
        run_id = self.next_id()
        fork = pull_request is not None and pull_request["head"]["repo"]["full_name"] != repository
        run.update(
            id=run_id, name=name, workflow_id=workflow_id, head_sha=head_sha, head_branch=head_branch, event=event,
            status="completed", run_attempt=1, path=f".github/workflows/{name}.yml", display_title=name,
            html_url=f"{SERVER}/{repository}/actions/runs/{run_id}",
            url=f"{self.api_url}/repos/{repository}/actions/runs/{run_id}",
        )  # fmt: skip
        run["repository"] = copy.deepcopy(self.repositories[repository])
        head_repo = pull_request["head"]["repo"]["full_name"] if pull_request else repository
        run["head_repository"] = copy.deepcopy(self.repositories[head_repo])
        run["pull_requests"] = [] if pull_request is None or fork else [self._run_pull(pull_request)]
        self.runs[run_id] = run
        self._attempt(run, 1, jobs)
        return run

    def rerun(self, run: dict[str, Any], jobs: list[JobSpec]) -> dict[str, Any]:
        """Attempt ``n + 1`` of ``run`` with ``jobs``; the run shows the new attempt."""
        self._attempt(run, run["run_attempt"] + 1, jobs)
        return run

    def _attempt(self, run: dict[str, Any], attempt: int, jobs: list[JobSpec]) -> None:
        run["run_attempt"] = attempt
        run["conclusion"] = "failure" if any(job.conclusion == "failure" for job in jobs) else "success"
        listed = []
        for spec in jobs:
            job = example("actions__get-job-for-workflow-run")
            job_id = self.next_id()
            repository = run["repository"]["full_name"]
            job.update(
                id=job_id, run_id=run["id"], run_attempt=attempt, name=spec.name, status="completed",
                conclusion=spec.conclusion, head_sha=run["head_sha"], head_branch=run["head_branch"],
                html_url=f"{SERVER}/{repository}/actions/runs/{run['id']}/job/{job_id}",
                run_url=run["url"], workflow_name=run["name"], created_at=run["created_at"],
            )  # fmt: skip
            job["steps"] = [
                {"name": step.name, "status": "completed", "conclusion": step.conclusion, "number": step.number,
                 "started_at": job["started_at"], "completed_at": job["completed_at"]}
                for step in spec.steps
            ]  # fmt: skip
            self.logs[job_id] = spec.log
            listed.append(job)
        self.jobs[(run["id"], attempt)] = listed
        self.attempts[(run["id"], attempt)] = copy.deepcopy(run)

    @staticmethod
    def _run_pull(pull: dict[str, Any]) -> dict[str, Any]:
        return {
            "id": pull["id"],
            "number": pull["number"],
            "url": pull["url"],
            "head": {"ref": pull["head"]["ref"], "sha": pull["head"]["sha"], "repo": _mini_repo(pull["head"]["repo"])},
            "base": {"ref": pull["base"]["ref"], "sha": pull["base"]["sha"], "repo": _mini_repo(pull["base"]["repo"])},
        }

    def event(self, run: dict[str, Any], path: Path) -> Path:
        """Write the ``workflow_run`` event payload of ``run`` (its latest attempt) to ``path``."""
        payload = {"action": "completed", "workflow_run": copy.deepcopy(run), "repository": run["repository"]}
        path.write_text(json.dumps(payload), encoding="utf-8")
        return path

    def comments(self, repository: str, number: int) -> list[dict[str, Any]]:
        """The comments on issue or PR ``number`` now (oldest first)."""
        return list(self.issue_comments.get((repository, number), []))

    def add_comment(self, repository: str, number: int, login: str, body: str) -> dict[str, Any]:
        """A comment written by someone (``login``) on issue or PR ``number``."""
        comment = example("issues__create-comment")
        comment_id = self.next_id()
        comment.update(
            id=comment_id, node_id=f"IC_{comment_id}", body=body,
            html_url=f"{SERVER}/{repository}/pull/{number}#issuecomment-{comment_id}",
            url=f"{self.api_url}/repos/{repository}/issues/comments/{comment_id}",
        )  # fmt: skip
        comment["user"]["login"] = login
        comment["user"]["type"] = "Bot" if login.endswith("[bot]") else "User"
        self.issue_comments.setdefault((repository, number), []).append(comment)
        return comment

    def fail(self, method: str, path_pattern: str, status: int, message: str, *, times: int = 1) -> None:
        """The next ``times`` requests ``METHOD path`` matching ``path_pattern`` (a regex) answer ``status``."""
        self.faults.append(Fault(re.compile(f"{method} {path_pattern}"), status, message, times))

    # -- answers -----------------------------------------------------------------------------------

    def _api(self, handler: BaseHTTPRequestHandler, method: str) -> None:
        parts = urlsplit(handler.path)
        query = {key: values[-1] for key, values in parse_qs(parts.query).items()}
        length = int(handler.headers.get("Content-Length") or 0)
        body = json.loads(handler.rfile.read(length) or b"null") if length else None
        with self._lock:
            status, data, headers, operation = self._route(method, parts.path, query, body)
        if operation is not None:
            self._validate(operation, status, data)
        self.requests.append(Request(method, parts.path, status))
        self._send(handler, status, data, headers)

    def _download(self, handler: BaseHTTPRequestHandler, method: str) -> None:
        match = re.fullmatch(r"/logs/(\d+)", urlsplit(handler.path).path)
        text = self.logs.get(int(match.group(1))) if match and method == "GET" else None
        if text is None or handler.headers.get("Authorization"):
            self._send(handler, 404 if text is None else 400, {"message": "Not Found"}, {})
            return
        data = text.encode("utf-8")
        handler.send_response(200)
        handler.send_header("Content-Type", "text/plain; charset=utf-8")
        handler.send_header("Content-Length", str(len(data)))
        handler.end_headers()
        handler.wfile.write(data)

    def _route(self, method: str, path: str, query: dict[str, str], body: Any) -> tuple[int, Any, dict, str | None]:
        for fault in self.faults:
            if fault.times > 0 and fault.pattern.fullmatch(f"{method} {path}"):
                fault.times -= 1
                return (
                    fault.status,
                    {"message": fault.message, "documentation_url": "https://docs.github.com/rest"},
                    fault.headers,
                    None,
                )
        if path == "/graphql" and method == "POST":
            return self._graphql(body or {})
        for pattern, route_method, handler, operation in ROUTES:
            match = re.fullmatch(pattern, path)
            if match and method == route_method:
                status, data, headers = handler(self, query, body, **match.groupdict())
                return status, data, headers, operation
        return 404, {"message": "Not Found", "documentation_url": "https://docs.github.com/rest"}, {}, None

    def _graphql(self, body: dict[str, Any]) -> tuple[int, Any, dict, None]:
        query = body.get("query", "")
        if "viewer" in query:
            return 200, {"data": {"viewer": {"login": self.viewer}}}, {}, None
        if "minimizeComment" in query:
            node = (body.get("variables") or {}).get("id")
            known = any(c["node_id"] == node for comments in self.issue_comments.values() for c in comments)
            if not known:
                return 200, {"data": None, "errors": [{"type": "NOT_FOUND", "message": "no such node"}]}, {}, None
            self.minimized.add(node)
            return 200, {"data": {"minimizeComment": {"minimizedComment": {"isMinimized": True}}}}, {}, None
        return 200, {"errors": [{"message": "loopback GitHub: unsupported query"}]}, {}, None

    def _validate(self, operation: str, status: int, data: Any) -> None:
        schema = SUBSET["operations"].get(operation, {}).get(str(status))
        if schema is None:
            self.invalid.append(f"{operation} answered {status}, which the OpenAPI subset does not describe")
            return
        if not schema:
            return
        resource = Resource.from_contents({"components": SUBSET["components"]}, default_specification=DRAFT)
        registry = Registry().with_resource("urn:github", resource)
        validator = Draft202012Validator(_rebased(schema), registry=registry)
        for error in list(validator.iter_errors(data))[:3]:
            where = "/".join(str(part) for part in error.absolute_path)
            self.invalid.append(f"{operation} {status} at {where or '(root)'}: {error.message[:200]}")

    def _send(self, handler: BaseHTTPRequestHandler, status: int, data: Any, headers: dict[str, str]) -> None:
        used = len(self.requests)
        handler.send_response(status)
        for key, value in {
            "X-RateLimit-Limit": str(RATE_LIMIT),
            "X-RateLimit-Remaining": str(max(0, RATE_LIMIT - used)),
            "X-RateLimit-Reset": "4102444800",
            "X-RateLimit-Used": str(used),
            **headers,
        }.items():
            handler.send_header(key, value)
        if data is None:
            handler.send_header("Content-Length", "0")
            handler.end_headers()
            return
        payload = json.dumps(data).encode("utf-8")
        handler.send_header("Content-Type", "application/json; charset=utf-8")
        handler.send_header("Content-Length", str(len(payload)))
        handler.end_headers()
        handler.wfile.write(payload)

    # -- REST handlers (each: (query, body, **path parameters) -> (status, data, headers)) -----------

    def _page(
        self, items: list[Any], query: dict[str, str], path: str, key: str | None = None, extra: dict | None = None
    ):
        per_page = int(query.get("per_page", 30))
        page = int(query.get("page", 1))
        chosen = items[(page - 1) * per_page : page * per_page]
        headers = {}
        if page * per_page < len(items):
            rest = "&".join(f"{k}={v}" for k, v in {**query, "page": page + 1}.items())
            headers["Link"] = f'<{self.api_url}{path}?{rest}>; rel="next"'
        data = chosen if key is None else {"total_count": len(items), key: chosen, **(extra or {})}
        return 200, data, headers

    def get_run(self, query, body, repo, run_id):
        run = self.runs.get(int(run_id))
        return (200, run, {}) if run and run["repository"]["full_name"] == repo else (404, _not_found(), {})

    def get_attempt(self, query, body, repo, run_id, attempt):
        run = self.attempts.get((int(run_id), int(attempt)))
        return (200, run, {}) if run and run["repository"]["full_name"] == repo else (404, _not_found(), {})

    def attempt_jobs(self, query, body, repo, run_id, attempt):
        jobs = self.jobs.get((int(run_id), int(attempt)))
        if jobs is None:
            return 404, _not_found(), {}
        return self._page(jobs, query, f"/repos/{repo}/actions/runs/{run_id}/attempts/{attempt}/jobs", "jobs")

    def job_logs(self, query, body, repo, job_id):
        if int(job_id) not in self.logs:
            return 404, _not_found(), {}
        return 302, None, {"Location": f"{self.download_url}/logs/{job_id}?sig=loopback-signature"}

    def artifacts(self, query, body, repo, run_id):
        return self._page([], query, f"/repos/{repo}/actions/runs/{run_id}/artifacts", "artifacts")

    def workflow_runs(self, query, body, repo, workflow_id):
        runs = [
            run for run in self.runs.values()
            if run["repository"]["full_name"] == repo and run["workflow_id"] == int(workflow_id)
            and (not query.get("branch") or run["head_branch"] == query["branch"])
        ]  # fmt: skip
        runs.sort(key=lambda run: -run["id"])
        return self._page(runs, query, f"/repos/{repo}/actions/workflows/{workflow_id}/runs", "workflow_runs")

    def get_pull(self, query, body, repo, number):
        pull = self.pulls.get((repo, int(number)))
        return (200, pull, {}) if pull else (404, _not_found(), {})

    def pull_files(self, query, body, repo, number):
        item = example("pulls__list-files")[0]
        return self._page([item], query, f"/repos/{repo}/pulls/{number}/files")

    def list_pulls(self, query, body, repo):
        head = query.get("head")
        pulls = [
            _simple_pull(pull) for (name, _), pull in self.pulls.items()
            if name == repo and (head is None or pull["head"]["label"] == head)
        ]  # fmt: skip
        return self._page(pulls, query, f"/repos/{repo}/pulls")

    def commit_pulls(self, query, body, repo, sha):
        pulls = [_simple_pull(p) for (name, _), p in self.pulls.items() if name == repo and p["head"]["sha"] == sha]
        return 200, pulls, {}

    def compare(self, query, body, repo, base, head):
        data = example("repos__compare-commits")
        data["commits"] = data["commits"][:1]
        data["commits"][0]["sha"] = head
        return 200, data, {}

    def list_comments(self, query, body, repo, number):
        return self._page(self.comments(repo, int(number)), query, f"/repos/{repo}/issues/{number}/comments")

    def create_comment(self, query, body, repo, number):
        return 201, self.add_comment(repo, int(number), self.viewer, (body or {}).get("body", "")), {}

    def update_comment(self, query, body, repo, comment_id):
        for comments in self.issue_comments.values():
            for comment in comments:
                if comment["id"] == int(comment_id):
                    comment["body"] = (body or {}).get("body", comment["body"])
                    comment["updated_at"] = "2026-12-01T12:00:00Z"
                    return 200, comment, {}
        return 404, _not_found(), {}

    def delete_comment(self, query, body, repo, comment_id):
        for comments in self.issue_comments.values():
            for comment in list(comments):
                if comment["id"] == int(comment_id):
                    comments.remove(comment)
                    return 204, None, {}
        return 404, _not_found(), {}

    def create_check_run(self, query, body, repo):
        check = example("checks__get")
        check_id = self.next_id()
        body = body or {}
        output = body.get("output") or {}
        check.update(
            id=check_id, name=body.get("name"), head_sha=body.get("head_sha"), status=body.get("status", "queued"),
            conclusion=body.get("conclusion"), html_url=f"{SERVER}/{repo}/runs/{check_id}",
        )  # fmt: skip
        check["output"].update(title=output.get("title"), summary=output.get("summary"), text=None)
        check["output"]["annotations_count"] = len(output.get("annotations") or [])
        check["annotations"] = list(output.get("annotations") or [])
        self.check_runs[check_id] = check
        return 201, _public_check(check), {}

    def update_check_run(self, query, body, repo, check_id):
        check = self.check_runs.get(int(check_id))
        if check is None:
            return 404, _not_found(), {}
        output = (body or {}).get("output") or {}
        check["output"].update(title=output.get("title", check["output"]["title"]), summary=output.get("summary"))
        check["annotations"] += list(output.get("annotations") or [])
        check["output"]["annotations_count"] = len(check["annotations"])
        return 200, _public_check(check), {}

    def git_object(self, query, body, repo, kind):
        """``POST git/blobs|trees|commits``: a new object with a fresh SHA."""
        sha = f"{self.next_id():040x}"
        self.git_writes.append(kind)
        name = {"blobs": "git__create-blob", "trees": "git__create-tree", "commits": "git__create-commit"}[kind]
        data = example(name)
        data["sha"] = sha
        data["url"] = f"{self.api_url}/repos/{repo}/git/{kind}/{sha}"
        return 201, data, {}

    def create_ref(self, query, body, repo):
        ref, sha = (body or {}).get("ref", ""), (body or {}).get("sha", "")
        self.refs[f"{repo}:{ref}"] = sha
        data = example("git__create-ref")
        data.update(ref=ref, url=f"{self.api_url}/repos/{repo}/git/{ref}")
        data["object"].update(sha=sha, url=f"{self.api_url}/repos/{repo}/git/commits/{sha}")
        return 201, data, {}

    def delete_ref(self, query, body, repo, ref):
        return (
            (204, None, {})
            if self.refs.pop(f"{repo}:refs/{ref}", None)
            else (422, _unprocessable("Reference does not exist"), {})
        )

    def create_pull(self, query, body, repo):
        """``POST pulls``; a private repository without drafts (``drafts=False``) refuses a draft with 422."""
        body = body or {}
        if body.get("draft") and not self._drafts.get(repo, True):
            return 422, _unprocessable("Draft pull requests are not supported in this repository."), {}
        number = 1 + max((n for name, n in self.pulls if name == repo), default=0)
        pull = self.add_pull_request(repo, number, head_sha="0" * 40, head_ref=body.get("head", ""))
        pull.update(title=body.get("title", ""), body=body.get("body"), draft=bool(body.get("draft")))
        pull["base"]["ref"] = body.get("base", "main")
        return 201, pull, {}


_REPO = r"(?P<repo>[^/]+/[^/]+)"
ROUTES = [
    (rf"/repos/{_REPO}/actions/runs/(?P<run_id>\d+)", "GET", LoopbackGitHub.get_run,
     "GET /repos/{owner}/{repo}/actions/runs/{run_id}"),
    (rf"/repos/{_REPO}/actions/runs/(?P<run_id>\d+)/attempts/(?P<attempt>\d+)", "GET", LoopbackGitHub.get_attempt,
     "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}"),
    (rf"/repos/{_REPO}/actions/runs/(?P<run_id>\d+)/attempts/(?P<attempt>\d+)/jobs", "GET", LoopbackGitHub.attempt_jobs,
     "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs"),
    (rf"/repos/{_REPO}/actions/jobs/(?P<job_id>\d+)/logs", "GET", LoopbackGitHub.job_logs,
     "GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs"),
    (rf"/repos/{_REPO}/actions/runs/(?P<run_id>\d+)/artifacts", "GET", LoopbackGitHub.artifacts,
     "GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts"),
    (rf"/repos/{_REPO}/actions/workflows/(?P<workflow_id>\d+)/runs", "GET", LoopbackGitHub.workflow_runs,
     "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs"),
    (rf"/repos/{_REPO}/pulls/(?P<number>\d+)", "GET", LoopbackGitHub.get_pull,
     "GET /repos/{owner}/{repo}/pulls/{pull_number}"),
    (rf"/repos/{_REPO}/pulls/(?P<number>\d+)/files", "GET", LoopbackGitHub.pull_files,
     "GET /repos/{owner}/{repo}/pulls/{pull_number}/files"),
    (rf"/repos/{_REPO}/pulls", "GET", LoopbackGitHub.list_pulls, "GET /repos/{owner}/{repo}/pulls"),
    (rf"/repos/{_REPO}/commits/(?P<sha>[0-9a-f]{{40}})/pulls", "GET", LoopbackGitHub.commit_pulls,
     "GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls"),
    (rf"/repos/{_REPO}/compare/(?P<base>[0-9a-f]+)\.\.\.(?P<head>[0-9a-f]+)", "GET", LoopbackGitHub.compare,
     "GET /repos/{owner}/{repo}/compare/{basehead}"),
    (rf"/repos/{_REPO}/issues/(?P<number>\d+)/comments", "GET", LoopbackGitHub.list_comments,
     "GET /repos/{owner}/{repo}/issues/{issue_number}/comments"),
    (rf"/repos/{_REPO}/issues/(?P<number>\d+)/comments", "POST", LoopbackGitHub.create_comment,
     "POST /repos/{owner}/{repo}/issues/{issue_number}/comments"),
    (rf"/repos/{_REPO}/issues/comments/(?P<comment_id>\d+)", "PATCH", LoopbackGitHub.update_comment,
     "PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}"),
    (rf"/repos/{_REPO}/issues/comments/(?P<comment_id>\d+)", "DELETE", LoopbackGitHub.delete_comment,
     "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}"),
    *[(rf"/repos/{_REPO}/git/(?P<kind>{kind})", "POST", LoopbackGitHub.git_object,
       f"POST /repos/{{owner}}/{{repo}}/git/{kind}") for kind in ("blobs", "trees", "commits")],
    (rf"/repos/{_REPO}/git/refs", "POST", LoopbackGitHub.create_ref, "POST /repos/{owner}/{repo}/git/refs"),
    (rf"/repos/{_REPO}/git/refs/(?P<ref>.+)", "DELETE", LoopbackGitHub.delete_ref,
     "DELETE /repos/{owner}/{repo}/git/refs/{ref}"),
    (rf"/repos/{_REPO}/pulls", "POST", LoopbackGitHub.create_pull, "POST /repos/{owner}/{repo}/pulls"),
    (rf"/repos/{_REPO}/check-runs", "POST", LoopbackGitHub.create_check_run, "POST /repos/{owner}/{repo}/check-runs"),
    (rf"/repos/{_REPO}/check-runs/(?P<check_id>\d+)", "PATCH", LoopbackGitHub.update_check_run,
     "PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}"),
]  # fmt: skip


def _public_check(check: dict[str, Any]) -> dict[str, Any]:
    """A check run as the API answers it (the annotations are listed by another endpoint)."""
    return {key: value for key, value in check.items() if key != "annotations"}


def _unprocessable(message: str) -> dict[str, Any]:
    return {"message": message, "documentation_url": "https://docs.github.com/rest", "errors": []}


def _not_found() -> dict[str, str]:
    return {"message": "Not Found", "documentation_url": "https://docs.github.com/rest"}


def _mini_repo(repo: dict[str, Any]) -> dict[str, Any]:
    return {"id": repo["id"], "url": repo["url"], "name": repo["name"]}


def _simple_pull(pull: dict[str, Any]) -> dict[str, Any]:
    """A pull request as list endpoints show it (the fields of ``pull-request-simple``)."""
    drop = {"merged", "mergeable", "rebaseable", "mergeable_state", "merged_by", "comments", "review_comments",
            "maintainer_can_modify", "commits", "additions", "deletions", "changed_files"}  # fmt: skip
    return {key: value for key, value in pull.items() if key not in drop}


def _rebased(schema: dict[str, Any]) -> dict[str, Any]:
    """``schema`` with its ``#/components/...`` references pointed at the registry's resource."""
    text = json.dumps(schema).replace('"#/components/', '"urn:github#/components/')
    return json.loads(text)
