"""With no model configured, the built-in deterministic model drives the same harness and submits a
diagnosis built only from evidence, whose quotes the verifier can find verbatim at their lines."""

from __future__ import annotations

import zipfile
from pathlib import Path

from ci_triage.agent.llm.replay import ReplayModel
from ci_triage.base.redact import redact
from ci_triage.evidence.model import Evidence
from ci_triage.github.models import BaseBranchRun
from ci_triage.logs.clean import clean_line
from ci_triage.propose import deterministic, diagnose
from ci_triage.propose.deterministic import NO_FAILURE
from ci_triage.propose.rules import rules_draft
from ci_triage.prove.verify import verify

from .conftest import CHANGED, JOB, build_evidence, changed_file, pull_request


def line_as_downloaded(log: Path, number: int) -> str:
    """Line ``number`` (1-based, split on \\n) as a verifier re-reads it: cleaned and redacted."""
    raw = log.read_bytes().split(b"\n")[number - 1]
    return redact(clean_line(raw.decode("utf-8", "replace")).text)


def tool_calls(outcome) -> list[str]:
    return [event.tool for event in outcome.events if event.type == "tool.started"]


def test_quotes_appear_verbatim_at_their_cited_lines(syntax_evidence: Evidence, syntax_log: Path):
    outcome = diagnose(syntax_evidence, repository=None)

    diagnosis = outcome.diagnosis
    assert diagnosis is not None, outcome.reason
    log_claims = [claim for claim in diagnosis.claims if claim.citation.kind == "log"]
    assert len(log_claims) >= 3
    for claim in log_claims:
        assert claim.citation.start_line == claim.citation.end_line
        assert claim.quote, claim
        assert claim.quote in line_as_downloaded(syntax_log, claim.citation.start_line)
        assert claim.citation.job == JOB.name
        assert all(syntax_evidence.item(i) is not None for i in claim.evidence)
    assert "SyntaxError: invalid syntax" in (log_claims[0].quote or "")


def test_the_rules_draft_is_what_the_rule_driven_run_submits_without_running_the_harness(
    syntax_evidence: Evidence,
):
    draft = rules_draft(syntax_evidence)
    assert draft.diagnosis is not None, draft.reason
    assert draft.diagnosis == diagnose(syntax_evidence, repository=None).diagnosis
    assert (draft.drafter, draft.events, draft.first_request_tokens) == ("deterministic", (), None)


def test_it_reads_the_evidence_through_the_tools_then_submits(syntax_evidence: Evidence):
    outcome = diagnose(syntax_evidence, repository=None)

    assert outcome.model == "ci-triage-deterministic"
    assert outcome.drafter == "deterministic"
    assert outcome.first_request_tokens == outcome.first_request.total
    assert tool_calls(outcome) == ["list_evidence", "read_evidence", "log_lines", "submit_diagnosis"]
    assert outcome.status == "completed"
    assert outcome.stop_reason == "completed"
    assert outcome.reason is None


def test_category_confidence_and_files_come_from_the_analysis(syntax_evidence: Evidence):
    report = syntax_evidence.logs[0].report

    diagnosis = diagnose(syntax_evidence, repository=None).diagnosis

    assert diagnosis is not None
    assert diagnosis.category == report.classification.category == "compile/build error"
    assert diagnosis.confidence == report.classification.confidence
    assert report.headline in diagnosis.root_cause
    assert diagnosis.suspected_files == [CHANGED]  # the log names it as /home/runner/work/python/python/...
    assert diagnosis.attribution == "unknown"  # no base-branch history was collected
    assert diagnosis.suggested_fix is None


def test_a_file_the_pull_request_does_not_change_is_not_suspected(syntax_log: Path, analyser):
    evidence = build_evidence(
        syntax_log, analyser, pull_request=pull_request(), changed_files=[changed_file("README.md")]
    )

    diagnosis = diagnose(evidence, repository=None).diagnosis

    assert diagnosis is not None
    assert diagnosis.suspected_files == []


def test_same_failure_on_the_base_branch_is_attributed_to_it(syntax_log: Path, analyser):
    log = build_evidence(syntax_log, analyser).logs[0]
    fingerprint, job = log.report.fingerprint, log.job.name
    runs = [
        BaseBranchRun(
            run_id=11,
            head_sha="b" * 40,
            conclusion="failure",
            job=job,
            job_conclusion="failure",
            fingerprint=fingerprint,
        ),
        BaseBranchRun(run_id=10, head_sha="c" * 40, conclusion="success", job=job, job_conclusion="success"),
    ]
    evidence = build_evidence(syntax_log, analyser, base_history=runs)

    diagnosis = diagnose(evidence, repository=None).diagnosis

    assert diagnosis is not None
    assert diagnosis.attribution == "base-branch"
    base_ids = [item.id for item in evidence.items if item.kind == "base_history"]
    assert any(claim.evidence == base_ids for claim in diagnosis.claims)


def test_a_job_that_passes_on_the_base_branch_is_this_change(syntax_log: Path, analyser):
    job = build_evidence(syntax_log, analyser).logs[0].job.name
    runs = [
        BaseBranchRun(run_id=n, head_sha=str(n) * 40, conclusion="success", job=job, job_conclusion="success")
        for n in (1, 2)
    ]
    evidence = build_evidence(syntax_log, analyser, base_history=runs)

    diagnosis = diagnose(evidence, repository=None).diagnosis

    assert diagnosis is not None
    assert diagnosis.attribution == "this-change"


