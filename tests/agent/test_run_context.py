"""RunContext assembles the system prompt each turn (base, sub-contexts, skill, pinned
findings, summary) and the context budget follows the model's window when it is known."""

from __future__ import annotations

from ci_triage.agent.llm.scripted import ScriptedModel, call


def test_system_prompt_has_every_part_and_pinned_findings(make_agent):
    model = ScriptedModel([call("context_manage", note="calc.py:2 subtracts"), call("finish_task", summary="s")])
    agent, _ = make_agent(model, system_prompt="BASE", sub_contexts={"ci": "CI RULES"}, skill="PYTEST SKILL")

    agent.run_sync("t")

    first, second = (r.messages[0].content for r in model.requests)
    assert first.startswith("BASE")
    assert "## ci\nCI RULES" in first
    assert "## Active skill\nPYTEST SKILL" in first
    assert "Pinned findings" not in first
    assert "- calc.py:2 subtracts" in second


def test_pinning_a_finding_does_not_move_the_phase(make_agent):
    model = ScriptedModel([call("context_manage", note="n"), call("finish_task", summary="s")])
    agent, events = make_agent(model)

    agent.run_sync("t")

    assert events.phases() == [("explore", "complete")]
