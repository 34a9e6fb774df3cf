"""Out-of-memory confidence is honest: a bare SIGKILL (``Killed``, exit 137) is a weak guess, a memory message is proof.

The outputs are produced here by the real tools: bash reporting a child killed with ``kill -9``,
Python hitting an address-space limit, Node running out of heap.
"""

from __future__ import annotations

import io
import shutil
import subprocess
import sys

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import JobReport
from ci_triage.logs.skills import load_skills
from ci_triage.logs.source import LogMember

HONEST_LIMIT = 0.7
"""A verdict resting on SIGKILL alone stays below this confidence; a memory message reaches it."""


def _run(command: list[str]) -> list[str]:
    done = subprocess.run(command, capture_output=True, text=True, timeout=60, check=False)
    return [*(done.stdout + done.stderr).splitlines(), f"##[error]Process completed with exit code {done.returncode}."]


def _analyse(analyser: Analyser, lines: list[str]) -> JobReport:
    data = "".join(f"2024-01-01T10:00:00.0000000Z {line}\n" for line in lines).encode()
    return analyser.analyse(LogMember(name="", file=io.BytesIO(data)), budget=2000).report


def _kill_nine() -> list[str]:
    """Real bash output of a child ended by ``kill -9`` (not by the OOM killer): ``Killed``, exit 137."""
    script = f"{sys.executable} -c 'import os, signal; os.kill(os.getpid(), signal.SIGKILL)'"
    lines = _run(["bash", "-c", f"{script}; exit $?"])
    assert any("Killed" in line for line in lines)
    assert lines[-1].endswith("exit code 137.")
    return lines


def test_a_bare_sigkill_names_out_of_memory_with_low_confidence(analyser: Analyser) -> None:
    report = _analyse(analyser, _kill_nine())
    assert report.classification.category == "out-of-memory"
    assert 0 < report.classification.confidence < HONEST_LIMIT


def test_a_sigkill_beside_a_kernel_oom_message_is_confident(analyser: Analyser) -> None:
    kernel = "[ 4211.532] Out of memory: Killed process 23876 (python3) total-vm:9120044kB, anon-rss:7012332kB"
    report = _analyse(analyser, [kernel, *_kill_nine()])
    assert report.classification.category == "out-of-memory"
    assert report.classification.confidence >= HONEST_LIMIT


@pytest.mark.parametrize(
    "line",
    [
        "oom-kill:constraint=CONSTRAINT_NONE,task=node,pid=4242 Killed process 4242 (node) total-vm:812kB",
        "[ 99.1] Killed process 4242 (node) total-vm:8123456kB, anon-rss:6000000kB, file-rss:0kB",
        "    Last State:     Terminated  Reason: OOMKilled  Exit Code: 137",
    ],
)
def test_kernel_and_container_oom_messages_are_confident(analyser: Analyser, line: str) -> None:
    report = _analyse(analyser, [line, "Killed", "##[error]Process completed with exit code 137."])
    assert report.classification.category == "out-of-memory"
    assert report.classification.confidence >= HONEST_LIMIT


def test_a_real_python_memoryerror_is_confident(analyser: Analyser) -> None:
    grab = "import resource; resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30)); b = bytearray(4 << 30)"
    lines = _run([sys.executable, "-c", grab])
    assert "MemoryError" in lines
    report = _analyse(analyser, lines)
    assert report.classification.category == "out-of-memory"
    assert report.classification.confidence >= HONEST_LIMIT


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_a_real_node_heap_exhaustion_is_confident(analyser: Analyser) -> None:
    grow = "const a = []; for (;;) a.push(new Array(1e5).fill(1));"
    lines = _run(["node", "--max-old-space-size=32", "-e", grow])
    assert any("JavaScript heap out of memory" in line for line in lines)
    report = _analyse(analyser, lines)
    assert report.classification.category == "out-of-memory"
    assert report.classification.confidence >= HONEST_LIMIT


def test_the_weak_sigkill_signals_say_why() -> None:
    oom = next(skill for skill in load_skills().skills if skill.name == "oom")
    weak = [signal for signal in oom.signals if signal.weight < HONEST_LIMIT and signal.id != "runner-lost"]
    assert {signal.id for signal in weak} == {"shell-killed", "make-killed", "exit-137"}
    assert all("kill -9" in signal.description for signal in weak)
