"""Line templates for the baseline comparison: ci-triage's masking against drain3, on quality and speed.

Run: ``python benchmarks/templates.py`` (needs ``pip install drain3``; it is not a dependency of ci-triage)

For each CiDiff pair (``<corpus>/cidiff``, both parts of the split) the failing log's lines are
sorted into *known* (their template occurs in the passing log) and *new*, two ways:

- ``masking``: :func:`ci_triage.logs.templates.template_keys` (one google-re2 automaton masks
  timestamps, durations, ids, hashes, temporary paths and non-zero numbers; a line is new when its
  masked text is not among the passing log's);
- ``drain3``: drain3's ``TemplateMiner`` (Drain: He et al., ICWS 2017; default configuration, no
  persistence) is fed every cleaned line of the passing log; a failing line is new when
  ``TemplateMiner.match`` finds no cluster for it;
- ``exact``: the cleaned line itself, unmasked (what masking must improve on).

Columns: recall (mean over pairs of the share of ground-truth error lines that are new; each
``E`` entry counted for its first 50 lines, as in ``pairs.py``), precision (mean share of new lines
that are ground truth), median new lines per pair, and speed (MB of both logs per CPU second, over
all pairs; the logs are read and cleaned beforehand for drain3 and exact, and masking reads raw bytes).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ci_triage.logs.clean import clean_line
from ci_triage.logs.templates import template_keys
from corpus import CORPUS
from pairs import ground_truth
from split import cidiff_held_out, split


def _masking(failing: bytes, passing: bytes, _texts: tuple[list[str], list[str]]) -> set[int]:
    known = set(template_keys(passing))
    return {n for n, key in enumerate(template_keys(failing), 1) if key not in known and key != hash(b"")}


def _drain3(_failing: bytes, _passing: bytes, texts: tuple[list[str], list[str]]) -> set[int]:
    from drain3 import TemplateMiner
    from drain3.template_miner_config import TemplateMinerConfig

    miner = TemplateMiner(config=TemplateMinerConfig())  # the defaults, without looking for drain3.ini
    for text in texts[1]:
        if text.strip():
            miner.add_log_message(text)
    return {n for n, text in enumerate(texts[0], 1) if text.strip() and miner.match(text) is None}


def _exact(_failing: bytes, _passing: bytes, texts: tuple[list[str], list[str]]) -> set[int]:
    known = set(texts[1])
    return {n for n, text in enumerate(texts[0], 1) if text.strip() and text not in known}


METHODS = {"masking": _masking, "drain3": _drain3, "exact": _exact}


def main() -> None:
    truth = ground_truth()
    for part, names in split(sorted(truth), cidiff_held_out()).items():
        rows = {method: [] for method in METHODS}
        seconds = dict.fromkeys(METHODS, 0.0)
        size = 0
        for name in names:
            case = CORPUS / "cidiff" / name
            failing, passing = (case / "fail.log").read_bytes(), (case / "pass.log").read_bytes()
            size += len(failing) + len(passing)
            texts = tuple(
                [clean_line(line.decode("utf-8", "replace")).text for line in data.split(b"\n")]
                for data in (failing, passing)
            )
            capped, every = truth[name]
            for method, compare in METHODS.items():
                start = time.process_time()
                new = compare(failing, passing, texts)
                seconds[method] += time.process_time() - start
                rows[method].append(
                    (len(new & capped) / len(capped), len(new & every) / len(new) if new else 0.0, len(new))
                )
        print(f"\ncidiff {part} ({len(names)} pairs): failing-log lines new since the passing log")
        print("| method | recall | precision | median new lines | MB per CPU s |")
        print("|---|---:|---:|---:|---:|")
        for method, measured in rows.items():
            recall = statistics.fmean(r[0] for r in measured)
            precision = statistics.fmean(r[1] for r in measured)
            rate = size / 1e6 / max(seconds[method], 1e-9)
            new = statistics.median(r[2] for r in measured)
            print(f"| {method} | {recall:.2f} | {precision:.2f} | {new:,.0f} | {rate:.1f} |")


if __name__ == "__main__":
    main()
