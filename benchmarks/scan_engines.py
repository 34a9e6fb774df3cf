"""Both first-pass engines, RE2 and Hyperscan, on every corpus log: the same scans as recorded, the same lines.

Run (from the repository root)::

    python benchmarks/scan_engines.py

For every log of the corpus (:func:`equivalence.corpus_logs`: LogChunks, ``gha/``, both logs of each
CiDiff pair) and each engine (``re2``; ``hyperscan`` where the package is installed) the first pass
(:func:`ci_triage.logs.first_pass.scan`, with the bundled skills' literals, over each job of the file as
the triage reads them) must give the scan digest recorded in ``reference/equivalence.json``
(:func:`scan_differs`); and on each log's first block Hyperscan must find the same trigger lines as
RE2 and mark every strong line as maybe strong (:func:`engines_disagree`). The suite's
``tests/logs/test_first_pass_engines.py`` runs both checks on a fixed sample of the logs
(:func:`fixed_sample`); this script on all of them, printing per part of the split the logs checked
and how many differ. A tuning log that differs is named; a held-out one is only counted, so the
held-out part stays unlooked-at. CPU time (user+sys of this process) is printed per part. Exit 1
when a log differs.
"""

from __future__ import annotations

import json
import sys
import time
from collections import defaultdict
from importlib.util import find_spec
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from equivalence import REFERENCE, CorpusLog, corpus_logs, cpu_seconds, scan_digest

ENGINES = ("re2", "hyperscan") if find_spec("hyperscan") else ("re2",)
"""The engines measured: Hyperscan only where its wheel is installed."""


def triggers(analyser, engine: str):
    """The first pass's :class:`~ci_triage.logs.first_pass.Triggers` with the bundled skills' literals,
    forced to ``engine`` (``"re2"`` or ``"hyperscan"``)."""
    from ci_triage.logs.first_pass import Triggers

    return Triggers(analyser.signals.trigger_literals(), engine=engine)  # type: ignore[arg-type]


def scan_differs(log: CorpusLog, triggers, reference: dict[str, dict]) -> bool:
    """Whether the scans of ``log`` (each job of the file, as the triage reads them:
    :func:`ci_triage.logs.concatenated_jobs.job_logs`) differ from its recorded digest in ``reference``
    (``reference/equivalence.json`` read as a dict; a log missing from it differs)."""
    from ci_triage.logs.concatenated_jobs import job_logs
    from ci_triage.logs.first_pass import scan
    from ci_triage.logs.source import open_log_source

    with open_log_source(str(log.path)) as source:
        jobs = [job for member in source.members for job in job_logs(member)]
        scans = [scan(job.file, triggers, job.first_line) for job in jobs]
    return scan_digest(scans) != reference.get(log.name, {}).get("scan")


def engines_disagree(log: CorpusLog, hyperscan_triggers) -> str | None:
    """On the first block of ``log`` (:data:`~ci_triage.logs.first_pass.BLOCK_BYTES` bytes), what
    Hyperscan's finder gets wrong against the RE2 finder it falls back on: ``None`` when both find the
    same trigger lines and structure matches and every strong line is among Hyperscan's maybe-strong
    lines, else a short description (with a byte offset). ``hyperscan_triggers``: :func:`triggers`
    with ``engine="hyperscan"``. Raises ``AssertionError`` when Hyperscan could not take the patterns."""
    from ci_triage.logs import first_pass
    from ci_triage.logs.trigger_lines import HyperscanLineFinder

    data = log.path.read_bytes()[: first_pass.BLOCK_BYTES]
    fast = hyperscan_triggers.finder(first_pass.detect_format(data))
    assert isinstance(fast, HyperscanLineFinder), "Hyperscan did not take the bundled skills' literals"
    by_hyperscan, by_re2 = fast.find(data), fast.exact.find(data)
    if (by_hyperscan.starts, by_hyperscan.ends, by_hyperscan.structure) != (
        by_re2.starts,
        by_re2.ends,
        by_re2.structure,
    ):
        return "other trigger lines or structure matches"
    strong = set(by_hyperscan.strong or ())
    for start, end in zip(by_re2.starts, by_re2.ends, strict=True):
        matched = data[start : fast.exact.matched_end(data, start, end)]
        if hyperscan_triggers.candidate_tier(matched) == first_pass.STRONG and end not in strong:
            return f"a strong line at byte {start} not marked maybe strong"
    return None


def corpus_part(log: CorpusLog) -> str:
    """The corpus folder of ``log`` (``logchunks``, ``gha``, ``cidiff``), for CiDiff with the side of
    the pair (``cidiff/fail.log``, ``cidiff/pass.log``)."""
    folder = log.name.split("/", 1)[0]
    return f"{folder}/{log.path.name}" if folder == "cidiff" else folder


def fixed_sample(logs: list[CorpusLog], every: int) -> list[CorpusLog]:
    """Every ``every``-th log (the first included) of each corpus part (:func:`corpus_part`) and each part
    of the split, in name order: the same logs on every machine, every folder, both sides of a CiDiff
    pair and both parts of the split among them (where the corpus has them). Sorted by name."""
    groups: dict[tuple[str, bool], list[CorpusLog]] = defaultdict(list)
    for log in sorted(logs, key=lambda log: log.name):
        groups[corpus_part(log), log.held_out].append(log)
    return sorted((log for group in groups.values() for log in group[:: max(1, every)]), key=lambda log: log.name)


def main() -> int:
    """Check every corpus log with each engine; print a table per part of the split; exit 1 on a difference."""
    from ci_triage.logs.analyse import Analyser

    analyser = Analyser.load()
    reference = json.loads(REFERENCE.read_text())
    chosen = {engine: triggers(analyser, engine) for engine in ENGINES}
    parts = {name: {"logs": 0, "differ": [], "cpu": 0.0, "wall": 0.0} for name in ("tuning", "held-out")}
    for log in corpus_logs():
        part = parts["held-out" if log.held_out else "tuning"]
        cpu, wall = cpu_seconds(), time.perf_counter()
        found = [
            f"{engine} scan differs from the reference"
            for engine in ENGINES
            if scan_differs(log, chosen[engine], reference)
        ]
        if "hyperscan" in chosen and (disagreement := engines_disagree(log, chosen["hyperscan"])):
            found.append(f"Hyperscan's lines: {disagreement}")
        part["cpu"] += cpu_seconds() - cpu
        part["wall"] += time.perf_counter() - wall
        part["logs"] += 1
        part["differ"].extend(f"{log.name}: {what}" for what in found)
    print(f"First-pass engines ({', '.join(ENGINES)}) on every corpus log (CPU = user+sys of this process)")
    print()
    print("| part | logs | differences | CPU s | wall s |")
    print("|---|---:|---:|---:|---:|")
    for name, part in parts.items():
        print(f"| {name} | {part['logs']} | {len(part['differ'])} | {part['cpu']:.1f} | {part['wall']:.1f} |")
    for line in parts["tuning"]["differ"]:  # held-out logs are counted, never named
        print(f"- {line}")
    return 1 if any(part["differ"] for part in parts.values()) else 0


if __name__ == "__main__":
    raise SystemExit(main())
