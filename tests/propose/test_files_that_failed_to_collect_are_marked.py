"""A test file that failed to collect (:attr:`ci_triage.logs.model.FailedTest.kind` ``collection``)
is told apart from a failed test by every reader of the failed tests after the report: the evidence
items, the model's task, the built-in rules' diagnosis and the sticky PR comment mark it
``(failed to collect)`` with :func:`ci_triage.logs.report.test_label`, as the job summary does.

Fixtures in ``tests/fixtures/s28-collectkind`` (real pytest 9.2.0 output, see the folder's README):
``--continue-on-collection-errors`` with ``tests/test_orders.py`` failing at import and
``tests/test_cart.py::test_discount`` failing. Before, every reader named the file as a failed test.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.base.redact import redact
from ci_triage.evidence.history import HistoryVerdict
from ci_triage.logs.analyse import Analyser
from ci_triage.propose.prompt import build_task
from ci_triage.propose.rules import rules_draft
from ci_triage.prove.verify import verify
from ci_triage.report.diagnosis_comment import render_diagnosis_comment

from .conftest import build_evidence

LOG = Path(__file__).parents[1] / "fixtures" / "s28-collectkind" / "pytest9-continue.gha.log"


def test_the_evidence_items_mark_the_file(analyser: Analyser) -> None:
    evidence = build_evidence(LOG, analyser)
    summaries = [item.summary for item in evidence.items if item.kind == "failed_test"]
    assert any("failed test tests/test_orders.py (failed to collect)" in summary for summary in summaries)
    assert any(
        summary.endswith("failed test tests/test_cart.py::test_discount (tests/test_cart.py)") for summary in summaries
    )


def test_the_task_marks_the_file(analyser: Analyser) -> None:
    task = build_task(build_evidence(LOG, analyser), HistoryVerdict("unknown", "no base-branch runs"), redact, 8_000)
    assert "tests/test_orders.py (failed to collect) (log line 56)" in task
    assert "tests/test_cart.py::test_discount (log line 55)" in task


def test_the_rules_mark_the_file(analyser: Analyser) -> None:
    evidence = build_evidence(LOG, analyser)
    draft = rules_draft(evidence)
    assert draft.diagnosis is not None, draft.reason
    assert "Failed tests: tests/test_cart.py::test_discount, tests/test_orders.py (failed to collect)" in (
        draft.diagnosis.root_cause
    )
    statements = [claim.statement for claim in draft.diagnosis.claims]
    assert "The test file tests/test_orders.py failed to collect." in statements  # its line, 56, the claim cites
    verification = verify(draft.diagnosis, "", evidence, None)
    assert [outcome for outcome in verification.claims if not outcome.kept] == []


def test_the_comment_marks_the_file(analyser: Analyser) -> None:
    evidence = build_evidence(LOG, analyser)
    diagnosis = rules_draft(evidence).diagnosis
    assert diagnosis is not None
    comment = render_diagnosis_comment(evidence, diagnosis, marker="<!-- ci-triage:diagnosis -->")
    assert "- `tests/test_cart.py::test_discount`\n- `tests/test_orders.py` (failed to collect)\n" in comment
