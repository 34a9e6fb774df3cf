"""A failed test's message in a ``go test -json`` stream is its own ``output`` event (trial 36, findings 2 and 9).

``cmd/test2json`` puts each line a test printed in an ``output`` event naming the test
(``{"Action":"output",…,"Test":"TestHalf/n=-7","Output":"    mathx_test.go:16: Half(-7) = -3, want
-4\\n"}``), its ``--- FAIL:`` line too; a subtest's output follows its ``run`` event, far above its
``fail`` event when its siblings' verdicts come between. A trial's ``go test -json ./...`` got the
failed test named with no message and no location; the same output under ``-v`` was quoted.

Fixtures (``fixtures/go-test-json/``), real output of go 1.19.8 (``GOPROXY=off go test -count=1 -json
./... > out``, exit 1), made 2026-12-04: ``subtest-failed.json.txt`` (``TestHalf``'s 41 subtests
``n=-20`` … ``n=20``, ``n=-7`` fails; then ``strutil``'s 400 passing subtests, 1,779 lines) and
``test-failed-then-package-passed.json.txt`` (a top-level ``TestHalf`` fails).
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.source import LogMember

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "go-test-json"


@pytest.mark.parametrize(
    ("name", "test", "message"),
    [
        ("subtest-failed.json.txt", "TestHalf/n=-7", "mathx/mathx_test.go:16: Half(-7) = -3, want -4"),
        ("test-failed-then-package-passed.json.txt", "TestHalf", "amath/mathx_test.go:11: Half(-3) = -1, want -2"),
    ],
)
def test_a_failed_tests_message_is_its_output_event(name: str, test: str, message: str) -> None:
    data = (FIXTURES / name).read_bytes()
    report = Analyser.load().analyse(LogMember(name="", file=io.BytesIO(data)), budget=2000).report
    assert [(failed.name, failed.message) for failed in report.failed_tests] == [(test, message)]
    shown = "\n".join(line for span in report.excerpt for line in span.lines)
    assert message.split("/", 1)[1] in shown  # the log prints the file without its package's folder
