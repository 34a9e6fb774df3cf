"""One typed trace: every record kind loads back into its class; an unknown kind is one clear error (exit 3)."""

from __future__ import annotations

import json

import pytest

from ci_triage.agent.events import ModelResponded, RunStarted
from ci_triage.base.errors import ExitCode, InputError
from ci_triage.commands.cli import main
from ci_triage.trace import TraceWriter
from ci_triage.triage.state import LoopState
from ci_triage.triage.trace_records import InputRecord, LoopStateRecord, ReportRecord, read_trace


def test_loop_records_and_harness_events_share_one_file_format_and_load_back(tmp_path):
    path = tmp_path / "trace.jsonl"
    with TraceWriter(path) as trace:
        trace.write(LoopStateRecord(state=LoopState(run_id=7)))
        trace.write(RunStarted(task="t", model="scripted", max_steps=3, token_budget=100))
        trace.write(ModelResponded(purpose="step", response={"text": "hi"}))
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    assert [line["type"] for line in lines] == ["loop_state", "run.started", "model.response"]
    assert all("at" in line for line in lines), "every line says when it was written"
    assert "evidence" not in lines[0]["state"], "states are recorded without the evidence"
    records = read_trace(path)
    assert [type(record) for record in records] == [LoopStateRecord, RunStarted, ModelResponded]
    assert isinstance(records[0], LoopStateRecord)
    assert records[0].state.run_id == 7


def test_the_analysis_trace_of_a_log_file_loads_back_into_typed_records(tmp_path, capsys):
    log = tmp_path / "job.log"
    log.write_text("##[group]Run make test\nerror: boom\n##[error]Process completed with exit code 2.\n")
    path = tmp_path / "analysis.jsonl"
    assert main(["triage", str(log), "--format", "json", "--trace", str(path)]) == 0
    records = read_trace(path)
    assert isinstance(records[0], InputRecord)
    assert [r.type for r in records] == ["input", "scan", "decision", "report"]
    assert isinstance(records[-1], ReportRecord)
    assert records[-1].report.jobs


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ('{"type": "loop_stat", "state": {}}', "unknown record kind 'loop_stat'"),
        ('{"state": {}}', "unknown record kind None"),
        ('{"type": "input", "path": "x"}', "a 'input' record is not valid"),
    ],
)
def test_a_record_of_an_unknown_kind_is_one_clear_error_exit_3(tmp_path, capsys, line, message):
    path = tmp_path / "trace.jsonl"
    path.write_text('{"type": "loop_state", "state": {}}\n' + line + "\n")
    with pytest.raises(InputError, match=f"trace.jsonl:2: {message}"):
        read_trace(path)
    assert main(["replay", str(path)]) == ExitCode.INPUT
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err
