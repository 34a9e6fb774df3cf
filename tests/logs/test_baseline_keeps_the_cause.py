"""A passing log lowers weight; it never costs the diagnosis its cause (``--baseline``).

Two shapes lost the cause before: a failing log with more new lines before its failing step than
the comparison recorded (a cold-cache build of 20,000+ lines against a short warm-cache passing
run), and a passing run that printed the same error before a retry passed. The tool output in
``fixtures/retried`` is real, made on this machine: ``go test -v`` then a rerun of the failed test
(``go-test-rerun-*``), ``pytest -q`` then a rerun (``pytest-rerun-*``), ``curl --retry
--retry-connrefused`` against a port nothing listens on (``curl-retry-fails.out``) and one a server
opens after 1.5 s (``curl-retry-passes.out``), and ``mypy app`` on a project with two type errors
and after its fix (``mypy-*``). Each is wrapped here in the GitHub Actions job log shape.
``fixtures/baseline/ctest-assert-*.out`` is real too: ``cmake -S . -B build && cmake --build build &&
cd build && ctest --output-on-failure`` (cmake 3.25, gcc 12) on a C project whose first test's
``assert`` fails, then on its fix (the build folder renamed to a runner's workspace).
"""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

import pytest
from tests.commands.test_action_entrypoint import collected_evidence, run_action
from tests.cpu_growth import per_unit_growth

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main
from ci_triage.logs import compare
from ci_triage.logs.source import LogMember

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parent / "fixtures" / "retried"
BASELINE_FIXTURES = Path(__file__).parent / "fixtures" / "baseline"
SET_UP = [
    "Current runner version: '2.330.0'",
    "##[group]Operating System",
    "Ubuntu",
    "24.04.3",
    "##[endgroup]",
    "##[group]Run actions/checkout@v4",
    "with:",
    "  repository: octo/widgets",
    "##[endgroup]",
    "Syncing repository: octo/widgets",
]
MYPY_CAUSE = 'app/core.py:5: error: Incompatible return value type (got "str", expected "int")  [return-value]'


def step(command: str, output: list[str], exit_code: int = 0) -> list[str]:
    """A script step as the runner writes it: header group, the output, the exit marker if it failed."""
    lines = [f"##[group]Run {command}", command, "shell: /usr/bin/bash -e {0}", "##[endgroup]", *output]
    return lines + ([f"##[error]Process completed with exit code {exit_code}."] if exit_code else [])


def job_log(*steps: list[str]) -> bytes:
    """A GitHub Actions job log of ``steps``, each line stamped, the runner's post-job lines last."""
    lines = [*SET_UP, *(line for one in steps for line in one), "Post job cleanup.", "Cleaning up orphan processes"]
    return "".join(f"2026-12-01T10:00:{n % 60:02d}.{n:07d}Z {line}\n" for n, line in enumerate(lines)).encode()


def output(name: str) -> list[str]:
    return (FIXTURES / name).read_text(encoding="utf-8").splitlines()


