"""Triage time grows linearly with the input on adversarial shapes (issue 16: time per byte stays flat).

For each shape of ``benchmarks/complexity.py`` the analysis (both passes, redaction of the report)
runs in this process on the shape at ``n`` and ``4 n``; the CPU time per byte at ``4 n`` over that
at ``n`` must stay under :data:`MAX_PER_BYTE_RATIO` (linear time reads about 1, quadratic about 4).
The best of three runs per size keeps the noise of a shared machine out. The benchmark prints the
same ratios for every doubling up to 16 MB.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from complexity import shape_log

MAX_PER_BYTE_RATIO = 2.0
RUNS = 3


def _cpu_seconds(path: Path, analyser) -> float:
    from ci_triage.logs.report import triage_source
    from ci_triage.logs.source import open_log_source

    best = float("inf")
    for _ in range(RUNS):
        start = time.process_time()
        with open_log_source(str(path)) as source:
            triage_source(source, analyser, 2000)
        best = min(best, time.process_time() - start)
    return best


@pytest.mark.parametrize(
    ("shape", "size"),
    [
        ("tests", 512 * 1024),
        ("zip", 500),
        ("lines", 1024 * 1024),
        ("dots", 1024 * 1024),
        ("key=", 1024 * 1024),
        ("base64", 1024 * 1024),
        ("ansi", 1024 * 1024),
        ("a.b-", 1024 * 1024),
        ("word", 1024 * 1024),
        ("a@", 32 * 1024),
        ("errors", 512 * 1024),
    ],
)
def test_cpu_time_per_byte_stays_flat_as_the_input_grows(shape: str, size: int, tmp_path: Path, analyser) -> None:
    suffix = ".zip" if shape == "zip" else ".log"
    small, large = tmp_path / f"small{suffix}", tmp_path / f"large{suffix}"
    small.write_bytes(shape_log(shape, size))
    large.write_bytes(shape_log(shape, 4 * size))
    ratio = (_cpu_seconds(large, analyser) / 4) / _cpu_seconds(small, analyser)
    assert ratio < MAX_PER_BYTE_RATIO, f"{shape}: CPU per byte grew {ratio:.2f}x from {size:,} to {4 * size:,}"
