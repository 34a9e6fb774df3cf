"""The first pass alone: MB/s of CPU of the scan on the synthetic logs of ``throughput.py``, beside ``grep -c``.

Run (from the repository root, with ci-triage installed in the active environment)::

    python benchmarks/first_pass.py [--sizes 10,100] [--repeat 3] [--parts]

For each size it writes the same synthetic log as ``throughput.py`` (the corpus's ``gha/*.log``
concatenated), then times, in this process, ``ci_triage.logs.first_pass.scan`` over it with the
bundled skills' triggers (the analyser is loaded once, before any timing; CPU is user+sys of this
process from ``getrusage``), and, in the same run, ``grep -c -E 'error|fail|fatal|exception'`` and
``wc -l`` on the same file (CPU of the child). Medians of ``--repeat`` runs; MB = 10^6 bytes.
"peak RSS" is this process's high-water mark after the size's runs (``ru_maxrss``): it includes
the loaded analyser and the sizes before, so it bounds the scan's own peak from above.
Logs are scanned with Hyperscan where it is installed.
Targets (issue 16): at least 200 MB/s of CPU, peak RSS at most 100 MB.

``--parts`` adds a second table: where the scan's CPU goes, each part timed alone over the same
blocks the scan reads (medians of ``--repeat``): the Hyperscan database's own search with a callback
that does nothing, the line finder (that search, the callbacks and the grouping by line), counting
the newlines (``first_pass.count_newlines``), and the whole scan; the rest is the scan's bookkeeping
per section and anchor.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from throughput import GREP_PATTERN, MB, build_log, corpus_dir, corpus_logs


def own_cpu() -> float:
    """User+sys CPU seconds of this process so far."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def peak_rss() -> int:
    """This process's peak resident set size so far, in bytes."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak if sys.platform == "darwin" else peak * 1024


def child_cpu(argv: list[str]) -> float:
    """User+sys CPU seconds of one run of ``argv``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(argv, capture_output=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def main(argv: list[str] | None = None) -> int:
    """Build each log, time the scan, grep and wc, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10,100", help="comma-separated sizes in MB")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--parts", action="store_true", help="also time the parts of the scan (see above)")
    args = parser.parse_args(argv)
    from ci_triage.logs.analyse import Analyser
    from ci_triage.logs.first_pass import scan

    analyser = Analyser.load()
    logs = corpus_logs(corpus_dir())
    print(f"First pass: CPU (user+sys) of `scan()` in process vs `grep -c` and `wc -l`, median of {args.repeat}")
    print()
    print("| size | scan MB/s CPU | scan CPU s | sections | peak RSS MB | grep -c MB/s CPU | wc -l MB/s CPU |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    parts: list[str] = []
    with tempfile.TemporaryDirectory(prefix="ci-triage-first-pass-") as folder:
        for size_mb in (int(size) for size in args.sizes.split(",")):
            path = Path(folder) / f"synthetic-{size_mb}MB.log"
            size, _lines = build_log(path, size_mb * MB, logs)
            scans, greps, counts = [], [], []
            for _ in range(max(1, args.repeat)):
                with path.open("rb") as file:
                    start = own_cpu()
                    result = scan(file, analyser.triggers)
                    scans.append(own_cpu() - start)
                greps.append(child_cpu(["grep", "-c", "-E", GREP_PATTERN, str(path)]))
                counts.append(child_cpu(["wc", "-l", str(path)]))
            scan_cpu = statistics.median(scans)
            grep_cpu = max(statistics.median(greps), 0.005)
            wc_cpu = max(statistics.median(counts), 0.005)
            print(
                f"| {size / MB:,.0f} MB | {size / MB / scan_cpu:,.0f} | {scan_cpu:.2f} | {len(result.sections):,} "
                f"| {peak_rss() / MB:,.1f} | {size / MB / grep_cpu:,.0f} | {size / MB / wc_cpu:,.0f} |",
                flush=True,
            )
            if args.parts:
                parts.append(time_parts(path, analyser.triggers, args.repeat, statistics.median(scans)))
            path.unlink()
    if parts:
        print()
        print("| size | Hyperscan search alone CPU s | line finder CPU s | newline count CPU s | whole scan CPU s |")
        print("|---|---:|---:|---:|---:|")
        print("\n".join(parts))
    return 0


def time_parts(path: Path, triggers, repeat: int, scan_cpu: float) -> str:
    """One row of the ``--parts`` table for the log at ``path`` (see the module docstring)."""
    from ci_triage.logs.first_pass import BLOCK_BYTES, LINE_COMPLETION_BYTES, count_newlines, detect_format

    blocks = []
    with path.open("rb") as file:
        finder = triggers.finder(detect_format(file.read(65536)))
        file.seek(0)
        while data := file.read(BLOCK_BYTES):
            blocks.append(data if data.endswith(b"\n") else data + file.readline(LINE_COMPLETION_BYTES))

    def timed(work) -> float:
        runs = []
        for _ in range(max(1, repeat)):
            start = own_cpu()
            for data in blocks:
                work(data)
            runs.append(own_cpu() - start)
        return statistics.median(runs)

    database = getattr(finder, "database", None)
    search = f"{timed(lambda data: database.scan(data, match_event_handler=_ignore)):.2f}" if database else "—"
    size = sum(map(len, blocks)) / MB
    counting = timed(lambda data: count_newlines(data, 0, len(data)))
    return f"| {size:,.0f} MB | {search} | {timed(finder.find):.2f} | {counting:.2f} | {scan_cpu:.2f} |"


def _ignore(*_match: object) -> None:
    """A Hyperscan match callback that does nothing."""


if __name__ == "__main__":
    raise SystemExit(main())
