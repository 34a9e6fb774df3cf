"""Install cost and start-up of ci-triage, measured side by side in one run on fresh virtualenvs.

Installs (each into a new virtualenv, made with ``python -m venv`` for pip and ``uv venv`` for uv,
not timed, and an empty package
cache, so downloads count, as in a CI job or an image build): the hash-locked dependencies with
``pip install --require-hashes --no-deps`` and with ``uv pip install --require-hashes --no-deps``,
then the wheel with ``--no-deps``; once with the ``model`` and ``mcp`` extras
(``requirements/action.txt``) and once without (a lock of the default install, compiled here from
pyproject.toml with the same versions). Wall time and CPU time (user + system of the child
processes), and the size of ``site-packages``.

Start-up (each command ``--repeat`` times, medians; in the venv with the extras installed, so
``openai`` and ``mcp`` could be imported): ``ci-triage --version`` (also without the extras);
``ci-triage triage --example prettier`` (a 7 KB log, offline analysis); ``ci-triage action`` on
that log with no model configured (the container action's path). For each, the import
time of ``openai`` and ``mcp`` (cumulative microseconds from ``python -X importtime``; 0 when not
imported). Baseline in the same run: ``python -c pass``, and what importing the model client
(``ci_triage.agent.llm.openai_compat``) and the MCP client costs when a model is configured.

Usage: ``python benchmarks/install.py [--repeat 3] [--skip-pip]`` from the repository root, with
``uv`` installed in the active environment (the test extra has it). Network: PyPI only. Takes about
4 minutes here (pip's cold installs dominate). Prints Markdown.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LOCK = ROOT / "requirements" / "action.txt"
BUILD_LOCK = ROOT / "requirements" / "build.txt"
IMPORT_LINE = re.compile(r"^import time:\s+\d+ \|\s+(\d+) \| (\s*)(\S+)$")


@dataclass
class Timing:
    wall_s: float
    cpu_s: float


def _timed(argv: list[str], env: dict[str, str] | None = None, cwd: Path | None = None) -> tuple[Timing, str]:
    """Run ``argv``; its wall time and the CPU time of its process tree; stderr text. Raises on failure."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(argv, env=env, cwd=cwd, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"failed ({done.returncode}): {' '.join(argv)}\n{done.stderr[-2000:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return Timing(wall, cpu), done.stderr


def _size_mb(venv: Path) -> float:
    """MB of ``site-packages`` without the virtualenv's own pip/setuptools (``uv venv`` has none)."""
    site = next(venv.glob("lib/python3*/site-packages"))
    own = ("pip", "setuptools", "_distutils_hack", "distutils-precedence")
    total = 0
    for entry in site.iterdir():
        if entry.name.split("-")[0].split(".")[0] in own:
            continue
        files = [entry] if entry.is_file() else [path for path in entry.rglob("*") if path.is_file()]
        total += sum(path.stat().st_size for path in files if not path.is_symlink())
    return total / 1e6


def _imports_us(stderr: str, names: tuple[str, ...]) -> dict[str, int]:
    """Cumulative import time (µs) of each top-level module in ``names`` from ``-X importtime`` output."""
    found = dict.fromkeys(names, 0)
    for line in stderr.splitlines():
        match = IMPORT_LINE.match(line)
        if match and match.group(3) in found:
            found[match.group(3)] = max(found[match.group(3)], int(match.group(1)))
    return found


def _uv() -> str:
    uv = shutil.which("uv") or str(Path(sys.executable).parent / "uv")
    if not Path(uv).exists():
        raise SystemExit("uv is not installed here: pip install uv (the test extra has it)")
    return uv


def _prepare(work: Path, uv: str) -> tuple[Path, Path]:
    """The wheel (built with the locked backend) and a lock of the default install (no extras)."""
    env = os.environ | {"UV_CACHE_DIR": str(work / "prep-cache")}
    wheels = work / "wheels"
    subprocess.run(
        [uv, "build", "--quiet", "--wheel", "--require-hashes", "--build-constraints", str(BUILD_LOCK),
         "--out-dir", str(wheels), str(ROOT)],
        check=True, env=env,
    )  # fmt: skip
    base = work / "base.txt"
    shutil.copy(LOCK, base)  # its versions are kept: the two installs differ only by the extras
    subprocess.run(
        [uv, "pip", "compile", "--quiet", "--universal", "--python-version", "3.11", "--generate-hashes",
         "--no-header", str(ROOT / "pyproject.toml"), "--output-file", str(base)],
        check=True, env=env,
    )  # fmt: skip
    return next(wheels.glob("ci_triage-*.whl")), base


def _install(tool: str, lock: Path, wheel: Path, venv: Path, uv: str) -> tuple[Timing, float]:
    if tool == "pip":
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    else:  # no pip inside: uv does not need it
        subprocess.run([uv, "venv", "--quiet", "--python", sys.executable, str(venv)], check=True)
    python = venv / "bin" / "python"
    cache = venv.parent / f"{venv.name}-cache"
    if tool == "pip":
        env = os.environ | {"PIP_CACHE_DIR": str(cache), "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
        steps = [
            [str(python), "-m", "pip", "install", "--quiet", "--require-hashes", "--no-deps", "-r", str(lock)],
            [str(python), "-m", "pip", "install", "--quiet", "--no-deps", str(wheel)],
        ]
    else:
        env = os.environ | {"UV_CACHE_DIR": str(cache)}
        steps = [
            [
                uv,
                "pip",
                "install",
                "--quiet",
                "--python",
                str(python),
                "--require-hashes",
                "--no-deps",
                "-r",
                str(lock),
            ],
            [uv, "pip", "install", "--quiet", "--python", str(python), "--no-deps", str(wheel)],
        ]
    total = Timing(0.0, 0.0)
    for argv in steps:
        timing, _ = _timed(argv, env=env)
        total = Timing(total.wall_s + timing.wall_s, total.cpu_s + timing.cpu_s)
    shutil.rmtree(cache, ignore_errors=True)
    return total, _size_mb(venv)


def _startup(venv: Path, name: str, argv: list[str], repeat: int, env: dict[str, str]) -> list[str]:
    python = str(venv / "bin" / "python")
    timings = [_timed([python, *argv], env=env)[0] for _ in range(repeat)]
    _, stderr = _timed([python, "-X", "importtime", *argv], env=env)
    imports = _imports_us(stderr, ("openai", "mcp"))
    wall = statistics.median(t.wall_s for t in timings) * 1000
    cpu = statistics.median(t.cpu_s for t in timings) * 1000
    return [name, f"{wall:.0f}", f"{cpu:.0f}", f"{imports['openai'] / 1000:.0f}", f"{imports['mcp'] / 1000:.0f}"]


def _table(header: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs of each start-up command (median; default 3)")
    parser.add_argument("--skip-pip", action="store_true", help="time uv only (pip's cold installs take minutes)")
    args = parser.parse_args(argv)
    uv = _uv()
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="ci-triage-install-bench-") as scratch:
        work = Path(scratch)
        wheel, base_lock = _prepare(work, uv)
        installs, venvs = [], {}
        tools = ["uv"] if args.skip_pip else ["pip", "uv"]
        for extras, lock in (("none", base_lock), ("model, mcp", LOCK)):
            for tool in tools:
                venv = work / f"{tool}-{'full' if lock == LOCK else 'base'}"
                timing, size = _install(tool, lock, wheel, venv, uv)
                venvs[(tool, extras)] = venv
                packages = sum(1 for line in lock.read_text().splitlines() if re.match(r"^[a-z0-9]", line))
                installs.append(
                    [tool, extras, str(packages), f"{timing.wall_s:.1f}", f"{timing.cpu_s:.1f}", f"{size:.1f}"]
                )
        workspace = work / "workspace"
        workspace.mkdir()
        shutil.copy(ROOT / "examples" / "logs" / "prettier-check.log", workspace / "job.log")
        env = {key: value for key, value in os.environ.items() if not key.startswith(("INPUT_", "GITHUB_"))}
        action_env = env | {
            "INPUT_LOG-PATH": "job.log", "INPUT_MODE": "summary", "GITHUB_WORKSPACE": str(workspace),
            "GITHUB_OUTPUT": str(work / "output"), "GITHUB_STEP_SUMMARY": str(work / "summary.md"),
        }  # fmt: skip
        base, full = venvs[(tools[0], "none")], venvs[(tools[0], "model, mcp")]
        version, triage = (
            ["-m", "ci_triage.commands.cli", "--version"],
            ["-m", "ci_triage.commands.cli", "triage", "--example", "prettier"],
        )
        model_import = ["-c", "import ci_triage.agent.llm.openai_compat, mcp.client.stdio"]
        action = ["-m", "ci_triage.commands.cli", "action"]
        commands = [
            (full, "`python -c pass` (baseline)", ["-c", "pass"], env),
            (base, "`ci-triage --version`, no extras", version, env),
            (full, "`ci-triage --version`, with the extras", version, env),
            (full, "`ci-triage triage --example prettier`, with the extras", triage, env),
            (full, "`ci-triage action` on that log, no model, with the extras", action, action_env),
            (full, "baseline: what a configured model + MCP add (their clients' imports)", model_import, env),
        ]  # fmt: skip
        rows = [
            _startup(venv, name, command, args.repeat, command_env) for venv, name, command, command_env in commands
        ]
    elapsed = time.perf_counter() - started
    print(f"# Install and start-up (ci-triage, {time.strftime('%Y-%m-%d', time.gmtime())})\n")
    machine = f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores"
    print(f"- python {platform.python_version()} ({sys.executable}); {machine}")
    uv_version = subprocess.run([uv, "--version"], capture_output=True, text=True, check=True).stdout.strip()
    print(f"- {uv_version}; pip: the virtualenv's own")
    print(f"- whole run: {elapsed:.0f} s\n")
    print("Installs into fresh virtualenvs with empty caches (downloads included); the hash-locked")
    print("dependencies (`--require-hashes --no-deps`), then the wheel (`--no-deps`). MB = 10^6 bytes of")
    print("site-packages; pip compiles bytecode (`.pyc`) at install, uv does not by default (`--compile-bytecode`).\n")
    print(_table(["installer", "extras", "locked packages", "wall s", "CPU s", "site-packages MB"], installs))
    print(f"\nStart-up, in the {tools[0]}-installed virtualenvs: median of {args.repeat} runs each; ms. openai / mcp:")
    print("their cumulative import time in one `python -X importtime` run of the same command (0 = not imported).\n")
    print(_table(["command", "wall ms", "CPU ms", "openai import ms", "mcp import ms"], rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
