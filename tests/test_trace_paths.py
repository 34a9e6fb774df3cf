"""Two runs writing one trace path keep both traces (issue 13): the later one goes to a free
sibling name with a warning, instead of silently replacing the other's."""

from __future__ import annotations

import json
import logging

from ci_triage.trace import TraceWriter
from ci_triage.triage.trace_records import InputRecord


def run(name: str) -> InputRecord:
    return InputRecord(path=name, kind="plain", members=[name])


def test_two_runs_writing_one_trace_path_keep_both(tmp_path, caplog):
    target = tmp_path / "trace.jsonl"
    first, second = TraceWriter(target), TraceWriter(target)
    first.write(run("first"))
    second.write(run("second"))
    first.close()
    with caplog.at_level(logging.WARNING):
        second.close()

    assert json.loads(target.read_text())["path"] == "first"
    assert second.path == tmp_path / "trace-2.jsonl"
    assert json.loads(second.path.read_text())["path"] == "second"
    assert "another run" in caplog.text


def test_a_trace_left_by_an_earlier_run_is_replaced(tmp_path):
    target = tmp_path / "trace.jsonl"
    target.write_text("old\n")
    with TraceWriter(target) as trace:
        trace.write(run("new"))
    assert json.loads(target.read_text())["path"] == "new"
    assert trace.path == target
