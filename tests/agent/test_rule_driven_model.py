"""The built-in rule-driven model (not a language model) drives a whole run from caller
rules: explore → plan → edit → verify → recover → edit → verify → complete, no key needed."""

from __future__ import annotations

import asyncio

from ci_triage.agent.llm.base import Message, ModelRequest
from ci_triage.agent.llm.rules import Rule, RuleDrivenModel, after, output_contains


def rules(check: str) -> list[Rule]:
    return [
        Rule("read", lambda o: o.last_tool is None, lambda o: [("read_file", {"path": "calc.py"})]),
        Rule("plan", after("read_file"), lambda o: [("todo_write", {"todos": [{"content": "fix add"}]})]),
        Rule(
            "first-try",
            after("todo_write"),
            lambda o: [("replace_in_file", {"path": "calc.py", "old": "a - b", "new": "a * b"})],
        ),
        Rule("check", after("replace_in_file"), lambda o: [("run_test", {"command": check})], max_fires=2),
        Rule(
            "fix",
            output_contains("expected 5"),
            lambda o: [("replace_in_file", {"path": "calc.py", "old": "a * b", "new": "a + b"})],
        ),
        Rule("done", output_contains("[exit code 0]"), lambda o: [("finish_task", {"summary": "add fixed"})]),
    ]


def test_rules_drive_a_run_through_every_phase(make_agent, check, repo):
    agent, events = make_agent(RuleDrivenModel(rules(check)))

    result = agent.run_sync("make check.py pass")

    assert result.status == "completed"
    assert result.summary == "add fixed"
    assert [to for _, to in events.phases()] == [
        "plan",
        "edit",
        "verify",
        "recover",
        "edit",
        "verify",
        "complete",
    ]
    assert (repo / "calc.py").read_text().endswith("a + b\n")


def test_no_matching_rule_finishes_with_a_handoff(make_agent):
    agent, _ = make_agent(RuleDrivenModel([]))

    result = agent.run_sync("anything")

    assert result.status == "completed"
    assert "No rule matched" in result.summary
    assert result.steps == 1


def test_same_rules_same_answers():
    request = ModelRequest(messages=[Message(role="user", content="t")])
    answers = [asyncio.run(RuleDrivenModel(rules("x")).request(request)) for _ in range(2)]

    assert answers[0] == answers[1]
    assert answers[0].tool_calls[0].name == "read_file"
