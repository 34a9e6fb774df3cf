"""A step ended by SIGKILL (bash's ``Killed``, exit 137) with no memory message is named killed, not out-of-memory.

``tests/fixtures/s25-pytest/pytest-kill-9.gha.log`` is real ``pytest -v`` output (pytest 9.2.0)
run by the runner's ``bash -e`` script, a test sending SIGKILL to the pytest process: bash's
``…sh: line 1:  8307 Killed  python -m pytest …`` and exit 137, nothing about memory. The summary
had said ``Out-of-memory in step …`` (0.35) and advised a larger runner; the OOM killer is one of
the senders of SIGKILL (a ``kill -9``, ``timeout -s KILL``, a cancelled run are others), so the
summary now names what the log shows after the category (every summary starts with its category,
trial 71 #7) and the advice lists them. A kernel's ``Out of memory: Killed
process`` beside the same lines proves out-of-memory, and then the summary and advice say so.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "s25-pytest" / "pytest-kill-9.gha.log"
KERNEL = "[ 4211.532] Out of memory: Killed process 8307 (python) total-vm:9120044kB, anon-rss:7012332kB"


def test_the_summary_says_killed_and_the_advice_lists_the_senders() -> None:
    report, _ = triage_path(str(FIXTURE), Analyser.load(), 2000)
    assert report.summary.startswith(
        "Out-of-memory (killed (SIGKILL, exit 137), possibly out of memory or a runner limit) in step"
        " “Run python -m pytest -v"
    )  # the category first, as every summary starts, what the line proves after it
    advice = next_step(report)
    assert advice.startswith("Killed (SIGKILL, exit 137)")
    for sender in ("OOM killer", "timeout -s KILL", "cancelled", "kill -9"):
        assert sender in advice
    assert report.category == "out-of-memory"  # the likeliest cause stays the category, not confidently
    assert report.confidence < 0.5


def test_only_a_bare_sigkill_is_named_killed(tmp_path: Path) -> None:
    """The same kill, beside a kernel's memory message: out-of-memory, its advice not the senders'."""
    bare, _ = triage_path(str(FIXTURE), Analyser.load(), 2000)
    assert bare.summary.startswith(
        "Out-of-memory (killed (SIGKILL, exit 137), possibly out of memory or a runner limit)"
    )
    text = FIXTURE.read_text(encoding="utf-8")
    killed = next(line for line in text.splitlines(keepends=True) if " Killed " in line)
    path = tmp_path / "kernel.log"
    path.write_text(text.replace(killed, f"{killed[:29]}{KERNEL}\n{killed}"), encoding="utf-8")
    report, _ = triage_path(str(path), Analyser.load(), 2000)
    assert report.category == "out-of-memory"
    assert report.summary.startswith("Out-of-memory in step")
    assert next_step(report) == "Reduce parallelism or memory use, or use a larger runner."
