"""Skills in the harness: only the catalogue is in the system prompt; ``list_skills`` and
``use_skill(id)`` load a body on demand and emit ``context.updated``. Sub-contexts: a panel in
the system prompt, switched by ``context_manage`` under a cap; ``register_sub_context`` for callers."""

from __future__ import annotations

import pytest

from ci_triage.agent.llm.scripted import ScriptedModel, call
from ci_triage.logs.skills import Skill, load_skills


@pytest.fixture(scope="module")
def bundled():
    return load_skills().skills


def test_only_the_catalogue_is_in_the_prompt_until_a_skill_is_used(make_agent, bundled):
    pytest_skill = next(s for s in bundled if s.name == "pytest")
    model = ScriptedModel([call("list_skills"), call("use_skill", id="pytest"), call("finish_task", summary="s")])
    agent, events = make_agent(model, skills=bundled)

    result = agent.run_sync("t")

    assert result.status == "completed"
    first, second, third = (r.messages[0].content for r in model.requests)
    assert f"- pytest: {pytest_skill.summary}" in first
    assert f"- prettier: {next(s for s in bundled if s.name == 'prettier').summary}" in first
    assert pytest_skill.body not in first
    # list_skills' answer: every id, with its summary while they fit the tool-output limit (not with 299 families)
    assert "pytest" in [line.split(":")[0] for line in model.requests[1].messages[-1].content.splitlines()]
    assert second == first
    assert "## Active skill\npytest:" in third
    assert pytest_skill.body in third
    (update,) = [e for e in events.of("context.updated") if e.reason == "skill:pytest"]
    assert update.tokens > 0
    assert events.phases() == [("explore", "complete")]  # loading knowledge does not move the phase


def test_an_unknown_skill_is_a_result_naming_the_known_ones(make_agent, bundled):
    model = ScriptedModel([call("use_skill", id="nosuch"), call("finish_task", summary="s")])
    agent, events = make_agent(model, skills=bundled)

    agent.run_sync("t")

    assert events.of("tool.failed")[0].error.code == "not_found"
    assert "pytest" in model.requests[1].messages[-1].content


def test_skill_tools_are_offered_only_when_there_are_skills(make_agent, bundled):
    agent, events = make_agent(ScriptedModel([call("finish_task", summary="s")]))
    agent.run_sync("t")
    assert "use_skill" not in events.of("model.request")[0].tools
    assert "## Skills" not in events.of("model.request")[0].system_prompt


def test_sub_contexts_are_a_panel_switched_by_context_manage_under_a_cap(make_agent):
    model = ScriptedModel(
        [
            call("context_manage", action="activate", name="research"),
            call("context_manage", action="activate", name="constants"),
            call("context_manage", action="deactivate", name="goal"),
            call("finish_task", summary="s"),
        ]
    )
    agent, events = make_agent(model, sub_contexts={"goal": "GOAL TEXT"}, max_active_sub_contexts=2)
    agent.register_sub_context("research", "RESEARCH TEXT", description="read widely before deciding")
    agent.register_sub_context("constants", "CONSTANTS TEXT")

    agent.run_sync("t")

    prompts = [r.messages[0].content for r in model.requests]
    assert "- goal (active)" in prompts[0]
    assert "- research (inactive): read widely before deciding" in prompts[0]
    assert "## goal\nGOAL TEXT" in prompts[0]
    assert "RESEARCH TEXT" not in prompts[0]
    assert "## research\nRESEARCH TEXT" in prompts[1]
    assert events.of("tool.failed")[0].error.code == "sub_context_limit"  # a third would pass the cap
    assert "CONSTANTS TEXT" not in prompts[2]
    assert "GOAL TEXT" not in prompts[3]
    assert [e.reason for e in events.of("context.updated") if e.reason != "step"] == [
        "sub_context:research:on",
        "sub_context:goal:off",
    ]


def test_register_sub_context_refuses_to_pass_the_cap(make_agent):
    agent, _ = make_agent(ScriptedModel([]), sub_contexts={"a": "A"}, max_active_sub_contexts=1)
    with pytest.raises(ValueError, match="at most 1"):
        agent.register_sub_context("b", "B", active=True)


def test_pinning_still_works_and_needs_a_note(make_agent):
    model = ScriptedModel([call("context_manage", action="pin"), call("finish_task", summary="s")])
    agent, events = make_agent(model)

    agent.run_sync("t")

    assert events.of("tool.failed")[0].error.code == "invalid_arguments"


def test_list_skills_names_every_skill_within_the_tool_output_limit(make_agent):
    # more skills than the shortened tool output would keep whole: none may be lost in its middle
    many = [
        Skill(name=f"family-{index:03d}", description="What the family reads. " * 9, body="b") for index in range(300)
    ]
    model = ScriptedModel([call("list_skills"), call("finish_task", summary="s")])
    agent, _events = make_agent(model, skills=many)

    agent.run_sync("t")

    answer = model.requests[1].messages[-1].content
    assert "characters omitted" not in answer
    assert [line.split(":")[0] for line in answer.splitlines()] == [skill.name for skill in many]
