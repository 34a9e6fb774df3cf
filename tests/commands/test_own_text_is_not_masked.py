"""A password the log shows is masked in the log's text only: ci-triage's own signal ids, categories,
excerpt reasons and the path the user gave keep a word the password equals, in every output and the trace.

The log is trial 43's (``tests/fixtures/trial-43-redact/README.md``): real pytest and psycopg2 output of a
fixture connecting to a PostgreSQL that is not running, with ``user=`` and ``password=`` the same word
as the ``service-not-ready`` skill's signal id holds. The word is put in at run time.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

WORD = "post" + "gres"
FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "trial-43-redact" / "service-refused-password.log"


@pytest.fixture
def refused_log(tmp_path: Path) -> Path:
    """The job's log, in a file named after the service as a user would name it."""
    path = tmp_path / f"28_{WORD}_refused.log"
    path.write_text(FIXTURE.read_text(encoding="utf-8").replace("@PASSWORD@", WORD), encoding="utf-8")
    return path


def test_the_json_report_keeps_its_own_ids_and_the_path(refused_log: Path, tmp_path: Path, capsys) -> None:
    trace = tmp_path / "trace.jsonl"
    assert main(["triage", str(refused_log), "--format", "json", "--trace", str(trace)]) == ExitCode.OK
    report = json.loads(capsys.readouterr().out)
    records = [json.loads(line) for line in trace.read_text(encoding="utf-8").splitlines()]
    for shown in (report, records[-1]["report"]):
        assert shown["source"]["path"] == str(refused_log)
        assert [(hit["skill"], hit["signal"]) for hit in shown["signals"]] == [
            ("service-not-ready", f"{WORD}-client-local-refused"),
            ("tool-catalogue", "pytest"),  # the test runner that met the refusal: its consequence
        ]
        assert any(f"service-not-ready: {WORD}-client-local-refused" in span["reason"] for span in shown["excerpt"])
        lines = [line for span in shown["excerpt"] for line in span["lines"]]
        assert not [line for line in lines if WORD in line]  # the log's own text: the password and its echoes
        assert "user=<redacted:secret> password=<redacted:secret>" in "\n".join(lines)
    assert records[0]["path"] == str(refused_log)
    assert any(f"{WORD}-client-local-refused" in span["reason"] for span in records[2]["excerpt"])


def test_the_comment_names_the_signal_that_decided(refused_log: Path, capsys) -> None:
    assert main(["triage", str(refused_log), "--format", "markdown"]) == ExitCode.OK
    comment = capsys.readouterr().out
    assert f"`service-not-ready/{WORD}-client-local-refused`" in comment
    assert "<redacted:secret>-client" not in comment
    assert f'user="{WORD}"' not in comment
