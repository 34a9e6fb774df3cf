"""A build's artifact given as the log by mistake (a zip that is no zip of logs, a .deb) is an input
error naming what it is.

Trial t127, finding 8: ``ci-triage triage dist/x-1.0-py3-none-any.whl`` read the wheel's members as
logs of their own and said "No failure found in the 2 job logs read", exit 0. The fixtures are real
(``tests/fixtures/s47-artifacts/README.md``).
"""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main
from ci_triage.logs.zip_contents import named_as_a_log, not_a_log_zip

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s47-artifacts"
WHEEL = FIXTURES / "wheelie-0.9.1-py3-none-any.whl"
FAILING_LOG = "FAILED tests/test_api.py::test_login - assert 500 == 200\n1 failed, 20 passed in 1.2s\n"


def _refusal(capsys: pytest.CaptureFixture[str], path: Path) -> str:
    code = main(["triage", str(path), "--format", "json"])
    captured = capsys.readouterr()
    assert code == ExitCode.INPUT
    assert captured.out == ""
    assert captured.err.count("\n") == 1
    return captured.err


def test_a_wheel_given_as_the_log_is_refused_as_a_wheel(capsys: pytest.CaptureFixture[str]) -> None:
    err = _refusal(capsys, WHEEL)
    assert "wheelie-0.9.1-py3-none-any.whl: is a Python wheel (a .whl: NAME.dist-info/WHEEL and RECORD)" in err
    assert "not a CI log" in err


def test_a_zip_of_a_projects_sources_is_refused_naming_its_files(capsys: pytest.CaptureFixture[str]) -> None:
    err = _refusal(capsys, FIXTURES / "wheelie-git-archive.zip")
    assert "is a zip of a project's files (4 of its 4 files are not named as logs: 'README.rst'" in err
    assert "not a CI log" in err


def test_a_debian_package_is_refused_as_an_ar_archive(capsys: pytest.CaptureFixture[str]) -> None:
    err = _refusal(capsys, FIXTURES / "hello_1.0_all.deb")
    assert "hello_1.0_all.deb: is an ar archive (a Debian package, .deb, or a static library, .a), not a CI log" in err


def test_a_wheel_given_as_the_baseline_is_a_warning_and_the_log_is_triaged(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "job.log"
    log.write_text(FAILING_LOG)
    code = main(["triage", str(log), "--baseline", str(WHEEL), "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    assert code == ExitCode.OK
    assert report["category"] == "test failure"
    assert [w for w in report["warnings"] if "baseline" in w] == [
        f"baseline not used: {WHEEL}: is a Python wheel "
        "(a .whl: NAME.dist-info/WHEEL and RECORD), not a CI log: give one job's log or the run-logs zip GitHub serves"
    ]


def test_a_zip_of_logs_with_a_few_other_files_is_still_read(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    archive = tmp_path / "logs.zip"
    with zipfile.ZipFile(archive, "w") as bundle:
        bundle.writestr("lint/job.log", "ruff check .\nAll checks passed!\n")
        bundle.writestr("test/consoleText", FAILING_LOG)
        bundle.writestr("notes.md", "# notes\n")
    code = main(["triage", str(archive), "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    assert code == ExitCode.OK
    assert report["failure_found"]


@pytest.mark.parametrize(
    ("name", "log"),
    [
        ("0_lint.txt", True),
        ("test (3.11)/job.log", True),
        ("build.log.gz", True),
        ("consoleText", True),
        ("test (3.11)", True),
        ("src/app.py", False),
        ("pyproject.toml", False),
        (".gitignore", False),
    ],
)
def test_a_member_is_named_as_a_log_by_its_suffix(name: str, log: bool) -> None:
    assert named_as_a_log(name) is log


def test_a_run_logs_zip_is_never_a_projects_files_whatever_else_it_holds() -> None:
    assert not_a_log_zip(["1_test.txt", "a.py", "b.py", "c.py"]) is None
