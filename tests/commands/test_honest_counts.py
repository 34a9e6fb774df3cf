"""What the report counts and says is what the log holds: line ranges, an excerpt too small to
show, a baseline that tells nothing, a stray NUL byte, a log without an exit marker."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main
from ci_triage.logs.analyse import NO_EXIT_MARKER

FIXTURES = Path(__file__).parents[1] / "fixtures"
MAKE_LOG = b"cc -c a.c\na.c:1:1: error: unknown type name 'foo'\nmake: *** [Makefile:2: a.o] Error 1\n"


def triage(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, dict, str]:
    code = main(["triage", *argv, "--format", "json"])
    captured = capsys.readouterr()
    return code, json.loads(captured.out) if captured.out else {}, captured.err


def test_a_three_line_log_is_three_lines(tmp_path: Path, capsys) -> None:
    log = tmp_path / "build.log"
    log.write_bytes(MAKE_LOG)
    code, report, err = triage(capsys, str(log))
    assert code == ExitCode.OK, err
    assert report["jobs"][0]["total_lines"] == 3
    assert (report["failing_step"]["start_line"], report["failing_step"]["end_line"]) == (1, 3)
    assert max(span["end_line"] for span in report["excerpt"]) == 3
    main(["triage", str(log), "--format", "text"])
    assert "lines 1-3" in capsys.readouterr().out


def test_a_line_read_by_make_is_the_evidence_and_no_marker_is_missing(tmp_path: Path, capsys) -> None:
    log = tmp_path / "build.log"
    log.write_bytes(MAKE_LOG)
    _, report, _ = triage(capsys, str(log))
    assert report["failing_step"]["evidence"] == "make: *** [Makefile:2: a.o] Error 1"
    assert report["exit_code"] == 2  # make's own status after a failed recipe (GNU make manual, "How to Run make")
    assert not any("exit marker" in warning for warning in report["warnings"])


def test_a_log_without_any_exit_says_so_in_the_step_and_the_warning(tmp_path: Path, capsys) -> None:
    log = tmp_path / "build.log"
    log.write_bytes(b"cc -c a.c\na.c:1:1: error: unknown type name 'foo'\n")
    _, report, _ = triage(capsys, str(log))
    assert report["failing_step"]["evidence"] == NO_EXIT_MARKER
    assert [warning for warning in report["warnings"] if NO_EXIT_MARKER in warning] != []


def test_an_excerpt_budget_too_small_for_any_line_says_so(tmp_path: Path, capsys) -> None:
    log = tmp_path / "build.log"
    log.write_bytes(MAKE_LOG)
    _, report, _ = triage(capsys, str(log), "--budget", "1")
    assert report["failure_found"]
    assert report["excerpt"] == []
    assert any("too small for any log line" in warning for warning in report["warnings"])
    main(["triage", str(log), "--budget", "1", "--format", "markdown"])
    markdown = capsys.readouterr().out
    assert "shown above" not in markdown.replace("none is shown above", "")
    assert "larger budget" in markdown


@pytest.mark.parametrize(
    "log",
    [
        FIXTURES.parent / "logs" / "fixtures" / "baseline" / "trial-o" / "vitest.fail.log",
        FIXTURES / "failing-tools" / "cargo-test.log",
        FIXTURES / "failing-tools" / "mocha.log",
    ],
    ids=["trial-vitest", "cargo-test", "mocha"],
)
@pytest.mark.parametrize("budget", ["1", "2", "3", "5", "8"])
def test_a_budget_of_a_few_tokens_shows_no_lone_blank_line(capsys, log: Path, budget: str) -> None:
    """A blank line costs one token: the lines a tiny budget fitted were a blank line after a block
    (the user trial's ``--budget 1``: line 81 of a vitest log, labelled as the block's). A span with
    no letter or digit explains nothing, so the excerpt is empty and the warning says so."""
    _, report, _ = triage(capsys, str(log), "--budget", budget)
    assert report["failure_found"]
    assert all(any(any(c.isalnum() for c in line) for line in span["lines"]) for span in report["excerpt"])
    if not report["excerpt"]:
        assert any("too small for any log line" in warning for warning in report["warnings"])


@pytest.mark.parametrize("budget", ["12", "30"])
def test_a_budget_below_the_partial_block_minimum_shows_the_lines_that_fit(capsys, budget: str) -> None:
    """pytest 9.2.0 in a GitHub Actions step: the line the summary quotes, ``FAILED
    test_a.py::test_bad - assert 4 == 5``, fits a budget of 12 or 30 and is shown first (the 40-token
    minimum for cutting a block short once let no line through below 40, and the warning said none
    fit; then the exit line took the place of the quoted one)."""
    _, report, _ = triage(capsys, str(FIXTURES / "failing-tools" / "gha-pytest-9.2.0.log"), "--budget", budget)
    lines = [line for span in report["excerpt"] for line in span["lines"]]
    assert "FAILED test_a.py::test_bad - assert 4 == 5" in lines
    assert 0 < report["excerpt_tokens"] <= int(budget)
    assert not any("too small" in warning for warning in report["warnings"])


def test_a_baseline_identical_to_the_log_is_set_aside_and_the_fingerprint_stays(tmp_path: Path, capsys) -> None:
    log = tmp_path / "build.log"
    log.write_bytes((FIXTURES / "failing-tools" / "pytest.log").read_bytes())
    _, alone, _ = triage(capsys, str(log))
    _, same, _ = triage(capsys, str(log), "--baseline", str(log))
    assert any(
        "baseline not used" in warning and "same log as the failing one" in warning for warning in same["warnings"]
    )
    assert same["excerpt"] == alone["excerpt"]
    assert same["fingerprint"] == alone["fingerprint"]


def test_the_fingerprint_does_not_depend_on_the_baseline(tmp_path: Path, capsys) -> None:
    failing = FIXTURES / "failing-tools" / "pytest.log"
    passing = FIXTURES / "passing" / "plain" / "pytest.log"
    _, alone, _ = triage(capsys, str(failing))
    _, compared, _ = triage(capsys, str(failing), "--baseline", str(passing))
    assert not any("baseline not used" in warning for warning in compared["warnings"])
    assert any("new since" in span["reason"] for span in compared["excerpt"])
    assert compared["fingerprint"] == alone["fingerprint"]


@pytest.mark.parametrize("filler", [0, 200], ids=["short", "long"])
def test_one_stray_nul_byte_is_accepted_in_a_short_log_as_in_a_long_one(tmp_path: Path, capsys, filler: int) -> None:
    log = tmp_path / "build.log"
    log.write_bytes(b"build output line\n" * filler + b"step\x00 one\n" + MAKE_LOG)
    code, report, err = triage(capsys, str(log))
    assert code == ExitCode.OK, err
    assert report["failure_found"]


def test_a_short_file_of_nul_bytes_is_still_binary(tmp_path: Path, capsys) -> None:
    log = tmp_path / "core"
    log.write_bytes(b"\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00")
    code, _, err = triage(capsys, str(log))
    assert code == ExitCode.INPUT
    assert "binary" in err
