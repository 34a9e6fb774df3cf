"""How well ``--baseline`` tells the same job's passing log from another job's (CiDiff pairs).

For each CiDiff case, its failing log against its own passing log ("same job": the check must not
fire), and against the passing log of every case of another project ("other job": it should fire).
Two measures at the threshold :data:`ci_triage.logs.compare.MIN_TEMPLATE_OVERLAP`: the share of the
failing log's lines whose template the passing log has (the one-way measure used before), and the
overlap coefficient of the two logs' distinct templates (:attr:`Comparison.template_overlap`, used
now; symmetric); then what :func:`ci_triage.logs.compare.comparison_for` decides with every check
(the overlap, and no shared line beyond the runner's own): "dropped" counts the pairs it refuses.
Numbers on both parts of the split (``split.py``).

Run: ``cd benchmarks && python baseline_other_job.py`` (about 20 s of CPU).
"""

from __future__ import annotations

import io
import statistics

from ci_triage.logs.compare import MIN_TEMPLATE_OVERLAP, compare_member, comparison_for, read_baseline
from ci_triage.logs.source import LogMember
from corpus import CORPUS
from split import cidiff_held_out, cidiff_repository, part


def _member(data: bytes) -> LogMember:
    return LogMember(name="", file=io.BytesIO(data))


def main() -> None:
    root = CORPUS / "cidiff"
    cases = sorted(p.name for p in root.iterdir() if (p / "fail.log").is_file() and (p / "pass.log").is_file())
    held = cidiff_held_out()
    for held_out in (False, True):
        names = [case for case in cases if (case in held) == held_out]
        fails = {case: (root / case / "fail.log").read_bytes() for case in names}
        passes = {case: read_baseline(_member((root / case / "pass.log").read_bytes()), case) for case in names}
        rows: dict[str, dict[str, list[float]]] = {"same job": {"line share": [], "overlap": [], "kept": []}}
        rows["other job"] = {"line share": [], "overlap": [], "kept": []}
        for failing in names:
            for passing in names:
                if failing != passing and cidiff_repository(failing) == cidiff_repository(passing):
                    continue
                comparison = compare_member(_member(fails[failing]), passes[passing])
                kind = "same job" if failing == passing else "other job"
                rows[kind]["line share"].append(comparison.shared_share)
                rows[kind]["overlap"].append(comparison.template_overlap)
                kept = comparison_for(_member(fails[failing]), [passes[passing]], []) is not None
                rows[kind]["kept"].append(1.0 if kept else 0.0)
        print(f"## {part(held_out)}: {len(names)} cases")
        print("| pairs | measure | below threshold (called another job) | median |")
        print("|---|---|---|---|")
        for kind, measures in rows.items():
            for measure, values in measures.items():
                if measure == "kept":
                    print(f"| {kind} | comparison_for: dropped | {values.count(0.0)}/{len(values)} | |")
                    continue
                below = sum(value < MIN_TEMPLATE_OVERLAP for value in values)
                print(f"| {kind} | {measure} | {below}/{len(values)} | {statistics.median(values):.2f} |")


if __name__ == "__main__":
    main()
