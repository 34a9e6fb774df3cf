"""A language model's side of the contract, played by a strict ScriptedModel: it reads evidence
through the tools and answers with submit_diagnosis; an invalid answer comes back as a tool result
it can correct; a run that never submits ends with no diagnosis and a reason, never a crash."""

from __future__ import annotations

from typing import Any

from ci_triage.agent.llm.base import ModelRequest
from ci_triage.agent.llm.scripted import ScriptedModel, call, text
from ci_triage.evidence.model import Evidence
from ci_triage.logs.skills import load_skills
from ci_triage.propose import diagnose

from .conftest import CHANGED, JOB


def answer(**overrides: Any) -> dict[str, Any]:
    """A valid diagnosis of the k8s log, as a model would send it."""
    return {
        "root_cause": "exec_provider.py line 74 uses a conditional expression where Python expects an argument.",
        "category": "compile/build error",
        "attribution": "this-change",
        "confidence": 0.8,
        "claims": [
            {
                "statement": "pytest cannot import the package: SyntaxError.",
                "citation": {"kind": "log", "job": JOB.name, "start_line": 835, "end_line": 835},
                "quote": "SyntaxError: invalid syntax",
                "evidence": ["E2"],
            }
        ],
        "suspected_files": [CHANGED],
        **overrides,
    }


def last_tool_result(request: ModelRequest) -> str:
    return next(m.content for m in reversed(request.messages) if m.role == "tool")


def test_a_model_reads_through_the_tools_and_submits(syntax_evidence: Evidence):
    model = ScriptedModel(
        [
            call("list_evidence"),
            call("read_evidence", id="E2"),
            call("log_lines", start=833, end=836, job=JOB.name),
            call("grep_logs", pattern=r"SyntaxError"),
            call("pr_diff", path=CHANGED),
            call("submit_diagnosis", **answer()),
        ]
    )

    outcome = diagnose(syntax_evidence, repository=None, model=model)

    model.assert_complete()
    assert outcome.diagnosis is not None
    assert outcome.diagnosis.model_dump(mode="json", exclude_defaults=True) == answer()
    results = [last_tool_result(r) for r in model.requests[1:]]
    assert f"job log '{JOB.name}' (id {JOB.id}): 1039 lines" in results[0]
    assert "E   SyntaxError: invalid syntax" in results[1]  # E2's text
    assert "835: E   SyntaxError: invalid syntax" in results[2]
    assert f"{JOB.name}:835: E   SyntaxError: invalid syntax" in results[3]
    assert "   73 +            stderr=sys.stderr when is_interactive else subprocess.PIPE," in results[4]


def test_an_invalid_submission_comes_back_as_an_error_the_model_corrects(syntax_evidence: Evidence):
    model = ScriptedModel(
        [
            call("submit_diagnosis", **answer(confidence=1.5, category="broken build")),
            call("submit_diagnosis", **answer()),
        ]
    )

    outcome = diagnose(syntax_evidence, repository=None, model=model)

    model.assert_complete()
    error = last_tool_result(model.requests[1])
    assert error.startswith("error [invalid_arguments]")
    assert "confidence" in error
    assert "category" in error
    assert outcome.diagnosis is not None
    assert outcome.diagnosis.confidence == 0.8
    assert len(outcome.rejections) == 1


def test_claims_resting_on_evidence_that_does_not_exist_are_rejected(syntax_evidence: Evidence):
    bad_claim = {**answer()["claims"][0], "evidence": ["E99"]}
    wrong_job = {**answer()["claims"][0], "citation": {"kind": "log", "job": "lint", "start_line": 1}}
    model = ScriptedModel(
        [call("submit_diagnosis", **answer(claims=[bad_claim, wrong_job])), call("submit_diagnosis", **answer())]
    )

    outcome = diagnose(syntax_evidence, repository=None, model=model)

    error = last_tool_result(model.requests[1])
    assert error.startswith("error [invalid_diagnosis]")
    assert "claim 1 rests on unknown evidence E99" in error
    assert "claim 2 cites job 'lint'" in error
    assert outcome.diagnosis is not None


def test_a_model_that_never_submits_gives_no_diagnosis_and_a_reason(syntax_evidence: Evidence):
    model = ScriptedModel(
        [call("list_evidence"), call("log_lines", start=1, end=5), call("grep_logs", pattern="error")]
    )

    outcome = diagnose(syntax_evidence, repository=None, model=model, max_steps=3)

    assert outcome.diagnosis is None
    assert outcome.stop_reason == "run_max_steps"
    assert outcome.reason == "the run stopped (run_max_steps) before a valid diagnosis was submitted"


def test_a_model_that_keeps_submitting_invalid_answers_is_stopped_with_the_errors(syntax_evidence: Evidence):
    model = ScriptedModel([call("submit_diagnosis", **answer(confidence=n)) for n in (2, 3, 4)])

    outcome = diagnose(syntax_evidence, repository=None, model=model)

    assert outcome.diagnosis is None
    assert outcome.stop_reason == "run_repeated_error"
    assert len(outcome.rejections) == 3
    assert outcome.reason is not None
    assert "the last submission was rejected" in outcome.reason
    assert "confidence" in outcome.reason


def test_a_handoff_or_a_provider_failure_is_a_reason_not_a_crash(syntax_evidence: Evidence):
    handoff = diagnose(
        syntax_evidence,
        repository=None,
        model=ScriptedModel([call("finish_task", summary="the log was cut before the failure")]),
    )
    chatty = diagnose(syntax_evidence, repository=None, model=ScriptedModel([text("It is a syntax error.")]))

    assert handoff.diagnosis is None
    assert handoff.reason == "the model finished without a diagnosis: the log was cut before the failure"
    assert chatty.diagnosis is None
    assert chatty.status == "failed"
    assert chatty.reason is not None
    assert "unexpected_model_call" in chatty.reason


def test_the_relevant_skills_are_offered_and_load_on_demand(syntax_evidence: Evidence):
    model = ScriptedModel(
        [call("list_skills"), call("use_skill", id="python-syntax"), call("submit_diagnosis", **answer())]
    )

    outcome = diagnose(syntax_evidence, repository=None, model=model, skills=load_skills().skills)

    catalogue = last_tool_result(model.requests[1])
    assert catalogue.splitlines()[0].startswith("python-syntax: ")  # its signals matched the log
    assert len(catalogue.splitlines()) <= 8
    assert "## Active skill\npython-syntax" in model.requests[2].messages[0].content
    assert outcome.diagnosis is not None
