"""Fit the confidence calibration table on the tuning part, and print its reliability on both parts.

Run: ``python benchmarks/calibrate.py [--write]`` (``--write`` stores the table in
``src/ci_triage/logs/calibration.json``; without it the table is only printed).

Data (every log triaged in-process, budget 2,000 tokens; only diagnoses count, ``unknown`` is an
abstention):

- ``gha``: the project labels of ``<corpus>/gha`` (``ci_triage.logs.taxonomy.agrees``);
- ``cidiff``: hand labels of CiDiff failing logs (``reference/cidiff_categories.json``, tuning part only);
- ``logchunks``: hand labels of one LogChunks log per repository (``reference/logchunks_categories.json``,
  tuning part only);
- ``logdx``: LogDx's own labels of the same logs as ``gha`` through ``categories.py`` — printed, never
  fitted on (the same logs would count twice, and the two label sets disagree on two of them, see
  ``categories.md``).

Four scales are compared in one reliability table (bins × diagnoses × accuracy, and the diagnoses at
confidence ≥ 0.7 with how many are wrong), each on both parts: ``raw`` (the score before the table),
``calibrated`` (the table alone), ``wilson`` (the alternative measured and not adopted: each raw bin's
accuracy on the tuning part replaced by the lower end of its 95 % Wilson score interval, Wilson 1927,
"Probable inference, the law of succession, and statistical inference", JASA 22:209-212) and
``printed`` (what ``ci-triage`` prints: the table, then the evidence a confident verdict needs,
``ci_triage.logs.classify.CONFIDENT``).

A last line counts the diagnoses whose strongest evidence is the step's tool alone (the catalogue's
``STEP_TOOL_VALUE``, no skill line as strong) per part, and how many are right: what the 0.45 such a
verdict prints rests on.

The fit uses the tuning part of ``gha``, ``cidiff`` and ``logchunks`` only. Method: the raw score (the classifier's
confidence before calibration, the ``before`` of its ``calibrated`` step) in the bins of
:data:`BINS`; each bin's accuracy smoothed towards its mean raw score with :data:`PRIOR_WEIGHT`
pseudo-observations (``(right + k·raw) / (n + k)``: a bin of few logs stays near the raw score,
many logs pull it to what they show); the bins made non-decreasing by pool-adjacent-violators
(isotonic regression over bins, weighted by ``n + k``); points at each bin's mean raw score, plus
``(0, 0)`` and ``(1, last)``; linear between them. ``ci_triage.logs.calibration.calibrate`` uses the
table as a ratio under the verdict's strongest evidence (``top × table(raw) / table(top)``); the
"calibrated" tables here apply the same function, so they show the confidence ``ci-triage`` prints.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from categories import logdx_agrees
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.calibration import CALIBRATION_FILE, calibrate
from ci_triage.logs.classify import CATALOGUE_SKILL, CONFIDENT
from ci_triage.logs.model import Classification
from ci_triage.logs.source import open_log_source
from ci_triage.logs.taxonomy import agrees
from corpus import LabelledLog, cidiff_labelled, gha, logchunks_labelled, logdx_critical
from split import cidiff_held_out, gha_held_out, logchunks_held_out, part

BINS = (0.0, 0.3, 0.5, 0.7, 0.9, 1.0001)
PRIOR_WEIGHT = 4.0
WILSON_Z = 1.96
"""Normal quantile of the two-sided 95 % Wilson score interval."""
SCALES = ("raw", "calibrated", "wilson", "printed")
BUDGET = 2000
_analyser: Analyser | None = None


def raw_score(classification: Classification) -> float:
    """The classifier's confidence before the calibration table (0 for ``unknown``): the competition
    alone, since a disagreeing step tool's factor applies after the table."""
    step = next((step for step in classification.confidence_steps if step.reason == "calibrated"), None)
    return step.before if step else classification.confidence


def _measure(log: LabelledLog) -> dict:
    global _analyser
    if _analyser is None:
        _analyser = Analyser.load()
    with open_log_source(str(log.path)) as source:
        classification = _analyser.analyse(source.members[0], BUDGET).report.classification
    top = classification.scores.get(classification.category, 0.0)
    return {
        "category": classification.category,
        "raw": raw_score(classification),
        "top": min(top, 1.0),
        "printed": classification.confidence,
        "from_tool": bool(classification.signals) and classification.signals[0].skill == CATALOGUE_SKILL,
    }


