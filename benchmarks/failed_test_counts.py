"""Failed-test counts against pytest's own tally, on every corpus log whose log holds one.

Run (from the repository root)::

    python benchmarks/failed_test_counts.py            # both parts of the split
    python benchmarks/failed_test_counts.py --misses   # and name each tuning log whose count is off

A corpus log (:func:`equivalence.corpus_logs`: LogChunks, ``gha/``, CiDiff) counts when it holds
exactly one pytest verdict line that counts failures (``=== 6 failed, 1 passed, 1 error in 2.25s
===``, ``-q``'s ``6 failed, 1 passed in 2.25s``, or ``in 2.25 seconds`` before pytest 5): pytest's
tally is its ``failed`` plus its ``error`` count. The log is triaged alone (bundled skills,
2,000-token budget) and the report's ``failed_tests_total`` compared with the tally: equal, above
(tests counted twice or made up) or below (tests not named on the lines read). A report whose
failing step was not read whole (``failed_tests_complete`` false) gives a lower bound, so "below"
there is no error; it is counted apart. CPU time (user+sys of this process) is printed per part.
"""

from __future__ import annotations

import argparse
import gzip
import resource
import sys
from pathlib import Path

import re2

sys.path.insert(0, str(Path(__file__).resolve().parent))

from equivalence import CorpusLog, corpus_logs

_TALLY = re2.compile(
    r"^=*\s*(?P<counts>(?:\d+ (?:failed|passed|errors?|skipped|deselected|xfailed|xpassed|warnings?)"
    r"(?:, )?)+) in \d[\d.]*(?:s| seconds)(?: \(\d[\d:]*\))?\s*=*\s*$"
)
_COUNT = re2.compile(r"(\d+) (failed|errors?)\b")


def cpu_seconds() -> float:
    """User+sys CPU seconds of this process so far."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def pytest_tally(path: Path) -> int | None:
    """pytest's failed plus error count from the log's one verdict line that counts failures (read
    as the analysis reads it: no timestamp, no colour); ``None`` without such a line or with several."""
    from ci_triage.logs.clean import clean_line

    opener = gzip.open if path.suffix == ".gz" else open
    tallies = []
    with opener(path, "rt", encoding="utf-8", errors="replace") as lines:
        for line in lines:
            found = _TALLY.match(clean_line(line.rstrip("\n")).text)
            if found is None:
                continue
            counts = _COUNT.findall(found.group("counts"))
            if counts:
                tallies.append(sum(int(number) for number, _ in counts))
    return tallies[0] if len(tallies) == 1 else None


def compare(logs: list[CorpusLog], analyser) -> tuple[dict[str, int], list[str]]:
    """Outcome → logs, and one line per log whose count is off."""
    from ci_triage.logs.report import triage_source
    from ci_triage.logs.source import open_log_source

    outcomes = {"with a tally": 0, "equal": 0, "above": 0, "below": 0, "below, step read in part": 0}
    misses = []
    for log in logs:
        tally = pytest_tally(log.path)
        if tally is None:
            continue
        outcomes["with a tally"] += 1
        with open_log_source(str(log.path)) as source:
            report, _ = triage_source(source, analyser, 2000)
        counted = report.failed_tests_total or 0
        partly = any(not job.failed_tests_complete for job in report.jobs)
        if counted == tally:
            outcomes["equal"] += 1
            continue
        kind = "above" if counted > tally else "below, step read in part" if partly else "below"
        outcomes[kind] += 1
        misses.append(f"{log.name}: {counted} for pytest's {tally} ({kind})")
    return outcomes, misses


def main(argv: list[str] | None = None) -> int:
    """Print the table; exit 0."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--misses", action="store_true", help="name each tuning log whose count is off")
    args = parser.parse_args(argv)
    from ci_triage.logs.analyse import Analyser

    analyser = Analyser.load()
    logs = corpus_logs()
    print("| part | logs with a pytest tally | equal | above | below | below, step read in part | CPU s |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    all_misses = []
    for held_out in (False, True):
        cpu = cpu_seconds()
        outcomes, misses = compare([log for log in logs if log.held_out == held_out], analyser)
        name = "held-out" if held_out else "tuning"
        cells = " | ".join(str(value) for value in outcomes.values())
        print(f"| {name} | {cells} | {cpu_seconds() - cpu:.1f} |")
        all_misses += [] if held_out else misses  # held-out logs are measured, never looked at
    if args.misses:
        for miss in all_misses:
            print(f"- {miss}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
