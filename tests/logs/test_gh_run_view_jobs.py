"""``gh run view --log-failed`` output of several failed jobs is triaged job by job, as a run-logs zip is.

The output's form is gh's own (cli/cli ``pkg/cmd/run/view/view.go``, ``displayLogSegments`` and
``copyLogWithLinePrefix``: ``fmt.Sprintf("%s\\t%s\\t", job.Name, stepName)`` before every line of
a segment, ``UNKNOWN STEP`` when the run-logs zip has no step files; ``logs.go`` orders segments job
by job), built here from the tuning part's job logs, each opening with the byte order mark GitHub
serves a job log with (``shared/corpus/gha/GHA-LOGS-API.md``). gh is not installed here.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest
from tests.cpu_growth import per_unit_growth

from ci_triage.base.redact import redact
from ci_triage.logs import gh_jobs
from ci_triage.logs.clean import clean_line
from ci_triage.logs.compare import baseline_for, load_baseline
from ci_triage.logs.gh_jobs import job_members
from ci_triage.logs.source import open_log_source

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

JOBS = {"test (3.11)": "asyncapi-jest-missing-module.log", "lint": "junit5-gradle-spotless.log"}


def gh_output(corpus: Path, jobs: dict[str, str]) -> bytes:
    """What ``gh run view RUN --log-failed`` prints for these failed jobs (no step files: ``UNKNOWN STEP``)."""
    out = []
    for job, name in jobs.items():
        text = "\ufeff" + (corpus / "gha" / name).read_text(encoding="utf-8").removeprefix("\ufeff")
        out += [f"{job}\tUNKNOWN STEP\t{line}\n" for line in text.split("\n") if line]
    return "".join(out).encode()


def job_alone(corpus: Path, job: str, name: str, tmp_path: Path, triage_json) -> dict:
    single = tmp_path / f"{name}.gh.log"
    single.write_bytes(gh_output(corpus, {job: name}))
    return triage_json(str(single))


def test_each_failed_job_of_gh_output_is_analysed_with_the_lines_of_the_whole_output(
    tmp_path: Path, triage_json, corpus: Path
) -> None:
    log = tmp_path / "run.log"
    data = gh_output(corpus, JOBS)
    log.write_bytes(data)
    report = triage_json(str(log))
    assert [job["job"] for job in report["jobs"]] == list(JOBS)
    assert "(2 jobs failed)" in report["summary"]
    lines = data.split(b"\n")
    offset = 0
    for job, (name, file) in zip(report["jobs"], JOBS.items(), strict=True):
        alone = job_alone(corpus, name, file, tmp_path, triage_json)
        assert job["classification"]["category"] == alone["category"]
        step, alone_step = job["failing_step"], alone["failing_step"]
        assert (step["name"], step["start_line"], step["end_line"]) == (
            alone_step["name"],
            alone_step["start_line"] + offset,
            alone_step["end_line"] + offset,
        )
        for span in job["excerpt"]:  # the numbers of the output as saved: sed -n 'START,ENDp' shows them
            assert span["member"] is None
            for number, text in enumerate(span["lines"], span["start_line"]):
                assert text == redact(clean_line(lines[number - 1].decode()).text)
        offset += alone["jobs"][0]["total_lines"]


def test_gh_output_piped_into_stdin_is_split_the_same_way(
    tmp_path: Path, triage_json, monkeypatch: pytest.MonkeyPatch, corpus: Path
) -> None:
    data = gh_output(corpus, JOBS)
    (tmp_path / "run.log").write_bytes(data)
    from_file = triage_json(str(tmp_path / "run.log"))
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    from_stdin = triage_json("-")
    assert from_stdin["source"]["kind"] == "stdin"
    assert from_stdin["jobs"] == from_file["jobs"]


def test_a_job_s_byte_order_mark_after_gh_s_columns_is_not_part_of_its_first_line() -> None:
    line = "lint\tUNKNOWN STEP\t\ufeff2024-05-01T12:00:00.0000000Z ##[group]Run ruff check ."
    assert clean_line(line).text == "Run ruff check ."
    assert clean_line(line).marker == "group"


def _starts_line_by_line(data: bytes) -> list[tuple[int, int, bytes]]:
    """Where each job starts, the slow and obvious way: one line at a time."""
    starts, offset = [], 0
    for number, line in enumerate(data.split(b"\n"), 1):
        job = line.split(b"\t", 1)[0]
        if line.strip() and (not starts or starts[-1][2] != job):
            starts.append((offset, number, job))
        offset += len(line) + 1
    return starts


@pytest.mark.parametrize("block_bytes", [64, 1000, 1024 * 1024])
def test_job_starts_are_found_across_blocks_as_line_by_line(
    tmp_path: Path, corpus: Path, monkeypatch: pytest.MonkeyPatch, block_bytes: int
) -> None:
    monkeypatch.setattr(gh_jobs, "BLOCK_BYTES", block_bytes)
    three = {"a": "asyncapi-jest-missing-module.log", "b": "victory-jest-inline-snapshot.log", "a ": JOBS["lint"]}
    data = gh_output(corpus, three).replace(b"\n", b"\n\n", 1)  # a blank line goes with the job before it
    log = tmp_path / "run.log"
    log.write_bytes(data)
    with open_log_source(str(log)) as source:
        members = job_members(source.members[0])
        assert [(m.job, m.first_line) for m in members] == [
            (job.decode(), line) for _, line, job in _starts_line_by_line(data)
        ]
        assert b"".join(member.file.read() for member in members) == data


@pytest.mark.parametrize(
    "text",
    [
        "name\tvalue\tnote\nother\t1\t2024-05-01T12:00:00Z\n",  # a table whose first line is no gh line
        "a\tstep\t2024-05-01T12:00:00Z x\nno columns here\nb\tstep\t2024-05-01T12:00:00Z y\n",  # not gh's
    ],
    ids=["tab-separated-table", "a-line-without-columns"],
)
def test_output_that_is_not_gh_s_stays_one_log(tmp_path: Path, text: str) -> None:
    log = tmp_path / "x.log"
    log.write_text(text, encoding="utf-8")
    with open_log_source(str(log)) as source:
        assert job_members(source.members[0]) == source.members


def test_output_of_one_job_stays_one_log_named_by_its_job_column(tmp_path: Path) -> None:
    """``gh run view --job ID --log-failed`` of a matrix job: the job is named as a zip member is."""
    text = "test (3.11)\tTests\t2024-05-01T12:00:00Z ok\ntest (3.11)\tTests\t2024-05-01T12:00:01Z ok\n"
    log = tmp_path / "x.log"
    log.write_text(text, encoding="utf-8")
    with open_log_source(str(log)) as source:
        [member] = job_members(source.members[0])
        assert (member.job, member.first_line, member.name) == ("test (3.11)", 1, "")
        assert member.file.read() == text.encode()


@pytest.mark.parametrize("jobs", [JOBS, {"lint": JOBS["lint"]}], ids=["two-jobs", "one-job"])
def test_gh_output_saved_with_a_byte_order_mark_has_the_jobs_it_has_without(
    tmp_path: Path, corpus: Path, jobs: dict[str, str]
) -> None:
    """Windows PowerShell 5.1's ``Out-File -Encoding utf8`` (and Notepad) open the saved output with a
    byte order mark (trial 39's logs/gh-run-view-filebom.txt): it is no part of the first job's name."""
    data = gh_output(corpus, jobs)
    log = tmp_path / "run.log"
    log.write_bytes(b"\xef\xbb\xbf" + data)
    with open_log_source(str(log)) as source:
        members = job_members(source.members[0])
        assert [m.job for m in members] == list(jobs)
        assert members[0].first_line == 1
        if len(members) > 1:
            assert b"".join(member.file.read() for member in members) == data


def test_a_baseline_saved_from_gh_gives_each_job_its_own(tmp_path: Path, corpus: Path) -> None:
    """The passing run's ``gh run view --log``: each failed job is compared with its own job's log."""
    passing = tmp_path / "green.log"
    passing.write_bytes(gh_output(corpus, JOBS))
    baselines, warnings = load_baseline(str(passing))
    assert warnings == []
    assert [baseline.job for baseline in baselines] == list(JOBS)
    assert baseline_for(baselines, "lint") is baselines[1]


def _find_jobs(path: Path) -> None:
    with path.open("rb") as file:
        gh_jobs._job_starts(file)


@pytest.mark.complexity
def test_finding_the_jobs_takes_linear_time_when_every_block_is_read_line_by_line(tmp_path: Path) -> None:
    """The worst case: a blank line in every block (or a job starting in each), so no block is
    counted whole and every line is read on its own (complexity ratio)."""
    paths = []
    for lines in (20_000, 80_000):
        path = tmp_path / f"{lines}.log"
        line = b"job\tUNKNOWN STEP\t2024-05-01T12:00:00.0000000Z ok\n\n"
        path.write_bytes(line * lines)
        paths.append(path)
    small, large = paths
    assert per_unit_growth(lambda: _find_jobs(small), lambda: _find_jobs(large), 4) < 2.0


def test_output_of_more_jobs_than_a_run_logs_zip_may_hold_is_read_as_one_log(tmp_path: Path) -> None:
    log = tmp_path / "many.log"
    lines = gh_jobs.MAX_JOBS + 1
    log.write_bytes(b"".join(b"job%d\tUNKNOWN STEP\t2024-05-01T12:00:00.0000000Z ok\n" % n for n in range(lines)))
    with open_log_source(str(log)) as source:
        assert job_members(source.members[0]) == source.members
    log.write_bytes(b"".join(b"job%d\tUNKNOWN STEP\t2024-05-01T12:00:00.0000000Z ok\n" % n for n in range(lines - 1)))
    with open_log_source(str(log)) as source:
        assert len(job_members(source.members[0])) == gh_jobs.MAX_JOBS
