"""Failed tests' messages before and after a change, on every corpus log.

Run (from the repository root)::

    python benchmarks/failed_test_messages.py record /tmp/before.json   # on the code before the change
    python benchmarks/failed_test_messages.py compare /tmp/before.json  # on the code after it

Every corpus log (:func:`equivalence.corpus_logs`: LogChunks, ``gha/``, CiDiff) is triaged alone
(bundled skills, 2,000-token budget) and each failed test of each job kept with its message
(:attr:`ci_triage.logs.model.FailedTest.message`). ``record`` writes them to a JSON file (log name →
``"job / test"`` → message or null); ``compare`` triages again and prints, per part of the split, the
logs and tests whose message changed, appeared or went; it lists each tuning test's message before →
after, held-out ones as counts only (held-out logs are measured, never looked at). Exit 0.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from equivalence import CorpusLog, corpus_logs

Messages = dict[str, dict[str, str | None]]


def messages(logs: list[CorpusLog]) -> Messages:
    """Log name → ``"job / test"`` → the test's message (None when it has none), for logs naming a failed test."""
    from ci_triage.logs.analyse import Analyser
    from ci_triage.logs.report import triage_source
    from ci_triage.logs.source import open_log_source

    analyser = Analyser.load()
    found: Messages = {}
    for log in logs:
        with open_log_source(str(log.path)) as source:
            report, _ = triage_source(source, analyser, 2000)
        tests = {f"{job.job} / {test.name}": test.message for job in report.jobs for test in job.failed_tests}
        if tests:
            found[log.name] = tests
    return found


def changes(before: Messages, after: Messages, names: list[str]) -> list[tuple[str, str, str | None, str | None]]:
    """(log, test, before, after) for each test of ``names``' logs whose message differs."""
    moved = []
    for name in names:
        old, new = before.get(name, {}), after.get(name, {})
        for test in sorted(set(old) | set(new)):
            if old.get(test) != new.get(test):
                moved.append((name, test, old.get(test), new.get(test)))
    return moved


def main(argv: list[str] | None = None) -> int:
    """Record or compare; exit 0."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("action", choices=("record", "compare"))
    parser.add_argument("path", type=Path, help="the JSON file recorded before the change")
    args = parser.parse_args(argv)
    logs = corpus_logs()
    now = messages(logs)
    if args.action == "record":
        args.path.write_text(json.dumps(now, indent=1, sort_keys=True, ensure_ascii=False))
        return 0
    before = json.loads(args.path.read_text())
    for held_out in (False, True):
        part = [log.name for log in logs if log.held_out == held_out]
        moved = changes(before, now, part)
        with_tests = sum(1 for name in part if name in now)
        print(
            f"{'held-out' if held_out else 'tuning'}: {with_tests} logs with failed tests, "
            f"{len(moved)} messages changed in {len({log for log, *_ in moved})} logs"
        )
        if not held_out:
            for log, test, old, new in moved:
                print(f"- {log} :: {test}\n    before: {old}\n    after:  {new}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
