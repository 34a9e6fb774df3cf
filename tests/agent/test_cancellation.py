"""Cancellation: setting the cancel event interrupts the run, even inside a running command."""

from __future__ import annotations

import asyncio
import time

from ci_triage.agent.llm.scripted import ScriptedModel, call


def test_cancel_during_a_long_command_interrupts_quickly(make_agent, python):
    model = ScriptedModel(
        [
            call("todo_write", todos=[{"content": "x"}]),
            call("write_file", path="slow.py", content="import time\ntime.sleep(30)\n"),
            call("run_command", command=f"{python} slow.py"),
        ]
    )
    agent, events = make_agent(model)

    async def main():
        cancel = asyncio.Event()
        agent.on("tool.started", lambda e: e.tool == "run_command" and cancel.set())
        return await agent.run("t", cancel=cancel)

    started = time.monotonic()
    result = asyncio.run(main())

    assert time.monotonic() - started < 10
    assert result.status == "interrupted"
    assert result.stop_reason == "cancelled"
    assert events.types()[-1] == "run.interrupted"


def test_cancel_set_before_the_run_stops_before_any_model_call(make_agent):
    model = ScriptedModel([])
    agent, _ = make_agent(model)

    async def main():
        cancel = asyncio.Event()
        cancel.set()
        return await agent.run("t", cancel=cancel)

    result = asyncio.run(main())

    assert result.status == "interrupted"
    assert model.requests == []
