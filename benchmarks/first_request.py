"""What a model is sent first: tokens of ci-triage's first request vs sending the log itself.

For every GitHub Actions log of the shared corpus (``gha``), the evidence is built as the action
builds it for ``log-path`` (the analyser, then cited evidence items), and the first request the
diagnosis harness would send a model is measured by :func:`ci_triage.propose.first_request_tokens`
(system prompt + tool schemas + task, characters / 4 — the harness's estimate). Baselines from the
same logs: the whole log, and its last 200 lines, as naive tools send them (cleaned of timestamps
and colour codes, same estimate). Target: the first request fits 8,000 tokens (GitHub Models' free
tier) for every log.

    python benchmarks/first_request.py
"""

from __future__ import annotations

import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ci_triage.evidence.local_source import LocalLogSource
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.clean import clean_line
from ci_triage.logs.skills import load_skills
from ci_triage.propose import FIRST_REQUEST_LIMIT, first_request_tokens
from corpus import gha


def log_tokens(path: Path, tail: int | None = None) -> int:
    lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    chosen = lines[-tail:] if tail else lines
    return sum(len(clean_line(line).text) + 1 for line in chosen) // 4


def main() -> None:
    analyser = Analyser.load()
    skills = load_skills().skills
    rows = []
    with tempfile.TemporaryDirectory() as scratch:
        for log in gha():
            evidence = LocalLogSource(log.path, Path(scratch), analyser).collect(1, 2_000)
            first = first_request_tokens(evidence, repository=None, skills=skills)
            rows.append(
                (
                    log.name,
                    first.system,
                    first.tools,
                    first.task,
                    first.total,
                    log_tokens(log.path, 200),
                    log_tokens(log.path),
                )
            )
    print(f"{'log':58} {'system':>6} {'tools':>6} {'task':>6} {'first':>6} {'tail200':>8} {'whole log':>10}")
    for name, system, tools, task, total, tail, whole in rows:
        print(f"{name[:58]:58} {system:>6} {tools:>6} {task:>6} {total:>6} {tail:>8} {whole:>10,}")
    totals = [row[4] for row in rows]
    print()
    print(f"logs: {len(rows)}; first request median {statistics.median(totals):,.0f} tokens, max {max(totals):,}")
    print(
        f"baselines: last 200 lines median {statistics.median(r[5] for r in rows):,.0f}, "
        f"whole log median {statistics.median(r[6] for r in rows):,.0f}, max {max(r[6] for r in rows):,}"
    )
    within = sum(total <= FIRST_REQUEST_LIMIT for total in totals)
    print(
        f"target: first request <= {FIRST_REQUEST_LIMIT:,} tokens for every log — {within}/{len(rows)} "
        f"({'met' if within == len(rows) else 'missed'})"
    )


if __name__ == "__main__":
    main()
