"""The driver records every state, intent and event; replay re-runs the decisions and finds divergences."""

from __future__ import annotations

import json

import pytest

from ci_triage.cli import main
from ci_triage.diagnosis import Diagnosis
from ci_triage.errors import ExitCode
from ci_triage.evidence.model import Evidence
from ci_triage.logs.model import Classification
from ci_triage.trace import TraceWriter
from ci_triage.triage.driver import run_loop
from ci_triage.triage.events import Classified, Committed, Drafted, EvidenceCollected, Verified
from ci_triage.triage.replay import replay
from ci_triage.triage.state import CommitResult, LoopState, Proposal, VerificationSummary


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
        Committed(results=[CommitResult(target="comment", action="updated", url="https://github.com/o/r/pull/1")]),
    ]


@pytest.fixture
def trace_file(tmp_path):
    path = tmp_path / "trace.jsonl"
    world = ScriptedWorld(scripted_events())
    with TraceWriter(path) as trace:
        final = run_loop(LoopState(run_id=42), world, trace)
    assert final.phase == "done"
    assert world.intents == ["collect", "classify", "draft", "verify"] * 2 + ["commit"]
    return path


def test_the_trace_holds_the_first_state_then_intent_event_state_for_every_step(trace_file):
    kinds = [json.loads(line)["type"] for line in trace_file.read_text().splitlines()]
    assert kinds == ["loop_state"] + ["loop_intent", "loop_event", "loop_state"] * 9


def test_a_trace_replays_to_the_same_decisions(trace_file):
    result = replay(trace_file)
    assert result.divergences == []
    assert result.steps == 9
    assert result.final_phase == "done"
    assert main(["replay", str(trace_file)]) == ExitCode.OK


def test_a_changed_event_makes_replay_report_the_divergent_decision(trace_file, capsys):
    lines = trace_file.read_text().splitlines()
    records = [json.loads(line) for line in lines]
    verified = next(r for r in records if r["type"] == "loop_event" and r["event"]["type"] == "verified")
    verified["event"]["verification"]["passed"] = True  # the first verification now passes
    trace_file.write_text("\n".join(json.dumps(r) for r in records) + "\n")
    result = replay(trace_file)
    assert result.divergences, "replay must notice that the loop would have committed at step 5"
    assert result.divergences[0].step == 4
    assert result.divergences[0].what == "state"
    assert main(["replay", str(trace_file)]) == ExitCode.REPLAY_DIVERGED
    assert "step 4: state differs" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("not json\n", "not a JSON line"),
        ('{"type": "other"}\n', "not a triage loop trace"),
        ('{"type": "loop_state", "state": {"phase": "flying"}}\n', "first loop_state record is not valid"),
    ],
)
def test_a_file_that_is_not_a_loop_trace_is_one_clear_error(tmp_path, capsys, content, message):
    path = tmp_path / "bad.jsonl"
    path.write_text(content)
    assert main(["replay", str(path)]) == ExitCode.INPUT
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err
