"""The built-in model for runs without a key: ``RuleDrivenModel`` rules (not a language model).

It drives the same harness, with the same tools, as a language model would: ``list_evidence``,
``read_evidence`` on the log excerpt item that holds the analyser's headline, ``log_lines`` around
the headline, then ``submit_diagnosis`` with a diagnosis built only from the evidence:

* root cause: the analyser's category, failing step, job and headline (and failed tests);
* category and confidence: the analyser's;
* attribution: the base-history verdict (:mod:`ci_triage.evidence.history`);
* claims: the headline line, the failing step's end marker, failed tests' lines and the log lines
  naming changed files — each quoting the exact cleaned, redacted log line it cites (read through
  the same :class:`~ci_triage.propose.joblogs.JobLogs` the tools use, so the verifier can check it
  verbatim), with the ids of the evidence items that hold it; with a checkout, the source lines the
  log points at that are in it (the repository's own files), each quoting that line as the
  verifier reads it (:mod:`ci_triage.evidence.checkout_lines`) — the action annotates them;
* suspected files: locations and failed-test files named in the log that the pull request changes;
  suspected commits: the collected commits that touched one of them.

No fix is suggested: nothing in the evidence states one. With no failing job log it finishes the
task with a handoff instead of a diagnosis.
"""

from __future__ import annotations

from pathlib import Path, PurePosixPath

from ci_triage.agent.errors import ToolError
from ci_triage.agent.llm.rules import Observation, Rule, RuleDrivenModel
from ci_triage.base.redact import redact_composed
from ci_triage.base.text import and_more
from ci_triage.evidence.checkout_lines import checkout_lines, relative_path
from ci_triage.evidence.history import HistoryVerdict
from ci_triage.evidence.model import Citation, Evidence, JobLog
from ci_triage.evidence.repository_paths import RepositoryPaths
from ci_triage.logs.extract import installed_path
from ci_triage.logs.model import JobReport
from ci_triage.logs.report import NAMED_FAILED_TESTS, test_label
from ci_triage.propose.diagnosis import Claim, Diagnosis
from ci_triage.propose.joblogs import JobLogs, primary_log
from ci_triage.propose.submit import SUBMIT_TOOL

CONTEXT_LINES = 3
"""Lines read on each side of the headline (chosen: a message's lead-in and its first details)."""
MAX_TEST_CLAIMS = 3
MAX_WORKFLOW_CLAIMS = 3
"""Findings about the failing step's workflow definition made claims (each cites its workflow line)."""
MAX_LOCATION_CLAIMS = 3
MAX_SOURCE_CLAIMS = 3
"""Source lines the log points at, quoted from the checkout (the first of the repository's own files)."""
MAX_SOURCE_BYTES = 1 << 20
"""Larger files are not read for a source claim (a generated or data file, not the code that failed)."""
MAX_QUOTE_CHARS = 1_000
"""A ``Claim.quote`` holds at most this many characters (the model's limit); longer lines are cut,
which keeps the quote a verbatim part of the line."""


RUNNER_PATHS = RepositoryPaths(None)
"""A path as the repository's without reading a checkout: a runner's checkout folder left out
(``/home/runner/work/<repo>/<repo>/``); evidence collected with a checkout has its paths so already."""

DETERMINISTIC_NAME = "ci-triage-deterministic"
"""The built-in model's name in events and traces."""

NO_FAILURE = "No failing job log in the evidence, so there is nothing to diagnose from; a person should look."


def deterministic_model(
    evidence: Evidence, logs: JobLogs, verdict: HistoryVerdict, repository: Path | None = None
) -> RuleDrivenModel:
    """A ``RuleDrivenModel`` that reads the top of the evidence and submits
    :func:`evidence_diagnosis` (see the module docstring); named :data:`DETERMINISTIC_NAME`."""
    log = primary_log(evidence.logs)
    diagnosis = evidence_diagnosis(evidence, logs, verdict, repository)
    top = _top_item(evidence, log)
    centre = log.report.headline_line if log else None

    def submit(_obs: Observation) -> list[tuple[str, dict]]:
        if diagnosis is None:
            return [("finish_task", {"summary": NO_FAILURE})]
        return [(SUBMIT_TOOL, diagnosis.model_dump(mode="json", exclude_none=True))]

    rules = [
        Rule("survey", lambda obs: obs.last_tool is None, lambda _obs: [("list_evidence", {})]),
        Rule(
            "read-top-excerpt",
            lambda obs: obs.last_tool == "list_evidence" and top is not None,
            lambda _obs: [("read_evidence", {"id": top})],
        ),
    ]
    if log is not None and centre is not None:
        context = {"start": max(1, centre - CONTEXT_LINES), "end": centre + CONTEXT_LINES, "job": log.job.name}
        rules.append(
            Rule(
                "headline-context",
                lambda obs: obs.last_tool in ("list_evidence", "read_evidence"),
                lambda _obs: [("log_lines", context)],
            )
        )
    rules.append(Rule("submit", lambda obs: obs.last_tool != SUBMIT_TOOL, submit))
    # a rejected submission is not retried: no rule matches, and the model hands off
    return RuleDrivenModel(rules=rules, name=DETERMINISTIC_NAME)