def test_without_a_job_log_it_hands_off_instead_of_guessing():
    outcome = diagnose(Evidence(pull_request=pull_request()), repository=None)

    assert outcome.diagnosis is None
    assert outcome.reason is not None
    assert NO_FAILURE in outcome.reason


def test_a_replay_of_the_events_or_the_trace_gives_the_same_diagnosis(syntax_evidence: Evidence, tmp_path: Path):
    trace = tmp_path / "trace.jsonl"
    first = diagnose(syntax_evidence, repository=None, trace_path=trace)

    from_events = diagnose(syntax_evidence, repository=None, model=ReplayModel(first.events))
    from_trace = diagnose(syntax_evidence, repository=None, model=ReplayModel.from_trace(trace))

    assert first.diagnosis is not None
    assert from_events.diagnosis == first.diagnosis
    assert from_trace.diagnosis == first.diagnosis


def test_a_log_that_cannot_be_reread_gives_no_quotes_and_no_crash(syntax_evidence: Evidence, tmp_path: Path):
    gone = syntax_evidence.model_copy(deep=True)
    gone.logs[0].path = tmp_path / "deleted.log"

    outcome = diagnose(gone, repository=None)

    assert outcome.diagnosis is not None
    assert [claim for claim in outcome.diagnosis.claims if claim.citation.kind == "log"] == []
    failed = [e for e in outcome.events if e.type == "tool.failed"]
    assert [(e.tool, e.error.code) for e in failed] == [("log_lines", "log_unreadable")]


def test_a_job_inside_a_run_logs_zip_is_quoted_from_its_member(syntax_log: Path, analyser, tmp_path: Path):
    archive = tmp_path / "logs.zip"
    with zipfile.ZipFile(archive, "w") as run_logs:
        run_logs.writestr("0_lint.txt", "2024-05-01T12:00:00.0000000Z all good\n")
        run_logs.write(syntax_log, "1_test (3.9).txt")
    evidence = build_evidence(archive, analyser)
    member = evidence.logs[0].report.member

    diagnosis = diagnose(evidence, repository=None).diagnosis

    assert diagnosis is not None
    assert member == "1_test (3.9).txt"
    for claim in diagnosis.claims:
        assert claim.citation.member == member
        assert claim.quote in line_as_downloaded(syntax_log, claim.citation.start_line)


def test_without_a_job_log_the_rules_draft_says_why_there_is_no_diagnosis():
    draft = rules_draft(Evidence(pull_request=pull_request()))

    assert draft.diagnosis is None
    assert draft.reason is not None
    assert NO_FAILURE in draft.reason


def _checkout(root: Path, files: dict[str, dict[int, str]]) -> Path:
    """A checkout at ``root`` holding each path with the given lines (1-based) and ``pass`` elsewhere."""
    for path, lines in files.items():
        target = root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        last = max(lines)
        target.write_text("".join(f"{lines.get(n, 'pass')}\n" for n in range(1, last + 1)))
    return root


def test_with_a_checkout_the_source_lines_the_log_points_at_are_cited_and_verify(
    syntax_evidence: Evidence, tmp_path: Path
):
    token = "gh" + "p_" + "A1b2" * 9  # built at run time: a personal-access-token shape
    checkout = _checkout(
        tmp_path / "repo",
        {
            CHANGED: {74: "    def run(self):  # the line the traceback names"},
            "kubernetes/__init__.py": {20: f"from .config import load  # key {token}"},
        },
    )

    draft = rules_draft(syntax_evidence, repository=checkout)

    assert draft.diagnosis is not None, draft.reason
    sources = [claim for claim in draft.diagnosis.claims if claim.citation.kind == "file"]
    cited = [(claim.citation.path, claim.citation.start_line) for claim in sources]
    assert cited == [(CHANGED, 74), ("kubernetes/__init__.py", 20)]
    assert sources[0].quote == "def run(self):  # the line the traceback names"
    assert token not in (sources[1].quote or "")
    assert "<redacted:" in (sources[1].quote or "")
    verification = verify(draft.diagnosis, "", syntax_evidence, checkout)
    assert [outcome for outcome in verification.claims if not outcome.kept] == []
    assert rules_draft(syntax_evidence).diagnosis is not None
    assert all(c.citation.kind != "file" for c in rules_draft(syntax_evidence).diagnosis.claims)


def test_no_source_claim_for_a_file_the_checkout_lacks_is_too_short_or_too_large(
    syntax_evidence: Evidence, tmp_path: Path, monkeypatch
):
    checkout = _checkout(
        tmp_path / "repo",
        {CHANGED: {3: "short"}, "kubernetes/__init__.py": {20: "x = 1"}},  # 3 lines: line 74 is not there
    )
    monkeypatch.setattr(deterministic, "MAX_SOURCE_BYTES", 10)  # kubernetes/__init__.py is larger

    draft = rules_draft(syntax_evidence, repository=checkout)

    assert draft.diagnosis is not None, draft.reason
    assert [c for c in draft.diagnosis.claims if c.citation.kind == "file"] == []
