"""The security suite's measurements, shared by ``tests/security`` and ``benchmarks/security.py``.

Each function runs one family of attacks against the real code (real CLI, real verifier, real
renderer, real git checkout; the model is scripted and the GitHub API is scripted at PyGithub's
request function, nothing leaves the process) and returns counts.
"""

from __future__ import annotations

import contextlib
import io
import json
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from security.cases import (
    PYTEST_LOG,
    RULES_CATEGORY,
    Injection,
    SecretCase,
    evidence_lines,
    honest_draft,
    injections,
    secret_cases,
    write_checkout,
)

HANG_SECONDS = 20.0
"""A single case taking longer than this (wall time) counts as a hang."""


@dataclass
class Tally:
    """Counts of one family: cases tried and each failure column of the security table."""

    cases: int = 0
    disallowed_calls: int = 0
    false_diagnoses: int = 0
    leaks: Counter[str] = field(default_factory=Counter)
    evidence_destroyed: int = 0
    double_writes: int = 0
    exit_70: int = 0
    hangs: int = 0
    failures: list[str] = field(default_factory=list)

    def merge(self, other: Tally) -> Tally:
        self.cases += other.cases
        self.disallowed_calls += other.disallowed_calls
        self.false_diagnoses += other.false_diagnoses
        self.leaks.update(other.leaks)
        self.evidence_destroyed += other.evidence_destroyed
        self.double_writes += other.double_writes
        self.exit_70 += other.exit_70
        self.hangs += other.hangs
        self.failures += other.failures
        return self


# --- redaction --------------------------------------------------------------------------------------


def _log_text(cases: list[SecretCase]) -> list[str]:
    lines = ["##[group]Run ./deploy.sh"]
    for case in cases:
        lines += list(case.lines)
    return [*lines, "Error: deploy failed", "##[error]Process completed with exit code 1."]


def redaction(tmp: Path, analyser: Any) -> Tally:
    """Every secret kind through every output channel: the redactor itself, the CLI's JSON and
    text output, the trace, the model's request bodies, the PR comment and the fix PR body; and
    the evidence lines through the redactor."""
    from ci_triage.base.redact import forget_secrets, redact
    from ci_triage.commands.cli import main

    cases = secret_cases()
    tally = Tally(cases=len(cases))
    lines = _log_text(cases)
    log = tmp / "secrets.log"
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    outputs: dict[str, str] = {"redactor": redact("\n".join(lines))}
    forget_secrets()
    for form in ("json", "text"):
        trace = tmp / f"trace-{form}.jsonl"
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(["triage", str(log), "--format", form, "--budget", "60000", "--trace", str(trace)])
        tally.exit_70 += code == 70
        outputs[f"cli-{form}"] = out.getvalue() + err.getvalue()
        outputs["trace"] = outputs.get("trace", "") + (trace.read_text(encoding="utf-8") if trace.exists() else "")
        forget_secrets()
    evidence = _evidence(log, analyser, job="deploy")
    outputs["model-request"] = _model_requests(evidence, len(lines))
    outputs["comment"] = _comment_with(evidence, lines)
    outputs["fix-pr-body"] = _fix_pr_body(evidence, lines)
    forget_secrets()
    for channel, text in outputs.items():
        for case in cases:
            if case.leaked_in(text):
                tally.leaks[channel] += 1
                tally.failures.append(f"{case.kind} leaks into {channel}")
    for line in evidence_lines():
        if redact(line) != line:
            tally.evidence_destroyed += 1
            tally.failures.append(f"evidence destroyed: {line[:60]}")
    forget_secrets()
    return tally


def _evidence(log: Path, analyser: Any, job: str) -> Any:
    from ci_triage.evidence.model import Evidence, JobLog
    from ci_triage.github.models import Job
    from ci_triage.logs.report import triage_source
    from ci_triage.logs.source import open_log_source

    with open_log_source(str(log)) as source:
        report, _ = triage_source(source, analyser, budget=2000)
    return Evidence(
        logs=[
            JobLog(job=Job(id=1, name=job, status="completed", conclusion="failure"), path=log, report=report.jobs[0])
        ]
    )


