"""ScriptedModel is strict: an unexpected extra call fails the run with a typed error, and
assert_complete() fails while steps are left."""

from __future__ import annotations

import pytest

from ci_triage.agent.llm.scripted import ScriptedModel, call


def test_an_extra_call_fails_the_run_with_a_typed_error(make_agent):
    agent, events = make_agent(ScriptedModel([call("list_directory")]))

    result = agent.run_sync("t")

    assert result.status == "failed"
    assert result.error.code == "unexpected_model_call"
    assert events.types()[-1] == "run.failed"


def test_assert_complete_fails_while_steps_are_left(make_agent):
    model = ScriptedModel([call("finish_task", summary="s"), call("list_directory")])
    agent, _ = make_agent(model)
    agent.run_sync("t")

    with pytest.raises(AssertionError, match="used 1 of 2 steps"):
        model.assert_complete()
