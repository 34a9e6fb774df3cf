"""Localisation benchmark: does the excerpt keep the lines that explain the failure, and at what size?

Run: ``python benchmarks/localisation.py [--budget 2000] [--sets logchunks,logdx,gha] [--limit N]``

For each corpus set it prints ci-triage beside three baselines measured in the same run on the
same cleaned lines (timestamps and colour codes removed, tokens = characters / 4):
``tail-200`` and ``tail-50`` (the last lines of the log) and ``grep`` (every line matching
``error|fail|fatal|exception``, case-insensitive). Columns: full-hit (share of logs whose every
labelled group is inside the excerpt; for logdx: share of critical signals kept), mean line
recall, and median / 90th-percentile tokens per log. Every table is printed for both parts of the
corpus split (``split.py``): "tuning" and "held-out".

Classification is measured too: category accuracy on gha (the corpus's label, a finer category
that refines it agreeing, see ``ci_triage.logs.taxonomy.REFINES``) and on logdx (LogDx's own label
through the mapping in ``categories.py``, documented in ``categories.md``), with a reliability
table (confidence bins against accuracy) and the share of diagnoses at confidence ≥ 0.7 that are
wrong.
"""

from __future__ import annotations

import argparse
import itertools
import re
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from categories import logdx_agrees
from ci_triage.base.tokens import estimate_tokens
from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.classify import CONFIDENT
from ci_triage.logs.clean import clean_line
from ci_triage.logs.source import open_log_source
from ci_triage.logs.taxonomy import agrees
from corpus import LabelledLog, gha, logchunks, logdx_critical
from split import gha_held_out, logchunks_held_out, part

GREP = re.compile(r"(?i)error|fail|fatal|exception")
_analyser: Analyser | None = None


def _measure(args: tuple[LabelledLog, int, bool]) -> dict:
    global _analyser
    log, budget, quick = args
    if _analyser is None:
        _analyser = Analyser.load()
    with open_log_source(str(log.path)) as source:
        member = source.members[0]
        analysis = _analyser.analyse(member, budget)
        member.file.seek(0)
        raw_lines = [] if quick else member.file.read().split(b"\n")
        texts = [clean_line(raw.decode("utf-8", "replace")).text for raw in raw_lines]
    chosen = set(analysis.excerpt_lines)
    total = len(texts)

    def cost(numbers):
        return sum(estimate_tokens(texts[n - 1]) + 1 for n in numbers if 0 < n <= total)

    selections = {"ci-triage": (chosen, sum(span.tokens for span in analysis.report.excerpt))}
    selections |= (
        {}
        if quick
        else {
            "tail-200": (tail := set(range(max(1, total - 199), total + 1)), cost(tail)),
            "tail-50": (tail50 := set(range(max(1, total - 49), total + 1)), cost(tail50)),
            "grep": (grep := {n for n, text in enumerate(texts, 1) if GREP.search(text)}, cost(grep)),
        }
    )
    classification = analysis.report.classification
    result = {
        "name": log.name,
        "category": classification.category,
        "confidence": classification.confidence,
        "expected": log.category,
    }
    for method, (lines, tokens) in selections.items():
        kept = [all(n in lines for n in group) for group in log.must_cover]
        wanted = [n for group in log.must_cover for n in group]
        result[method] = {
            "groups": len(kept),
            "groups_kept": sum(kept),
            "full": all(kept),
            "recall": sum(n in lines for n in wanted) / len(wanted) if wanted else 1.0,
            "tokens": tokens,
        }
    return result


def _table(title: str, results: list[dict], by_group: bool) -> str:
    rows = [
        f"\n{title} ({len(results)} logs)",
        "| method | full-hit | mean line recall | median tokens | p90 tokens |",
        "|---|---:|---:|---:|---:|",
    ]
    for method in ("ci-triage", "tail-200", "tail-50", "grep"):
        if method not in results[0]:
            continue
        measured = [result[method] for result in results]
        if by_group:
            groups = sum(m["groups"] for m in measured)
            full = sum(m["groups_kept"] for m in measured) / groups if groups else 0.0
        else:
            full = sum(m["full"] for m in measured) / len(measured)
        recall = statistics.fmean(m["recall"] for m in measured)
        tokens = sorted(m["tokens"] for m in measured)
        p90 = tokens[int(0.9 * (len(tokens) - 1))]
        rows.append(f"| {method} | {full:.1%} | {recall:.1%} | {statistics.median(tokens):,.0f} | {p90:,.0f} |")
    return "\n".join(rows)


