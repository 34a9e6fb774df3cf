"""Throughput and peak memory of ``ci-triage triage`` on large synthetic logs, beside ``grep -c`` and ``wc -l``.

Run (from the repository root, with ci-triage installed in the active environment)::

    python benchmarks/throughput.py [--sizes 10,100] [--repeat 3] [--tmpdir DIR]
    python benchmarks/throughput.py --sizes 10,100,1000   # the 1 GB log needs ~1 GB free in the temp dir
    python benchmarks/throughput.py --sizes '' --repeated-line 30 --vs 6c55d0c6   # the slow case only
    python benchmarks/throughput.py --sizes '' --repeated-reports 10 --vs 25081b55   # repeated failed tests

For each size it writes a synthetic log of that many MB by concatenating the real GitHub Actions
logs in ``<corpus>/gha/*.log`` (whole logs, in name order, over and over; the last one is cut at a
line boundary), where ``<corpus>`` is ``$CI_TRIAGE_CORPUS`` or ``<repo>/../shared/corpus``. The file
lives in a temporary directory that is deleted as soon as its size is measured, so at most one
synthetic log exists at a time.

Each command runs in a fresh subprocess; its wall time is taken around it with ``perf_counter`` and
its peak resident set size and CPU time come from GNU ``/usr/bin/time -f '%M %U %S'`` when present,
else from ``getrusage(RUSAGE_CHILDREN)`` read in a small Python wrapper process (whose own ~10 MB
floor Linux carries into the child's figure, so grep and wc read high that way):

* ``ci-triage triage FILE --format json`` (the real console script),
* ``grep -c -E 'error|fail|fatal|exception' FILE`` (baseline),
* ``wc -l FILE`` (the floor: reading the file and counting newlines).

Standard output goes to a pipe, never to ``/dev/null``: GNU grep notices ``/dev/null`` and stops at
the first match. The three run interleaved ``--repeat`` times and the table shows the median of each
measure; below it, a check that ci-triage printed valid JSON and what grep counted.
The file is freshly written, so every run reads it from the page cache (this measures the CPU
cost of the analysis, not the disk).

``--repeated-line MB`` adds the slow case: a log of that many MB of one repeated ``error: x`` line
(every line a trigger line), on which ci-triage runs beside ``grep -c error`` and, with ``--vs REV``,
beside the ci-triage of the git revision ``REV`` of this repository (its ``src``, ``skills`` and
``examples`` exported with ``git archive`` to a temporary folder, ``src`` put first on
``PYTHONPATH``; the tree's own code runs through the console script, as above). The commands run
interleaved ``--repeat`` times; a second table shows each one's median CPU (min–max), median wall
time and median peak RSS, and the check below it whether both ci-triage printed the same report.

``--repeated-reports MB`` is the other slow case, a flaky suite retried over and over (or a
parametrised test failing by the thousand): real pytest output of one run with four failed tests
(:data:`complexity.REPORTS_RUN`: each test's report with its assertion or traceback and captured
stdout, then the short summary's ``FAILED`` lines) repeated whole to that many MB; it runs beside
``grep -c FAILED`` and, with ``--vs REV``, that revision's ci-triage, in the same table's form.

CPU time (user+sys of the command, from GNU time's ``%U %S`` or ``getrusage``) is what the MB/s
targets are read in: on a shared machine wall time also counts the waits for a core. Units: MB =
10^6 bytes everywhere (log sizes, MB/s, peak RSS); "ratio" is ci-triage's median CPU time divided by
grep's. Targets (issue 16): at least 200 MB/s of CPU for the first pass, and peak RSS under 100 MB
on the 1 GB log. The script prints the numbers and never asserts on them: shared machines are noisy.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from complexity import REPORTS_RUN

REPO = Path(__file__).resolve().parents[1]
MB = 1_000_000
"""One MB, as used in every size, rate and memory figure here: 10^6 bytes."""
GREP_PATTERN = "error|fail|fatal|exception"
REPEATED_LINE = b"error: x\n"
"""The line the slow case repeats (``--repeated-line``): a trigger line whose every byte is a candidate's."""

