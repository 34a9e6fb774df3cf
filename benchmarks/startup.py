"""Start-up time of ``ci-triage --version`` and of importing ``ci_triage.commands.cli``, beside ``python -c pass``.

Run (from the repository root, with ci-triage installed in the active environment)::

    python benchmarks/startup.py [--runs 20] [--before ../main/src]

Each round runs these commands once each, in a fresh subprocess, in this order (so drift on a
shared machine hits them alike), and the table shows the median and the 90th percentile of the
CPU time (user+sys of the child, from ``getrusage(RUSAGE_CHILDREN)``) over ``--runs`` rounds, the
median wall time, and the first round's wall time alone (the coldest: bytecode and page cache may
still be warming):

* ``python -c pass``: the interpreter's own start-up, the baseline;
* ``python -c "import ci_triage.commands.cli"``: the command line module and what it imports;
* ``python -X importtime -c "import ci_triage.commands.cli"``: the same with import timing on (slower, the
  run whose report lists the modules);
* ``ci-triage --version``: the installed console script, what a user waits for;
* ``ci-triage triage --example prettier --format json`` (unless ``--no-triage``): a full triage of a
  small bundled log (156 lines), i.e. start-up plus loading the analyser (imports, skills,
  signals): the fixed cost every triage pays before it reads a byte of the log;
* the same with an empty cache folder in every round ("first run"): what a user's first triage
  after installing (and every action job without the image's prebuilt cache) pays to parse and
  check the bundled skills, analyse their signals and compile the trigger database;
* ``ci-triage triage LOG --format json``, issue 16's own command, on one small real log of each part
  of the corpus split (:data:`SMALL_LOGS`; skipped when the corpus is missing).

With ``--before SRC`` (the ``src`` folder of another checkout, e.g. ``main``'s), each ci-triage
command is also timed as ``python -m ci_triage`` from ``SRC`` ("before") and from this checkout
("after"), interleaved in the same rounds, and a second table compares their CPU medians. Both
trees get their bytecode compiled first (``compileall``: pip compiles it at install, while an
editable checkout under ``PYTHONDONTWRITEBYTECODE`` has none and would compile every module on
every run). Every command runs with a cache folder of its own tree (``CI_TRIAGE_CACHE_DIR`` in a
temporary folder: the disk cache keeps one entry per kind, so two trees, or other checkouts on
the machine, sharing one would evict each other's skills on every run); the first round fills
each cache, so the medians are warm-cache runs.

"over baseline" is the median CPU time minus the baseline's. Times are in milliseconds; wall time
is taken with ``perf_counter`` around ``subprocess.run`` (stdout and stderr to pipes). Targets
(issue 16), in CPU time: ``ci-triage --version`` at most 60 ms, the small triage at most 150 ms.
Below the table, the modules outside the standard library that ``import ci_triage.commands.cli`` loads (from
``-X importtime``; self and cumulative ms), so a
heavy import that slips into start-up is easy to see. The script never asserts on the numbers.
"""

from __future__ import annotations

import argparse
import compileall
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from corpus import CORPUS

IMPORT = "import ci_triage.commands.cli"


def console_script() -> str:
    """The ``ci-triage`` console script next to this interpreter, else the one on ``PATH``."""
    beside = Path(sys.executable).parent / "ci-triage"
    found = str(beside) if beside.exists() else shutil.which("ci-triage")
    if not found:
        raise SystemExit("startup: no ci-triage command found; install the package (pip install -e .)")
    return found


TRIAGE = ["triage", "--example", "prettier", "--format", "json"]
FIRST_RUN = " (first run: empty cache)"
"""Suffix of the label of the triage timed with an empty cache folder in every round."""
SMALL_LOGS = {
    "tuning": CORPUS / "cidiff" / "commonscodec_2463" / "fail.log",  # 145 lines, a Maven build
    "held-out": CORPUS / "gha" / "react-prettier-check-two-files.log",  # 228 lines, GitHub Actions
}
"""A small real log of each part of the corpus split (``split.py``), triaged as issue 16 states it."""


def small_log_triages() -> dict[str, list[str]]:
    """Label → ``triage LOG --format json`` arguments for each of :data:`SMALL_LOGS` that exists."""
    return {
        f"triage {part} log ({path.name}, {sum(1 for _ in path.open('rb'))} lines) --format json": [
            "triage",
            str(path),
            "--format",
            "json",
        ]
        for part, path in SMALL_LOGS.items()
        if path.is_file()
    }


