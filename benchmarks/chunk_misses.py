"""Why ci-triage misses LogChunks chunks: each missed log of the tuning part, sorted by kind.

Run: ``python benchmarks/chunk_misses.py [--budget 2000] [--limit N] [--held-out]``. With
``--held-out`` it prints only the count of each kind on the held-out part: no log, line or text of
that part is shown, so the split stays unlooked-at while both parts are measured.

A miss is a log whose labelled chunk (its first 50 lines, as in ``corpus.py``) is not whole in the
excerpt. Its kind is the first of these that holds:

- ``longer than the budget``: the chunk alone costs more than 90 % of the budget;
- ``no failing step``: no section of the log was found failing (no exit marker, cancellation or
  timeout, and no failure evidence in its lines), so nothing was read as a failing step;
- ``failing step not read``: some chunk line lies in a section the first pass marked as failed
  but beyond the failing steps read (``MAX_FAILING_STEPS`` of ``logs/analyse.py``);
- ``earlier step``: some chunk line lies in a section that was not read (neither a failing step
  nor a section read as its evidence: a retried command's earlier attempt, output printed after
  the failure, ``after_failure_output`` of ``logs/analyse.py``), before the last failing step read
  (a step the job survived);
- ``later step``: some chunk line lies in a section that was not read, after every failing step
  read (output the job printed after its failure that is not read as its evidence: a Travis
  ``after_script`` command that prints no file, ``before_cache``);
- ``not read``: some chunk line of a section read was not read by the second pass (outside
  every window);
- ``no block``: no explaining block touches the chunk (its lines carry no error word or signal);
- ``beyond its block``: blocks touch the chunk but leave some of its lines out (a diff printed
  above its ``FAIL`` line, output after the block ended);
- ``outranked``: blocks cover the chunk but the budget went to other blocks or was cut short.

Each row: kind, log, chunk lines and tokens, lines kept, and the first chunk line's text.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import ci_triage.logs.analyse as analyse_module
from ci_triage.base.tokens import estimate_tokens
from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser, after_failure_output, retried_before
from ci_triage.logs.clean import clean_line
from ci_triage.logs.source import open_log_source
from corpus import LabelledLog, logchunks
from split import logchunks_held_out

OVER_BUDGET_SHARE = 0.9


def _miss_kind(log: LabelledLog, analyser: Analyser, budget: int) -> tuple[str, str] | None:
    seen: dict = {}
    select_lines = analyse_module.select_lines

    def spy(first, rest, lines, budget, endings, quoted=None):
        seen.update(blocks=[*first, *rest], lines=lines)
        return select_lines(first, rest, lines, budget, endings, quoted)

    analyse_module.select_lines = spy
    try:
        with open_log_source(str(log.path)) as source:
            member = source.members[0]
            analysis = analyser.analyse(member, budget)
            member.file.seek(0)
            texts = member.file.read().decode("utf-8", "replace").split("\n")
    finally:
        analyse_module.select_lines = select_lines
    chunk = log.must_cover[0]
    chosen = set(analysis.excerpt_lines)
    if all(n in chosen for n in chunk):
        return None
    lines = seen.get("lines", {})
    blocks = seen.get("blocks", [])
    failing = {section.index for section in analysis.failing}
    tokens = sum(estimate_tokens(clean_line(texts[n - 1]).text) + 1 for n in chunk if n <= len(texts))
    kept = sum(n in chosen for n in chunk)
    first_text = clean_line(texts[chunk[0] - 1]).text.strip()[:90] if chunk[0] <= len(texts) else ""
    detail = f"{log.name} lines {chunk[0]}-{chunk[-1]} ({tokens} tokens), kept {kept}: {first_text!r}"
    sections = analysis.scan.sections
    starts = [section.start.line for section in sections]

    def section_of(number: int) -> int:
        return max((i for i, start in enumerate(starts) if start <= number), default=0)

    if tokens > OVER_BUDGET_SHARE * budget:
        return "longer than the budget", detail
    if not failing:
        return "no failing step", detail
    evidence = {
        s.index
        for s in (
            *retried_before(analysis.scan, analysis.failing),
            *after_failure_output(analysis.scan, analysis.failing),
        )
    }
    outside = [section_of(n) for n in chunk if section_of(n) not in failing | evidence]
    if any(sections[index].failed for index in outside):
        return "failing step not read", detail
    if outside:
        return ("later step" if min(outside) > max(failing) else "earlier step"), detail
    if any(n not in lines for n in chunk):
        return "not read", detail
    touching = [block for block in blocks if block.start <= chunk[-1] and block.end >= chunk[0]]
    if not touching:
        return "no block", detail
    covered = {n for block in touching for n in range(block.start, block.end + 1)}
    if any(n not in covered for n in chunk):
        return "beyond its block", detail
    return "outranked", detail


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=int, default=DEFAULT_BUDGET)
    parser.add_argument("--limit", type=int, default=0, help="only the first N logs of the part")
    parser.add_argument("--held-out", action="store_true", help="the held-out part, kind counts only")
    args = parser.parse_args()
    held_out = logchunks_held_out()
    part = "held-out" if args.held_out else "tuning"
    logs = [log for log in logchunks() if (log.name.split("/", 1)[0] in held_out) == args.held_out]
    if args.limit:
        logs = logs[: args.limit]
    analyser = Analyser.load()
    misses = [
        (kind, detail) for log in logs if (found := _miss_kind(log, analyser, args.budget)) for kind, detail in [found]
    ]
    counts = Counter(kind for kind, _ in misses)
    print(f"logchunks ({part}): {len(misses)} misses of {len(logs)} logs at {args.budget} tokens")
    for kind, count in counts.most_common():
        print(f"| {kind} | {count} |")
    if args.held_out:
        return
    for kind, detail in sorted(misses):
        print(f"  {kind}: {detail}")


if __name__ == "__main__":
    main()
