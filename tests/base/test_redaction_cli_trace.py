"""``ci-triage triage --trace`` is guarded by the composed rule, its log pieces redacted as read.

The CLI's trace passed every record through the full redaction, field names included: a password
that is an ordinary word (``DB_PASSWORD=step``) turned ``next_step``, ``failing_step`` and
``step_tool`` into ``next_<redacted:secret>`` …, which both broke the records' shape and told the
reader the password. The records' log pieces (section and step names, a classification's texts) are
now redacted as they are read and the trace's last guard is the composed one, as the action's trace.
Log: tests/fixtures/s34-secrets7/README.md (real bash 5.2 ``set -ex`` and ``env`` output); the
password is put in at run time.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tests.base.secret_logs import log_with_password

from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s34-secrets7"


def _keys(value: object) -> set[str]:
    if isinstance(value, dict):
        return set(value) | {key for item in value.values() for key in _keys(item)}
    if isinstance(value, list):
        return {key for item in value for key in _keys(item)}
    return set()


@pytest.mark.parametrize("word", ["st" + "ep", "ex" + "it", "fail" + "ing"])
def test_the_trace_keeps_its_field_names_and_masks_the_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], word: str
) -> None:
    log = log_with_password(tmp_path, FIXTURES / "unknown-silent-grep.gha.log", word)
    trace = tmp_path / "trace.jsonl"
    assert main(["triage", str(log), "--format", "json", "--trace", str(trace)]) == 0
    capsys.readouterr()
    records = [json.loads(line) for line in trace.read_text(encoding="utf-8").splitlines()]
    keys = set().union(*(_keys(record) for record in records))
    assert not [key for key in keys if "<redacted" in key]
    assert {"next_step", "failing_step", "step_tool"} <= keys
    lines = [
        line for record in records for span in record.get("report", {}).get("excerpt", []) for line in span["lines"]
    ]
    assert "DB_PASSWORD=<redacted:secret>" in lines
    assert f"DB_PASSWORD={word}" not in trace.read_text(encoding="utf-8")
