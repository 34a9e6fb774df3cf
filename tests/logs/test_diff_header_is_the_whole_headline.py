"""A diff's header is quoted alone, not glued to the diff's first line (rust21).

A user trial (trial-20, FINDINGS #11) read the summary ``Diff in /…/core_lib/src/lib.rs:15: mod tests {``:
rustfmt's header ends with ``:`` like a diagnostic whose message follows (Rust's ``panicked at src/main.rs:3:47:``,
CMake's ``CMake Error at CMakeLists.txt:7 (find_package):``), and the line after it, an unchanged line of the
diff's context (a space, then the code), was joined to it as that message. A unified diff's body (at most three
context lines, then a ``-`` or ``+`` line) is code, not a message.

Fixture: ``fixtures/trial-21/rustfmt-diff-context-first.log`` (real ``cargo fmt --check`` output; its README says
how it was made).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

TRIAL = Path(__file__).resolve().parents[1] / "fixtures" / "trial-21"


def test_rustfmts_diff_header_is_quoted_without_the_diffs_first_context_line() -> None:
    report = triage_path(TRIAL / "rustfmt-diff-context-first.log", Analyser.load(), DEFAULT_BUDGET)[0]
    assert report.category == "formatting"
    assert report.summary.endswith("/core_lib/src/lib.rs:15:"), report.summary