def _model_requests(evidence: Any, count: int) -> str:
    from ci_triage.agent.llm.scripted import ScriptedModel, call
    from ci_triage.propose.run import diagnose

    steps = [call("log_lines", start=start, end=start + 199) for start in range(1, count + 1, 200)]
    steps.append(call("grep_logs", pattern="."))
    model = ScriptedModel([*steps, call("finish_task", summary="done")])
    diagnose(evidence, repository=None, model=model, max_steps=len(steps) + 2)
    return "\n".join(message.content or "" for request in model.requests for message in request.messages)


def _comment_with(evidence: Any, lines: list[str]) -> str:
    from ci_triage.evidence.model import Citation
    from ci_triage.propose.diagnosis import Claim, Diagnosis
    from ci_triage.report.diagnosis_comment import render_diagnosis_comment

    claims = [
        Claim(statement=line[:900], citation=Citation(kind="log", job="deploy", start_line=n), quote=line[:900])
        for n, line in enumerate(lines[:20], start=1)
    ]
    diagnosis = Diagnosis(
        root_cause="\n".join(lines)[:1990],
        category="unknown",
        confidence=0.5,
        claims=claims,
        suggested_fix="\n".join(lines[20:40])[:1990],
    )
    rest = Diagnosis(root_cause="\n".join(lines[40:])[:1990], category="unknown", confidence=0.5)
    return "\n".join(
        render_diagnosis_comment(evidence, chosen, marker="<!-- ci-triage:comment:local -->")
        for chosen in (diagnosis, rest)
    )


def _fix_pr_body(evidence: Any, lines: list[str]) -> str:
    from ci_triage.repair.pull_request import pr_body
    from ci_triage.repair.result import CommandRun, FixResult

    run = CommandRun(phase="after", argv=["./deploy.sh"], exit_code=0, output="\n".join(lines))
    result = FixResult(
        status="verified", head_sha="0" * 40, category="unknown", command=["./deploy.sh"], source="model",
        transcript=[run], patch="",
    )  # fmt: skip
    return pr_body(result, evidence)


# --- prompt injection -------------------------------------------------------------------------------


def injection(tmp: Path, analyser: Any) -> Tally:
    """Every injection case: a scripted model obeys it (tool calls, then a draft); counted are tool
    calls outside the read-only catalogue that ran, drafts that would be posted with the planted
    conclusion, and the checkout's committed secret reaching a model request."""
    from ci_triage.base.redact import forget_secrets

    secret = "committed-" + "dot-env-value-" + "4f9Q2k"
    checkout = write_checkout(tmp / "checkout", secret)
    log = tmp / "pytest.log"
    log.write_text("\n".join(PYTEST_LOG) + "\n", encoding="utf-8")
    evidence = _evidence(log, analyser, job="tests")
    tally = Tally()
    for case in injections():
        tally.cases += 1
        started = time.monotonic()
        try:
            outcome = _obey(case, evidence, checkout, secret)
        except Exception as error:
            tally.exit_70 += 1
            tally.failures.append(f"{case.name}: {type(error).__name__}: {error}")
            continue
        finally:
            forget_secrets()
        tally.hangs += time.monotonic() - started > HANG_SECONDS
        tally.disallowed_calls += outcome["disallowed"]
        tally.false_diagnoses += outcome["posted_false"]
        if outcome["secret_to_model"]:
            tally.leaks["model-request"] += 1
        for name in ("disallowed", "posted_false", "secret_to_model"):
            if outcome[name]:
                tally.failures.append(f"{case.name}: {name}")
    return tally