# Fallback when GNU time is missing: runs one command (argv as JSON in argv[1]) and prints its wall
# time, peak RSS and exit code as JSON. A fresh wrapper per run makes RUSAGE_CHILDREN cover exactly
# that command, but Linux carries the wrapper's own high-water RSS (about 10 MB of Python) across
# fork and exec into the child's ru_maxrss, so small figures (grep, wc) read too high this way.
_WRAPPER = r"""
import json, resource, subprocess, sys, time
argv = json.loads(sys.argv[1])
start = time.perf_counter()
done = subprocess.run(argv, stdin=subprocess.DEVNULL, capture_output=True)
wall = time.perf_counter() - start
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
rss = usage.ru_maxrss
rss_bytes = rss if sys.platform == "darwin" else rss * 1024
cpu = usage.ru_utime + usage.ru_stime
err = done.stderr.decode("utf-8", "replace")[-2000:]
out = done.stdout.decode("utf-8", "replace")
print(json.dumps({"wall": wall, "cpu": cpu, "rss": rss_bytes, "rc": done.returncode, "stderr": err, "stdout": out}))
"""
GNU_TIME = "/usr/bin/time"


@dataclass(frozen=True)
class Run:
    """One measured run: wall and CPU (user+sys) time in seconds, peak RSS in bytes, exit code, end of
    stderr, stdout."""

    wall: float
    cpu: float
    rss: int
    rc: int
    stderr: str
    stdout: str


def corpus_dir() -> Path:
    """The shared corpus: ``$CI_TRIAGE_CORPUS``, else ``<repo>/../shared/corpus``."""
    return Path(os.environ.get("CI_TRIAGE_CORPUS", REPO.parent / "shared" / "corpus"))


def corpus_logs(corpus: Path) -> list[bytes]:
    """The contents of ``<corpus>/gha/*.log`` in name order, each ending with a newline."""
    paths = sorted((corpus / "gha").glob("*.log"))
    if not paths:
        raise SystemExit(f"throughput: no *.log files in {corpus / 'gha'} (set CI_TRIAGE_CORPUS)")
    logs = []
    for path in paths:
        data = path.read_bytes()
        logs.append(data if data.endswith(b"\n") else data + b"\n")
    return logs


def build_log(path: Path, size_bytes: int, logs: list[bytes]) -> tuple[int, int]:
    """Write about ``size_bytes`` bytes of concatenated corpus logs to ``path``; returns (bytes, lines).

    Whole logs are written in turn until the next one would overflow; that one is cut after its
    last complete line that fits, so the file ends with a newline and is at most ``size_bytes`` long.
    """
    written = lines = 0
    with path.open("wb") as out:
        index = 0
        while written < size_bytes:
            data = logs[index % len(logs)]
            index += 1
            room = size_bytes - written
            if len(data) > room:
                cut = data.rfind(b"\n", 0, room) + 1
                if cut == 0:
                    break
                data = data[:cut]
            out.write(data)
            written += len(data)
            lines += data.count(b"\n")
    return written, lines


def ci_triage_command() -> list[str]:
    """The ``ci-triage`` console script next to this interpreter, else the one on ``PATH``."""
    beside = Path(sys.executable).parent / "ci-triage"
    found = str(beside) if beside.exists() else shutil.which("ci-triage")
    if not found:
        raise SystemExit("throughput: no ci-triage command found; install the package (pip install -e .)")
    return [found]


def gnu_time() -> str | None:
    """``/usr/bin/time`` when it is GNU time (it understands ``-f %M``), else None."""
    if not Path(GNU_TIME).exists():
        return None
    probe = subprocess.run([GNU_TIME, "-f", "%M", "true"], capture_output=True, text=True)
    return GNU_TIME if probe.returncode == 0 and probe.stderr.strip().isdigit() else None


def measure(argv: list[str], time_command: str | None) -> Run:
    """Run ``argv`` once in a fresh process: wall time here, peak RSS from GNU time or a wrapper.

    With GNU time (``time_command``), the command runs under ``time -f %M`` (peak RSS in KiB,
    written to a temporary file) and the wall time is taken around it with ``perf_counter``;
    GNU time itself adds about a millisecond. Without it, :data:`_WRAPPER` measures both.
    """
    if time_command is None:
        done = subprocess.run(
            [sys.executable, "-c", _WRAPPER, json.dumps(argv)], capture_output=True, text=True, check=True
        )
        result = json.loads(done.stdout)
        return Run(result["wall"], result["cpu"], result["rss"], result["rc"], result["stderr"], result["stdout"])
    with tempfile.NamedTemporaryFile("r", prefix="ci-triage-bench-rss-") as report:
        command = [time_command, "-f", "%M %U %S", "-o", report.name, "--", *argv]
        start = time.perf_counter()
        done = subprocess.run(command, stdin=subprocess.DEVNULL, capture_output=True)
        wall = time.perf_counter() - start
        lines = [line for line in Path(report.name).read_text().splitlines() if line.strip()]
    fields = lines[-1].split() if lines else []
    rss_kib = int(fields[0]) if len(fields) == 3 and fields[0].isdigit() else 0
    cpu = float(fields[1]) + float(fields[2]) if len(fields) == 3 else float("nan")
    stderr = done.stderr.decode("utf-8", "replace")[-2000:]
    return Run(wall, cpu, rss_kib * 1024, done.returncode, stderr, done.stdout.decode("utf-8", "replace"))