def fit(raws: list[float], right: list[bool]) -> list[list[float]]:
    """Calibration points ``[[raw, calibrated], ...]`` from raw scores and whether each was right."""
    bins = []
    for low, high in itertools.pairwise(BINS):
        inside = [(raw, ok) for raw, ok in zip(raws, right, strict=True) if low <= raw < high]
        if inside:
            mean = statistics.fmean(raw for raw, _ in inside)
            hits = sum(ok for _, ok in inside)
            bins.append([mean, (hits + PRIOR_WEIGHT * mean) / (len(inside) + PRIOR_WEIGHT), len(inside) + PRIOR_WEIGHT])
    pooled: list[list[float]] = []  # [first raw, value, weight, [raws]]
    for mean, value, weight in bins:
        pooled.append([value, weight, [mean]])
        while len(pooled) > 1 and pooled[-2][0] > pooled[-1][0]:
            value2, weight2, means2 = pooled.pop()
            value1, weight1, means1 = pooled.pop()
            total = weight1 + weight2
            pooled.append([(value1 * weight1 + value2 * weight2) / total, total, means1 + means2])
    points = [[0.0, 0.0]]
    for value, _weight, means in pooled:
        points.extend([round(mean, 4), round(value, 4)] for mean in means)
    points.append([1.0, points[-1][1]])
    return points


def wilson_lower(right: int, count: int, z: float = WILSON_Z) -> float:
    """Lower end of the Wilson score interval of ``right`` successes in ``count`` trials (0 when empty)."""
    if count == 0:
        return 0.0
    share = right / count
    centre = share + z * z / (2 * count)
    spread = z * math.sqrt(share * (1 - share) / count + z * z / (4 * count * count))
    return (centre - spread) / (1 + z * z / count)


def wilson_table(raws: list[float], right: list[bool]) -> list[float]:
    """Per bin of :data:`BINS`, the Wilson lower bound of the accuracy of the raw scores inside it."""
    table = []
    for low, high in itertools.pairwise(BINS):
        inside = [ok for raw, ok in zip(raws, right, strict=True) if low <= raw < high]
        table.append(wilson_lower(sum(inside), len(inside)))
    return table


def wilson_confidence(raw: float, top: float, table: list[float]) -> float:
    """The Wilson lower bound of ``raw``'s bin, never above the verdict's strongest evidence ``top``."""
    index = next(i for i, (low, high) in enumerate(itertools.pairwise(BINS)) if low <= raw < high or high > 1)
    return min(table[index], top)


def _reliability_header() -> list[str]:
    bins = [f"[{low:.1f}, {min(high, 1.0):.1f}{']' if high > 1 else ')'}" for low, high in itertools.pairwise(BINS)]
    head = f"| set | part | scale | diagnoses (right) | {' | '.join(bins)} | ≥ {CONFIDENT}: n, wrong (share) |"
    return [head, "|---|---|---|---:|" + "---:|" * len(bins) + "---:|"]


def _reliability_row(name: str, held: bool, rows: list[dict], key: str) -> str:
    cells = []
    for low, high in itertools.pairwise(BINS):
        inside = [r["right"] for r in rows if low <= r[key] < high]
        cells.append(f"{len(inside)} ({sum(inside) / len(inside):.0%})" if inside else "0")
    confident = [r for r in rows if r[key] >= CONFIDENT]
    wrong = sum(not r["right"] for r in confident)
    share = f" ({wrong / len(confident):.0%})" if confident else ""
    right = sum(r["right"] for r in rows)
    counts = f"{len(rows)} ({right}) | {' | '.join(cells)} | {len(confident)}, {wrong}{share}"
    return f"| {name} | {part(held)} | {key} | {counts} |"


def from_tool_line(rows: dict[tuple[str, bool], list[dict]]) -> str:
    """The diagnoses whose strongest evidence is the step's tool alone (the catalogue's
    ``STEP_TOOL_VALUE``, no skill line as strong), per part of the fitted sets: how many, how many
    right, and what they print (the ``printed`` scale's mean)."""
    cells = []
    for held in (False, True):
        found = [r for name in ("gha", "cidiff", "logchunks") for r in rows.get((name, held), []) if r["from_tool"]]
        right = sum(r["right"] for r in found)
        mean = f", printed mean {statistics.fmean(r['printed'] for r in found):.2f}" if found else ""
        share = f" ({right / len(found):.0%})" if found else ""
        cells.append(f"{part(held)}: {len(found)} diagnoses, {right} right{share}{mean}")
    return "strongest evidence the step's tool alone: " + "; ".join(cells)