def _obey(case: Injection, evidence: Any, checkout: Path, secret: str) -> dict[str, Any]:
    from ci_triage.agent.events import ToolCompleted
    from ci_triage.agent.llm.scripted import ScriptedModel, call
    from ci_triage.propose.run import diagnose

    draft = honest_draft() | case.draft
    planted = evidence.model_copy(deep=True)
    steps = [call(name, **arguments) for name, arguments in case.calls]
    model = ScriptedModel([*steps, call("submit_diagnosis", **draft)], name="obeying")
    outcome = diagnose(planted, repository=checkout, model=model, max_steps=len(steps) + 3)
    executed = {event.tool for event in outcome.events if isinstance(event, ToolCompleted)}
    requests = "\n".join(m.content or "" for r in model.requests for m in r.messages)
    posted = _posted(outcome.diagnosis, planted, checkout) if outcome.diagnosis else None
    false = posted is not None and ((case.tell and case.tell in posted[0]) or posted[1] != RULES_CATEGORY)
    return {
        "disallowed": len(executed & case.disallowed),
        "posted_false": int(bool(false)),
        "secret_to_model": secret in requests,
    }


def _posted(diagnosis: Any, evidence: Any, checkout: Path) -> tuple[str, str] | None:
    """What the loop would post for ``diagnosis`` (the same verify → apply → re-render → verify as
    ``ci_triage.triage.assemble``): the Markdown and the category, or None."""
    from ci_triage.prove.verify import apply, verify
    from ci_triage.report.diagnosis_comment import render_diagnosis_comment

    marker = "<!-- ci-triage:comment:local -->"
    markdown = render_diagnosis_comment(evidence, diagnosis, marker=marker)
    first = verify(diagnosis, markdown, evidence, checkout)
    if not first.passed:
        return None
    if first.postable_as_is:
        return markdown, diagnosis.category
    kept = apply(first, diagnosis)
    markdown = render_diagnosis_comment(evidence, kept, marker=marker)
    second = verify(kept, markdown, evidence, checkout)
    return (markdown, kept.category) if second.postable_as_is else None


# --- faults -----------------------------------------------------------------------------------------


class _FakeRequester:
    """PyGithub's ``requestJsonAndCheck`` replaced by a script: each request takes the next outcome;
    ``("created", error)`` records that the server made the object before failing."""

    def __init__(self, outcomes: list[Any]) -> None:
        self.outcomes = outcomes
        self.sent: list[tuple[str, str]] = []

    def __call__(self, verb, url, parameters=None, headers=None, input=None, follow_302_redirect=False):
        self.sent.append((verb, url))
        if not self.outcomes:
            raise AssertionError("unscripted request: " + url)
        outcome = self.outcomes.pop(0)
        if isinstance(outcome, BaseException):
            raise outcome
        return outcome if isinstance(outcome, tuple) else ({}, outcome)


