"""Complexity benchmark: CPU time per byte of ``ci-triage triage`` on adversarial logs, as their size doubles.

Run (from the repository root, with ci-triage installed in the active environment)::

    python benchmarks/complexity.py                       # every shape at its default sizes
    python benchmarks/complexity.py --shapes dots,key= --sizes 1M,2M,4M --repeat 3
    python benchmarks/complexity.py --shapes a@ --before ../main/src   # and the code in ../main/src

Each shape is a failing GitHub Actions job log (:func:`shape_log`): a step header, the adversarial
text, an ``##[error]`` line and the exit marker, so both passes and the redaction of the excerpt
run over it. Shapes: one line of ``dots``, ``word`` characters, ``a.b-`` repeats, ``key=`` repeats,
``base64`` or ``ansi`` colour runs, dots ending in a pytest verdict (``tail``) or with a compiler's
error halfway (``middle``), carriage-return redraws of a progress line ending in a verdict
(``redraws``), ``names`` (a path holding a failure word, ``node_modules/assert/lib/x.js``, repeated:
every word is judged and cleared); ``a@`` (the text split into :data:`A_AT_LINES` ``error:`` lines
of ``a@a@…``, which all reach the excerpt and its ``file:line`` search, each longer as the size
grows up to the 1,000-character cut); ``spaces`` (as many ``PASSED`` verdicts whose run of spaces
grows the same way: the walk back from the end of the failing step looks for an info record
anywhere in each, quadratic in the run on Python's ``re``); ``lines`` (short lines, ~12 bytes each), ``tests`` (pytest
``FAILED`` lines), ``reports`` (one real pytest run's four failed tests, :data:`REPORTS_RUN`: each
report's banner, assertion or traceback and captured stdout, then the short summary's ``FAILED``
lines, repeated whole: a flaky suite retried over and over), ``errors`` (one ``error: …`` line
repeated, 11 bytes each: every line is a trigger of the first pass) and ``zip`` (a run-logs zip of
that many members of ~2 KB, the last one failing). Sizes are bytes of adversarial text (``K``/``M``
= 2^10/2^20), members for ``zip``.

For every size the command runs ``--repeat`` times in a fresh process (its CPU time is user+sys
from ``getrusage(RUSAGE_CHILDREN)``, wall time from ``perf_counter``); the table shows medians,
the CPU time above the fixed cost (the median CPU time of the same command on a 64-byte log of
the shape, one member for ``zip``, measured in the same run), and the per-byte ratio to the
previous size: (CPU above fixed / bytes) at this size divided by the same at the previous size.
Linear time reads ~1.0 at every step; quadratic time reads ~2.0 per doubling. Baselines in the
same run: ``python -c pass`` and ``wc -l`` of the largest log of each shape. With ``--before SRC``
each command also runs as ``python -m ci_triage`` with ``PYTHONPATH=SRC`` (another checkout's
``src``, e.g. main's), right after this one on the same log, and the table gains its columns.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import io
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

HEADER = b"2026-11-30T10:00:00.0000000Z ##[group]Run make test\n"
FOOTER = (
    b"2026-11-30T10:00:02.0000000Z ##[error]make: *** [test] Error 1\n"
    b"2026-11-30T10:00:02.0000000Z ##[error]Process completed with exit code 2.\n"
)
LINE_SHAPES = (
    "dots",
    "word",
    "a.b-",
    "key=",
    "base64",
    "ansi",
    "tail",
    "middle",
    "redraws",
    "names",
    "failwords",
    "markers",
)
SHAPES = (*LINE_SHAPES, "a@", "spaces", "lines", "tests", "reports", "errors", "zip")
DEFAULT_SIZES = {
    **{shape: ["4M", "8M", "16M"] for shape in LINE_SHAPES},
    "a@": ["32K", "64K", "128K"],  # 200 lines of 160, 320 and 640 characters
    "spaces": ["32K", "64K", "128K"],  # 200 lines of 160, 320 and 640 characters
    "lines": ["3M", "6M", "12M"],  # 12 MB of ~12-byte lines: 10^6 lines
    "tests": ["2M", "4M", "8M"],  # ~80 bytes a line: 10^5 failing tests at 8 MB
    "reports": ["16K", "32K", "64K", "4M"],  # 4 to 16 runs read whole; past ~100 KB the step is read in windows
    "errors": ["8M", "16M", "32M"],  # 11-byte lines: 3 * 10^6 of them at 32 MB
    "zip": ["1250", "2500", "5000"],  # members of ~2 KB each
}
VERDICT = b" FAILED tests/test_x.py::test_y - AssertionError: assert 1 == 2"
"""Ends the ``tail`` and ``redraws`` lines: a test runner's verdict after its progress."""
MISSING_HEADER = b" fatal error: foo.h: No such file or directory "
"""Halfway through the ``middle`` line."""
MEMBER_BYTES = 2048
REPORTS_RUN = (
    Path(__file__).resolve().parents[1] / "tests" / "fixtures" / "s50-repeated-reports" / "pytest-four-failures.log"
)
"""What the ``reports`` shape repeats: pytest 9.2.0's output of one run with four failed tests (the
folder's README says how it was made)."""
A_AT_LINES = 200


