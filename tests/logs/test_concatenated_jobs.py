"""A file of whole job logs one after another (``cat`` of downloaded logs, a pipeline's raw log) is
triaged job by job, as ``gh run view --log`` output is: each failing job its own step and cause, a
passing job a passing job, and the file's own line numbers.

The fixtures (``tests/fixtures/concatenated/``, see its README) are trial 22's real tool output in
the Travis, GitLab and Jenkins layouts, ``cat`` together; the GitHub Actions pair is two fixtures of
``tests/fixtures/starter-trial/`` joined here.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.cpu_growth import per_unit_growth

from ci_triage.logs import concatenated_jobs
from ci_triage.logs.clean import clean_line
from ci_triage.logs.concatenated_jobs import job_logs
from ci_triage.logs.source import open_log_source

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
CONCATENATED = FIXTURES / "concatenated"


def _line(path: Path, number: int) -> str:
    """Line ``number`` (1-based) of ``path`` as the report shows it (cleaned)."""
    raw = path.read_bytes().split(b"\n")[number - 1]
    return clean_line(raw.decode("utf-8", "replace")).text


def _jobs(path: Path) -> list[tuple[str, int]]:
    with open_log_source(str(path)) as source:
        return [(job.job, job.first_line) for member in source.members for job in job_logs(member)]


def test_a_travis_job_then_a_gitlab_job_each_get_their_own_step_and_cause(triage_json) -> None:
    """Trial 22 finding 2: the Travis job's step was paired with the GitLab job's terraform error."""
    log = CONCATENATED / "lua.travis+tfvalidate.gitlab.log"
    report = triage_json(log)
    travis, gitlab = report["jobs"]
    assert travis["job"] == "travis job at lines 1-26"
    assert gitlab["job"] == "gitlab job at lines 27-89"
    assert travis["failing_step"]["name"] == "lua app.lua"
    assert travis["classification"]["category"] == "runtime error"
    assert "attempt to index a nil value" in travis["headline"]
    assert gitlab["failing_step"]["name"] == "terraform validate -no-color"
    assert gitlab["classification"]["category"] == "infrastructure-as-code/deploy"
    assert "undeclared input variable" in gitlab["headline"]
    # the primary is the first failing job, and the summary pairs its step with its own cause
    assert report["summary"].startswith("Runtime error in step “lua app.lua” of job “travis job at lines 1-26”")
    assert "(2 jobs failed)" in report["summary"]
    # line numbers are the file's own
    assert _line(log, travis["failing_step"]["start_line"]) == "$ lua app.lua"
    assert _line(log, gitlab["failing_step"]["start_line"]) == "$ terraform validate -no-color"
    for job in (travis, gitlab):
        first, last = (int(n) for n in job["job"].rsplit(" ", 1)[1].split("-"))
        assert first <= job["failing_step"]["start_line"] <= job["failing_step"]["end_line"] <= last


def test_each_job_reads_as_its_log_alone_would(tmp_path: Path, triage_json) -> None:
    log = CONCATENATED / "lua.travis+tfvalidate.gitlab.log"
    lines = log.read_bytes().split(b"\n")  # not splitlines: a Travis or GitLab line holds ``\r``
    report = triage_json(log)
    for job in report["jobs"]:
        first, last = (int(n) for n in job["job"].rsplit(" ", 1)[1].split("-"))
        alone = tmp_path / "alone.log"
        alone.write_bytes(b"\n".join(lines[first - 1 : last]) + b"\n")
        by_itself = triage_json(alone)
        assert job["classification"]["category"] == by_itself["category"]
        assert job["headline"] == by_itself["jobs"][0]["headline"]
        assert job["failing_step"]["name"] == by_itself["failing_step"]["name"]
        assert job["failing_step"]["start_line"] == by_itself["failing_step"]["start_line"] + first - 1


def test_three_jenkins_builds_a_passing_one_and_two_failures(triage_json) -> None:
    """Trial 22: the passing build's ``pytest -q`` was named the failing step, both failures lost.
    The jobs with a failed step are analysed first (t117 finding 5), the passing one after them."""
    log = CONCATENATED / "pass+gcc+tffmt.jenkins.log"
    report = triage_json(log)
    assert [job["job"] for job in report["jobs"]] == [
        "jenkins job at lines 44-89",
        "jenkins job at lines 90-145",
        "jenkins job at lines 1-43",
    ]
    gcc, fmt, passed = report["jobs"]
    assert not passed["failure_found"]
    assert report["jobs_passed"] == ["jenkins job at lines 1-43"]
    assert (gcc["failing_step"]["name"], gcc["classification"]["category"]) == (
        "gcc -Wall -c main.c -o main.o",
        "compile/build error",
    )
    assert (fmt["failing_step"]["name"], fmt["classification"]["category"]) == (
        "terraform fmt -check -diff",
        "formatting",
    )
    assert report["failing_step"]["name"] == "gcc -Wall -c main.c -o main.o"
    assert "(2 jobs failed)" in report["summary"]
    assert "formatting (jenkins job at lines 90-145)" in report["summary"]


def test_a_passing_job_then_a_failing_one_of_another_system(triage_json) -> None:
    log = CONCATENATED / "pass.jenkins+gcc.travis.log"
    report = triage_json(log)
    assert report["jobs_passed"] == ["jenkins job at lines 1-43"]
    assert report["failing_step"]["name"] == "gcc -Wall -c main.c -o main.o"
    assert report["category"] == "compile/build error"
    assert "jobs failed" not in report["summary"]
    assert _line(log, report["failing_step"]["start_line"]) == "$ gcc -Wall -c main.c -o main.o"


def test_a_job_whose_test_prints_a_job_end_and_start_line_stays_one_job(triage_json) -> None:
    """``Finished: SUCCESS`` then ``Started by user admin`` in a test's captured output: no
    Pipeline's first line follows, so no job starts there."""
    log = CONCATENATED / "pytest.markers-in-output.jenkins.log"
    assert _jobs(log) == [("", 1)]
    report = triage_json(log)
    assert len(report["jobs"]) == 1
    assert report["category"] == "test failure"
    assert report["failing_step"]["name"] == "pytest -q"


