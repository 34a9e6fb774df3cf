"""Run-logs zips of many members under a low open-file limit: CPU time, peak memory, open files, outcome.

Run (from the repository root, with ci-triage installed in the active environment)::

    python benchmarks/zips.py [--members 1,100,1100,5000] [--repeat 3] [--nofile 256] [--before ../main/src]

For each member count it writes a zip in GitHub's run-logs layout (``N_job N.txt`` at the top,
each a ~2 KB passing job log, the last one failing; see ``benchmarks/complexity.py``) and runs
``python -m ci_triage triage ZIP --format json`` in a fresh process whose open-file limit is ``--nofile``
(``setrlimit(RLIMIT_NOFILE)``, as ``ulimit -n`` does). The table gives the exit code, the failing
job the report names, and the medians of CPU (user+sys of the child, from ``wait4``), wall time
and peak RSS (the child's ``ru_maxrss``), and the most open files seen (the child's
``/proc/PID/fd`` counted every :data:`POLL_SECONDS`: a sample, so a peak shorter than that may be
missed). Baselines in the same run: ``python -c pass`` under the same limit, and Python's
``zipfile`` reading every member (``python -c`` of a loop over ``ZipFile.read``). With ``--before
SRC`` the ``ci_triage`` package in SRC (e.g. main's checkout) is run on the same zips, taking turns
with this one, each with its own skill cache, filled by one untimed run first.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from complexity import shape_log

READ_ALL = "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); [z.read(i) for i in z.infolist()]"
POLL_SECONDS = 0.005
"""How often the child's open files are counted."""


@dataclass(frozen=True)
class Run:
    """One run of a command: CPU and wall seconds, peak RSS in MB (10^6 bytes), most open files
    seen, exit code, standard output and standard error."""

    cpu: float
    wall: float
    rss_mb: float
    open_files: int
    returncode: int
    stdout: bytes
    stderr: bytes


def run(argv: list[str], nofile: int, env: dict[str, str] | None = None) -> Run:
    """One run of ``argv`` with at most ``nofile`` open files (in ``env`` when given)."""

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (nofile, nofile))

    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        child = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=out, stderr=err, preexec_fn=limit, env=env)
        most = 0
        while True:
            pid, status, usage = os.wait4(child.pid, os.WNOHANG)
            if pid:
                break
            with contextlib.suppress(OSError):  # the child may end between wait4 and listdir
                most = max(most, len(os.listdir(f"/proc/{child.pid}/fd")))
            time.sleep(POLL_SECONDS)
        wall = time.perf_counter() - start
        child.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        return Run(
            cpu=usage.ru_utime + usage.ru_stime,
            wall=wall,
            rss_mb=usage.ru_maxrss * 1024 / 1e6,
            open_files=most,
            returncode=child.returncode,
            stdout=out.read(),
            stderr=err.read(),
        )


def median_run(runs: list[Run]) -> Run:
    """The medians of ``runs`` (CPU, wall, peak RSS), the most open files of any, the last one's outcome."""
    last = runs[-1]
    return Run(
        cpu=statistics.median(r.cpu for r in runs),
        wall=statistics.median(r.wall for r in runs),
        rss_mb=statistics.median(r.rss_mb for r in runs),
        open_files=max(r.open_files for r in runs),
        returncode=last.returncode,
        stdout=last.stdout,
        stderr=last.stderr,
    )


def failing_job(done: Run) -> str:
    """The first job the JSON report names, or the end of the error message."""
    try:
        return json.loads(done.stdout)["jobs"][0]["job"]
    except (ValueError, KeyError, IndexError):
        return done.stderr.decode(errors="replace").strip()[-120:]


def main(argv: list[str] | None = None) -> int:
    """Build each zip, time the triage under the limit, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--members", default="1,100,1100,5000")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--nofile", type=int, default=256)
    parser.add_argument("--before", metavar="SRC", help="also run the ci_triage package in SRC (e.g. ../main/src)")
    args = parser.parse_args(argv)
    repeat = max(1, args.repeat)
    base = median_run([run([sys.executable, "-c", "pass"], args.nofile) for _ in range(repeat)])
    print(f"Zips under an open-file limit of {args.nofile}: median of {repeat}; CPU = user+sys of the child")
    print()
    print(
        f"- baseline `python -c pass`: CPU {base.cpu * 1000:.0f} ms, wall {base.wall * 1000:.0f} ms, "
        f"peak RSS {base.rss_mb:.0f} MB, open files {base.open_files}"
    )
    print()
    columns = (
        "| members | zip bytes | version | exit | failing job named | CPU s | wall s | peak RSS MB | open files max |"
    )
    print(columns + " zipfile read-all CPU s |")
    print("|---:|---:|---|---:|---|---:|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory(prefix="ci-triage-zips-") as folder:
        # each version keeps its own skill cache, so neither evicts the other's entries
        versions = {"this": {**os.environ, "CI_TRIAGE_CACHE_DIR": f"{folder}/cache"}}
        if args.before:
            versions["before"] = {
                **os.environ,
                "PYTHONPATH": str(Path(args.before).resolve()),
                "CI_TRIAGE_CACHE_DIR": f"{folder}/before",
            }
        command = [sys.executable, "-m", "ci_triage", "triage"]
        warm_up = Path(folder) / "warm_up.zip"
        warm_up.write_bytes(shape_log("zip", 1))
        for env in versions.values():  # fills the skill cache: no run below pays for building it
            run([*command, str(warm_up), "--format", "json"], args.nofile, env)
        for members in (int(n) for n in args.members.split(",")):
            archive = Path(folder) / f"logs_{members}.zip"
            archive.write_bytes(shape_log("zip", members))
            read_all = median_run(
                [run([sys.executable, "-c", READ_ALL, str(archive)], args.nofile) for _ in range(repeat)]
            )
            runs: dict[str, list[Run]] = {version: [] for version in versions}
            for _ in range(repeat):  # the versions take turns, so both meet the same load
                for version, env in versions.items():
                    runs[version].append(run([*command, str(archive), "--format", "json"], args.nofile, env))
            for version, version_runs in runs.items():
                median = median_run(version_runs)
                print(
                    f"| {members:,} | {archive.stat().st_size:,} | {version} | {median.returncode} "
                    f"| {failing_job(median)} | {median.cpu:.2f} | {median.wall:.2f} | {median.rss_mb:.0f} "
                    f"| {median.open_files} | {read_all.cpu:.2f} |",
                    flush=True,
                )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
