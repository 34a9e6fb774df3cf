"""The security table: every attack family of ``tests/security`` run once, counted in one table.

Run (from the repository root, with ci-triage installed in the active environment)::

    python benchmarks/security.py [--fuzz 300]

Rows are the families; columns are the failure counts the issue asks for (all should be 0):

* ``redaction``: 64 kinds of secret, generated at run time from parts (``tests/security/cases.py``),
  written into one job log and sent through every output channel — the redactor itself, the CLI's
  JSON and text output, the trace, the model's request bodies, the PR comment, the fix PR body —
  plus 20 evidence lines (SHAs, UUIDs, sha256/sha512/sha1 integrity hashes, go.sum ``h1:``…) that
  must come out unchanged;
* ``injection``: 39 planted instructions obeyed by a scripted model (category switches, unverified
  advice, foreign suspects, live mentions/links/HTML, misquotes, disallowed tool calls) through
  the real diagnose harness over a real git checkout holding a committed ``.env``, and the
  verifier → apply → re-render → verify path the loop posts through;
* ``faults``: creates (comment, issue) that fail ambiguously after GitHub made them (502, 503, 500,
  reset, timeout), listings whose next link repeats, leaves the host or is garbage, a redirect to
  another host, and a model endpoint answering HTML, truncated or empty JSON, 500 or 429 (plain and
  streamed); GitHub is scripted at PyGithub's request function, the model endpoint is an httpx
  MockTransport;
* ``fuzzing``: ``--fuzz`` mutated inputs (logs plain, gzip and zip; JUnit; skill files; config;
  event payloads) through the real entry points.

"exit 70" counts exceptions other than the documented errors (what the CLI reports as exit 70);
a case slower than 20 s of wall time is a hang. The corpus is synthetic (no corpus log is read), so
the tuning/held-out split does not apply. Nothing is asserted.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

CHANNELS = ("redactor", "cli-json", "cli-text", "trace", "model-request", "comment", "fix-pr-body", "model-error")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--fuzz", type=int, default=300, help="mutated inputs to try (default 300)")
    args = parser.parse_args()

    from ci_triage.logs.analyse import Analyser
    from security import measure

    analyser = Analyser.load()
    rows = []
    with tempfile.TemporaryDirectory(prefix="ci-triage-security-") as scratch:
        base = Path(scratch)
        families = (
            ("redaction", lambda d: measure.redaction(d, analyser)),
            ("injection", lambda d: measure.injection(d, analyser)),
            ("faults", lambda _d: measure.faults()),
            ("fuzzing", lambda d: measure.fuzz_inputs(d, args.fuzz)),
        )
        for name, run in families:
            folder = base / name
            folder.mkdir()
            started = time.process_time()
            tally = run(folder)
            rows.append((name, tally, time.process_time() - started))
    total = measure.Tally()
    for _, tally, _ in rows:
        total.merge(measure.Tally().merge(tally))
    header = [
        "family", "cases tried", "disallowed calls executed", "false diagnoses posted",
        *(f"secrets leaked: {channel}" for channel in CHANNELS),
        "evidence destroyed", "double writes", "exit 70", "hangs", "CPU s",
    ]  # fmt: skip
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for name, tally, cpu in [*rows, ("total", total, sum(cpu for _, _, cpu in rows))]:
        cells = [
            name, tally.cases, tally.disallowed_calls, tally.false_diagnoses,
            *(tally.leaks.get(channel, 0) for channel in CHANNELS),
            tally.evidence_destroyed, tally.double_writes, tally.exit_70, tally.hangs, f"{cpu:.1f}",
        ]  # fmt: skip
        print("| " + " | ".join(str(cell) for cell in cells) + " |")
    unexpected = set(total.leaks) - set(CHANNELS)
    if unexpected:
        print(f"\nother channels: {', '.join(f'{c} {total.leaks[c]}' for c in sorted(unexpected))}")
    if total.failures:
        print("\nfailures:")
        for failure in total.failures[:40]:
            print(f"- {failure}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