def triage(capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    code = main(["triage", *args, "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out)


def excerpt_text(report: dict) -> list[str]:
    return [line for span in report["excerpt"] for line in span["lines"]]


def write(tmp_path: Path, name: str, data: bytes) -> str:
    (tmp_path / name).write_bytes(data)
    return str(tmp_path / name)


def cold_build(lines: int) -> list[str]:
    """A build step of ``lines`` lines the warm-cache passing run never printed."""
    return step("python setup.py build", [f"compiling module {n} of the cold cache" for n in range(lines)])


MYPY_FAILS = step("mypy app", output("mypy-fails.out"), exit_code=1)
MYPY_PASSES = step("mypy app", output("mypy-passes.out"))


@pytest.mark.parametrize("build_lines", [0, 19_990, 25_000, 45_000])
def test_the_cause_stays_however_many_new_lines_come_before_the_failing_step(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], build_lines: int
) -> None:
    failing = write(tmp_path, "fail.log", job_log(cold_build(build_lines), MYPY_FAILS))
    passing = write(tmp_path, "pass.log", job_log(MYPY_PASSES))
    alone = triage(capsys, failing)
    compared = triage(capsys, failing, "--baseline", passing)
    assert compared["compared_with"].startswith("the passing log ")
    assert MYPY_CAUSE in excerpt_text(compared)
    assert compared["summary"] == alone["summary"]
    assert MYPY_CAUSE in compared["summary"]
    assert compared["excerpt_tokens"] < 300, "the build step's new lines are not the failing step's"


def test_lines_the_comparison_did_not_reach_keep_their_ordinary_weight(monkeypatch: pytest.MonkeyPatch) -> None:
    """A log longer than :data:`~ci_triage.logs.compare.COMPARED_BYTES` is compared by its head and
    tail; the lines between are uncompared, neither known nor new."""
    monkeypatch.setattr(compare, "COMPARED_BYTES", 64 * 1024)
    monkeypatch.setattr(compare, "COMPARED_HEAD_BYTES", 8 * 1024)
    failing = job_log(cold_build(5_000), MYPY_FAILS)
    baseline = compare.read_baseline(LogMember(name="", file=io.BytesIO(job_log(MYPY_PASSES))), "run 7")
    comparison = compare.compare_member(LogMember(name="", file=io.BytesIO(failing)), baseline)
    [(first, last)] = comparison.uncompared
    numbered = failing.decode().splitlines()
    assert 10 < first < last < len(numbered) - 20
    assert not comparison.compared((first + last) // 2)
    assert comparison.compared(first - 1)
    cause = next(n for n, line in enumerate(numbered, 1) if MYPY_CAUSE in line)
    assert comparison.compared(cause)
    assert cause in comparison.new_lines
    assert (comparison.status(cause), comparison.status((first + last) // 2)) == ("new", "not compared")
    assert comparison.status(1) == "known", "the runner's first line, as in the passing log"


def test_new_lines_past_the_recorded_ones_leave_a_gap_not_known_lines(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(compare, "MAX_NEW_LINES", 300)
    failing = job_log(cold_build(1_000), MYPY_FAILS)
    baseline = compare.read_baseline(LogMember(name="", file=io.BytesIO(job_log(MYPY_PASSES))), "run 7")
    comparison = compare.compare_member(LogMember(name="", file=io.BytesIO(failing)), baseline)
    assert len(comparison.new) == 300
    assert comparison.new_count > 1_000
    [(first, last)] = comparison.uncompared
    assert comparison.new[99].line == first - 1
    assert comparison.new[100].line == last + 1
    cause = next(n for n, line in enumerate(failing.decode().splitlines(), 1) if MYPY_CAUSE in line)
    assert cause in comparison.new_lines


RETRIED = {
    "go test rerun": (
        "ATTEMPT=1 go test -count=1 -v ./... || ATTEMPT=2 go test -count=1 -v -run TestFlakyNetwork ./...",
        "go-test-rerun",
        "calc_test.go:25: dial tcp 127.0.0.1:18799: connect: connection refused",
        True,
    ),
    "pytest rerun": (
        "pytest -q test_service.py || pytest -q test_service.py -k reachable",
        "pytest-rerun",
        "socket.py:836: ConnectionRefusedError",
        False,  # the rerun's tally "1 failed, 1 deselected" is new: the passing rerun's says "1 passed"
    ),
    "curl retry": (
        "curl -sS -f --retry 5 --retry-connrefused --retry-delay 1 http://127.0.0.1:18796/ -o /dev/null",
        "curl-retry",
        "curl: (7) Failed to connect to 127.0.0.1 port 18797 after 0 ms: Couldn't connect to server",
        True,
    ),
}


@pytest.mark.parametrize("case", list(RETRIED))
def test_an_error_the_passing_run_retried_past_stays_with_a_reason_and_a_warning(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str
) -> None:
    command, name, cause, every_line_known = RETRIED[case]
    failing = write(tmp_path, "fail.log", job_log(step(command, output(f"{name}-fails.out"), exit_code=1)))
    passing = write(tmp_path, "pass.log", job_log(step(command, output(f"{name}-passes.out"))))
    alone = triage(capsys, failing)
    compared = triage(capsys, failing, "--baseline", passing)
    assert compared["compared_with"].startswith("the passing log ")
    assert any(cause in line for line in excerpt_text(compared))
    assert any("also in the passing log" in span["reason"] for span in compared["excerpt"])
    assert compared["summary"] == alone["summary"]
    retried = [warning for warning in compared["warnings"] if "also in the passing log" in warning]
    assert bool(retried) == every_line_known
    assert all("retry" in warning for warning in retried)


def test_a_new_error_is_no_retry_warning(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    failing = write(tmp_path, "fail.log", job_log(MYPY_FAILS))
    passing = write(tmp_path, "pass.log", job_log(MYPY_PASSES))
    compared = triage(capsys, failing, "--baseline", passing)
    assert MYPY_CAUSE in excerpt_text(compared)
    assert not any("retry" in warning for warning in compared["warnings"])
    assert all("also in" not in span["reason"] for span in compared["excerpt"])


CTEST = "cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug && cmake --build build && cd build && ctest --output-on-failure"
CTEST_CAUSE = "main: Assertion `add(2, 2) == 4' failed."


@pytest.mark.parametrize("passing_dir", ["widget", "widget_fixed"])
def test_a_new_assertion_message_of_a_failed_ctest_test_stays_in_the_excerpt(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], passing_dir: str
) -> None:
    """ctest's verdict of the failed test and the assertion message under it are new since the
    passing run; the next test's ``Passed`` verdict after them does not make them a passing test's
    output to drop, with a passing log as without one (the passing run built in the same folder, or
    in another)."""
    fails = (BASELINE_FIXTURES / "ctest-assert-fails.out").read_text(encoding="utf-8").splitlines()
    passes = (BASELINE_FIXTURES / "ctest-assert-passes.out").read_text(encoding="utf-8")
    passes = passes.replace("/widget/widget/", f"/widget/{passing_dir}/").splitlines()
    failing = write(tmp_path, "fail.log", job_log(step(CTEST, fails, exit_code=8)))
    passing = write(tmp_path, "pass.log", job_log(step(CTEST, passes)))
    alone = triage(capsys, failing)
    compared = triage(capsys, failing, "--baseline", passing)
    assert compared["compared_with"].startswith("the passing log ")
    for report in (alone, compared):
        text = excerpt_text(report)
        assert any(CTEST_CAUSE in line for line in text)
        assert any("test_widget" in line and "Subprocess aborted***Exception" in line for line in text)
        assert "The following tests FAILED:" in text
    assert compared["excerpt_tokens"] < alone["excerpt_tokens"], "the configure and build lines are known"


def test_run_logs_zips_keep_the_cause_past_the_recorded_new_lines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for name, log in (("bad.zip", job_log(cold_build(25_000), MYPY_FAILS)), ("ok.zip", job_log(MYPY_PASSES))):
        with zipfile.ZipFile(tmp_path / name, "w") as archive:
            archive.writestr("0_test.txt", log)
    compared = triage(capsys, str(tmp_path / "bad.zip"), "--baseline", str(tmp_path / "ok.zip"))
    assert compared["compared_with"].startswith("the passing log ")
    assert MYPY_CAUSE in excerpt_text(compared)
    assert MYPY_CAUSE in compared["summary"]


def test_the_action_keeps_the_cause_of_a_long_log(tmp_path: Path, parse_outputs) -> None:
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    (workspace / "fail.log").write_bytes(job_log(cold_build(25_000), MYPY_FAILS))
    (workspace / "pass.log").write_bytes(job_log(MYPY_PASSES))
    inputs = {"LOG-PATH": "fail.log", "BASELINE-PATH": "pass.log", "MODE": "summary"}
    result, output_file, _summary = run_action(tmp_path, **inputs)
    assert result.returncode == ExitCode.OK, result.stderr
    evidence = collected_evidence(workspace)
    assert evidence["baseline"]["note"] == "compared with the passing log pass.log"
    assert MYPY_CAUSE in [line for span in evidence["logs"][0]["report"]["excerpt"] for line in span["lines"]]
    summary_text = parse_outputs(output_file.read_text(encoding="utf-8"))["summary-text"]
    assert " ".join(MYPY_CAUSE.split()) in summary_text, "the one-line output collapses runs of spaces"


def _compare(failing: bytes, baseline: compare.Baseline) -> None:
    compare.compare_member(LogMember(name="", file=io.BytesIO(failing)), baseline)


@pytest.mark.complexity
def test_the_comparison_costs_linear_time_and_a_bounded_time_past_the_compared_bytes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    baseline = compare.read_baseline(LogMember(name="", file=io.BytesIO(job_log(MYPY_PASSES))), "run 7")
    small, large = job_log(cold_build(4_000), MYPY_FAILS), job_log(cold_build(16_000), MYPY_FAILS)
    ratio = per_unit_growth(lambda: _compare(small, baseline), lambda: _compare(large, baseline), 4)
    assert ratio < 2.0, f"CPU per byte grew {ratio:.2f}x as the log grew 4x"
    monkeypatch.setattr(compare, "COMPARED_BYTES", len(small) // 2)
    monkeypatch.setattr(compare, "COMPARED_HEAD_BYTES", len(small) // 8)
    ratio = per_unit_growth(lambda: _compare(small, baseline), lambda: _compare(large, baseline), 1)
    assert ratio < 2.0, f"past COMPARED_BYTES, CPU grew {ratio:.2f}x as the log grew 4x"


HEADINGS = {
    "known": ("curl retry", "configuration — also in the passing log it was compared with"),
    "new": (None, "type check — new since the passing log it was compared with"),
}
"""What the comparison found of the line the summary quotes, a failing/passing pair showing it, and
the heading that says so: the curl error the passing run retried past is also in its log (a
server on this machine that was not yet listening: configuration, wait for it)."""


def _pair(case: str | None) -> tuple[bytes, bytes]:
    if case is None:
        return job_log(MYPY_FAILS), job_log(MYPY_PASSES)
    command, name, _cause, _known = RETRIED[case]
    return (
        job_log(step(command, output(f"{name}-fails.out"), exit_code=1)),
        job_log(step(command, output(f"{name}-passes.out"))),
    )


@pytest.mark.parametrize("found", list(HEADINGS))
def test_the_heading_says_what_the_comparison_found_of_the_quoted_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], parse_outputs, found: str
) -> None:
    """The CLI's Markdown and the action's job summary head the diagnosis alike, and only with what
    is true of the line the summary quotes."""
    case, heading = HEADINGS[found]
    failing, passing = _pair(case)
    fail, passed = write(tmp_path, "fail.log", failing), write(tmp_path, "pass.log", passing)
    assert triage(capsys, fail, "--baseline", passed)["jobs"][0]["headline_compared"] == found
    assert main(["triage", fail, "--baseline", passed, "--format", "markdown"]) == 0
    cli = next(line for line in capsys.readouterr().out.splitlines() if line.startswith("### "))
    assert f"CI triage: {heading} (confidence" in cli
    workspace = tmp_path / "action" / "workspace"
    workspace.mkdir(parents=True)
    (workspace / "fail.log").write_bytes(failing)
    (workspace / "pass.log").write_bytes(passing)
    result, _output, summary = run_action(tmp_path / "action", **{"LOG-PATH": "fail.log", "BASELINE-PATH": "pass.log"})
    assert result.returncode == ExitCode.OK, result.stderr
    action = next(line for line in summary.read_text(encoding="utf-8").splitlines() if line.startswith("### "))
    if found == "new":  # a type error's origin: the comparison is all the action knows of it
        assert action.endswith(heading.split(" — ")[1]), action
    else:  # a network failure is the infrastructure's, whatever the passing log shows
        assert "new since" not in action, action


def test_each_finding_of_the_comparison_has_its_own_heading() -> None:
    from ci_triage.logs.model import Classification, JobReport
    from ci_triage.report.markdown import BASELINE_HEADINGS, baseline_heading

    def job(found: str | None, failure: bool = True) -> JobReport:
        unknown = Classification(category="unknown", confidence=0.0)
        report = JobReport(
            job="test", format="github-actions", total_lines=9, failure_found=failure, classification=unknown
        )
        report.headline_compared = found  # type: ignore[assignment]
        return report

    headings = [baseline_heading([job("new", failure=False), job(found)]) for found in ("new", "known", "not compared")]
    assert len(set(headings)) == 3
    assert "not compared" in headings[2]
    assert baseline_heading([job("new", failure=False)]) == BASELINE_HEADINGS[None]
