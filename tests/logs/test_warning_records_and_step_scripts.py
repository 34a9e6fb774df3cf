"""A record a tool logs at warning level, and the message it carries on below a colon, is no
failure evidence whatever words it quotes; a path only the step's command line names (the script
a ``##[group]Run`` header shows) is no source location. Logs built here, in the forms of Maven
3.8's ``[WARNING]`` records and GitHub Actions' step headers."""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

STAMP = "2024-05-01T12:00:00.0000000Z "


def _log(tmp_path: Path, *lines: str) -> str:
    path = tmp_path / "job.log"
    path.write_text("".join(STAMP + line + "\n" for line in lines), encoding="utf-8")
    return str(path)


def test_a_warning_record_and_its_continuation_are_not_excerpted(tmp_path: Path, analyser: Analyser) -> None:
    log = _log(
        tmp_path,
        "##[group]Run ./build.sh",
        "./build.sh",
        "##[endgroup]",
        "[INFO] Storing buildNumber: 48dd817c76857bfe2ffd78013ee824e8afb89543",
        "[WARNING] Cannot get the branch information from the git repository:",
        "Detecting the current branch failed: fatal: ref HEAD is not a symbolic ref",
        "",
        *[f"[INFO] compiling module {n}: {n * 7} classes, {n % 5} resources copied" for n in range(400)],
        "[ERROR] COMPILATION ERROR :",
        "[ERROR] /w/src/main/java/App.java:[3,5] cannot find symbol",
        "[INFO] BUILD FAILURE",
        "##[error]Process completed with exit code 1.",
    )
    report, _ = triage_path(log, analyser, 2000)
    shown = [line for span in report.excerpt for line in span.lines]
    assert any("cannot find symbol" in line for line in shown)
    assert not any("symbolic ref" in line or "branch information" in line for line in shown)


def test_a_path_the_step_command_names_is_no_location(tmp_path: Path, analyser: Analyser) -> None:
    log = _log(
        tmp_path,
        "##[group]Run ./ci/integration.sh",
        "./ci/integration.sh",
        "##[endgroup]",
        "Uploading bundle...",
        "error: upload refused (code 0x17)",
        "##[error]Process completed with exit code 1.",
    )
    report, _ = triage_path(log, analyser, 2000)
    assert [location.file for location in report.locations] == []


def test_the_scripts_own_error_is_still_a_location(tmp_path: Path, analyser: Analyser) -> None:
    log = _log(
        tmp_path,
        "##[group]Run ./ci/integration.sh",
        "./ci/integration.sh",
        "##[endgroup]",
        "./ci/integration.sh: line 7: frobnicate: command not found",
        "##[error]Process completed with exit code 127.",
    )
    report, _ = triage_path(log, analyser, 2000)
    located = [(location.file.removeprefix("./"), location.line) for location in report.locations]
    assert ("ci/integration.sh", 7) in located