def _held_out(name: str, log: LabelledLog, held_gha: frozenset[str], held_cidiff: frozenset[str]) -> bool:
    if name == "gha":
        return log.path.name in held_gha
    if name == "cidiff":
        return log.name in held_cidiff
    return log.name.split("/")[2] in logchunks_held_out()  # logs/LANGUAGE/owner@name/...


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help=f"store the fitted table in {CALIBRATION_FILE}")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    held_gha, held_cidiff = gha_held_out(), cidiff_held_out()
    logdx_labels = {log.path.name: log.category for log in logdx_critical()}
    sets = {"gha": gha(), "cidiff": cidiff_labelled(), "logchunks": logchunks_labelled()}
    logs = [(name, log) for name, items in sets.items() for log in items]
    with ProcessPoolExecutor(args.workers) as pool:
        measured = list(pool.map(_measure, [log for _, log in logs], chunksize=2))
    rows: dict[tuple[str, bool], list[dict]] = {}
    for (name, log), result in zip(logs, measured, strict=True):
        if result["category"] == "unknown":
            continue
        held = _held_out(name, log, held_gha, held_cidiff)
        assert log.category is not None
        row = {"name": log.name, "raw": result["raw"], "top": result["top"], "printed": result["printed"]}
        row["from_tool"] = result["from_tool"]
        row["right"] = agrees(result["category"], log.category)
        rows.setdefault((name, held), []).append(row)
        if name == "gha" and log.path.name in logdx_labels:
            dx = logdx_labels[log.path.name]
            rows.setdefault(("logdx", held), []).append({**row, "right": logdx_agrees(result["category"], dx)})
    fitted = ("gha", "cidiff", "logchunks")
    tuning = [row for name in fitted for row in rows.get((name, False), [])]
    points = fit([r["raw"] for r in tuning], [r["right"] for r in tuning])
    counts = ", ".join(f"{name} {len(rows.get((name, False), []))}" for name in fitted)
    print(f"fitted on {len(tuning)} tuning diagnoses ({counts}); points [raw, calibrated]: {points}")
    if args.write:
        table = {
            "method": (
                "binned raw scores (bins " + ", ".join(f"{b:g}" for b in BINS[:-1]) + ", 1), each bin's accuracy "
                f"smoothed towards its mean raw score with {PRIOR_WEIGHT:g} pseudo-observations, made "
                "non-decreasing by pool-adjacent-violators; linear between points"
            ),
            "fitted_by": "benchmarks/calibrate.py --write",
            "fitted_at": datetime.now(UTC).strftime("%Y-%m-%d"),
            "data": {
                "part": "tuning part of benchmarks/split.py only",
                **{name: len(rows.get((name, False), [])) for name in fitted},
                "right": sum(r["right"] for r in tuning),
            },
            "points": points,
        }
        head = json.dumps({key: value for key, value in table.items() if key != "points"}, indent=2)
        text = f'{head[:-2]},\n  "points": {json.dumps(points)}\n}}\n'  # one line of points
        CALIBRATION_FILE.write_text(text, encoding="utf-8")
        print(f"written: {CALIBRATION_FILE}")
    table = (tuple(raw for raw, _ in points), tuple(value for _, value in points))
    wilson = wilson_table([r["raw"] for r in tuning], [r["right"] for r in tuning])
    print("Wilson lower bounds per raw bin (tuning): " + ", ".join(f"{value:.3f}" for value in wilson))
    print("\n".join(["", *_reliability_header()]))
    for (name, held), found in sorted(rows.items()):
        for row in found:
            row["calibrated"] = calibrate(row["raw"], row["top"], table)
            row["wilson"] = wilson_confidence(row["raw"], row["top"], wilson)
        for key in SCALES:
            print(_reliability_row(name, held, found, key))
    print("\n" + from_tool_line(rows))
    for (name, held), found in sorted(rows.items()):
        for row in found if not held else ():
            if not row["right"]:
                scales = ", ".join(f"{key} {row[key]:.2f}" for key in SCALES)
                print(f"wrong ({name}, tuning): {row['name']}: {scales}")


if __name__ == "__main__":
    main()
