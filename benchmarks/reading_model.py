"""A scripted model that reads real evidence for ten turns, and the size of every request it gets.

:class:`ReadingModel` stands in for a language model in a diagnosis run: its turns call the
evidence tools over the run's own job log (list the evidence, load a skill, read items, page
through the failing step 200 lines at a time, grep for errors, read around the headline and the
end of the log) and then finish. Summary requests (compaction) are answered with a fixed-size
summary, as a model would write one. Every request is recorded with its size, so a test or a
benchmark can check it against the model's window.

Sizes: ``estimated`` is the harness's estimate (characters / 4) of the system prompt, the
messages (contents and tool-call arguments) and the tool schemas as JSON; ``counted`` the same
text through a real tokenizer (``token_count.py`` beside this file) plus 4 tokens per message
for the chat format (OpenAI's cookbook "How to count tokens"), or ``None`` without one.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from ci_triage.agent.llm.base import ModelRequest, ModelResponse, ToolCall, Usage
from ci_triage.agent.llm.windows import ModelWindow
from ci_triage.base.tokens import estimate_tokens
from ci_triage.evidence.model import Evidence
from token_count import TokenCounter

PAGE = 200
"""Lines per log_lines call (the tool's own maximum)."""
SUMMARY = "### Objective\nDiagnose the failed run.\n### Findings\n" + "- read the failing step's lines; " * 40


@dataclass
class SizedRequest:
    purpose: str
    estimated: int
    counted: int | None


def request_text(request: ModelRequest) -> str:
    """Everything a request sends as text: messages (contents, tool-call arguments) and tool schemas."""
    parts = [m.content + "".join(c.name + c.raw_arguments for c in m.tool_calls) for m in request.messages]
    return "".join(parts) + (json.dumps(request.tools) if request.tools else "")


def reading_plan(evidence: Evidence, skill: str | None) -> list[list[tuple[str, dict]]]:
    """Ten turns of tool calls over ``evidence``'s first job log (the last one finishes)."""
    report = evidence.logs[0].report
    total = max(report.total_lines, 1)
    step = report.failing_step
    start = step.start_line if step else max(total - 4 * PAGE, 1)
    headline = next((loc.log_line for loc in report.locations if loc.log_line), None) or (
        step.end_line if step else total
    )
    items = [item.id for item in evidence.items] or ["E1"]

    def page(first: int) -> tuple[str, dict]:
        first = max(min(first, total), 1)
        return "log_lines", {"start": first, "end": first + PAGE - 1}

    return [
        [("list_evidence", {})],
        [("use_skill", {"id": skill})] if skill else [("read_evidence", {"id": items[-1]})],
        [("read_evidence", {"id": items[0]})],
        [page(start)],
        [page(start + PAGE), ("grep_logs", {"pattern": "(?i)error|fail"})],
        [("read_evidence", {"id": items[min(1, len(items) - 1)]})],
        [page(headline - PAGE // 2)],
        [page(total - PAGE + 1)],
        [page(start + 2 * PAGE), ("grep_logs", {"pattern": "(?i)warning|exception|exit code"})],
        [("finish_task", {"summary": "read the evidence; a scripted run ends here"})],
    ]


@dataclass
class ReadingModel:
    """Answers step requests with ``plan`` (one turn each, then finish) and summary requests with
    :data:`SUMMARY`; records every request's size in ``sizes``."""

    plan: list[list[tuple[str, dict]]]
    window: ModelWindow | None = None
    counter: TokenCounter | None = None
    name: str = "reading-model"
    sizes: list[SizedRequest] = field(default_factory=list)
    requests: list[ModelRequest] = field(default_factory=list)
    _turn: int = 0

    async def request(self, request: ModelRequest, on_text=None) -> ModelResponse:
        text = request_text(request)
        counted = self.counter(text) + 4 * len(request.messages) if self.counter else None
        self.sizes.append(SizedRequest(request.purpose, estimate_tokens(text), counted))
        self.requests.append(request)
        usage = Usage(input_tokens=counted or estimate_tokens(text), output_tokens=50)
        if request.purpose == "summary":
            return ModelResponse(text=SUMMARY, usage=usage, finish_reason="stop")
        turn = self.plan[min(self._turn, len(self.plan) - 1)]
        self._turn += 1
        calls = [
            ToolCall(id=f"read_{self._turn}_{n}", name=name, raw_arguments=json.dumps(args), arguments=args)
            for n, (name, args) in enumerate(turn)
        ]
        return ModelResponse(tool_calls=calls, usage=usage, finish_reason="tool_calls")