def parse_size(text: str) -> int:
    """``"4M"`` → 4 MiB, ``"64K"`` → 64 KiB, ``"1000"`` → 1000 bytes."""
    units = {"K": 1 << 10, "M": 1 << 20}
    if text[-1:].upper() in units:
        return int(float(text[:-1]) * units[text[-1].upper()])
    return int(text)


def _repeat(unit: bytes, size: int) -> bytes:
    return (unit * (size // len(unit) + 1))[:size]


def adversarial_text(shape: str, size: int) -> bytes:
    """``size`` bytes of the adversarial text of ``shape`` (not the zip shape)."""
    if shape == "dots":
        return b"." * size
    if shape == "word":
        return b"a" * size
    if shape in ("a.b-", "key="):
        return _repeat(shape.encode(), size)
    if shape == "base64":
        seed = hashlib.sha256(b"complexity").digest()
        random = b"".join(hashlib.sha256(seed + n.to_bytes(4, "big")).digest() for n in range(size // 43 + 1))
        return base64.b64encode(random)[:size]
    if shape == "ansi":
        return _repeat(b"\x1b[1;31mE\x1b[0m", size)
    if shape == "tail":
        return _repeat(b".", size - len(VERDICT)) + VERDICT
    if shape == "middle":
        half = _repeat(b".", (size - len(MISSING_HEADER)) // 2)
        return (half + MISSING_HEADER + half)[:size]
    if shape == "redraws":
        return _repeat(b"test_x.py [ 42%] ....\r", size - len(VERDICT)) + VERDICT
    if shape == "names":
        return _repeat(b"node_modules/assert/lib/x.js ", size)
    if shape == "failwords":  # a failure word every 7 bytes: a trigger per word for the first pass
        return _repeat(b"error: ", size)
    if shape == "markers":  # the runner's marker over and over in one line (a command printed it)
        return _repeat(b"##[error]x ", size)
    if shape == "a@":
        prefix = b"error: "
        width = max(1, size // A_AT_LINES - len(prefix) - 1)
        return (prefix + _repeat(b"a@", width) + b"\n") * A_AT_LINES
    if shape == "spaces":
        width = max(1, size // A_AT_LINES - len(b"PASSED .\n"))
        return (b"PASSED" + b" " * width + b".\n") * A_AT_LINES
    if shape == "lines":
        return _repeat(b"ok line 12\n", size)
    if shape == "errors":
        line = "error: …\n".encode()
        return line * max(1, size // len(line))
    if shape == "reports":
        runs = _repeat(REPORTS_RUN.read_bytes(), size)
        return runs[: runs.rfind(b"\n") + 1] or runs  # cut after its last whole line
    if shape == "tests":
        line = b"FAILED tests/test_module.py::test_case - AssertionError: assert 1 == 2\n"
        count = max(1, size // len(line))
        return b"".join(line.replace(b"test_case", b"test_%07d" % n) for n in range(count))[:size]
    raise ValueError(f"unknown shape {shape!r}")


def shape_log(shape: str, size: int) -> bytes:
    """The whole input of ``shape`` at ``size`` bytes: a job log, or for ``zip`` a run-logs zip."""
    if shape != "zip":
        text = adversarial_text(shape, size)
        return HEADER + text + (b"" if text.endswith(b"\n") else b"\n") + FOOTER
    member = HEADER + _repeat(b"ok line 12\n", MEMBER_BYTES - len(HEADER))
    members = max(1, size)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for number in range(members):
            failing = number == members - 1
            archive.writestr(f"{number}_job {number}.txt", member + (FOOTER if failing else b""))
    return buffer.getvalue()


def ci_triage() -> str:
    """The ``ci-triage`` console script beside this interpreter."""
    return str(Path(sys.executable).parent / "ci-triage")


def measure(argv: list[str], repeat: int, env: dict[str, str] | None = None) -> tuple[float, float]:
    """Median CPU seconds (user+sys of the child) and median wall seconds of ``repeat`` runs of ``argv``
    (in ``env`` when given, else this process's environment)."""
    cpus, walls = [], []
    for _ in range(repeat):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        done = subprocess.run(argv, stdin=subprocess.DEVNULL, capture_output=True, env=env)
        walls.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if done.returncode != 0:
            raise SystemExit(f"complexity: {argv} exited {done.returncode}: {done.stderr.decode()[-500:]}")
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return statistics.median(cpus), statistics.median(walls)


def per_byte_ratios(sizes: list[int], cpus: list[float], fixed: float) -> list[float | None]:
    """For each size after the first: (CPU above ``fixed`` per byte) over the same at the previous size."""
    ratios: list[float | None] = [None]
    for index in range(1, len(sizes)):
        before = max(cpus[index - 1] - fixed, 1e-3) / sizes[index - 1]
        now = max(cpus[index] - fixed, 1e-3) / sizes[index]
        ratios.append(now / before)
    return ratios


def _ratio(ratio: float | None) -> str:
    return f"{ratio:.2f}" if ratio is not None else "—"


def main(argv: list[str] | None = None) -> int:
    """Write each shape's logs in a temporary folder, time the triage, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shapes", default=",".join(SHAPES), help="comma-separated shapes")
    parser.add_argument("--sizes", help="comma-separated sizes for every shape (default: per shape)")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--before", metavar="SRC", help="also time the ci_triage package in SRC (e.g. ../main/src)")
    args = parser.parse_args(argv)
    repeat = max(1, args.repeat)
    print(f"Complexity: CPU (user+sys) and wall of `ci-triage triage LOG --format json`, median of {repeat}")
    print()
    baseline_cpu, baseline_wall = measure([sys.executable, "-c", "pass"], repeat)
    print(f"- baseline `python -c pass`: CPU {baseline_cpu * 1000:.0f} ms, wall {baseline_wall * 1000:.0f} ms")
    print()
    folder = tempfile.mkdtemp(prefix="ci-triage-complexity-")
    # Each variant keeps its own skill cache: the cache holds one entry per kind, so two versions
    # sharing it (or other ci-triage runs on the machine) would evict each other on every run.
    variants = [([ci_triage()], {**os.environ, "CI_TRIAGE_CACHE_DIR": f"{folder}/cache"})]
    if args.before:
        before_env = {**os.environ, "PYTHONPATH": str(Path(args.before).resolve())}
        variants.append(
            ([sys.executable, "-m", "ci_triage"], {**before_env, "CI_TRIAGE_CACHE_DIR": f"{folder}/before"})
        )
    before_columns = " before CPU s | before CPU above fixed s | before per-byte ratio |" if args.before else ""
    print(
        "| shape | bytes | CPU s | wall s | CPU above fixed s | per-byte ratio to previous | `wc -l` CPU s |"
        + before_columns
    )
    print("|---|---:|---:|---:|---:|---:|---:|" + "---:|" * (3 if args.before else 0))
    try:
        for shape in args.shapes.split(","):
            sizes = [parse_size(s) for s in (args.sizes.split(",") if args.sizes else DEFAULT_SIZES[shape])]
            suffix = ".zip" if shape == "zip" else ".log"
            tiny = Path(folder) / f"tiny{suffix}"
            tiny.write_bytes(shape_log(shape, 64 if shape != "zip" else 1))
            fixed = [
                measure([*command, "triage", str(tiny), "--format", "json"], repeat, env)[0]
                for command, env in variants
            ]
            cpus: list[list[float]] = [[] for _ in variants]
            walls, counts = [], []
            for size in sizes:
                log = Path(folder) / f"{size}{suffix}"
                log.write_bytes(shape_log(shape, size))
                for index, (command, env) in enumerate(variants):
                    cpu, wall = measure([*command, "triage", str(log), "--format", "json"], repeat, env)
                    cpus[index].append(cpu)
                    if index == 0:
                        walls.append(wall)
                wc_cpu, _ = measure(["wc", "-l", str(log)], repeat)
                counts.append(wc_cpu)
                log.unlink()
            ratios = [per_byte_ratios(sizes, variant_cpus, fixed[index]) for index, variant_cpus in enumerate(cpus)]
            for row, size in enumerate(sizes):
                cells = [f"{shape}", f"{size:,}", f"{cpus[0][row]:.2f}", f"{walls[row]:.2f}"]
                cells += [f"{cpus[0][row] - fixed[0]:.2f}", _ratio(ratios[0][row]), f"{counts[row]:.3f}"]
                for index in range(1, len(variants)):
                    cells += [f"{cpus[index][row]:.2f}", f"{cpus[index][row] - fixed[index]:.2f}"]
                    cells.append(_ratio(ratios[index][row]))
                print("| " + " | ".join(cells) + " |", flush=True)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
