"""Compaction: triggers at the threshold, keeps the task and recent messages verbatim without
splitting a tool call from its result, summarises through the model or falls back to the
deterministic summary, and emits started/completed with tokens before and after."""

from __future__ import annotations

from ci_triage.agent.compaction import HEADINGS, cut_index, deterministic_summary
from ci_triage.agent.errors import ModelError, RunError
from ci_triage.agent.llm.base import Message, ModelRequest, ModelResponse, ToolCall
from ci_triage.agent.llm.replay import ReplayModel
from ci_triage.agent.llm.scripted import ScriptedModel, call, text


def tool_round(n: int, results: int = 1) -> list[Message]:
    calls = [ToolCall(id=f"c{n}_{i}", name="read_file") for i in range(results)]
    return [
        Message(role="assistant", tool_calls=calls),
        *[Message(role="tool", tool_call_id=c.id, content="x") for c in calls],
    ]


def test_cut_never_starts_on_a_tool_result():
    messages = [Message(role="user", content="task"), *tool_round(1), *tool_round(2, results=3)]
    # keep_recent=2 would start on the second of three tool results
    start = cut_index(messages, keep_recent=2)

    assert messages[start].role == "assistant"
    assert messages[start].tool_calls[0].id == "c2_0"


def test_cut_keeps_the_task():
    messages = [Message(role="user", content="task"), *tool_round(1)]
    assert cut_index(messages, keep_recent=10) == 1


def test_deterministic_summary_has_the_six_headings():
    messages = [
        Message(role="user", content="fix the build"),
        Message(role="assistant", content="calc.py:2 subtracts", tool_calls=[ToolCall(id="1", name="read_file")]),
    ]
    summary = deterministic_summary(messages, state="phase edit", todos=[{"content": "re-run", "status": "pending"}])

    assert [line[4:] for line in summary.splitlines() if line.startswith("### ")] == list(HEADINGS)
    assert "fix the build" in summary
    assert "calc.py:2 subtracts" in summary
    assert "- re-run" in summary


def big_file(repo, chars: int = 3000) -> None:
    (repo / "big.txt").write_text("\n".join(f"line {n:04d} {'x' * 40}" for n in range(chars // 50)))


def summarise(request: ModelRequest) -> ModelResponse:
    assert request.purpose == "summary"
    assert not request.tools
    return text("### Objective\nsummary by the model")


def reading_run(summary_step):
    return ScriptedModel(
        [
            *[call("read_file", path="big.txt", start_line=n) for n in range(1, 5)],
            summary_step,
            call("finish_task", summary="s"),
        ]
    )


def test_run_compacts_with_the_model_summary(make_agent, repo):
    big_file(repo)
    model = reading_run(summarise)
    agent, events = make_agent(model, context_budget_tokens=3000, compaction={"keep_recent": 2})

    result = agent.run_sync("read big.txt")

    assert result.status == "completed"
    assert result.tokens_used == 6 * 15  # five steps and the summary request, 15 tokens each
    started, completed = events.of("compaction.started"), events.of("compaction.completed")
    assert len(started) == len(completed) == 1
    assert completed[0].tokens_after < completed[0].tokens_before == started[0].tokens_before
    assert completed[0].fallback is False
    after = model.requests[5].messages
    assert "summary by the model" in after[0].content
    assert after[1].content == "read big.txt"  # the task stays verbatim
    assert len(after) == 2 + 2  # system, task, and the two recent messages
    traced = events.of("model.request")[-1]  # the summary request is not a step
    assert traced.system_prompt is not None  # the summary changed it
    assert len(traced.new_messages) == 3  # everything is resent after a compaction


def test_failed_model_summary_falls_back_to_the_deterministic_one(make_agent, repo):
    big_file(repo)
    error = ModelError(RunError(code="provider_server_error", message="500", layer="provider"))
    model = reading_run(error)
    agent, events = make_agent(model, context_budget_tokens=3000, compaction={"keep_recent": 2})

    agent.run_sync("read big.txt")

    (completed,) = events.of("compaction.completed")
    assert completed.fallback is True
    assert "### Evidence read" in model.requests[5].messages[0].content


def test_no_compaction_below_the_threshold(make_agent):
    agent, events = make_agent(ScriptedModel([call("read_file", path="calc.py"), call("finish_task", summary="s")]))

    agent.run_sync("t")

    assert not events.of("compaction.started")


def test_large_tool_output_is_stored_and_shortened(make_agent, repo, tmp_path):
    big_file(repo, chars=40_000)
    model = ScriptedModel([call("read_file", path="big.txt"), call("finish_task", summary="s")])
    agent, _ = make_agent(model, tool_output={"limit_chars": 5000, "head_chars": 1000, "tail_chars": 1000})

    agent.run_sync("t")

    shown = model.requests[1].messages[-1].content
    assert "characters omitted; full output in" in shown
    assert len(shown) < 2500
    stored = list((tmp_path / "run" / "tool-outputs").iterdir())
    assert len(stored) == 1
    assert stored[0].read_text().count("\n") > 700


def test_a_compacted_run_replays_from_its_trace(make_agent, repo, tmp_path):
    big_file(repo)
    trace_path = tmp_path / "trace.jsonl"
    options = {"context_budget_tokens": 3000, "compaction": {"keep_recent": 2}}
    agent, original = make_agent(reading_run(summarise), trace_path=trace_path, **options)
    first = agent.run_sync("read big.txt")

    agent, replayed = make_agent(ReplayModel.from_trace(trace_path), **options)
    second = agent.run_sync("read big.txt")

    assert (second.status, second.summary, second.steps) == (first.status, first.summary, first.steps)
    assert replayed.of("compaction.completed")[0].fallback is False
    assert [e.type for e in replayed.events] == [e.type for e in original.events]


def test_a_model_summary_counts_as_a_turn_of_the_step_limit(make_agent, repo):
    big_file(repo)
    unlimited, _ = make_agent(reading_run(summarise), context_budget_tokens=3000, compaction={"keep_recent": 2})
    assert unlimited.run_sync("read big.txt").status == "completed"  # six model requests: five turns and a summary
    model = reading_run(summarise)
    agent, _events = make_agent(model, context_budget_tokens=3000, compaction={"keep_recent": 2})
    result = agent.run_sync("read big.txt", max_steps=5)
    assert result.status != "completed", "five turns and a summary are six model requests: over a limit of five"
    assert len(model.requests) <= 5