def machine() -> list[str]:
    """Lines describing the machine and the tools, printed above the table."""
    cpu = platform.processor() or platform.machine()
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.exists():
        names = [line.split(":", 1)[1].strip() for line in cpuinfo.read_text().splitlines() if "model name" in line]
        cpu = names[0] if names else cpu
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    load = " ".join(f"{value:.1f}" for value in os.getloadavg()) if hasattr(os, "getloadavg") else "n/a"
    grep = subprocess.run(["grep", "--version"], capture_output=True, text=True).stdout.splitlines()
    version = subprocess.run([*ci_triage_command(), "--version"], capture_output=True, text=True).stdout.strip()
    return [
        f"- machine: {platform.system()} {platform.release()}, {cpu}, {os.cpu_count()} cores ({usable} usable)",
        f"- python: {platform.python_version()} ({sys.executable})",
        f"- {version}; {grep[0] if grep else 'grep'}",
        f"- load average at the end (1, 5, 15 min): {load} (other work on the machine slows every column)",
    ]


def median(values: list[float]) -> float:
    """The median of ``values``."""
    return statistics.median(values)


def run_size(
    size_mb: int, repeat: int, logs: list[bytes], tmp_root: str | None, time_command: str | None
) -> dict[str, object]:
    """Build the ``size_mb`` MB log, measure the three commands ``repeat`` times each, delete the log."""
    with tempfile.TemporaryDirectory(prefix="ci-triage-bench-", dir=tmp_root) as folder:
        needed = size_mb * MB + 64 * MB
        free = shutil.disk_usage(folder).free
        if free < needed:
            raise SystemExit(
                f"throughput: {size_mb} MB log needs {needed / MB:.0f} MB free in {folder}, has {free / MB:.0f}"
            )
        path = Path(folder) / f"synthetic-{size_mb}MB.log"
        size, lines = build_log(path, size_mb * MB, logs)
        commands = {
            "ci-triage": [*ci_triage_command(), "triage", str(path), "--format", "json"],
            "grep": ["grep", "-c", "-E", GREP_PATTERN, str(path)],
            "wc": ["wc", "-l", str(path)],
        }
        runs: dict[str, list[Run]] = {name: [] for name in commands}
        for _ in range(repeat):
            for name, argv in commands.items():
                run = measure(argv, time_command)
                runs[name].append(run)
                ok = run.rc == 0 or (name == "grep" and run.rc == 1)
                if not ok:
                    print(f"throughput: {name} exited {run.rc} on {size_mb} MB: {run.stderr.strip()}", file=sys.stderr)
    return {"size_mb": size_mb, "bytes": size, "lines": lines, "runs": runs}