MAX_OTHER_JOBS = 4
"""Other failed jobs quoted with their headline line (the analyser details as many; see logs.report)."""


def evidence_diagnosis(
    evidence: Evidence, logs: JobLogs, verdict: HistoryVerdict, repository: Path | None = None
) -> Diagnosis | None:
    """The diagnosis the evidence alone supports, or ``None`` without a failing job log; source
    lines are cited from ``repository`` (the checkout) when it is given."""
    log = primary_log(evidence.logs)
    if log is None or not log.report.failure_found:
        return None
    report = log.report
    changed = {f.filename for f in evidence.changed_files}
    claims: list[Claim] = []

    def cite(line: int | None, statement: str, *extra_ids: str) -> None:
        claim = _log_claim(evidence, logs, log, line, statement, list(extra_ids))
        if claim is not None and all(c.citation != claim.citation for c in claims):
            claims.append(claim)

    cite(report.headline_line, "The failing step reports this error.")
    suspected: list[str] = []
    for location in report.locations:
        path = _changed_path(location.file, changed)
        if path is None:
            continue
        if path not in suspected:
            suspected.append(path)
        if len([c for c in claims if "this pull request changes" in c.statement]) < MAX_LOCATION_CLAIMS:
            where = f"{path}:{location.line}" if location.line else path
            cite(
                location.log_line,
                f"The log names {where}, a file this pull request changes.",
                *_diff_ids(evidence, path),
            )
    if not suspected:
        own = [loc for loc in report.locations if not installed_path(loc.file)]
        pointed = next((loc for loc in own if loc.line), own[0] if own else None)
        if pointed is not None:
            path = RUNNER_PATHS.path(pointed.file)
            cite(
                pointed.log_line,
                f"The log points at {path}:{pointed.line}." if pointed.line else f"The log points at {path}.",
            )
    claims.extend(_source_claims(report, logs, repository))
    step = report.failing_step
    if step is not None:
        cite(step.end_line, f"The step “{step.name}” ends the job with this marker.")
    for test in [t for t in report.failed_tests if t.source == "log" and t.log_line][:MAX_TEST_CLAIMS]:
        happened = (
            f"The test file {test.name} failed to collect"
            if test.kind == "collection"
            else f"The test {test.name} failed"
        )
        cite(test.log_line, happened + (f" in step “{test.step}”." if test.step else "."))
    claims.extend(_workflow_claims(evidence))
    for test in report.failed_tests:
        path = _changed_path(test.file or test.name.split("::")[0], changed)
        if path is not None and path not in suspected:
            suspected.append(path)
    for other in [o for o in evidence.logs if o is not log and o.report.failure_found][:MAX_OTHER_JOBS]:
        other_category = other.report.classification.category
        claim = _log_claim(
            evidence,
            logs,
            other,
            other.report.headline_line,
            f"The job “{other.job.name}” failed too ({other_category}).",
            [],
        )
        if claim is not None:
            claims.append(claim)
    if verdict.evidence:
        claims.append(
            Claim(
                statement=f"Base branch: {verdict.reason}.",
                citation=evidence.item(verdict.evidence[0]).citation,  # type: ignore[union-attr]
                evidence=verdict.evidence,
            )
        )
    commits = [c.sha for c in evidence.commits if any(path in c.files for path in suspected)]
    return Diagnosis(
        root_cause=redact_composed(_root_cause(log)),  # of the report's pieces, redacted when read
        category=report.classification.category,
        attribution=verdict.attribution,
        confidence=report.classification.confidence,
        claims=claims[:20],
        suspected_commits=commits,
        suspected_files=suspected,
    )


def _source_claims(report: JobReport, logs: JobLogs, repository: Path | None) -> list[Claim]:
    """A ``file`` claim for each of the first :data:`MAX_SOURCE_CLAIMS` source lines the log points
    at that the checkout holds (the repository's own files, not installed ones), quoting the line
    (redacted) as the verifier reads it; none without a checkout."""
    if repository is None:
        return []
    claims: list[Claim] = []
    seen: set[tuple[str, int]] = set()
    for location in report.locations:
        path = RUNNER_PATHS.path(location.file)
        if not location.line or (path, location.line) in seen or installed_path(path):
            continue
        if not relative_path(path) or not _small_file(repository / path):
            continue
        lines, _why = checkout_lines(repository, path, (location.line, location.line))
        quote = logs.redactor(lines[0]).strip()[:MAX_QUOTE_CHARS] if lines else ""
        if not quote:
            continue
        seen.add((path, location.line))
        claims.append(
            Claim(
                statement=f"The failing step's log points at this line ({path}:{location.line}).",
                citation=Citation(kind="file", path=path, start_line=location.line, end_line=location.line),
                quote=quote,
            )
        )
        if len(claims) == MAX_SOURCE_CLAIMS:
            break
    return claims


