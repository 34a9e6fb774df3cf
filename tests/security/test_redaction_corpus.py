"""Redaction corpus: at least 60 kinds of secret, generated at run time from parts, never reach an
output channel (CLI JSON and text, trace, model requests, PR comment, fix PR body); evidence stays."""

from __future__ import annotations

import pytest

from ci_triage.base.redact import forget_secrets, redact
from security.cases import evidence_lines, secret_cases
from security.measure import redaction


@pytest.mark.parametrize("case", secret_cases(), ids=lambda case: case.kind)
def test_each_kind_is_masked_by_the_redactor(case):
    try:
        assert not case.leaked_in(redact("\n".join(case.lines)))
    finally:
        forget_secrets()


@pytest.mark.parametrize("line", evidence_lines())
def test_evidence_is_kept(line):
    assert redact(line) == line


def test_no_secret_reaches_any_output_channel(tmp_path, analyser):
    tally = redaction(tmp_path, analyser)
    assert tally.cases >= 60
    assert tally.failures == []
    assert sum(tally.leaks.values()) == 0
    assert tally.exit_70 == 0
