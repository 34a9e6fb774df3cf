"""SIGTERM (``timeout``, ``docker stop``, the runner cancelling a job) ends a run as Ctrl-C does:
one line on stderr, exit 143, and no temporary file left beside the trace target.

The action's entrypoint (``ci-triage action``, Dockerfile) goes through the same ``main``.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

PASSING_LINE = b"2026-12-02T10:00:00.0000000Z tests/test_a.py::test_a PASSED\n"
STARTED_WAIT_SECONDS = 60
"""At most this long to wait for the run to open its trace's temporary file (not a timing bound)."""


def _wait_for_temporary(folder: Path, process: subprocess.Popen[bytes]) -> None:
    """Feed ``process`` log lines until a file appears in ``folder`` (the trace's temporary file)."""
    deadline = time.monotonic() + STARTED_WAIT_SECONDS
    assert process.stdin is not None
    while not any(folder.iterdir()):
        assert process.poll() is None, "the run ended before it was signalled"
        assert time.monotonic() < deadline, "the trace's temporary file never appeared"
        process.stdin.write(PASSING_LINE * 1000)
        process.stdin.flush()


def test_sigterm_exits_143_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    folder = tmp_path / "traces"
    folder.mkdir()
    env = {key: value for key, value in os.environ.items() if key != "CI_TRIAGE_DEBUG"}
    process = subprocess.Popen(
        [sys.executable, "-m", "ci_triage", "triage", "-", "--trace", str(folder / "t.jsonl")],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env=env,
    )
    try:
        _wait_for_temporary(folder, process)
        process.send_signal(signal.SIGTERM)
        _, err = process.communicate(timeout=60)
    finally:
        process.kill()
    assert process.returncode == 143, err.decode()
    assert err.decode().strip() == "ci-triage: terminated (SIGTERM)"
    assert list(folder.iterdir()) == []
