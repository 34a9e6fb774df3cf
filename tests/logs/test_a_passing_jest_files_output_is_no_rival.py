"""What a test file jest passed logged is a passing test's output, no rival cause of the failure
(issue 11: signals in passing tests' output count less): jest prints a ``console.error`` entry, with
its stack and source, under the ``PASS`` header of a file whose tests all passed.

Fixture: ``tests/fixtures/jest/passing-file-logs-errors.gha.log`` is real output of jest 30 (``npx
jest``, ``CI=true``) of two files, ``src/db.test.js`` passing while it logs ``Error: connect
ECONNREFUSED 127.0.0.1:5432`` and ``FATAL: could not connect to server``, ``src/sum.test.js``
failing an assertion, made 2026-12-04 and wrapped in the runner's lines.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.logs.passing import passing_jest_suites

FIXTURE = Path(__file__).parents[1] / "fixtures" / "jest" / "passing-file-logs-errors.gha.log"


def test_a_passing_files_logged_error_is_no_rival_cause(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURE)
    assert report["category"] == "test failure"
    assert report["competing"] == []
    assert [(location["file"], location["line"]) for location in report["locations"]] == [("src/sum.test.js", 3)]
    assert all("ECONNREFUSED" not in signal["text"] for signal in report["signals"])


def test_a_failed_files_report_stays_evidence() -> None:
    texts = dict(
        enumerate(
            [
                "PASS src/db.test.js (16.834s)",
                "  ● Console",
                "",
                "    console.error",
                "      Error: connect ECONNREFUSED 127.0.0.1:5432",
                "FAIL src/sum.test.js (5.2 s)",
                "  ● adds numbers",
                "    Expected: 5",
                "Test Suites: 1 failed, 1 passed, 2 total",
            ],
            start=1,
        )
    )
    assert passing_jest_suites(texts) == {2, 3, 4, 5}