def _small_file(path: Path) -> bool:
    """Whether ``path`` is a file of at most :data:`MAX_SOURCE_BYTES` (``False`` when it cannot be read)."""
    try:
        return path.is_file() and path.stat().st_size <= MAX_SOURCE_BYTES
    except OSError:
        return False


def _workflow_claims(evidence: Evidence) -> list[Claim]:
    """One claim per finding about the failing step's definition, citing its workflow line."""
    claims = []
    for item in evidence.items:
        if item.kind != "workflow_step" or evidence.workflow_step is None:
            continue
        line = next(
            (
                part
                for part in evidence.workflow_step.lines
                if part.finding
                and part.start_line == item.citation.start_line
                and item.summary.startswith(part.summary)
            ),
            None,
        )
        if line is None:
            continue
        quote = next((text.strip() for text in item.text.split("\n") if text.strip()), None)
        statement = f"The workflow file: {line.summary}."
        claims.append(Claim(statement=statement, citation=item.citation, quote=quote, evidence=[item.id]))
    return claims[:MAX_WORKFLOW_CLAIMS]


def _root_cause(log: JobLog) -> str:
    report = log.report
    category = report.classification.category
    step = f" in step “{report.failing_step.name}”" if report.failing_step else ""
    text = f"{category[0].upper()}{category[1:]}{step} of job “{log.job.name}”"
    if report.headline:
        text += f": {report.headline}"
    tests = report.step_failed_tests  # not another failed step's tests
    if tests:
        names = ", ".join(test_label(t) for t in tests[:NAMED_FAILED_TESTS])
        text += f". Failed tests: {names}{and_more(len(tests), NAMED_FAILED_TESTS)}"
    return text[:2_000]


def _log_claim(
    evidence: Evidence, logs: JobLogs, log: JobLog, line: int | None, statement: str, extra_ids: list[str]
) -> Claim | None:
    """A claim quoting log line ``line`` as the tools show it; ``None`` if the line is blank, absent
    or unreadable (the downloaded log is gone or broken)."""
    if line is None:
        return None
    try:
        text = logs.line(log, line)
    except ToolError:  # the log cannot be re-read: nothing can be quoted from it
        return None
    if text is None or not text.strip():
        return None
    step = next((s.step for s in log.report.excerpt if s.start_line <= line <= s.end_line), None)
    if step is None and log.report.failing_step and log.report.failing_step.start_line <= line:
        step = log.report.failing_step.name
    citation = Citation(
        kind="log",
        job=log.job.name,
        job_id=log.job.id,
        step=step,
        member=log.report.member,
        start_line=line,
        end_line=line,
    )
    return Claim(
        statement=statement,
        citation=citation,
        quote=text.strip()[:MAX_QUOTE_CHARS],
        evidence=[*_log_ids(evidence, log, line), *extra_ids],
    )


def _top_item(evidence: Evidence, log: JobLog | None) -> str | None:
    """The log excerpt item holding the headline line, else the first log excerpt item."""
    excerpts = [item for item in evidence.items if item.kind == "log_excerpt"]
    centre = log.report.headline_line if log else None
    if log is not None and centre is not None:
        holding = _log_ids(evidence, log, centre)
        if holding:
            return holding[0]
    return excerpts[0].id if excerpts else None


def _log_ids(evidence: Evidence, log: JobLog, line: int) -> list[str]:
    """Ids of the log excerpt items of ``log`` whose cited range holds ``line``."""
    return [
        item.id
        for item in evidence.items
        if item.kind == "log_excerpt"
        and item.citation.job in (log.job.name, None)
        and (item.citation.start_line or 0) <= line <= (item.citation.end_line or item.citation.start_line or 0)
    ]


def _diff_ids(evidence: Evidence, path: str) -> list[str]:
    return [item.id for item in evidence.items if item.kind == "changed_file" and item.citation.path == path]


def _changed_path(name: str, changed: set[str]) -> str | None:
    """The changed file ``name`` refers to: the same path, or an absolute or longer path ending in
    it (``/home/runner/work/repo/repo/src/a.py`` is ``src/a.py``) outside installed packages;
    ``None`` if none."""
    path = name.strip().removeprefix("./")
    if path in changed:
        return path
    if installed_path(path):
        return None  # an installed copy of a package, not the checkout's file
    parts = PurePosixPath(path).parts
    return next((c for c in sorted(changed) if parts[-len(PurePosixPath(c).parts) :] == PurePosixPath(c).parts), None)