def table(results: list[dict[str, object]]) -> list[str]:
    """The Markdown table of medians (see the module docstring for units); MB/s of CPU time, then of wall time."""
    rows = [
        "| size | ci-triage MB/s CPU | ci-triage MB/s wall | ci-triage peak RSS MB | grep -c MB/s CPU "
        "| grep -c MB/s wall | grep peak RSS MB | ratio ci-triage/grep CPU | wc -l MB/s CPU "
        "| ci-triage CPU s median (min–max) |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for result in results:
        size = result["bytes"]
        runs: dict[str, list[Run]] = result["runs"]  # type: ignore[assignment]
        wall = {name: median([run.wall for run in items]) for name, items in runs.items()}
        cpu = {name: max(median([run.cpu for run in items]), 0.005) for name, items in runs.items()}
        rss = {name: median([run.rss for run in items]) for name, items in runs.items()}
        failed = any(run.rc != 0 for run in runs["ci-triage"])
        rows.append(
            f"| {size / MB:,.0f} MB ({result['lines']:,} lines) "
            f"| {size / MB / cpu['ci-triage']:,.1f}{' (exit != 0)' if failed else ''} "
            f"| {size / MB / wall['ci-triage']:,.1f} "
            f"| {rss['ci-triage'] / MB:,.1f} "
            f"| {size / MB / cpu['grep']:,.0f} "
            f"| {size / MB / wall['grep']:,.0f} "
            f"| {rss['grep'] / MB:,.1f} "
            f"| {cpu['ci-triage'] / cpu['grep']:,.0f}x "
            f"| {size / MB / cpu['wc']:,.0f} "
            f"| {cpu['ci-triage']:,.2f} ({min(run.cpu for run in runs['ci-triage']):,.2f}–"
            f"{max(run.cpu for run in runs['ci-triage']):,.2f}) |"
        )
    return rows


def checks(results: list[dict[str, object]]) -> list[str]:
    """One line per size: did ci-triage print a JSON report (and which category), what grep counted."""
    lines = []
    for result in results:
        runs: dict[str, list[Run]] = result["runs"]  # type: ignore[assignment]
        last = runs["ci-triage"][-1]
        try:
            report = json.loads(last.stdout)
            verdict = (
                f"JSON report, category {report.get('category')!r}, {len(report.get('excerpt', []))} excerpt spans, "
                f"{len(last.stdout):,} bytes"
            )
        except ValueError:
            verdict = f"NO JSON REPORT (exit {last.rc}): {last.stderr.strip()[:300]}"
        grep_count = runs["grep"][-1].stdout.strip()
        lines.append(f"- {result['size_mb']} MB: ci-triage {verdict}; grep -c counted {grep_count} lines")
    return lines


def export_revision(revision: str, folder: Path) -> Path:
    """The ``src`` folder of git revision ``revision`` of this repository, written under ``folder``
    with the data a checkout reads beside it (``skills``, ``examples``: :mod:`ci_triage.logs.bundled`)
    by ``git archive``; exits with git's message when the revision is unknown."""
    archive = subprocess.run(
        ["git", "-C", str(REPO), "archive", revision, "src", "skills", "examples"], capture_output=True
    )
    if archive.returncode != 0:
        raise SystemExit(f"throughput: git archive {revision}: {archive.stderr.decode(errors='replace').strip()}")
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive.stdout, check=True)
    return folder / "src"


