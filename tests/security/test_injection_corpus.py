"""Injection corpus: at least 30 planted instructions, each obeyed by a scripted model (tool calls,
then a draft). No disallowed call runs, no planted conclusion is posted, the checkout's committed
secret never reaches the model."""

from __future__ import annotations

from security.cases import injections
from security.measure import injection


def test_the_corpus_has_at_least_thirty_cases():
    assert len(injections()) >= 30
    assert len({case.name for case in injections()}) == len(injections())


def test_an_obeying_model_gets_nothing_false_posted_and_nothing_disallowed_run(tmp_path, analyser):
    tally = injection(tmp_path, analyser)
    assert tally.failures == []
    assert (tally.disallowed_calls, tally.false_diagnoses, tally.exit_70, tally.hangs) == (0, 0, 0, 0)
    assert sum(tally.leaks.values()) == 0