def commands(triage: bool) -> dict[str, list[str]]:
    """Label → argv of every command timed, in the order of a round."""
    python = sys.executable
    timed = {
        "python -c pass (baseline)": [python, "-c", "pass"],
        f'python -c "{IMPORT}"': [python, "-c", IMPORT],
        f'python -X importtime -c "{IMPORT}"': [python, "-X", "importtime", "-c", IMPORT],
        "ci-triage --version": [console_script(), "--version"],
    }
    if triage:
        timed["ci-triage " + " ".join(TRIAGE)] = [console_script(), *TRIAGE]
        timed["ci-triage " + " ".join(TRIAGE) + FIRST_RUN] = [console_script(), *TRIAGE]
        for label, arguments in small_log_triages().items():
            timed[f"ci-triage {label}"] = [console_script(), *arguments]
    return timed


AFTER_SRC = Path(__file__).resolve().parent.parent / "src"
"""The ``src`` folder of this checkout: the "after" side of ``--before``."""


def compared_commands(before: Path, cache_root: Path, triage: bool) -> dict[str, tuple[list[str], dict[str, str]]]:
    """Label → (argv, environment) of the before/after pairs: ``python -m ci_triage`` with
    ``PYTHONPATH`` on ``before`` or on this checkout, each with a cache folder of its own."""
    runs = {"--version": ["--version"]}
    if triage:
        runs |= {" ".join(TRIAGE): TRIAGE, " ".join(TRIAGE) + FIRST_RUN: TRIAGE, **small_log_triages()}
    timed = {}
    for side, src in (("before", before), ("after", AFTER_SRC)):
        environment = {**os.environ, "PYTHONPATH": str(src), "CI_TRIAGE_CACHE_DIR": str(cache_root / side)}
        for label, arguments in runs.items():
            argv = [sys.executable, "-m", "ci_triage", *arguments]
            cold = {**environment, "CI_TRIAGE_CACHE_DIR": str(cache_root / f"{side}-first-run")}
            timed[f"{side}: ci-triage {label}"] = (argv, cold if label.endswith(FIRST_RUN) else environment)
    return timed


