"""Calibrated confidence: the classifier's raw score mapped to how often such verdicts were right.

The raw score (``top² / Σ strongest``, lowered for a disagreeing step tool or a verdict no error line
backs; :mod:`ci_triage.logs.classify`) orders verdicts well but is no probability. The table
``calibration.json`` beside this module maps it to one: a list of ``[raw, calibrated]`` points,
raw increasing from 0 to 1, calibrated never decreasing; a score between two points is
interpolated linearly. ``benchmarks/calibrate.py`` fits the table on the *tuning* part of the
corpus split only (labelled logs: the ``gha/`` project labels and hand labels of CiDiff failing
logs, ``benchmarks/reference/cidiff_categories.json``) and writes how it was made into the file's
``method`` and ``data`` fields; the held-out part is printed beside it, never fitted on.
"""

from __future__ import annotations

import bisect
import json
from functools import cache
from pathlib import Path

CALIBRATION_FILE = Path(__file__).with_name("calibration.json")
CALIBRATION_NOTE = "raw score mapped through the calibration table fitted on the tuning part (logs/calibration.json)"


@cache
def calibration_points() -> tuple[tuple[float, ...], tuple[float, ...]]:
    """The table's raw scores and calibrated values, as two tuples of equal length (raw increasing).

    Raises ``ValueError`` when the bundled table is malformed (a packaging error, never user input).
    """
    table = json.loads(CALIBRATION_FILE.read_text(encoding="utf-8"))
    points = [(float(raw), float(value)) for raw, value in table["points"]]
    raws = tuple(raw for raw, _ in points)
    values = tuple(value for _, value in points)
    if len(points) < 2 or raws[0] != 0.0 or raws[-1] != 1.0 or list(raws) != sorted(set(raws)):
        raise ValueError(f"{CALIBRATION_FILE}: points must run from raw 0 to raw 1, increasing")
    if list(values) != sorted(values) or not all(0.0 <= value <= 1.0 for value in values):
        raise ValueError(f"{CALIBRATION_FILE}: calibrated values must stay in 0..1 and never decrease")
    return raws, values


def calibrate(raw: float) -> float:
    """The calibrated confidence (0..1) of a raw classifier score ``raw`` (0..1, clamped)."""
    raws, values = calibration_points()
    raw = min(max(raw, 0.0), 1.0)
    right = min(bisect.bisect_right(raws, raw), len(raws) - 1)
    left = right - 1
    span = raws[right] - raws[left]
    share = (raw - raws[left]) / span if span else 0.0
    return values[left] + share * (values[right] - values[left])
