"""Fingerprints: the same failure in two runs gets the same fingerprint; a different failure does not."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.fingerprint import mask_volatile
from ci_triage.logs.model import JobReport
from ci_triage.logs.source import LogMember

TRIAL_25 = Path(__file__).resolve().parents[1] / "fixtures" / "trial-25"


def pytest_log(
    *,
    stamp: str = "2024-01-01T10:00:00.1234567Z",
    duration: str = "0.52",
    tmp: str = "/tmp/pytest-of-runner/pytest-3",
    object_id: str = "7f3a9c2b1d",
    source_line: int = 42,
    setup_lines: int = 0,
    message: str = "assert 3 == 4",
    test: str = "test_add",
) -> bytes:
    """A failing pytest job; every keyword is something that differs between two runs of it."""
    lines = ["##[group]Run actions/checkout@v4", "Syncing repository", "##[endgroup]"]
    lines += [f"Installing dependency {number}" for number in range(setup_lines)]
    lines += [
        "##[group]Run pytest -q",
        "============================= test session starts ==============================",
        "collected 12 items",
        "tests/test_math.py ..F.........                                          [100%]",
        "=================================== FAILURES ===================================",
        f"_________________________________ {test} __________________________________",
        f"    def {test}():",
        f"        data = load('{tmp}/data.json')",
        f">       {message}",
        f"E       AssertionError: {message} (object at 0x{object_id})",
        f"tests/test_math.py:{source_line}: AssertionError",
        "=========================== short test summary info ============================",
        f"FAILED tests/test_math.py::{test} - AssertionError: {message} (run {object_id})",
        f"========================= 1 failed, 11 passed in {duration}s =========================",
        "##[error]Process completed with exit code 1.",
    ]
    return "".join(f"{stamp} {line}\n" for line in lines).encode()


def analyse(analyser: Analyser, data: bytes) -> JobReport:
    report = analyser.analyse(LogMember(name="", file=io.BytesIO(data)), budget=2000).report
    assert report.failure_found
    assert report.classification.category == "test failure"
    return report


def test_the_same_failure_in_another_run_has_the_same_fingerprint(analyser: Analyser) -> None:
    first = analyse(analyser, pytest_log())
    second = analyse(
        analyser,
        pytest_log(
            stamp="2025-06-30T23:59:59.7654321Z",
            duration="13.07",
            tmp="/tmp/pytest-of-runner/pytest-981",
            object_id="deadbeef99",
            source_line=57,
            setup_lines=25,
        ),
    )
    assert first.failing_step.start_line != second.failing_step.start_line  # the log lines moved
    assert first.fingerprint is not None
    assert len(first.fingerprint) == 16
    assert first.fingerprint == second.fingerprint


@pytest.mark.parametrize(
    "change",
    [{"message": "assert 'a' in 'bcd'"}, {"test": "test_subtract"}],
    ids=["other-error-message", "other-failing-test"],
)
def test_a_different_failure_has_a_different_fingerprint(analyser: Analyser, change: dict) -> None:
    assert analyse(analyser, pytest_log()).fingerprint != analyse(analyser, pytest_log(**change)).fingerprint


@pytest.mark.parametrize(
    ("volatile", "stable"),
    [
        ("at 2024-05-01T12:00:00.123Z took 1.5s", "at 2025-12-31 23:59:59 took 250ms"),
        ("object at 0x7f3a9c2b1d", "object at 0xdeadbeef"),
        ("commit 5c115507f6dd24b8de37d8bbe0bb4509d0cc0fa3", "commit 0123456789abcdef0123456789abcdef01234567"),
        ("id 52cfcdad-9afe-45a4-81d6-4deeb0d7d6a4", "id 00000000-1111-2222-3333-444444444444"),
        ("open /tmp/tmpa1b2c3/x.json failed", "open /tmp/pytest-of-runner/pytest-9/y.json failed"),
        ("src/app.ts:12:5 - error TS2339", "src/app.ts:140:21 - error TS2339"),
    ],
    ids=["time-and-duration", "address", "sha", "uuid", "temp-path", "line-and-column"],
)
def test_run_specific_parts_are_masked(volatile: str, stable: str) -> None:
    assert mask_volatile(volatile) == mask_volatile(stable)


def test_words_are_not_masked() -> None:
    assert mask_volatile("Cannot find module 'left-pad'") != mask_volatile("Cannot find module 'right-pad'")


def test_a_cold_and_a_warm_build_of_the_same_failing_test_share_a_fingerprint(analyser: Analyser) -> None:
    """cargo prints ``Compiling CRATE`` only when it builds: the same failed test, run on a warm build
    cache, must keep its fingerprint (trial-25 finding 2: the excerpt's third best block moved from the
    panic to ``test result: FAILED`` with that one line, and with it the fingerprint)."""
    cold = (TRIAL_25 / "cargo-test.cold.gha.log").read_bytes()
    warm = b"".join(line for line in cold.splitlines(keepends=True) if b"   Compiling " not in line)
    assert warm != cold

    first, second = analyse(analyser, cold), analyse(analyser, warm)

    assert first.failed_tests[0].name == second.failed_tests[0].name == "t::adds"
    assert first.fingerprint == second.fingerprint