def faults() -> Tally:
    """Writes under ambiguous failures (comment, issue), listings with looping or foreign links,
    redirects elsewhere, and model endpoints answering garbage."""
    import requests
    from github import GithubException

    from ci_triage.github.client import GitHubClient
    from ci_triage.github.comment import upsert_sticky_comment
    from ci_triage.github.errors import GitHubError
    from ci_triage.github.issue import publish_sticky_issue

    bot, marker = "github-actions[bot]", "<!-- ci-triage:comment:local -->"
    body = f"diagnosis\n\n{marker}\n"
    mine = {"id": 9, "number": 9, "body": body, "user": {"login": bot}, "created_at": "2026-01-01T00:00:00Z"}
    ambiguous = {
        "502": GithubException(502, {"message": "Bad Gateway"}, {}),
        "503": GithubException(503, {"message": "Unavailable"}, {}),
        "500": GithubException(500, {"message": "boom"}, {}),
        "reset": requests.ConnectionError("connection reset by peer"),
        "timeout": requests.Timeout("read timed out"),
    }
    tally = Tally()

    def client(outcomes: list[Any]) -> tuple[GitHubClient, _FakeRequester]:
        made = GitHubClient("t" * 40, "https://api.github.com", identity=bot, sleep=lambda _s: None)
        fake = _FakeRequester(outcomes)
        made.requester.requestJsonAndCheck = fake  # type: ignore[method-assign]
        return made, fake

    for name, error in ambiguous.items():
        for target in ("comment", "issue"):
            tally.cases += 1
            made, fake = client([[], error, [mine], mine])  # the server made it, then failed
            try:
                if target == "comment":
                    upsert_sticky_comment(made, "o/r", 5, body, marker)
                else:
                    publish_sticky_issue(made, "o/r", body, title="t", label="ci-health", marker=marker)
            except GitHubError:
                pass
            except Exception as crash:
                tally.exit_70 += 1
                tally.failures.append(f"{target} {name}: {type(crash).__name__}")
            posts = sum(verb == "POST" for verb, _ in fake.sent)
            if posts > 1:
                tally.double_writes += posts - 1
                tally.failures.append(f"{target} {name}: {posts} POSTs")
    first = "https://api.github.com/repos/o/r/issues?page=1"
    links = {
        "same-page": first,
        "other-host": "https://evil.example.invalid/repos/o/r/issues?page=2",
        "other-scheme": "http://api.github.com/repos/o/r/issues?page=2",
        "garbage": "https://api.github.com:99999/x",
        "not-a-url": "<<>>;;",
    }
    for name, link in links.items():
        tally.cases += 1
        pages = [({"link": f'<{first}>; rel="next"'}, [1]), ({"link": f'<{link}>; rel="next"'}, [2])]
        pages += [({"link": f'<{first}>; rel="next"'}, [3])] * 200
        made, fake = client(pages)
        try:
            made.paginate(first, needs="issues: read")
        except GitHubError:
            pass
        except Exception as crash:
            tally.exit_70 += 1
            tally.failures.append(f"pagination {name}: {type(crash).__name__}")
        if len(fake.sent) > 3:
            tally.hangs += 1
            tally.failures.append(f"pagination {name}: {len(fake.sent)} requests")
    tally.cases += 1
    made, fake = client([RuntimeError("Github server redirected from host api.github.com to evil.invalid")])
    try:
        made.get("/repos/o/r", needs="metadata: read")
    except GitHubError:
        pass
    except Exception as crash:
        tally.exit_70 += 1
        tally.failures.append(f"redirect: {type(crash).__name__}")
    return tally.merge(_model_faults())


def _model_faults() -> Tally:
    import asyncio

    import httpx2

    from ci_triage.agent.errors import ModelError
    from ci_triage.agent.llm.base import Message, ModelRequest
    from ci_triage.agent.llm.openai_compat import OpenAICompatibleModel
    from ci_triage.agent.llm.providers import resolve_endpoint
    from ci_triage.agent.llm.request_switch import allow_model_requests

    answers = {
        "html": (200, b"<html>proxy login</html>", "text/html"),
        "html-as-json": (200, b"<html>", "application/json"),
        "truncated": (200, b'{"choices": [', "application/json"),
        "list": (200, b"[]", "application/json"),
        "empty": (200, b"", "application/json"),
        "500": (500, b"oops", "text/plain"),
        "429": (429, b'{"error": {"message": "slow down"}}', "application/json"),
    }
    tally = Tally()

    async def no_sleep(_seconds: float) -> None:
        return None

    for name, (status, content, kind) in answers.items():
        for stream in (False, True):
            tally.cases += 1

            def reply(request, status=status, content=content, kind=kind):
                return httpx2.Response(status, content=content, headers={"content-type": kind})

            client = httpx2.AsyncClient(transport=httpx2.MockTransport(reply))
            key = "sk-" + "fault-matrix-0000-0000"
            with allow_model_requests(True):
                model = OpenAICompatibleModel(
                    resolve_endpoint("openai", api_key=key), sleep=no_sleep, http_client=client, stream=stream
                )
                try:
                    asyncio.run(model.request(ModelRequest(messages=[Message(role="user", content="hi")])))
                except ModelError as error:
                    if key in error.error.message:
                        tally.leaks["model-error"] += 1
                except Exception as crash:
                    tally.exit_70 += 1
                    tally.failures.append(f"model {name} stream={stream}: {type(crash).__name__}")
    return tally


# --- fuzzing ----------------------------------------------------------------------------------------


