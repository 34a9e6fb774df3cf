"""Passing logs must report no failure: how many are reported as failures.

Run (from the repository root)::

    python benchmarks/passing_logs.py            # every log
    python benchmarks/passing_logs.py --misses   # and name each passing log reported as a failure

Two sets of logs of green runs, each triaged alone (no ``--baseline``) with the bundled skills and
the default budget through :func:`ci_triage.logs.report.triage_source`:

- ``tests/fixtures/passing/``: real tools' output on small passing projects, made here
  (``tests/fixtures/passing/README.md`` names the tools and versions), each as a plain log, a
  ``ts``-wrapped log and a GitHub-shaped step log (``##[group]Run``, runner timestamps, no exit
  marker: a step file of a run-logs zip). Made here, never part of the held-out split.
- the ``pass.log`` of every CiDiff pair (``../shared/corpus/cidiff/``), on both parts of the split.

A log counts as a false alarm when the report's ``failure_found`` is true. CPU time (user+sys of
this process) is printed per set.
"""

from __future__ import annotations

import argparse
import resource
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from corpus import CORPUS
from split import cidiff_held_out

FIXTURES = Path(__file__).resolve().parents[1] / "tests" / "fixtures" / "passing"


def cpu_seconds() -> float:
    """User+sys CPU seconds of this process so far."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def log_sets() -> dict[str, list[Path]]:
    """Set name → the passing logs in it (see the module docstring)."""
    sets = {f"tools here, {shape}": sorted((FIXTURES / shape).glob("*.log")) for shape in ("plain", "ts", "github")}
    cases = sorted(p for p in (CORPUS / "cidiff").iterdir() if (p / "pass.log").is_file())
    held = cidiff_held_out()
    sets["CiDiff pass.log, tuning"] = [case / "pass.log" for case in cases if case.name not in held]
    sets["CiDiff pass.log, held-out"] = [case / "pass.log" for case in cases if case.name in held]
    return sets


def false_alarms(paths: list[Path], analyser) -> list[str]:
    """The logs among ``paths`` whose report says a failure was found, each with its category."""
    from ci_triage.logs.report import triage_source
    from ci_triage.logs.source import open_log_source

    found = []
    for path in paths:
        with open_log_source(str(path)) as source:
            report, _ = triage_source(source, analyser, 2000)
        if report.failure_found:
            found.append(f"{path.parent.name}/{path.name}: {report.category}")
    return found


def main(argv: list[str] | None = None) -> int:
    """Print the table; exit 0."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--misses", action="store_true", help="name each passing log reported as a failure")
    args = parser.parse_args(argv)
    from ci_triage.logs.analyse import Analyser

    analyser = Analyser.load()
    print("| passing logs | logs | reported as a failure | CPU s |")
    print("|---|---:|---:|---:|")
    misses = []
    for name, paths in log_sets().items():
        cpu = cpu_seconds()
        alarms = false_alarms(paths, analyser)
        print(f"| {name} | {len(paths)} | {len(alarms)} | {cpu_seconds() - cpu:.2f} |")
        misses += [f"{name}: {alarm}" for alarm in alarms]
    if args.misses:
        for miss in misses:
            print(f"- {miss}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