def run_ms(argv: list[str], environment: dict[str, str] | None = None) -> tuple[float, float]:
    """``(CPU, wall)`` of one run of ``argv`` in milliseconds: CPU is the child's user+sys time
    (``getrusage(RUSAGE_CHILDREN)`` before and after); exits with a message if the command fails."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(argv, stdin=subprocess.DEVNULL, capture_output=True, env=environment)
    elapsed = (time.perf_counter() - start) * 1000
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"startup: {argv} exited {done.returncode}: {done.stderr.decode(errors='replace')[-500:]}")
    cpu = (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000
    return cpu, elapsed


def percentile(values: list[float], share: float) -> float:
    """The ``share`` quantile of ``values`` (linear interpolation; 0.9 = 90th percentile)."""
    ordered = sorted(values)
    if len(ordered) == 1:
        return ordered[0]
    position = share * (len(ordered) - 1)
    low = int(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def import_times(code: str) -> list[tuple[str, float, float]]:
    """Modules imported by ``python -X importtime -c code``: (name, self ms, cumulative ms), in import order."""
    done = subprocess.run([sys.executable, "-X", "importtime", "-c", code], capture_output=True, text=True)
    modules = []
    for line in done.stderr.splitlines():
        if not line.startswith("import time:") or "imported package" in line:
            continue
        fields = line.removeprefix("import time:").split("|")
        if len(fields) != 3:
            continue
        self_us, cumulative_us, name = fields
        modules.append((name.strip(), int(self_us) / 1000, int(cumulative_us) / 1000))
    return modules


def third_party(code: str) -> list[tuple[str, float, float]]:
    """Modules ``code`` imports beyond the standard library and beyond what ``python -c pass`` loads."""
    at_start = {name for name, _, _ in import_times("pass")}
    stdlib = sys.stdlib_module_names
    return [
        (name, self_ms, cumulative_ms)
        for name, self_ms, cumulative_ms in import_times(code)
        if name not in at_start and name.split(".")[0] not in stdlib
    ]


def machine() -> str:
    """One line about the machine and the interpreter."""
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    load = " ".join(f"{value:.1f}" for value in os.getloadavg()) if hasattr(os, "getloadavg") else "n/a"
    return (
        f"- machine: {platform.system()} {platform.release()}, {platform.machine()}, {os.cpu_count()} cores "
        f"({usable} usable); python {platform.python_version()} ({sys.executable}); load average at the end "
        f"(1, 5, 15 min): {load}"
    )


def main(argv: list[str] | None = None) -> int:
    """Time the commands, print the machine, the Markdown table and the non-stdlib imports."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20, help="rounds; each runs every command once")
    parser.add_argument("--no-triage", action="store_true", help="skip the full triage of a small bundled log")
    parser.add_argument(
        "--before", type=Path, metavar="SRC", help="the src folder of another checkout, timed beside this one"
    )
    args = parser.parse_args(argv)
    runs = max(1, args.runs)
    with tempfile.TemporaryDirectory(prefix="startup-cache-") as cache_root:
        own_cache = {**os.environ, "CI_TRIAGE_CACHE_DIR": str(Path(cache_root) / "installed")}
        first_run = {**os.environ, "CI_TRIAGE_CACHE_DIR": str(Path(cache_root) / "installed-first-run")}
        timed = {
            label: (command, first_run if label.endswith(FIRST_RUN) else own_cache)
            for label, command in commands(triage=not args.no_triage).items()
        }
        if args.before:
            if not (args.before / "ci_triage" / "__init__.py").is_file():
                raise SystemExit(f"startup: --before {args.before}: no ci_triage package in it")
            for src in (args.before, AFTER_SRC):
                compileall.compile_dir(src / "ci_triage", quiet=1)
            timed |= compared_commands(args.before.resolve(), Path(cache_root), triage=not args.no_triage)
        walls: dict[str, list[float]] = {label: [] for label in timed}
        cpus: dict[str, list[float]] = {label: [] for label in timed}
        for _ in range(runs):
            for label, (command, environment) in timed.items():
                if label.endswith(FIRST_RUN):
                    shutil.rmtree(environment["CI_TRIAGE_CACHE_DIR"], ignore_errors=True)
                cpu, wall = run_ms(command, environment)
                cpus[label].append(cpu)
                walls[label].append(wall)

    baseline = statistics.median(cpus["python -c pass (baseline)"])
    print(f"Start-up: {runs} runs of each command, interleaved; CPU ms (user+sys of the child) and wall ms")
    print()
    print(machine())
    print()
    print("| command | CPU ms median | CPU ms p90 | CPU over baseline ms | wall ms median | wall ms first run |")
    print("|---|---:|---:|---:|---:|---:|")
    for label in timed:
        middle = statistics.median(cpus[label])
        print(
            f"| `{label}` | {middle:.0f} | {percentile(cpus[label], 0.9):.0f} | {middle - baseline:+.0f} "
            f"| {statistics.median(walls[label]):.0f} | {walls[label][0]:.0f} |"
        )

    if args.before:
        print()
        print(f"Before (`{args.before}`) and after (`{AFTER_SRC}`), `python -m ci_triage`, CPU ms:")
        print()
        print("| command | before median | after median | after − before | before p90 | after p90 |")
        print("|---|---:|---:|---:|---:|---:|")
        for label in timed:
            if not label.startswith("before: "):
                continue
            command = label.removeprefix("before: ")
            old, new = cpus[label], cpus[f"after: {command}"]
            print(
                f"| `{command}` | {statistics.median(old):.0f} | {statistics.median(new):.0f} "
                f"| {statistics.median(new) - statistics.median(old):+.0f} "
                f"| {percentile(old, 0.9):.0f} | {percentile(new, 0.9):.0f} |"
            )

    modules = third_party(IMPORT)
    print()
    print(f"Modules outside the standard library loaded by `{IMPORT}` (from -X importtime, one run):")
    print()
    print("| module | self ms | cumulative ms |")
    print("|---|---:|---:|")
    for name, self_ms, cumulative_ms in modules:
        print(f"| {name} | {self_ms:.1f} | {cumulative_ms:.1f} |")
    if not modules:
        print("| (none) | | |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
