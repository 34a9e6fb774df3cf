"""A failed ``go test`` test's message is its own output, wherever go prints it.

Real output of Go 1.19 (Debian's golang-1.19), ``tests/fixtures/trial-17/README.md``:
``go-v-720-subtests.gha.log`` (``go test -v``, 720 subtests that ``t.Logf``, subtest ``c300`` also
``t.Errorf``s; its step is longer than the analysis reads whole), ``go-v-300-subtests.plain.log``
(the same with 300 subtests, ``c120`` failing; read whole) and ``go-test-json-panic.gha.log``
(``go test -json``, a test that panics). With ``-v``, go prints a subtest's output right below its
``=== RUN   TestMany/c300`` line and its ``--- FAIL:`` line later among its siblings' ``--- PASS:``
lines; with ``-json`` a test's lines are the ``Output`` of its ``output`` events.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.first_pass import Anchor, Section
from ci_triage.logs.go_test_output import failed_test_headers, failed_tests
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "trial-17"
LONG = FIXTURES / "go-v-720-subtests.gha.log"
SHORT = FIXTURES / "go-v-300-subtests.plain.log"
JSON_PANIC = FIXTURES / "go-test-json-panic.gha.log"


@pytest.mark.parametrize(("path", "case"), [(LONG, "300"), (SHORT, "120")])
def test_a_failed_subtests_message_is_its_own_errorf(analyser: Analyser, path: Path, case: str) -> None:
    report, _ = triage_path(str(path), analyser, 2000)

    message = f"a_test.go:14: value {case}: checksum mismatch: got 0xdead, want 0xcafe"
    assert [(test.name, test.message) for test in report.failed_tests] == [(f"TestMany/c{case}", message)]
    assert message in (report.summary or "")
    assert ("a_test.go", 14) in [(location.file, location.line) for location in report.locations]


def test_no_passing_subtests_log_line_is_quoted_or_located(analyser: Analyser) -> None:
    """A window of the long step opens inside a passing subtest's output: the ``t.Logf`` line there
    is that subtest's (its ``=== RUN`` header is read above it), no evidence of the failure."""
    report, _ = triage_path(str(LONG), analyser, 2000)

    quoted = [text for span in report.excerpt for text in span.lines if "checking " in text]
    assert [text.strip() for text in quoted] == ["a_test.go:12: checking 300"]
    located = [location.message for location in report.locations]
    assert all("300" in (message or "") for message in located)


def test_a_json_tests_message_is_the_output_of_its_events(analyser: Analyser) -> None:
    report, _ = triage_path(str(JSON_PANIC), analyser, 2000)

    panic = "panic: runtime error: index out of range [5] with length 3 [recovered]"
    assert [(test.name, test.message) for test in report.failed_tests] == [("TestIndex", panic)]
    assert panic in (report.summary or "")


def test_the_headers_of_failed_tests_are_found_in_one_pass_with_their_offsets() -> None:
    data = LONG.read_bytes()
    texts = data.decode().splitlines()
    unstamped = [text.split(" ", 1)[1] for text in texts]  # the runner's time stamp
    assert failed_tests(unstamped) == {"TestMany/c300"}  # the parent TestMany is left out
    section = Section(index=0, name="log", start=Anchor(line=1, offset=0, tier=0), end_line=len(texts))

    with LONG.open("rb") as file:
        headers = failed_test_headers(file, section, len(texts), {"TestMany/c300"})

    assert [anchor.line for anchor in headers] == [
        n for n, t in enumerate(texts, 1) if t.endswith("RUN   TestMany/c300")
    ]
    assert data[headers[0].offset :].split(b"\n", 1)[0].decode() == texts[headers[0].line - 1]


def test_a_line_longer_than_a_block_before_a_header_keeps_its_count(tmp_path: Path) -> None:
    from ci_triage.logs.first_pass import BLOCK_BYTES

    log = tmp_path / "job.log"
    head = b"=== RUN   TestA\n" + b"x" * (3 * BLOCK_BYTES) + b"\n    a_test.go:3: long\n"
    log.write_bytes(head + b"=== RUN   TestA\n--- FAIL: TestA (0.00s)\n")
    section = Section(index=0, name="log", start=Anchor(line=1, offset=0, tier=0), end_line=5)

    with log.open("rb") as file:
        headers = failed_test_headers(file, section, 5, {"TestA"})

    assert [(anchor.line, anchor.offset) for anchor in headers] == [(1, 0), (4, len(head))]
