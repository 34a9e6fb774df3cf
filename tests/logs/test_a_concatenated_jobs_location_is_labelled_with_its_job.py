"""A location in a file of concatenated job logs is labelled with the job whose lines named it
(trial 92, #8): the vitest job's `src/rank.test.ts:7:32` (log line 274, in `vitest at lines
187-312`) was labelled `jest at lines 1-109`, the first job's, since such jobs share no zip member.

Real output: jest 29 and vitest 2.1.9 run by trial 92, tests/fixtures/s34-t92/README.md."""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURE = Path(__file__).parents[1] / "fixtures" / "s34-t92" / "concatenated_jest_lint_vitest.log"


def test_each_location_is_its_own_jobs() -> None:
    report, _ = triage_path(str(FIXTURE), Analyser.load(), 2000)
    labelled = [(location.file, report.location_job(location)) for location in report.locations]
    assert labelled == [
        ("__tests__/cart.test.js", "jest at lines 1-109"),
        ("__tests__/cart.test.js", "jest at lines 1-109"),
        ("src/rank.test.ts", "vitest at lines 187-312"),
        ("src/rank.test.ts", "vitest at lines 187-312"),
    ]
