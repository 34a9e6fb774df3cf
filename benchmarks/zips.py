"""Run-logs zips of many members under a low open-file limit: CPU time, wall time and the outcome.

Run (from the repository root, with ci-triage installed in the active environment)::

    python benchmarks/zips.py [--members 1,100,1100,5000] [--repeat 3] [--nofile 256]

For each member count it writes a zip in GitHub's run-logs layout (``N_job N.txt`` at the top,
each a ~2 KB passing job log, the last one failing; see ``benchmarks/complexity.py``) and runs
``ci-triage triage ZIP --format json`` in a fresh process whose open-file limit is ``--nofile``
(``setrlimit(RLIMIT_NOFILE)``, as ``ulimit -n`` does). The table gives the exit code, the failing
job the report names, and median CPU (user+sys of the child, ``getrusage(RUSAGE_CHILDREN)``) and
wall time; ``unzip``-free baselines in the same run: ``python -c pass`` under the same limit, and
Python's ``zipfile`` reading every member (``python -c`` of a loop over ``ZipFile.read``).
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from complexity import shape_log

READ_ALL = "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); [z.read(i) for i in z.infolist()]"


def run(argv: list[str], nofile: int) -> tuple[float, float, subprocess.CompletedProcess]:
    """CPU seconds, wall seconds and the result of one run of ``argv`` with at most ``nofile`` open files."""

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (nofile, nofile))

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, preexec_fn=limit)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime, wall, done


def medians(argv: list[str], nofile: int, repeat: int) -> tuple[float, float, subprocess.CompletedProcess]:
    """Median CPU and wall seconds of ``repeat`` runs, and the last run's result."""
    cpus, walls = [], []
    done = None
    for _ in range(repeat):
        cpu, wall, done = run(argv, nofile)
        cpus.append(cpu)
        walls.append(wall)
    assert done is not None
    return statistics.median(cpus), statistics.median(walls), done


def main(argv: list[str] | None = None) -> int:
    """Build each zip, time the triage under the limit, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--members", default="1,100,1100,5000")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--nofile", type=int, default=256)
    args = parser.parse_args(argv)
    repeat = max(1, args.repeat)
    ci_triage = str(Path(sys.executable).parent / "ci-triage")
    base_cpu, base_wall, _ = medians([sys.executable, "-c", "pass"], args.nofile, repeat)
    print(f"Zips under an open-file limit of {args.nofile}: median of {repeat}; CPU = user+sys of the child")
    print()
    print(f"- baseline `python -c pass`: CPU {base_cpu * 1000:.0f} ms, wall {base_wall * 1000:.0f} ms")
    print()
    print("| members | zip bytes | exit | failing job named | CPU s | wall s | zipfile read-all CPU s |")
    print("|---:|---:|---:|---|---:|---:|---:|")
    with tempfile.TemporaryDirectory(prefix="ci-triage-zips-") as folder:
        for members in (int(n) for n in args.members.split(",")):
            archive = Path(folder) / f"logs_{members}.zip"
            archive.write_bytes(shape_log("zip", members))
            cpu, wall, done = medians([ci_triage, "triage", str(archive), "--format", "json"], args.nofile, repeat)
            read_cpu, _, _ = medians([sys.executable, "-c", READ_ALL, str(archive)], args.nofile, repeat)
            try:
                job = json.loads(done.stdout)["jobs"][0]["job"]
            except (ValueError, KeyError, IndexError):
                job = done.stderr.decode(errors="replace").strip()[-120:]
            print(
                f"| {members:,} | {archive.stat().st_size:,} | {done.returncode} | {job} "
                f"| {cpu:.2f} | {wall:.2f} | {read_cpu:.2f} |",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
