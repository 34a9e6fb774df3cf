"""CPU cost per line of the RE2 patterns every log line meets: ``clean_line`` and ``vocabulary.STRONG_WORD``.

Run (from the repository root, with ci-triage installed in the active environment)::

    python benchmarks/line_patterns.py [--repeat 7]
    PYTHONPATH=<other checkout>/src python benchmarks/line_patterns.py   # the same on another tree

The lines are the bundled ``examples/logs/prettier-check.log`` (156 lines, one non-ASCII: its
byte-order mark) twenty times over, as written ("ASCII lines") and each with ``é`` appended
("non-ASCII lines": :class:`ci_triage.logs.re2_patterns.LazyRE2` runs its Unicode variant on
them). Each row is the median over ``--repeat`` passes, after one warm-up pass that also compiles
the patterns, of the CPU time (``time.process_time``) per line, in microseconds. The script never
asserts on the numbers.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from pathlib import Path

import ci_triage
from ci_triage.logs import vocabulary
from ci_triage.logs.clean import clean_line

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "logs" / "prettier-check.log"


def microseconds_per_line(step: Callable[[str], object], lines: list[str], repeat: int) -> float:
    """Median CPU microseconds per line of ``step`` over ``repeat`` passes (after a warm-up pass)."""
    for line in lines:
        step(line)
    passes = []
    for _ in range(repeat):
        start = time.process_time()
        for line in lines:
            step(line)
        passes.append((time.process_time() - start) / len(lines) * 1e6)
    return statistics.median(passes)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7, help="timed passes (median)")
    args = parser.parse_args()
    ascii_lines = EXAMPLE.read_text(encoding="utf-8").splitlines() * 20
    print(f"ci_triage from {Path(ci_triage.__file__).parent}; {len(ascii_lines)} lines; CPU µs per line, median")
    print()
    print("| lines | `clean_line` | `vocabulary.STRONG_WORD.search` |")
    print("|---|---:|---:|")
    for name, lines in (("ASCII lines", ascii_lines), ("non-ASCII lines", [f"{line} é" for line in ascii_lines])):
        cleaned = [clean_line(line).text for line in lines]
        clean = microseconds_per_line(clean_line, lines, args.repeat)
        strong = microseconds_per_line(vocabulary.STRONG_WORD.search, cleaned, args.repeat)
        print(f"| {name} | {clean:.2f} | {strong:.2f} |")


if __name__ == "__main__":
    main()
