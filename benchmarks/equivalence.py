"""Equivalence check: the same excerpts, categories, fingerprints and scans on the whole corpus as recorded.

Run (from the repository root)::

    python benchmarks/equivalence.py check            # compare every corpus log with the reference
    python benchmarks/equivalence.py record           # rewrite the reference (only before a change!)
    python benchmarks/equivalence.py check --sample 7 # every 7th log only

For every log of the shared corpus (LogChunks, ``gha/``, both logs of each CiDiff pair) it runs
:func:`ci_triage.logs.report.triage_source` with the bundled skills and the default budget and
reduces the outcome to a few fields (:func:`outcome`): the report's category, fingerprint and
failing step, the excerpt's spans (member, first and last line, a hash of their text), a hash of
the whole JSON report without its version, the log's path and the number of skills an ``unknown``
tried (:func:`without_skill_count`: a new skill would otherwise move every unknown's hash), and a hash
of every first-pass scan (sections, their bounds, exit codes and kept anchors). The reference lives in
``benchmarks/reference/equivalence.json``; the suite's ``tests/logs/test_corpus_equivalence.py``
compares a fast sample with it, this script the whole corpus, on both parts of the split.
CPU time (user+sys of this process) and wall time are printed per part. A tuning log that differs is
named with the fields that moved; a held-out one is only counted (by the fields that moved), so the
held-out part stays unlooked-at.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import resource
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from corpus import CORPUS
from split import cidiff_held_out, gha_held_out, logchunks_held_out

REFERENCE = Path(__file__).resolve().parent / "reference" / "equivalence.json"


@dataclass(frozen=True)
class CorpusLog:
    """One corpus log: a stable name (its path under the corpus), its path, and its part of the split."""

    name: str
    path: Path
    held_out: bool


def corpus_logs(corpus: Path = CORPUS) -> list[CorpusLog]:
    """Every log of the corpus, sorted by name: LogChunks (gzipped), ``gha/``, CiDiff fail and pass logs."""
    logs = []
    logchunks_held = logchunks_held_out()
    for line in (corpus / "logchunks" / "labels.jsonl").open():
        row = json.loads(line)
        logs.append(
            CorpusLog(f"logchunks/{row['log']}", corpus / "logchunks" / row["log"], row["repo"] in logchunks_held)
        )
    gha_held = gha_held_out()
    for entry in json.loads((corpus / "gha" / "index.json").read_text())["logs"]:
        logs.append(CorpusLog(f"gha/{entry['file']}", corpus / "gha" / entry["file"], entry["file"] in gha_held))
    cidiff_held = cidiff_held_out()
    for case in sorted(p for p in (corpus / "cidiff").iterdir() if (p / "fail.log").is_file()):
        for side in ("fail.log", "pass.log"):
            if (case / side).is_file():
                logs.append(CorpusLog(f"cidiff/{case.name}/{side}", case / side, case.name in cidiff_held))
    return sorted(logs, key=lambda log: log.name)


def sample(logs: list[CorpusLog], every: int) -> list[CorpusLog]:
    """Every ``every``-th log (the first included), in name order."""
    return logs[:: max(1, every)]


def _digest(value: object) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True, ensure_ascii=False).encode()).hexdigest()[:16]


def scan_digest(scans: list) -> str:
    """A hash of first-pass scans (:class:`ci_triage.logs.first_pass.Scan`): format, size, the job's
    own exit code, and each section's place, phase, outcome and kept anchors."""
    return _digest(
        [
            {
                "format": scan.format,
                "lines": scan.total_lines,
                "bytes": scan.total_bytes,
                "job_exit_code": scan.job_exit_code,
                "sections": [
                    [s.index, s.name, s.start.line, s.start.offset, s.end_line, s.exit_code, s.cancelled, s.timed_out]
                    + [s.terminated, s.phase]
                    + [[x.line, x.offset, x.tier, x.kind] for x in s.anchors()]
                    for s in scan.sections
                ],
            }
            for scan in scans
        ]
    )


def json_fields(value: object) -> Any:
    """``value`` (a report dataclass, or lists, tuples and dicts of them) as :func:`dataclasses.asdict`
    gives it, without the fields the JSON report leaves out
    (:data:`ci_triage.logs.report_json.NOT_IN_JSON`): what the report says, not what it keeps for
    its own text (the failing step's other failed units, which its headline and summary name)."""
    from ci_triage.logs.report_json import NOT_IN_JSON

    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = [item for item in dataclasses.fields(value) if not item.metadata.get(NOT_IN_JSON)]
        return {item.name: json_fields(getattr(value, item.name)) for item in fields}
    if isinstance(value, list | tuple):
        return [json_fields(item) for item in value]
    if isinstance(value, dict):
        return {key: json_fields(item) for key, item in value.items()}
    return value