def test_a_single_job_log_of_each_layout_is_one_job() -> None:
    for path in sorted((FIXTURES / "trial-22").glob("*.log")):
        assert _jobs(path) == [("", 1)], path.name


def test_github_actions_job_logs_one_after_another_are_named_by_the_runner(tmp_path: Path, triage_json) -> None:
    first = (FIXTURES / "starter-trial" / "bats-fail-PASS.gha.log").read_bytes()
    second = (FIXTURES / "starter-trial" / "elixir-compile.gha.log").read_bytes()
    log = tmp_path / "two.gha.log"
    log.write_bytes(first + second)
    lines = first.count(b"\n")
    second_job = f"test (1.14) at lines {lines + 1}-{lines + 30}"
    assert _jobs(log) == [(f"build at lines 1-{lines}", 1), (second_job, lines + 1)]
    report = triage_json(log)
    alone = tmp_path / "elixir.gha.log"
    alone.write_bytes(second)
    by_itself = triage_json(alone)
    failing = [job for job in report["jobs"] if job["failure_found"]]
    assert failing[-1]["classification"]["category"] == by_itself["category"]
    assert failing[-1]["failing_step"]["start_line"] == by_itself["failing_step"]["start_line"] + lines


def test_a_start_line_before_the_job_before_it_ended_starts_no_job(tmp_path: Path) -> None:
    """A Jenkins build that prints another build's first lines (no ``Finished:`` before them)."""
    whole = (CONCATENATED / "pass+gcc+tffmt.jenkins.log").read_bytes().split(b"\n")
    without_end = [line for line in whole[:43] if not line.startswith(b"Finished: ")] + whole[43:89]
    log = tmp_path / "no-end.log"
    log.write_bytes(b"\n".join(without_end) + b"\n")
    assert _jobs(log) == [("", 1)]


def _find_jobs(path: Path) -> None:
    with path.open("rb") as file:
        concatenated_jobs._job_starts(file, "jenkins")


@pytest.mark.complexity
def test_finding_the_jobs_takes_linear_time_when_every_line_is_a_marker(tmp_path: Path) -> None:
    """The worst case: every other line a job's end and every other one a start whose preamble is
    looked for and not found (complexity ratio)."""
    paths = []
    for pairs in (20_000, 80_000):
        path = tmp_path / f"{pairs}.log"
        start = b"Started by user admin\n[Pipeline] Start of Pipeline\n"
        path.write_bytes(start + b"Finished: X\nStarted by y\n" * pairs)
        paths.append(path)
    small, large = paths
    assert per_unit_growth(lambda: _find_jobs(small), lambda: _find_jobs(large), 4) < 2.0


def test_hosted_runner_logs_that_open_with_the_provisioner_group_are_split(triage_json) -> None:
    """Trial 93 finding 1: three ``cat``'ed hosted-runner logs (each opening with ``##[group]Runner
    Image Provisioner``, before ``Current runner version``) were read as one job: the go build's
    step with the pytest and eslint failures called earlier steps."""
    log = CONCATENATED / "pytest+eslint+gobuild.gha.log"
    report = triage_json(log)
    jobs = [(job["job"], job["classification"]["category"], job["failing_step"]["name"]) for job in report["jobs"]]
    assert jobs == [
        ("test (3.12) at lines 1-71", "test failure", "Run pytest -q tests"),
        ("lint at lines 72-143", "lint/format", "Run npx eslint src"),
        ("go-build at lines 144-198", "compile/build error", "Run go build ./..."),
    ]
    assert report["category"] == "test failure"
