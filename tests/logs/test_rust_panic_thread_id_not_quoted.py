"""A Rust main-thread panic is quoted without its thread id, the same in every run.

Trial 124's finding 6: Rust 1.88 on prints the OS thread's id in a panic's first line (``thread
'main' (17503) panicked at src/main.rs:2:5:``); the summary quoted it, so two runs of the same
failure read differently although their fingerprint was the same. The fixtures are two runs of one
program built here with rustc 1.95.0 (``rustc -g main.rs``, an index out of bounds), whose outputs
differ only in that id.
"""

from __future__ import annotations

import re
from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

RUNS = Path(__file__).parent / "fixtures" / "rust-main-panic"


def test_two_runs_of_one_panic_are_quoted_alike_without_the_thread_id(analyser: Analyser) -> None:
    first, second = (
        triage_path(RUNS / name, analyser, DEFAULT_BUDGET)[0] for name in ("first-run.txt", "second-run.txt")
    )
    assert first.summary == second.summary
    assert first.fingerprint == second.fingerprint
    assert "thread 'main' panicked at main.rs:2:5: index out of bounds" in (first.summary or "")
    assert re.search(r"\(\d+\)", first.summary or "") is None