CONFIDENCE_BINS = (0.0, 0.3, 0.5, 0.7, 0.9, 1.01)


def _held_out(set_name: str, log: LabelledLog) -> bool:
    if set_name == "logchunks":
        return log.name.split("/", 1)[0] in logchunks_held_out()
    return log.path.name in gha_held_out()


def _right(set_name: str, result: dict) -> bool:
    if set_name == "logdx":
        return logdx_agrees(result["category"], result["expected"])
    return agrees(result["category"], result["expected"])


def _reliability(title: str, results: list[dict], right: list[bool]) -> str:
    """Confidence bins against accuracy, and the share of confident diagnoses that are wrong."""
    rows = [
        f"\n{title}: reliability ({len(results)} logs, {sum(right)} right)",
        "| confidence | logs | right | accuracy |",
        "|---|---:|---:|---:|",
    ]
    for low, high in itertools.pairwise(CONFIDENCE_BINS):
        inside = [ok for r, ok in zip(results, right, strict=True) if low <= r["confidence"] < high]
        label = f"[{low:.1f}, {min(high, 1.0):.1f}{']' if high > 1 else ')'}"
        accuracy = f"{sum(inside) / len(inside):.0%}" if inside else "–"
        rows.append(f"| {label} | {len(inside)} | {sum(inside)} | {accuracy} |")
    confident = [ok for r, ok in zip(results, right, strict=True) if r["confidence"] >= CONFIDENT]
    wrong = len(confident) - sum(confident)
    share = f"{wrong / len(confident):.0%}" if confident else "–"
    rows.append(f"\nat confidence ≥ {CONFIDENT}: {len(confident)} diagnoses, {wrong} wrong ({share})")
    return "\n".join(rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=int, default=DEFAULT_BUDGET)
    parser.add_argument("--sets", default="logchunks,logdx,gha")
    parser.add_argument("--limit", type=int, default=0, help="only the first N logs of each set")
    parser.add_argument("--misses", action="store_true", help="list the logs ci-triage misses")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--quick", action="store_true", help="ci-triage only, no baselines")
    args = parser.parse_args()
    loaders = {"logchunks": logchunks, "logdx": logdx_critical, "gha": gha}
    with ProcessPoolExecutor(args.workers) as pool:
        for name in args.sets.split(","):
            logs = loaders[name]()
            if args.limit:
                logs = logs[: args.limit]
            measured = list(pool.map(_measure, [(log, args.budget, args.quick) for log in logs], chunksize=4))
            for held in (False, True):
                results = [r for log, r in zip(logs, measured, strict=True) if _held_out(name, log) == held]
                if not results:
                    continue
                title = f"{name} ({part(held)}): budget {args.budget} tokens" + (
                    " — share of critical signals kept" if name == "logdx" else ""
                )
                print(_table(title, results, by_group=name == "logdx"))
                if name in ("gha", "logdx"):
                    right = [_right(name, r) for r in results]
                    mapping = " (LogDx's label through categories.py)" if name == "logdx" else ""
                    print(f"category accuracy{mapping}: {sum(right)}/{len(results)} = {sum(right) / len(results):.2f}")
                    if not held:  # held-out misses are counted, never listed: nobody tunes on them
                        for r, ok in zip(results, right, strict=True):
                            if not ok:
                                found = f"expected {r['expected']!r}, got {r['category']!r} ({r['confidence']:.2f})"
                                print(f"  category miss: {r['name']}: {found}")
                    print(_reliability(f"{name} ({part(held)})", results, right))
                if args.misses and not held:
                    for r in results:
                        if not r["ci-triage"]["full"]:
                            kept = r["ci-triage"]
                            print(f"  miss: {r['name']} recall {kept['recall']:.2f} tokens {kept['tokens']}")


if __name__ == "__main__":
    main()