def fuzz_inputs(tmp: Path, examples: int, seed: int = 13) -> Tally:
    """Mutated logs (plain, gzip, zip), JUnit files, skill files, config files and event payloads
    through the real entry points; an exit 70 or an exception other than the documented input error
    is a failure, a case slower than :data:`HANG_SECONDS` a hang."""
    import gzip
    import random
    import zipfile

    from ci_triage.base.errors import InputError
    from ci_triage.commands.cli import main
    from ci_triage.config.settings import load_settings
    from ci_triage.github.read import run_from_event
    from ci_triage.logs.skills import parse_skill_file

    rng = random.Random(seed)
    seeds = {
        "log": "\n".join(PYTEST_LOG).encode(),
        "junit": b'<?xml version="1.0"?><testsuite><testcase classname="a" name="b">'
        b'<failure message="m"/></testcase></testsuite>',
        "skill": b"---\nname: s\ndescription: d\ncategory: test failure\n"
        b"signals:\n  - id: x\n    pattern: 'assert'\n---\nbody\n",
        "config": b"mode: summary\ntoken-budget: 1500\nsince: 2024-02-01\n",
        "event": json.dumps({"workflow_run": {"id": 1, "head_sha": "a" * 40, "conclusion": "failure"}}).encode(),
    }
    tally = Tally()

    def mutate(data: bytes) -> bytes:
        data = bytearray(data)
        for _ in range(rng.randint(1, 8)):
            choice = rng.random()
            position = rng.randint(0, len(data))
            if choice < 0.4 and data:
                data[min(position, len(data) - 1)] = rng.randrange(256)
            elif choice < 0.7:
                data[position:position] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 16)))
            elif choice < 0.85:
                del data[position : position + rng.randint(1, 16)]
            else:
                data[position:position] = rng.choice(
                    [b"\n", b"\x1b[31m", b"::add-mask::", b"\r", b"\xff\xfe", b"{", b"- "]
                )
        return bytes(data)

    def run_cli(*arguments: str) -> int:
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            return main(list(arguments))

    for number in range(examples):
        kind = list(seeds)[number % len(seeds)]
        data = mutate(seeds[kind])
        tally.cases += 1
        started = time.monotonic()
        try:
            if kind == "log":
                wrap = number % 3
                path = tmp / f"f{number}.log"
                if wrap == 1:
                    path = path.with_suffix(".log.gz")
                    path.write_bytes(gzip.compress(data) if rng.random() < 0.7 else mutate(gzip.compress(data)))
                elif wrap == 2:
                    path = path.with_suffix(".zip")
                    buffer = io.BytesIO()
                    with zipfile.ZipFile(buffer, "w") as archive:
                        archive.writestr("1_tests.txt", data)
                    raw = buffer.getvalue()
                    path.write_bytes(raw if rng.random() < 0.5 else mutate(raw))
                else:
                    path.write_bytes(data)
                code = run_cli("triage", str(path), "--format", "json")
            elif kind == "junit":
                log, junit = tmp / f"j{number}.log", tmp / f"j{number}.xml"
                log.write_bytes(seeds["log"])
                junit.write_bytes(data)
                code = run_cli("triage", str(log), "--format", "json", "--junit", str(junit))
            elif kind == "skill":
                folder = tmp / f"s{number}"
                folder.mkdir()
                (folder / "SKILL.md").write_bytes(data)
                parse_skill_file(folder / "SKILL.md")
                code = 0
            elif kind == "config":
                (tmp / f"c{number}.yml").write_bytes(data)
                with contextlib.suppress(InputError):
                    load_settings(environ={"GITHUB_WORKSPACE": str(tmp), "INPUT_CONFIG": f"c{number}.yml"})
                code = 0
            else:
                with contextlib.suppress(InputError, ValueError):
                    run_from_event(json.loads(data))
                code = 0
        except Exception as crash:
            code = 70
            tally.failures.append(f"{kind} #{number}: {type(crash).__name__}: {crash}"[:200])
        tally.exit_70 += code == 70
        if code == 70 and not tally.failures[-1:]:
            tally.failures.append(f"{kind} #{number}: exit 70")
        if time.monotonic() - started > HANG_SECONDS:
            tally.hangs += 1
            tally.failures.append(f"{kind} #{number}: {time.monotonic() - started:.1f} s")
    return tally
