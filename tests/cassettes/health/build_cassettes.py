"""Build the scan tests' cassettes from the official GitHub payloads and the shared corpus's logs.

Usage: ``python tests/cassettes/health/build_cassettes.py <shared>`` (``<shared>`` holds api-examples/
and corpus/). Every body is a *changed copy* of a published example (see api-examples/README.md):
runs of ``actions__list-workflow-runs-for-repo.json`` (``workflow-run-paginated``), jobs of
``actions__list-jobs-for-workflow-run.json`` (``job-paginated``), the repository of ``repos__get.json``,
the 302 and its ``Location`` of ``actions__download-job-logs-for-workflow-run.json``, comments of
``issues__list-comments.json``, files of ``repos__compare-commits.json``, PR references of
``events/workflow_run.completed.with-pull-requests.json``, issues of ``issue-example.json`` (beside
this file). Changed: ids, SHAs, branches, events, conclusions, attempts, times, names, bodies; the
``Link`` header's example URL is replaced by the real next page. Comment reaction counts follow the
``reaction-rollup`` schema (no published example). Error bodies follow the ``basic-error`` schema
(``message``, ``documentation_url``); the 403 message is the one github/docs "Troubleshooting the
REST API" documents, the 429 carries ``x-ratelimit-remaining: 0`` as "Rate limits for the REST API"
documents. Log texts are corpus logs (shared/corpus/gha, licences there), whole or cut where said.
No Authorization header is stored.
"""

from __future__ import annotations

import copy
import io
import json
import re
import sys
import zipfile
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import yaml

HERE = Path(__file__).parent
API = "https://api.github.com"
REPO = "octo-org/octo-repo"
START = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)
END = datetime(2026, 11, 30, 9, 0, tzinfo=UTC)
CREATED = f"{START:%Y-%m-%dT%H:%M:%SZ}..{END:%Y-%m-%dT%H:%M:%SZ}"
RATE = {"X-RateLimit-Limit": "5000", "X-RateLimit-Remaining": "4999", "X-RateLimit-Reset": "1590701888"}
DOCS = "https://docs.github.com/rest"


class Examples:
    def __init__(self, shared: Path) -> None:
        rest = shared / "api-examples" / "github-rest"
        self.rest = lambda name: json.loads((rest / name).read_text())
        self.run = self.rest("actions__list-workflow-runs-for-repo.json")["body"]["workflow_runs"][0]
        self.job = self.rest("actions__list-jobs-for-workflow-run.json")["body"]["jobs"][0]
        self.repo = self.rest("repos__get.json")["body"]
        self.location = self.rest("actions__download-job-logs-for-workflow-run.json")["headers"]["Location"]
        self.artifacts = self.rest("actions__list-workflow-run-artifacts.json")["body"]
        self.artifact_location = self.rest("actions__download-artifact.json")["headers"]["Location"]
        self.comment = self.rest("issues__list-comments.json")["body"][0]
        self.compare = self.rest("repos__compare-commits.json")["body"]
        events = shared / "api-examples" / "events"
        event = json.loads((events / "workflow_run.completed.with-pull-requests.json").read_text())
        self.pull_request = event["workflow_run"]["pull_requests"][0]
        self.issue = json.loads((HERE / "issue-example.json").read_text())["body"]
        self.corpus = shared / "corpus" / "gha"

    def log(self, name: str, keep: list[tuple[int, int | None]] | None = None) -> str:
        lines = (self.corpus / name).read_text(encoding="utf-8").split("\n")
        if keep is None:
            return "\n".join(lines)
        return "\n".join(line for start, end in keep for line in lines[start:end])


def at(day: int, hour: int = 10, minute: int = 0) -> datetime:
    return START + timedelta(days=day, hours=hour - 9, minutes=minute)