def run_repeated(
    unit: bytes,
    word: str,
    size_mb: int,
    repeat: int,
    revision: str | None,
    tmp_root: str | None,
    time_command: str | None,
) -> dict[str, object]:
    """Write ``unit`` (whole lines) repeated to at most ``size_mb`` MB, measure ci-triage,
    ``grep -c word`` and (with ``revision``) that revision's ci-triage ``repeat`` times each,
    interleaved; delete the log. The result holds the log's bytes and lines and each command's runs."""
    with tempfile.TemporaryDirectory(prefix="ci-triage-bench-", dir=tmp_root) as folder:
        path = Path(folder) / f"repeated-{size_mb}MB.log"
        count = max(1, size_mb * MB // len(unit))
        path.write_bytes(unit * count)
        commands = {
            "ci-triage": [*ci_triage_command(), "triage", str(path), "--format", "json"],
            f"grep -c {word}": ["grep", "-c", word, str(path)],
        }
        if revision is not None:
            source = export_revision(revision, Path(folder))
            python_path = os.pathsep.join([str(source), *filter(None, [os.environ.get("PYTHONPATH")])])
            commands[f"ci-triage {revision}"] = [
                "env",
                f"PYTHONPATH={python_path}",
                sys.executable,
                "-m",
                "ci_triage",
                "triage",
                str(path),
                "--format",
                "json",
            ]
        runs: dict[str, list[Run]] = {name: [] for name in commands}
        for _ in range(repeat):
            for name, argv in commands.items():
                runs[name].append(measure(argv, time_command))
    return {"size_mb": size_mb, "bytes": count * len(unit), "lines": count * unit.count(b"\n"), "runs": runs}


def repeated_table(result: dict[str, object], what: str) -> list[str]:
    """A slow case's table, of ``what`` repeated (one row per command: CPU seconds median (min–max),
    wall seconds median, peak RSS MB median) and one check line: did each ci-triage print the same report."""
    runs: dict[str, list[Run]] = result["runs"]  # type: ignore[assignment]
    rows = [
        f"Slow case: {result['bytes'] / MB:,.0f} MB of {what} ({result['lines']:,} lines)",
        "",
        "| command | CPU s median (min–max) | wall s median | peak RSS MB |",
        "|---|---:|---:|---:|",
    ]
    for name, items in runs.items():
        cpu = [run.cpu for run in items]
        rows.append(
            f"| {name}{' (exit != 0)' if any(run.rc not in (0, 1) for run in items) else ''} "
            f"| {median(cpu):,.2f} ({min(cpu):,.2f}–{max(cpu):,.2f}) "
            f"| {median([run.wall for run in items]):,.2f} | {median([run.rss for run in items]) / MB:,.1f} |"
        )
    reports = {run.stdout for name, items in runs.items() if name.startswith("ci-triage") for run in items}
    rows.extend(["", f"- ci-triage printed {len(reports)} distinct report(s) over every run and revision"])
    return rows


def parse_sizes(text: str) -> list[int]:
    """``"10,100"`` → ``[10, 100]`` (sizes in MB = 10^6 bytes)."""
    try:
        sizes = [int(part) for part in text.split(",") if part.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected sizes in MB separated by commas, got {text!r}") from None
    if any(size <= 0 for size in sizes):
        raise argparse.ArgumentTypeError(f"expected positive sizes in MB, got {text!r}")
    return sizes


def main(argv: list[str] | None = None) -> int:
    """Build the logs, run the measurements and print the machine and the Markdown table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--sizes", type=parse_sizes, default=[10, 100], help="log sizes in MB (10^6 bytes); '' for none"
    )
    parser.add_argument("--repeat", type=int, default=3, help="runs per command and size; the median is shown")
    parser.add_argument("--tmpdir", default=None, help="where to write the synthetic logs (default: system temp)")
    parser.add_argument(
        "--no-gnu-time", action="store_true", help="measure peak RSS with the getrusage wrapper even if GNU time exists"
    )
    parser.add_argument(
        "--repeated-line", type=int, default=0, metavar="MB", help="also the slow case: MB of one repeated error line"
    )
    parser.add_argument(
        "--repeated-reports",
        type=int,
        default=0,
        metavar="MB",
        help="also the slow case of failed tests: MB of one pytest run's four failed tests' reports, repeated",
    )
    parser.add_argument(
        "--vs",
        default=None,
        metavar="REV",
        help="with --repeated-line or --repeated-reports: also git revision REV's ci-triage",
    )
    args = parser.parse_args(argv)
    if args.vs is not None and args.repeated_line <= 0 and args.repeated_reports <= 0:
        parser.error("--vs compares the slow cases only: give --repeated-line MB or --repeated-reports MB too")
    logs = corpus_logs(corpus_dir()) if args.sizes else []
    time_command = None if args.no_gnu_time else gnu_time()
    results = []
    for size_mb in args.sizes:
        print(f"throughput: measuring {size_mb} MB x {args.repeat} ...", file=sys.stderr, flush=True)
        results.append(run_size(size_mb, max(1, args.repeat), logs, args.tmpdir, time_command))
    slow = []
    if args.repeated_line > 0:
        print(f"throughput: measuring the slow case, {args.repeated_line} MB x {args.repeat} ...", file=sys.stderr)
        line = run_repeated(
            REPEATED_LINE, "error", args.repeated_line, max(1, args.repeat), args.vs, args.tmpdir, time_command
        )
        slow.append(repeated_table(line, f"`{REPEATED_LINE.decode().strip()}`"))
    if args.repeated_reports > 0:
        print(
            f"throughput: measuring repeated reports, {args.repeated_reports} MB x {args.repeat} ...", file=sys.stderr
        )
        reports = run_repeated(
            REPORTS_RUN.read_bytes(),
            "FAILED",
            args.repeated_reports,
            max(1, args.repeat),
            args.vs,
            args.tmpdir,
            time_command,
        )
        slow.append(repeated_table(reports, f"one pytest run's four failed tests (`{REPORTS_RUN.name}`)"))
    print(f"Throughput: `ci-triage triage FILE --format json` vs `grep -c -E '{GREP_PATTERN}'` and `wc -l`")
    how = f"GNU time -f %M ({time_command})" if time_command else "getrusage(RUSAGE_CHILDREN) in a Python wrapper"
    print(f"(median of {args.repeat} runs each; MB = 10^6 bytes; logs from {len(logs)} corpus files;")
    print(f"peak RSS via {how})")
    print()
    print("\n".join(machine()))
    if results:
        print()
        print("\n".join(table(results)))
        print()
        print("\n".join(checks(results)))
    for table_rows in slow:
        print()
        print("\n".join(table_rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
