"""``--checkout DIR`` where DIR lies in no git repository: a one-line warning says what was expected
(a git checkout of the job's repository), and the triage goes on with the log's paths, as without a
checkout. Trial 94 (finding 12): valgrind's bare ``ring.c`` with ``--checkout`` a folder of the
project's files but no ``.git`` was silently left as it was. The default checkout (``.``, not given)
gives no warning wherever ci-triage runs.

Before the change: no warning at all, exit 0.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

LOG = Path(__file__).parents[1] / "fixtures" / "s36-cpp" / "gcc-error-with-note.gha.log"


def _triage(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[dict, str]:
    code = main(["triage", str(LOG), *args, "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out), captured.err


def test_a_checkout_in_no_git_repository_is_warned_of(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "calc"
    (folder / "src").mkdir(parents=True)
    (folder / "src" / "calc.c").write_text("int main(void) { return 0; }\n")
    monkeypatch.chdir(tmp_path)
    report, err = _triage(capsys, "--checkout", str(folder))
    expected = f"--checkout {folder}: not in a git repository"
    assert [warning for warning in report["warnings"] if warning.startswith(expected)], report["warnings"]
    assert f"ci-triage: warning: {expected}" in err
    assert report["locations"][0]["file"] == "src/calc.c"  # the triage went on, with the log's paths


def test_the_default_checkout_outside_a_repository_is_not_warned_of(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    report, err = _triage(capsys)
    assert not [warning for warning in report["warnings"] if "--checkout" in warning]
    assert "--checkout" not in err


def test_a_git_checkout_is_not_warned_of(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / ".git").mkdir()
    monkeypatch.chdir(tmp_path)
    report, _ = _triage(capsys, "--checkout", str(tmp_path))
    assert not [warning for warning in report["warnings"] if "--checkout" in warning]
