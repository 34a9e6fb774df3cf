"""Calibrated confidence: the classifier's raw score mapped to how often such verdicts were right.

The raw score (``top² / Σ strongest``, held to 0.5 for a verdict no error line backs;
:mod:`ci_triage.logs.classify`) orders verdicts well but is no probability. Penalties that are not
about competition (a disagreeing step tool's factor, the cap of an undecided verdict) apply *after*
the table: it is flat over a wide range of raw scores, so before it they were mostly given back (a
user trial's raw 0.63 × 0.7 = 0.44 read back as 0.72). The table
``calibration.json`` beside this module maps it to one: a list of ``[raw, calibrated]`` points,
raw increasing from 0 to 1, calibrated never decreasing, linear between points; :func:`calibrate`
uses it as a ratio under the verdict's strongest evidence. ``benchmarks/calibrate.py`` fits the
table on the *tuning* part of the corpus split only (labelled logs: the ``gha/`` project labels
and hand labels of CiDiff failing logs, ``benchmarks/reference/cidiff_categories.json``) and
writes how it was made into the file's ``method`` and ``data`` fields; the held-out part is
printed beside it, never fitted on.
"""

from __future__ import annotations

import bisect
import json
from functools import cache
from pathlib import Path

CALIBRATION_FILE = Path(__file__).with_name("calibration.json")
CALIBRATION_NOTE = (
    "strongest evidence × table(raw) / table(strongest), the table fitted on the tuning part (logs/calibration.json)"
)


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


def interpolate(raws: tuple[float, ...], values: tuple[float, ...], x: float) -> float:
    """``x`` (clamped to 0..1) read through the points ``zip(raws, values)``, linear between them."""
    x = min(max(x, 0.0), 1.0)
    right = min(bisect.bisect_right(raws, x), len(raws) - 1)
    left = right - 1
    span = raws[right] - raws[left]
    share = (x - raws[left]) / span if span else 0.0
    return values[left] + share * (values[right] - values[left])


def calibrate(raw: float, top: float, points: tuple[tuple[float, ...], tuple[float, ...]] | None = None) -> float:
    """The confidence (0..1) of a verdict whose raw score is ``raw`` and whose strongest evidence is
    ``top`` (``raw <= top``): ``top × table(raw) / table(top)``.

    The table says how often verdicts of a raw score were right; its data are verdicts backed by
    decisive lines (weights 0.85-0.95), so it is used as a *ratio*: it says how much of the
    strongest line's weight the competition and the step's tool really cost, and never lifts a
    verdict above that weight (a lone ``Killed`` line of weight 0.55 stays 0.55). ``points``
    replaces the bundled table (the fitting script uses it); the result is monotone in ``raw``.
    """
    raws, values = points or calibration_points()
    top = min(max(top, raw, 0.0), 1.0)
    at_top = interpolate(raws, values, top)
    if at_top <= 0.0:
        return raw
    return min(top, top * interpolate(raws, values, raw) / at_top)