SKILLS_TRIED = "skills tried: "


def without_skill_count(checked: str) -> str:
    """An ``unknown``'s "what was checked" line with the number of skills tried left out
    (``skills tried: 89; none matched`` → ``skills tried: N; none matched``); other lines unchanged."""
    head, found, rest = checked.partition(SKILLS_TRIED)
    if not found:
        return checked
    return head + found + "N" + rest.lstrip("0123456789")


def outcome(path: Path, analyser) -> dict:
    """The fields the check compares for the log at ``path`` (see the module docstring). Each log is
    triaged as in a process of its own: no secret learned from an earlier log masks text in it."""
    from ci_triage.base.redact import forget_secrets
    from ci_triage.logs.report import triage_source
    from ci_triage.logs.source import open_log_source

    forget_secrets()
    with open_log_source(str(path)) as source:
        report, analyses = triage_source(source, analyser, 2000)
    # the path as given appears in the report (source, warnings); the log's place must not count
    data = json_fields(report)
    del data["tool_version"], data["source"]["path"]
    for job in data["jobs"]:
        job["classification"]["checked"] = [without_skill_count(line) for line in job["classification"]["checked"]]
    dumped = json.dumps(data).replace(json.dumps(str(path))[1:-1], "<log>")
    return {
        "category": report.category,
        "fingerprint": report.fingerprint,
        "failing_step": dataclasses.asdict(report.failing_step) if report.failing_step else None,
        "excerpt": [[s.member, s.start_line, s.end_line, _digest(s.lines)] for s in report.excerpt],
        "report": _digest(dumped),
        "scan": scan_digest([analysis.scan for analysis in analyses]),
    }


def cpu_seconds() -> float:
    """User+sys CPU seconds of this process so far."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def compare(logs: list[CorpusLog], reference: dict[str, dict], analyser) -> dict[str, dict]:
    """Per part of the split: logs checked, the names that differ (field by field), CPU and wall seconds."""
    parts: dict[str, dict] = {
        "tuning": {"logs": 0, "differ": [], "cpu": 0.0, "wall": 0.0},
        "held-out": {"logs": 0, "differ": [], "cpu": 0.0, "wall": 0.0},
    }
    for log in logs:
        part = parts["held-out" if log.held_out else "tuning"]
        cpu, wall = cpu_seconds(), time.perf_counter()
        got = outcome(log.path, analyser)
        part["cpu"] += cpu_seconds() - cpu
        part["wall"] += time.perf_counter() - wall
        part["logs"] += 1
        expected = reference.get(log.name)
        if got != expected:
            fields = sorted(k for k in got if expected is None or got[k] != expected.get(k))
            part["differ"].append(f"{log.name}: {', '.join(fields)}")
    return parts


def main(argv: list[str] | None = None) -> int:
    """Record or check the reference; exit 1 when a log differs."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("action", choices=["check", "record"])
    parser.add_argument("--sample", type=int, default=1, help="check every N-th log only")
    args = parser.parse_args(argv)
    from ci_triage.logs.analyse import Analyser

    analyser = Analyser.load()
    logs = sample(corpus_logs(), args.sample)
    if args.action == "record":
        recorded = {}
        for number, log in enumerate(logs, 1):
            print(f"[{number}/{len(logs)}] {log.name}", file=sys.stderr, flush=True)
            recorded[log.name] = outcome(log.path, analyser)
        REFERENCE.parent.mkdir(exist_ok=True)
        REFERENCE.write_text(json.dumps(recorded, indent=0, sort_keys=True) + "\n")
        print(f"recorded {len(recorded)} logs in {REFERENCE}")
        return 0
    reference = json.loads(REFERENCE.read_text())
    parts = compare(logs, reference, analyser)
    print("Equivalence with benchmarks/reference/equivalence.json (CPU = user+sys of this process)")
    print()
    print("| part | logs | identical | differ | CPU s | wall s |")
    print("|---|---:|---:|---:|---:|---:|")
    for name, part in parts.items():
        same = part["logs"] - len(part["differ"])
        print(f"| {name} | {part['logs']} | {same} | {len(part['differ'])} | {part['cpu']:.1f} | {part['wall']:.1f} |")
    for line in parts["tuning"]["differ"]:  # held-out logs are counted, never named
        print(f"- differs: {line}")
    moved = Counter(line.rpartition(": ")[2] for line in parts["held-out"]["differ"])
    for fields, count in sorted(moved.items()):
        print(f"- held-out logs whose {fields} moved: {count}")
    return 1 if any(part["differ"] for part in parts.values()) else 0


if __name__ == "__main__":
    raise SystemExit(main())
