"""``skills new --from`` makes no signal of a library's source a Python traceback quotes (trial 85 #12).

pytest's report of a test whose connection was refused quotes CPython's whole
``socket.create_connection``, docstring included, and the starter skill had a signal matching its
``cannot be created, raises the last error if *all_errors* is False,``. Only the project's lines and
the error lines are made signals of now. Logs: tests/fixtures/s33-secrets3/README.md (real pytest
9.2.0 on Python 3.11.7, and Python 3.11.2's own traceback); the password is built at run time.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.logs.library_source import library_source_lines

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s33-secrets3"


def _lines(name: str) -> dict[int, str]:
    text = (FIXTURES / name).read_text(encoding="utf-8")
    return {number: line.partition(" ")[2] for number, line in enumerate(text.splitlines(), start=1)}


def test_skills_new_makes_no_signal_of_the_standard_library_s_source(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    log = tmp_path / "job.log"
    password = "Wi" + "nt3r"
    log.write_text(
        (FIXTURES / "pytest-word-password.gha.log").read_text(encoding="utf-8").replace("__DB_PASSWORD__", password),
        encoding="utf-8",
    )
    checkout = tmp_path / "repo"
    checkout.mkdir()
    monkeypatch.chdir(checkout)
    assert main(["skills", "new", "--from", str(log), "--category", "configuration"]) == 0
    skill = next(checkout.rglob("SKILL.md")).read_text(encoding="utf-8")
    signals = skill.split("\n---\n", 1)[0]
    assert "cannot be created" not in signals  # CPython's docstring of socket.create_connection
    assert "sock" not in signals  # socket.py's own lines (> sock.connect(sa))
    assert "ConnectionRefusedError" in signals  # the error line pytest printed under them stays
    assert "raise RuntimeError" in signals  # the project's line
    assert password not in skill


def test_pytest_s_long_and_short_entries_of_a_library_are_its_source() -> None:
    lines = _lines("pytest-word-password.gha.log")
    found = library_source_lines(lines)
    texts = {number: text.strip() for number, text in lines.items()}
    library = {texts[number] for number in found}
    assert "raise exceptions[0]" in library  # a short entry's source, below its place
    assert "cannot be created, raises the last error if *all_errors* is False," in library  # a long entry's
    assert "all_errors = False" in library  # the arguments pytest printed above it
    assert "> sock.connect(sa)".replace(" ", "") in {text.replace(" ", "") for text in library}
    error = next(number for number, text in texts.items() if text.startswith("E") and "ConnectionRefused" in text)
    assert error not in found
    project = [number for number, text in texts.items() if "connect(url)" in text or "create_connection((" in text]
    assert project
    assert not found & set(project)


def test_python_s_own_traceback_quotes_the_library_below_its_frames() -> None:
    lines = _lines("python-stdlib-traceback.gha.log")
    found = library_source_lines(lines)
    library = [lines[number].strip() for number in sorted(found)]
    assert library[0] == 'File "/usr/lib/python3.11/json/__init__.py", line 293, in load'
    assert "obj, end = self.scan_once(s, idx)" in library
    kept = [text.strip() for number, text in lines.items() if number not in found]
    assert "return json.load(handle)" in kept  # the project's frame
    assert kept[-2].startswith("json.decoder.JSONDecodeError: Expecting property name")


def test_a_gap_between_excerpt_spans_ends_an_entry() -> None:
    lines = {1: "    def helper():", 2: "        return 1", 9: "/usr/lib/python3.11/json/decoder.py:337: ValueError"}
    assert library_source_lines(lines) == {9}
