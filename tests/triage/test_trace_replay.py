"""The driver records every state, intent and event; a file that is no loop trace is one clear error.

Replays of real action traces are in ``test_model_stage.py``."""

from __future__ import annotations

import json

import pytest

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main
from ci_triage.evidence.model import Evidence
from ci_triage.logs.model import Classification
from ci_triage.propose.diagnosis import Diagnosis
from ci_triage.prove.verification import VerificationSummary
from ci_triage.trace import TraceWriter
from ci_triage.triage.driver import loop_records
from ci_triage.triage.events import Classified, Drafted, EvidenceCollected, Posted, Verified
from ci_triage.triage.state import LoopState, PostResult, Proposal


class ScriptedWorld:
    """Answers each intent with the next scripted event, and records the intents it was given."""

    def __init__(self, events):
        self.events = list(events)
        self.intents = []
        self.details = []

    def perform(self, intent, state):
        self.intents.append(intent.type)
        return self.events.pop(0)


def scripted_events():
    diagnosis = Diagnosis(root_cause="r", category="test failure", confidence=0.7)
    proposal = Proposal(stage="deterministic", diagnosis=diagnosis, markdown="<!-- m -->\nx\n", drafter="rules")
    return [
        EvidenceCollected(evidence=Evidence()),
        Classified(classification=Classification(category="test failure", confidence=0.7)),
        Drafted(proposal=proposal),
        Verified(verification=VerificationSummary(passed=False, failed_checks=["quote"])),
        EvidenceCollected(evidence=Evidence()),
        Classified(classification=Classification(category="test failure", confidence=0.7)),
        Drafted(proposal=proposal),
        Verified(verification=VerificationSummary(passed=True)),
        Posted(results=[PostResult(target="comment", action="updated", url="https://github.com/o/r/pull/1")]),
    ]


def test_the_driver_yields_each_record_before_it_performs_the_next_intent():
    world = ScriptedWorld(scripted_events())
    records = loop_records(LoopState(run_id=42), world)
    assert next(records).type == "loop_state"
    assert next(records).type == "loop_intent"
    assert world.intents == []
    assert next(records).type == "loop_event"
    assert world.intents == ["collect"]


@pytest.fixture
def trace_file(tmp_path):
    path = tmp_path / "trace.jsonl"
    world = ScriptedWorld(scripted_events())
    with TraceWriter(path) as trace:
        for record in loop_records(LoopState(run_id=42), world):
            trace.write(record)
    assert record.state.phase == "done"
    assert world.intents == ["collect", "classify", "draft", "verify"] * 2 + ["commit"]
    return path


def test_the_trace_holds_the_first_state_then_intent_event_state_for_every_step(trace_file):
    kinds = [json.loads(line)["type"] for line in trace_file.read_text().splitlines()]
    assert kinds == ["loop_state"] + ["loop_intent", "loop_event", "loop_state"] * 9


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("not json\n", "not a JSON line"),
        ('{"type": "other"}\n', "unknown record kind 'other'"),
        ('{"type": "input", "path": "x", "kind": "plain", "members": []}\n', "not a triage loop trace"),
        ('{"type": "loop_state", "state": {"phase": "flying"}}\n', "a 'loop_state' record is not valid: state.phase"),
    ],
)
def test_a_file_that_is_not_a_loop_trace_is_one_clear_error(tmp_path, capsys, content, message):
    path = tmp_path / "bad.jsonl"
    path.write_text(content)
    assert main(["replay", str(path)]) == ExitCode.INPUT
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err


def test_a_replay_printed_to_a_full_standard_output_is_an_output_error(trace_file, full_stdout, capsys):
    with full_stdout():
        assert main(["replay", str(trace_file)]) == ExitCode.OUTPUT
    assert capsys.readouterr().err == "ci-triage: error: standard output: cannot write: No space left on device\n"
