"""CiDiff pairs benchmark: does the excerpt hold the error lines, and only them, with and without a passing log?

Run: ``python benchmarks/pairs.py [--budget 2000] [--misses]``

Reads the 36 failing/passing log pairs of ``<corpus>/cidiff`` and their ground truth
(``groundtruth_lines.json``: the ``E`` entries of ``groundtruth``, as ``\\n``-split line numbers of
``fail.log``). For each part of the split (``benchmarks/split.py``, ``cidiff_held_out``) it prints,
for ci-triage with ``--baseline pass.log``, ci-triage on ``fail.log`` alone, and three baselines
measured in the same run, each held to the same token budget (tokens = characters / 4 of the
cleaned line, plus one per line, as in ``localisation.py``):

- ``tail-200``: the last 200 lines, cut further from the top to fit the budget;
- ``grep``: lines matching ``error|fail|fatal|exception`` (case-insensitive), the last ones that fit;
- ``set-difference``: lines whose template (``ci_triage.logs.templates``: timestamps, durations,
  ids, hashes, temporary paths and counters masked) is not in ``pass.log``, the first ones that fit.

Columns: hit (share of pairs whose excerpt holds at least one ground-truth line), recall (mean
over pairs of the share of ground-truth lines in the excerpt, each ``E`` entry counted for its
first :data:`ENTRY_CAP` lines, as ``benchmarks/corpus.py`` caps LogChunks chunks: five
ground truths hold 700 to 2,400 lines, more than any 2,000-token excerpt), precision (mean over
pairs of the share of excerpt lines inside an ``E`` entry, uncapped; an empty excerpt counts 0),
median excerpt tokens, and median CPU seconds of the ci-triage analysis per pair (skills loaded
once beforehand; with the baseline, reading and comparing ``pass.log`` included).
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ci_triage.base.tokens import estimate_tokens
from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.clean import clean_line
from ci_triage.logs.compare import compare_member, load_baseline
from ci_triage.logs.source import open_log_source
from ci_triage.logs.templates import template_keys
from corpus import CORPUS
from split import cidiff_held_out, split

GREP = re.compile(r"(?i)error|fail|fatal|exception")
ENTRY_CAP = 50
METHODS = ("ci-triage --baseline", "ci-triage", "tail-200", "grep", "set-difference")


def _texts(path: Path) -> list[str]:
    raw = path.read_bytes().split(b"\n")
    return [clean_line(line.decode("utf-8", "replace")).text for line in raw]


def _fit(numbers: list[int], texts: list[str], budget: int) -> set[int]:
    """The lines of ``numbers``, in the order given, while they fit in ``budget`` tokens."""
    chosen, spent = set(), 0
    for number in numbers:
        cost = estimate_tokens(texts[number - 1]) + 1
        if spent + cost > budget:
            break
        chosen.add(number)
        spent += cost
    return chosen


def _triage(analyser: Analyser, case: Path, budget: int, with_baseline: bool) -> tuple[set[int], int, float]:
    start = time.process_time()
    with open_log_source(str(case / "fail.log")) as source:
        member = source.members[0]
        comparison = None
        if with_baseline:
            baselines, _ = load_baseline(str(case / "pass.log"))
            comparison = compare_member(member, baselines[0])
        analysis = analyser.analyse(member, budget, comparison=comparison)
    seconds = time.process_time() - start
    return set(analysis.excerpt_lines), sum(span.tokens for span in analysis.report.excerpt), seconds


def measure(analyser: Analyser, case: Path, truth: tuple[set[int], set[int]], budget: int) -> dict:
    """Every method's excerpt on one pair, scored against ``truth`` (capped lines, all lines)."""
    capped, every = truth
    texts = _texts(case / "fail.log")
    failing = template_keys((case / "fail.log").read_bytes())
    passing = set(template_keys((case / "pass.log").read_bytes()))
    total = len(texts)
    tail = list(range(total, max(0, total - 200), -1))
    grep = [n for n in range(total, 0, -1) if GREP.search(texts[n - 1])]
    difference = [n for n in range(1, total + 1) if texts[n - 1].strip() and failing[n - 1] not in passing]
    selections = {
        "tail-200": (_fit(tail, texts, budget), None),
        "grep": (_fit(grep, texts, budget), None),
        "set-difference": (_fit(difference, texts, budget), None),
    }
    for method, with_baseline in (("ci-triage --baseline", True), ("ci-triage", False)):
        lines, _, seconds = _triage(analyser, case, budget, with_baseline)
        selections[method] = (lines, seconds)
    result = {"case": case.name}
    for method, (lines, seconds) in selections.items():
        result[method] = {
            "hit": bool(lines & every),
            "recall": len(lines & capped) / len(capped),
            "precision": len(lines & every) / len(lines) if lines else 0.0,
            "tokens": sum(estimate_tokens(texts[n - 1]) + 1 for n in lines if 0 < n <= total),
            "seconds": seconds,
        }
    return result


def _table(title: str, results: list[dict]) -> str:
    rows = [
        f"\n{title} ({len(results)} pairs)",
        "| method | hit | recall | precision | median tokens | median CPU s |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for method in METHODS:
        measured = [result[method] for result in results]
        seconds = [m["seconds"] for m in measured if m["seconds"] is not None]
        rows.append(
            f"| {method} | {statistics.fmean(m['hit'] for m in measured):.2f}"
            f" | {statistics.fmean(m['recall'] for m in measured):.2f}"
            f" | {statistics.fmean(m['precision'] for m in measured):.2f}"
            f" | {statistics.median(m['tokens'] for m in measured):,.0f}"
            f" | {f'{statistics.median(seconds):.2f}' if seconds else '–'} |"
        )
    return "\n".join(rows)


def ground_truth() -> dict[str, tuple[set[int], set[int]]]:
    """Case name → ``\\n``-split line numbers of its ``E`` entries (``groundtruth``): each entry's
    first :data:`ENTRY_CAP` lines, and all of them."""
    cases = json.loads((CORPUS / "cidiff" / "groundtruth_lines.json").read_text())["cases"]
    truth = {}
    for name, case in cases.items():
        entries = [entry for entry in case["groundtruth"]["entries"] if entry["kind"] == "E"]
        truth[name] = (
            {n for e in entries for n in range(e["nl_start"], min(e["nl_end"], e["nl_start"] + ENTRY_CAP - 1) + 1)},
            {n for e in entries for n in range(e["nl_start"], e["nl_end"] + 1)},
        )
    return truth


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=int, default=DEFAULT_BUDGET)
    parser.add_argument("--misses", action="store_true", help="per-pair numbers of ci-triage on the tuning part")
    args = parser.parse_args()
    truth = ground_truth()
    analyser = Analyser.load()
    parts = split(sorted(truth), cidiff_held_out())
    for part, names in parts.items():
        results = [measure(analyser, CORPUS / "cidiff" / name, truth[name], args.budget) for name in names]
        print(_table(f"cidiff {part}: budget {args.budget} tokens", results))
        if args.misses and part == "tuning":
            for r in results:
                m, n = r["ci-triage --baseline"], r["set-difference"]
                print(
                    f"  {r['case']}: recall {m['recall']:.2f} precision {m['precision']:.2f} tokens {m['tokens']}"
                    f" | set-difference {n['recall']:.2f} {n['precision']:.2f}"
                )


if __name__ == "__main__":
    main()
