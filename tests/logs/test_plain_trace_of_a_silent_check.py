"""A plain (unwrapped) ``bash -x`` output that ends on the trace of a silent check (``+ grep -q …``)
is read as the wrapped copy is: the check is what failed, never "No failure found" (trial 93
finding 4).

Fixture: ``tests/fixtures/s34-t93/glue-grep.txt`` (bash 5's real ``set -x`` output of the trial's
release script, see the README there); a passing script's trace that ends on its ``+ echo`` is one for
comparison.
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s34-t93"


def test_a_plain_trace_ending_on_a_silent_grep_names_the_grep(triage_json) -> None:
    report = triage_json(FIXTURES / "glue-grep.txt")
    assert report["failing_step"] is not None
    assert report["summary"].endswith('grep -q \'"channel": *"stable"\' config/release.json failed')
    assert report["category"] == "unknown"


def test_a_plain_trace_ending_on_a_command_that_printed_is_no_failure(tmp_path: Path, triage_json) -> None:
    lines = (FIXTURES / "glue-grep.txt").read_text().splitlines()[:-1]  # ends on `releasing 1.4.0`
    log = tmp_path / "passed.txt"
    log.write_text("\n".join(lines) + "\n")
    assert triage_json(log)["failing_step"] is None
