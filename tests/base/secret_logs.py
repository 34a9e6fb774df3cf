"""What the redaction tests share: a fixture log with a password put in at run time (never
committed), and everything ``ci-triage triage`` (one format and its trace) and ``ci-triage skills
new`` (its message and the starter's files) write from it, for the test to search for the password."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.commands.cli import main

PLACEHOLDER = "__DB_PASSWORD__"
"""Where a fixture log holds its password."""
TRACED = "__DB_PASSWORD_TRACED__"
"""Where a fixture log holds its password as bash's ``set -x`` trace prints it inside single quotes
(:func:`bash_quoted`)."""


def bash_quoted(password: str) -> str:
    """``password`` as bash's trace prints it inside a single-quoted word: each ``'`` as ``'\\''``."""
    return password.replace("'", "'\\''")


def password_pieces(password: str) -> list[str]:
    """The password's runs of letters and digits longer than one: none may be shown, even beside a mask."""
    return [piece for piece in "".join(ch if ch.isalnum() else " " for ch in password).split() if len(piece) > 1]


def log_with_password(tmp_path: Path, fixture: Path, password: str) -> Path:
    """``fixture`` written to ``tmp_path/job.log`` with ``password`` at each :data:`PLACEHOLDER` and
    as bash quotes it (:func:`bash_quoted`) at each :data:`TRACED`."""
    log = tmp_path / "job.log"
    text = fixture.read_text(encoding="utf-8")
    log.write_text(text.replace(TRACED, bash_quoted(password)).replace(PLACEHOLDER, password), encoding="utf-8")
    return log


def triage_shown(tmp_path: Path, capsys: pytest.CaptureFixture[str], log: Path, form: str) -> str:
    """What ``ci-triage triage LOG --format FORM --trace FILE`` printed and traced (it must exit 0)."""
    trace = tmp_path / "trace.jsonl"
    assert main(["triage", str(log), "--format", form, "--trace", str(trace)]) == 0
    return capsys.readouterr().out + trace.read_text(encoding="utf-8")


def starter_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, log: Path
) -> str:
    """What ``ci-triage skills new --from LOG`` printed and wrote in a fresh checkout (it must exit 0
    and write a ``SKILL.md``)."""
    checkout = tmp_path / "repo"
    checkout.mkdir()
    monkeypatch.chdir(checkout)
    assert main(["skills", "new", "--from", str(log), "--category", "configuration"]) == 0
    assert "SKILL.md" in {path.name for path in checkout.rglob("*")}
    return capsys.readouterr().out + "".join(
        path.read_text(encoding="utf-8") for path in checkout.rglob("*") if path.is_file()
    )