def iso(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def interaction(method: str, uri: str, status: int, body: Any, headers: dict[str, str] | None = None) -> dict:
    reason = {
        200: "OK",
        201: "Created",
        302: "Found",
        403: "Forbidden",
        404: "Not Found",
        410: "Gone",
        429: "Too Many Requests",
    }[status]
    text = body if isinstance(body, str | bytes) or body is None else json.dumps(body)
    content_type = {str: "text/plain; charset=utf-8", bytes: "application/zip"}.get(type(body), "application/json")
    return {
        "request": {"method": method, "uri": uri, "body": None, "headers": {"Accept": ["application/vnd.github+json"]}},
        "response": {
            "status": {"code": status, "message": reason},
            "headers": {"Content-Type": [content_type], **{k: [v] for k, v in (headers or {}).items()}},
            "body": {"string": text or ""},
        },
    }


def get(path: str, body: Any, status: int = 200, query: dict | None = None, headers: dict | None = None) -> dict:
    uri = f"{API}{path}" + (f"?{urlencode(query)}" if query else "")
    return interaction("GET", uri, status, body, {**RATE, **(headers or {})})


class Builder:
    def __init__(self, examples: Examples) -> None:
        self.ex = examples

    def repository(self) -> dict:
        repo = copy.deepcopy(self.ex.repo)
        repo.update(full_name=REPO, name="octo-repo", default_branch="main")
        return get(f"/repos/{REPO}", repo)

    def run(
        self,
        run_id: int,
        *,
        sha: str,
        branch: str,
        event: str,
        conclusion: str,
        created: datetime,
        attempt: int = 1,
        prs: tuple[int, ...] = (),
        name: str = "CI",
        workflow_id: int = 159038,
    ) -> dict:
        run = copy.deepcopy(self.ex.run)
        run.update(
            id=run_id,
            name=name,
            workflow_id=workflow_id,
            head_sha=sha,
            head_branch=branch,
            event=event,
            status="completed",
            conclusion=conclusion,
            run_attempt=attempt,
            created_at=iso(created),
            updated_at=iso(created + timedelta(minutes=12)),
            run_started_at=iso(created + timedelta(minutes=30 * (attempt - 1))),
            html_url=f"https://github.com/{REPO}/actions/runs/{run_id}",
            url=f"{API}/repos/{REPO}/actions/runs/{run_id}",
        )
        run["pull_requests"] = []
        for number in prs:
            reference = copy.deepcopy(self.ex.pull_request)
            reference.update(number=number, url=f"{API}/repos/{REPO}/pulls/{number}")
            reference["head"]["sha"] = sha
            reference["head"]["ref"] = branch
            run["pull_requests"].append(reference)
        return run

    def runs_page(
        self,
        runs: list[dict],
        page: int | None = None,
        next_page: int | None = None,
        total: int | None = None,
        headers: dict | None = None,
    ) -> dict:
        query = {"created": CREATED, "status": "completed", "per_page": 100}
        path = f"/repos/{REPO}/actions/runs"
        extra = dict(headers or {})
        if next_page:
            extra["Link"] = f'<{API}{path}?{urlencode({**query, "page": next_page})}>; rel="next"'
        if page:
            query = {**query, "page": page}
        body = {"total_count": total if total is not None else len(runs), "workflow_runs": runs}
        return get(path, body, query=query, headers=extra)

    def job(
        self,
        job_id: int,
        run: dict,
        name: str,
        conclusion: str,
        attempt: int = 1,
        minutes: int = 9,
        started: datetime | None = None,
    ) -> dict:
        job = copy.deepcopy(self.ex.job)
        begin = started or datetime.fromisoformat(run["created_at"].replace("Z", "+00:00")) + timedelta(
            minutes=(attempt - 1) * 30 + 1
        )
        job.update(
            id=job_id,
            run_id=run["id"],
            name=name,
            conclusion=conclusion,
            run_attempt=attempt,
            head_sha=run["head_sha"],
            head_branch=run["head_branch"],
            workflow_name=run["name"],
            started_at=iso(begin),
            completed_at=iso(begin + timedelta(minutes=minutes)),
            html_url=f"https://github.com/{REPO}/actions/runs/{run['id']}/job/{job_id}",
            url=f"{API}/repos/{REPO}/actions/jobs/{job_id}",
            run_url=f"{API}/repos/{REPO}/actions/runs/{run['id']}",
        )
        if conclusion != "success":
            for step in job["steps"]:
                if step["name"] == "Run Tests":
                    step["conclusion"] = conclusion
                elif step["number"] > 7:
                    step["conclusion"] = "skipped"
        return job

    def jobs_page(
        self,
        run_id: int,
        jobs: list[dict],
        page: int | None = None,
        next_page: int | None = None,
        total: int | None = None,
    ) -> dict:
        query = {"filter": "all", "per_page": 100}
        path = f"/repos/{REPO}/actions/runs/{run_id}/jobs"
        headers = {}
        if next_page:
            headers["Link"] = f'<{API}{path}?{urlencode({**query, "page": next_page})}>; rel="next"'
        if page:
            query = {**query, "page": page}
        return get(
            path, {"total_count": total if total is not None else len(jobs), "jobs": jobs}, query=query, headers=headers
        )

    def log_redirect(self, job_id: int, location: str | None = None) -> dict:
        return get(
            f"/repos/{REPO}/actions/jobs/{job_id}/logs",
            None,
            status=302,
            headers={"Location": location or self.ex.location},
        )

    def log_download(self, text: str, location: str | None = None) -> dict:
        return interaction("GET", location or self.ex.location, 200, text)

    def artifacts(self, run_id: int, ids: tuple[int, int]) -> dict:
        body = copy.deepcopy(self.ex.artifacts)
        for artifact, artifact_id in zip(body["artifacts"], ids, strict=True):
            artifact.update(
                id=artifact_id,
                url=f"{API}/repos/{REPO}/actions/artifacts/{artifact_id}",
                archive_download_url=f"{API}/repos/{REPO}/actions/artifacts/{artifact_id}/zip",
            )
            artifact["workflow_run"] = {**artifact["workflow_run"], "id": run_id}
        return get(f"/repos/{REPO}/actions/runs/{run_id}/artifacts", body, query={"per_page": 100})

    def comments(self, number: int, comments: list[dict]) -> dict:
        return get(f"/repos/{REPO}/issues/{number}/comments", comments, query={"per_page": 100})

    def comment(
        self,
        comment_id: int,
        number: int,
        body: str,
        login: str,
        created: datetime,
        reactions: dict[str, int] | None = None,
    ) -> dict:
        comment = copy.deepcopy(self.ex.comment)
        comment.update(
            id=comment_id,
            body=body,
            created_at=iso(created),
            updated_at=iso(created),
            html_url=f"https://github.com/{REPO}/pull/{number}#issuecomment-{comment_id}",
            issue_url=f"{API}/repos/{REPO}/issues/{number}",
            url=f"{API}/repos/{REPO}/issues/comments/{comment_id}",
        )
        comment["user"] = {**comment["user"], "login": login, "type": "Bot" if login.endswith("[bot]") else "User"}
        counts = {"+1": 0, "-1": 0, "laugh": 0, "confused": 0, "heart": 0, "hooray": 0, "eyes": 0, "rocket": 0}
        counts.update(reactions or {})
        comment["reactions"] = {"url": f"{comment['url']}/reactions", "total_count": sum(counts.values()), **counts}
        return comment

    def compare(self, base: str, head: str, files: list[str]) -> dict:
        body = copy.deepcopy(self.ex.compare)
        template = body["files"][0]
        body["files"] = [{**template, "filename": name, "status": "modified"} for name in files]
        return get(f"/repos/{REPO}/compare/{base}...{head}", body)

    def issue(self, number: int, body: str, login: str, label: str = "ci-health") -> dict:
        issue = copy.deepcopy(self.ex.issue)
        issue.pop("pull_request")
        issue.update(
            id=number,
            number=number,
            title="CI health report",
            body=body,
            url=f"{API}/repos/{REPO}/issues/{number}",
            html_url=f"https://github.com/{REPO}/issues/{number}",
            locked=False,
            active_lock_reason=None,
        )
        issue["user"] = {**issue["user"], "login": login, "type": "Bot" if login.endswith("[bot]") else "User"}
        issue["labels"] = [{**issue["labels"][0], "name": label, "description": None}]
        return issue


def zipped(name: str, text: str) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(zipfile.ZipInfo(name, date_time=(2026, 11, 24, 12, 0, 0)), text)
    return buffer.getvalue()


def error(status: int, message: str, headers: dict | None = None) -> tuple[int, dict, dict]:
    return status, {"message": message, "documentation_url": DOCS}, headers or {}


def sha(seed: str) -> str:
    return (seed * 40)[:40]


def write(name: str, provenance: list[str], interactions: list[dict]) -> None:
    data = {"provenance": provenance, "version": 1, "interactions": interactions}
    (HERE / name).write_text(yaml.safe_dump(data, sort_keys=False, width=120, allow_unicode=True), encoding="utf-8")


def ci_triage_comment(examples: Examples) -> str:
    """A real ci-triage PR comment: the analyser and renderer run over a corpus log."""
    from ci_triage.logs.analyse import Analyser
    from ci_triage.logs.report import triage_source
    from ci_triage.logs.source import open_log_source
    from ci_triage.report.markdown import render_markdown

    with open_log_source(str(examples.corpus / "scijava-maven-surefire-errors.log")) as source:
        report, _ = triage_source(source, Analyser.load(), 600)
    return render_markdown(report)


def main(shared: Path) -> None:
    ex = Examples(shared)
    b = Builder(ex)
    scijava = ex.log("scijava-maven-surefire-errors.log")
    prettier = ex.log("react-prettier-check.log")
    outage = ex.log("buildkit-bake-nydus-wget-502.log", [(0, 30), (1840, 1910), (-40, None)])
    bot = "github-actions[bot]"
    common = [
        "repository: changed copy of repos__get.json (full_name, default_branch main)",
        "runs: changed copies of actions__list-workflow-runs-for-repo.json workflow_runs[0]",
        "jobs: changed copies of actions__list-jobs-for-workflow-run.json jobs[0]",
        "log redirects: actions__download-job-logs-for-workflow-run.json (302 + Location, as published)",
    ]

    # 1. a flaky test: attempt 1 of run 1001 fails, attempt 2 passes on the same commit
    run = b.run(
        1001,
        sha=sha("a1"),
        branch="fix-parser",
        event="pull_request",
        conclusion="success",
        attempt=2,
        prs=(7,),
        created=at(1),
    )
    green = b.run(1002, sha=sha("b2"), branch="main", event="push", conclusion="success", created=at(2))
    comment = b.comment(9001, 7, ci_triage_comment(ex), bot, at(1, 10, 20), {"+1": 1})
    reply = b.comment(9002, 7, "Thanks, re-running.", "octocat", at(1, 10, 25))
    write(
        "flaky_rerun.yaml",
        [
            *common,
            "log: shared/corpus/gha/scijava-maven-surefire-errors.log, whole",
            "comments: changed copies of issues__list-comments.json; the bot's body is rendered by ci-triage itself",
        ],
        [
            b.repository(),
            b.runs_page([run, green]),
            b.jobs_page(
                1001, [b.job(5001, run, "test", "failure", attempt=1), b.job(5002, run, "test", "success", attempt=2)]
            ),
            b.log_redirect(5001),
            b.log_download(scijava),
            b.comments(7, [comment, reply]),
        ],
    )

    # 2. a persistent failure on the default branch: green run 2000, then three red runs of "lint"
    runs = [b.run(2000, sha=sha("c0"), branch="main", event="push", conclusion="success", created=at(0, 12))]
    runs += [
        b.run(2000 + i, sha=sha(f"c{i}"), branch="main", event="push", conclusion="failure", created=at(i, 12))
        for i in (1, 2, 3)
    ]
    interactions = [b.repository(), b.runs_page(runs)]
    interactions.append(b.jobs_page(2000, [b.job(6000, runs[0], "lint", "success")]))
    for i in (1, 2, 3):
        interactions.append(b.jobs_page(2000 + i, [b.job(6000 + i, runs[i], "lint", "failure", minutes=4)]))
    for i in (1, 2, 3):
        interactions.append(b.log_redirect(6000 + i))
    interactions.append(b.log_download(prettier))
    write(
        "persistent_default_branch.yaml",
        [*common, "log: shared/corpus/gha/react-prettier-check.log, whole"],
        interactions,
    )

    # 3. an infrastructure outage: the same 502 in six runs over four PRs and the default branch
    prs = (11, 12, 13, 14)
    runs = [
        b.run(
            3001 + i,
            sha=sha(f"d{i}"),
            branch=f"feature-{pr}",
            event="pull_request",
            conclusion="failure",
            prs=(pr,),
            created=at(3, 9 + i),
        )
        for i, pr in enumerate(prs)
    ]
    runs += [
        b.run(3005 + i, sha=sha(f"e{i}"), branch="main", event="push", conclusion="failure", created=at(3, 14 + i))
        for i in range(2)
    ]
    runs.append(b.run(3007, sha=sha("f1"), branch="main", event="push", conclusion="success", created=at(4, 9)))
    interactions = [b.repository(), b.runs_page(runs)]
    for index, run in enumerate(runs):
        conclusion = "success" if run["conclusion"] == "success" else "failure"
        interactions.append(b.jobs_page(run["id"], [b.job(7001 + index, run, "docker build", conclusion, minutes=15)]))
    for index in range(6):
        interactions.append(b.log_redirect(7001 + index))
    interactions.append(b.log_download(outage))
    for pr in prs:
        interactions.append(b.comments(pr, []))
    write(
        "infra_outage.yaml",
        [
            *common,
            "log: shared/corpus/gha/buildkit-bake-nydus-wget-502.log cut to lines 1-30, 1841-1910 and the "
            "last 40 (same category and fingerprint as the whole log)",
            "comments: empty pages",
        ],
        interactions,
    )

    # 4. a repository with no failures
    runs = [
        b.run(4001 + i, sha=sha(f"g{i}"), branch="main", event="push", conclusion="success", created=at(i + 1))
        for i in range(3)
    ]
    write("no_failures.yaml", common[:2], [b.repository(), b.runs_page(runs)])

    # 5. pagination: two pages of runs, two pages of jobs
    first = [
        b.run(
            5001, sha=sha("h1"), branch="docs-1", event="pull_request", conclusion="success", prs=(31,), created=at(1)
        ),
        b.run(
            5002, sha=sha("h2"), branch="docs-2", event="pull_request", conclusion="success", prs=(32,), created=at(2)
        ),
    ]
    second = [b.run(5003, sha=sha("h3"), branch="main", event="push", conclusion="failure", created=at(3))]
    write(
        "pagination.yaml",
        [*common, "Link headers: the next page's real URL in place of the example's", "log: react-prettier-check.log"],
        [
            b.repository(),
            b.runs_page(first, next_page=2, total=3),
            b.runs_page(second, page=2, total=3),
            b.jobs_page(5003, [b.job(8001, second[0], "build", "success")], next_page=2, total=2),
            b.jobs_page(5003, [b.job(8002, second[0], "lint", "failure")], page=2, total=2),
            b.log_redirect(8002),
            b.log_download(prettier),
        ],
    )

    # 6. a rate-limit stop: page 2 of the runs answers 429 with no requests remaining
    status, body, _ = error(429, "API rate limit exceeded")
    limited = get(
        f"/repos/{REPO}/actions/runs",
        body,
        status=status,
        query={"created": CREATED, "status": "completed", "per_page": 100, "page": 2},
        headers={"X-RateLimit-Remaining": "0", "Retry-After": "60"},
    )
    write(
        "rate_limit_stop.yaml",
        [*common[:2], "429: basic-error schema, headers as documented"],
        [b.repository(), b.runs_page(first, next_page=2, total=150), limited],
    )
    write(
        "rate_limit_low.yaml",
        [*common[:2], "x-ratelimit-remaining lowered to 4 on page 1"],
        [b.repository(), b.runs_page(first, next_page=2, total=150, headers={"X-RateLimit-Remaining": "4"})],
    )

    # 7. what cannot be seen: Actions disabled (404 on runs), an expired log (410)
    status, body, _ = error(404, "Not Found")
    write(
        "actions_disabled.yaml",
        [common[0], "404: basic-error schema with the published 'Not Found' message"],
        [
            b.repository(),
            get(
                f"/repos/{REPO}/actions/runs",
                body,
                status=404,
                query={"created": CREATED, "status": "completed", "per_page": 100},
            ),
        ],
    )
    red = b.run(5101, sha=sha("k1"), branch="main", event="push", conclusion="failure", created=at(5))
    status, body, _ = error(410, "Gone")
    write(
        "log_expired.yaml",
        [*common, "410: basic-error schema"],
        [
            b.repository(),
            b.runs_page([red]),
            b.jobs_page(5101, [b.job(8101, red, "test", "failure")]),
            get(f"/repos/{REPO}/actions/jobs/8101/logs", body, status=410),
        ],
    )

    # 9. JUnit test results from artifacts: the same tests fail in run 2301, pass in run 2302
    runs = [
        b.run(2300 + i, sha=sha(f"j{i}"), branch="main", event="push", conclusion="failure", created=at(i, 12))
        for i in (1, 2)
    ]
    junit = (ex.corpus / "junit" / "surefire-email-sample.xml").read_text(encoding="utf-8")
    passing = re.sub(r"<(failure|error)\b[^>]*?(/>|>.*?</\1>)", "", junit, flags=re.DOTALL)
    interactions = [b.repository(), b.runs_page(runs)]
    for i, run in enumerate(runs, start=1):
        interactions.append(b.jobs_page(run["id"], [b.job(6300 + i, run, "test", "failure")]))
        interactions.append(b.log_redirect(6300 + i))
        interactions.append(b.artifacts(run["id"], (2300 + 10 * i + 1, 2300 + 10 * i + 3)))
        location = ex.artifact_location.replace("/runs/176/", f"/runs/{2300 + 10 * i + 3}/")
        interactions.append(
            get(
                f"/repos/{REPO}/actions/artifacts/{2300 + 10 * i + 3}/zip",
                None,
                status=302,
                headers={"Location": location},
            )
        )
        interactions.append(
            interaction("GET", location, 200, zipped("surefire/TEST-email.xml", junit if i == 1 else passing))
        )
    interactions.append(b.log_download(scijava))
    write(
        "junit_artifacts.yaml",
        [
            *common,
            "artifacts: changed copies of actions__list-workflow-run-artifacts.json (ids; names as published)",
            "artifact download: actions__download-artifact.json 302, Location path changed per artifact",
            "artifact zips: shared/corpus/gha/junit/surefire-email-sample.xml; run 2302's copy has its "
            "<failure>/<error> elements removed (all pass)",
            "log: scijava-maven-surefire-errors.log",
        ],
        interactions,
    )

    # 8. the sticky issue: created, then updated in place (another user's issue with the marker is ignored)
    marker = "<!-- ci-triage:health-report -->"
    issues_query = {"state": "open", "labels": "ci-health", "per_page": 100}
    created = b.issue(42, f"{marker}\nfirst report", bot)
    impostor = b.issue(41, f"{marker}\ncopied by hand", "octocat")
    write(
        "sticky_issue_create.yaml",
        ["issues: changed copies of issue-example.json"],
        [
            get(f"/repos/{REPO}/issues", [impostor], query=issues_query),
            interaction("POST", f"{API}/repos/{REPO}/issues", 201, created, RATE),
        ],
    )
    updated = b.issue(42, f"{marker}\nsecond report", bot)
    write(
        "sticky_issue_update.yaml",
        ["issues: changed copies of issue-example.json"],
        [
            get(f"/repos/{REPO}/issues", [impostor, created], query=issues_query),
            interaction("PATCH", f"{API}/repos/{REPO}/issues/42", 200, updated, RATE),
        ],
    )
    status, body, _ = error(403, "Resource not accessible by integration")
    write(
        "sticky_issue_forbidden.yaml",
        ["403: basic-error schema, message from github/docs troubleshooting"],
        [
            get(f"/repos/{REPO}/issues", [], query=issues_query),
            interaction("POST", f"{API}/repos/{REPO}/issues", 403, body, RATE),
        ],
    )


if __name__ == "__main__":
    main(Path(sys.argv[1]))
