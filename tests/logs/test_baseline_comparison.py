"""Comparing a failing log with the same job's passing log (``ci-triage triage FAIL --baseline PASS``).

The pair is CiDiff's ``astor_1260`` (``shared/corpus/cidiff``, tuning part of the split): a Maven
compilation failure whose ground-truth error lines are 346–355 and 364–382 of ``fail.log``.
"""

from __future__ import annotations

import gzip
import io
import json
import zipfile
from pathlib import Path

import pytest
from tests.cpu_growth import per_unit_growth

from ci_triage.commands.cli import main
from ci_triage.logs import compare
from ci_triage.logs.compare import compare_member, load_baseline
from ci_triage.logs.source import LogMember
from ci_triage.logs.templates import mask, template_keys

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

PAIR = "astor_1260"
ERROR_LINES = {*range(346, 356), *range(364, 383)}


@pytest.fixture
def pair(corpus: Path) -> tuple[Path, Path]:
    return corpus / "cidiff" / PAIR / "fail.log", corpus / "cidiff" / PAIR / "pass.log"


def triage(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[dict, str]:
    code = main(["triage", *args, "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out), captured.err


def excerpt_lines(report: dict) -> set[int]:
    return {n for span in report["excerpt"] for n in range(span["start_line"], span["end_line"] + 1)}


def test_run_to_run_noise_is_masked_but_counts_of_zero_are_not() -> None:
    first = b"2024-05-01T12:00:00.123Z Tests run: 12, Failures: 0, Time elapsed: 1.25 s in /tmp/abc123/x"
    second = b"2024-06-02T08:30:10.999Z Tests run: 14, Failures: 0, Time elapsed: 3 s in /tmp/zz9/x"
    failed = b"2024-06-02T08:30:10.999Z Tests run: 14, Failures: 2, Time elapsed: 3 s in /tmp/zz9/x"
    assert mask(first) == mask(second)
    assert mask(second) != mask(failed)
    assert mask(b"commit 3cad9e8e4278e0eea38551b4f71cc1cf08bd9d14") == mask(b"commit 8bcd9cc")
    assert mask(b"id 123e4567-e89b-12d3-a456-426614174000") == mask(b"id 00000000-0000-4000-8000-000000000001")
    assert mask(b"Total time: 16.397 s") == mask(b"Total time: 01:13 min")
    assert template_keys(b"a 1\nb\n") == [hash(b"a <*>"), hash(b"b"), hash(b"")]


def compared_with_run_42(passing: bytes, failing: bytes):
    """The comparison of the ``failing`` log with the ``passing`` one, read as run 42's."""
    baseline = compare.read_baseline(LogMember(name="", file=io.BytesIO(passing)), "run 42")
    return compare_member(LogMember(name="", file=io.BytesIO(failing)), baseline)


def new_lines(comparison, failing: bytes, width: int) -> list[tuple[int, bytes]]:
    """Each new line's number and its first ``width`` bytes, read at its offset in ``failing``."""
    return [(anchor.line, failing[anchor.offset : anchor.offset + width]) for anchor in comparison.new]


def test_new_lines_are_found_with_their_offsets() -> None:
    passing = b"setup 1\nbuild ok in 3 s\n"
    failing = b"setup 7\nerror: boom\nbuild ok in 9 s\n\nexit 2\n"
    comparison = compared_with_run_42(passing, failing)
    assert new_lines(comparison, failing, 6) == [(2, b"error:"), (5, b"exit 2")]
    assert comparison.total == 4
    assert comparison.reason == "new since run 42"


def test_a_line_past_64_kib_is_compared_by_the_record_a_terminal_shows_and_offsets_stay_right() -> None:
    progress = "".join(f"test_a.py [{n % 100:3d}%]\r" for n in range(10_000))  # 160,000 characters
    passing = f"setup\n{progress}2 passed\nend\n".encode()
    failing = f"setup\n{progress}FAILED test_a.py::test_b\nerror: boom\nend\n".encode()
    comparison = compared_with_run_42(passing, failing)
    assert new_lines(comparison, failing, 11) == [(2, b"test_a.py ["), (3, b"error: boom")]
    assert comparison.total == 4


def test_the_baseline_keeps_the_errors_and_drops_what_the_passing_run_printed(
    capsys: pytest.CaptureFixture[str], pair: tuple[Path, Path]
) -> None:
    failing, passing = pair
    alone, _ = triage(capsys, str(failing))
    compared, err = triage(capsys, str(failing), "--baseline", str(passing))
    assert "baseline" not in err
    kept = excerpt_lines(compared)
    assert kept & ERROR_LINES == ERROR_LINES
    assert len(kept - ERROR_LINES) < len(excerpt_lines(alone) - ERROR_LINES) / 2
    assert compared["excerpt_tokens"] < alone["excerpt_tokens"] / 2
    assert any("new since the passing log" in span["reason"] for span in compared["excerpt"])
    assert compared["category"] == alone["category"]


def test_a_run_logs_zip_baseline_is_matched_by_job_name(
    capsys: pytest.CaptureFixture[str], pair: tuple[Path, Path], tmp_path: Path
) -> None:
    failing, passing = pair
    failing_zip, passing_zip = tmp_path / "failing.zip", tmp_path / "passing.zip"
    with zipfile.ZipFile(failing_zip, "w") as archive:
        archive.writestr("0_build.txt", failing.read_bytes())
    with zipfile.ZipFile(passing_zip, "w") as archive:
        archive.writestr("0_lint.txt", b"lint ok\n")
        archive.writestr("1_build.txt", passing.read_bytes())
    gzipped = tmp_path / "passing.log.gz"
    gzipped.write_bytes(gzip.compress(passing.read_bytes()))
    from_zip, err = triage(capsys, str(failing_zip), "--baseline", str(passing_zip))
    assert "baseline" not in err
    from_gzip, _ = triage(capsys, str(failing), "--baseline", str(gzipped))
    assert excerpt_lines(from_zip) == excerpt_lines(from_gzip)


@pytest.mark.parametrize("kind", ["binary", "other job", "huge", "empty"])
def test_a_bad_baseline_is_a_warning_and_the_triage_goes_on_without_it(
    capsys: pytest.CaptureFixture[str],
    pair: tuple[Path, Path],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    kind: str,
) -> None:
    failing, passing = pair
    baseline = tmp_path / "baseline"
    if kind == "binary":
        baseline.write_bytes(bytes(range(256)) * 64)
    elif kind == "other job":
        baseline.write_text("\n".join(_distinct_lines("npm run lint passed", 200)), encoding="utf-8")
    elif kind == "huge":
        baseline.write_bytes(passing.read_bytes())
        monkeypatch.setattr(compare, "MAX_BASELINE_BYTES", 1024)
    elif kind == "empty":  # a path that does not exist is exit 3 (tests/commands/test_bad_input.py)
        baseline.write_bytes(b"")
    alone, _ = triage(capsys, str(failing))
    compared, err = triage(capsys, str(failing), "--baseline", str(baseline))
    assert "ci-triage: warning: baseline not used" in err
    assert any(warning.startswith("baseline not used") for warning in compared["warnings"])
    assert compared["excerpt"] == alone["excerpt"]
    assert compared["category"] == alone["category"]


def test_load_baseline_never_raises_on_bad_input(tmp_path: Path) -> None:
    directory = tmp_path / "folder"
    directory.mkdir()
    baselines, warnings = load_baseline(str(directory))
    assert baselines == []
    assert len(warnings) == 1
    assert "is a directory" in warnings[0]


@pytest.mark.complexity
def test_masking_time_grows_linearly_with_the_line_even_when_a_backtracking_engine_would_not() -> None:
    """A run of zeros with no other digit makes a backtracking ``\\d*[1-9]\\d*`` quadratic; RE2 is not."""

    def masked(length: int) -> None:
        data = (b"count " + b"0" * length + b" x\n") * 4
        for _ in range(5):
            template_keys(data)

    masked(1000)  # warm up
    assert per_unit_growth(lambda: masked(50_000), lambda: masked(200_000), 4) < 3  # quadratic would be 4


def test_baseline_and_workflow_are_for_log_files_not_for_a_github_run(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["triage", "--run-id", "5", "--repo", "a/b", "--baseline", "passed.log"])
    assert code == 2
    assert "--baseline: only with a log file" in capsys.readouterr().err


def _distinct_lines(prefix: str, count: int) -> list[str]:
    """``count`` lines of distinct templates (words, no digits or hexadecimal a template would mask)."""
    words = ["gull", "heron", "ibis", "jay", "kiwi", "lark", "myna", "owl", "puffin", "quail", "rook", "swan"]
    return [f"{prefix} {first} {second} {third}" for first in words for second in words for third in words][:count]


def _member(lines: list[str]) -> LogMember:
    return LogMember(name="", file=io.BytesIO("".join(f"{line}\n" for line in lines).encode()))


@pytest.mark.parametrize("failing_is", ["the long job's", "the short job's"])
def test_a_log_of_another_job_is_noticed_whichever_of_the_two_is_failing(failing_is: str) -> None:
    """Two jobs that share only the runner's set-up lines: the short one repeats them often (so most of
    its lines are "known" to the long one), the long one has many lines of its own."""
    setup = ["Run actions/checkout", "Syncing repository", "Getting Git version info", "Cleaning up orphan processes"]
    long_job = setup + _distinct_lines("maven", 120)
    short_job = setup * 12 + _distinct_lines("prettier", 30)
    failing, passing = (long_job, short_job) if failing_is == "the long job's" else (short_job, long_job)
    baseline = compare.read_baseline(_member(passing), "the passing log")
    warnings: list[str] = []
    assert compare.comparison_for(_member(failing), [baseline], warnings) is None
    assert len(warnings) == 1
    assert "looks like another job's log" in warnings[0]


def test_a_failing_run_that_stopped_early_is_still_compared_with_its_own_jobs_passing_log() -> None:
    job = ["Run actions/checkout", "Syncing repository", *_distinct_lines("build", 200)]
    baseline = compare.read_baseline(_member(job), "the passing log")
    warnings: list[str] = []
    assert compare.comparison_for(_member([*job[:40], "error: compilation failed"]), [baseline], warnings) is not None
    assert warnings == []


def test_a_passing_run_that_shares_no_line_is_not_used_but_not_called_another_jobs() -> None:
    """A local ``pytest`` that passed prints two lines (the fixture is its real output); its failing
    run shares neither, by chance, not because it is another job's: every line would be new, which
    tells nothing, so the baseline is left out with a warning that says so and no more."""
    passing = (Path(__file__).parent / "fixtures" / "pytest-passing.txt").read_text(encoding="utf-8").splitlines()
    failing = [
        "F.F",
        "=================================== FAILURES ===================================",
        *_distinct_lines("E", 30),
    ]
    baseline = compare.read_baseline(_member(passing), "the passing log")
    warnings: list[str] = []
    assert compare.comparison_for(_member(failing), [baseline], warnings) is None
    assert len(warnings) == 1
    assert "has no kind of line the failing log has, so the comparison tells nothing" in warnings[0]
    assert "another job" not in warnings[0]


def test_a_failed_baseline_of_another_job_is_warned_of_once(tmp_path: Path, pair: tuple[Path, Path]) -> None:
    """trial-37 #9: a failed baseline of another job gave "failed too: not a passing run" and then
    "the passing logs hold no job of that name", calling the log just refused a passing one."""
    failing, _ = pair
    baseline = tmp_path / "other-run.zip"
    with zipfile.ZipFile(baseline, "w") as archive:
        archive.writestr("1_lint.txt", failing.read_bytes())
    baselines, warnings = load_baseline(str(baseline), failed=lambda member: True)
    assert len(warnings) == 1
    assert "(job lint) failed too" in warnings[0]
    build = LogMember(name="1_build.txt", file=io.BytesIO(failing.read_bytes()), job="build")
    comparing: list[str] = []
    assert compare.comparison_for(build, baselines, comparing) is None
    assert comparing == []


def test_a_baseline_zip_whose_job_failed_too_is_warned_of_once(tmp_path: Path, pair: tuple[Path, Path]) -> None:
    """trial-24: a run-logs zip baseline whose ``docs`` job failed as well gave "(job docs) failed too"
    and then, for the failing ``docs``, "the passing logs hold no job of that name": it does hold it."""
    failing, passing = pair
    baseline = tmp_path / "passing-run.zip"
    with zipfile.ZipFile(baseline, "w") as archive:
        archive.writestr("1_build.txt", passing.read_bytes())
        archive.writestr("2_docs.txt", failing.read_bytes())
    baselines, warnings = load_baseline(str(baseline), failed=lambda member: member.job == "docs")
    assert warnings == []  # said when docs is compared (trial 115 #9: not for every job of the zip)
    docs = LogMember(name="2_docs.txt", file=io.BytesIO(failing.read_bytes()), job="docs")
    comparing: list[str] = []
    assert compare.comparison_for(docs, baselines, comparing) is None
    assert len(comparing) == 1
    assert "(job docs) failed too" in comparing[0]
    comparing.clear()
    build = LogMember(name="1_build.txt", file=io.BytesIO(failing.read_bytes()), job="build")
    assert compare.comparison_for(build, baselines, comparing) is not None
