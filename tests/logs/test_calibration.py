"""The calibration table: valid as bundled, used as a ratio under the strongest evidence, and fitted
monotone (``benchmarks/calibrate.py``)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ci_triage.logs.calibration import calibrate, calibration_points

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from calibrate import fit, from_tool_line

scores = st.floats(min_value=0.0, max_value=1.0, allow_nan=False)


def test_the_bundled_table_runs_from_zero_to_one_and_never_decreases() -> None:
    raws, values = calibration_points()
    assert raws[0] == 0.0
    assert raws[-1] == 1.0
    assert list(values) == sorted(values)


@given(raw=scores, other=scores, top=scores)
def test_confidence_keeps_the_order_of_raw_scores_and_never_exceeds_the_strongest_line(
    raw: float, other: float, top: float
) -> None:
    low, high = sorted((raw, other))
    top = max(top, high)
    assert calibrate(low, top) <= calibrate(high, top) + 1e-12
    assert calibrate(high, top) <= top + 1e-12


def test_a_verdict_without_rivals_keeps_its_strongest_line_and_rivals_cost_less_than_raw() -> None:
    assert calibrate(0.55, 0.55) == pytest.approx(0.55)  # a lone weak line stays a guess
    assert calibrate(0.9, 0.9) == pytest.approx(0.9)
    halved = calibrate(0.45, 0.9)
    assert 0.45 < halved < 0.9  # the tuning part shows such verdicts right more often than 0.45


def test_the_fit_is_monotone_and_a_sparse_bin_stays_near_its_raw_score() -> None:
    raws = [0.35, 0.4, 0.45, 0.55, 0.6, 0.75, 0.8, 0.85, 0.95]
    right = [True, True, True, False, False, True, True, True, True]
    points = fit(raws, right)
    values = [value for _, value in points]
    assert values == sorted(values)
    assert points[0] == [0.0, 0.0]
    assert points[-1][0] == 1.0
    single = fit([0.95], [False])
    assert single[1][1] == pytest.approx((0 + 4 * 0.95) / 5, abs=1e-3)  # one wrong verdict does not sink the bin


def test_the_benchmark_counts_verdicts_from_the_step_tool_alone_on_both_parts() -> None:
    """``benchmarks/calibrate.py``'s last line: what the 0.45 of a verdict only the step's tool
    backs rests on, per part (only the fitted sets count)."""
    rows = {
        ("gha", False): [
            {"from_tool": True, "right": True, "printed": 0.45},
            {"from_tool": False, "right": False, "printed": 0.9},
        ],
        ("logdx", True): [{"from_tool": True, "right": False, "printed": 0.45}],
    }
    assert from_tool_line(rows) == (
        "strongest evidence the step's tool alone: tuning: 1 diagnoses, 1 right (100%), printed mean 0.45; "
        "held-out: 0 diagnoses, 0 right"
    )
