"""Build the chat-completions cassettes of the harness tests from the official payloads.

Usage: ``python tests/agent/cassettes/build_cassettes.py <api-examples>/openai``

Bodies come from the published examples (openai/openai-openapi ``x-oaiMeta`` examples and
openai/openai-python's recorded responses, see that folder's README and SOURCES.json). Where a
test needs a state no published example shows (an error body, truncated arguments, an empty
answer, a finish_task call), the cassette holds a *changed copy* and its ``provenance`` key
says what was changed. Error bodies follow the spec's ``ErrorResponse`` schema
(``{"error": {"message", "type", "param", "code"}}``); neither OpenAI source publishes an
example error body, so those are built from the schema. No Authorization header is stored.
"""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path
from typing import Any

import yaml

URL = "https://api.openai.com/v1/chat/completions"
GITHUB_MODELS_URL = "https://models.github.ai/inference/chat/completions"
HERE = Path(__file__).parent


def interaction(status: int, body: str, content_type: str = "application/json", url: str = URL, **headers: str) -> dict:
    reason = {
        200: "OK",
        401: "Unauthorized",
        413: "Content Too Large",
        429: "Too Many Requests",
        500: "Internal Server Error",
    }[status]
    return {
        "request": {
            "method": "POST",
            "uri": url,
            "body": None,
            "headers": {"Content-Type": ["application/json"]},
        },
        "response": {
            "status": {"code": status, "message": reason},
            "headers": {
                "Content-Type": [content_type],
                **{k.replace("_", "-"): [v] for k, v in headers.items()},
            },
            "body": {"string": body},
        },
    }


def error_body(message: str, type_: str, code: str | None) -> str:
    return json.dumps({"error": {"message": message, "type": type_, "param": None, "code": code}})


def write(name: str, provenance: list[str], interactions: list[dict[str, Any]]) -> None:
    data = {"provenance": provenance, "version": 1, "interactions": interactions}
    (HERE / name).write_text(yaml.safe_dump(data, sort_keys=False, width=100), encoding="utf-8")


def main(openai_dir: Path) -> None:
    def body(name: str) -> dict[str, Any]:
        return json.loads((openai_dir / "recorded" / name).read_text())["body"]

    text = body("chat.completion.text.recorded.json")
    tools = body("chat.completion.tool_calls.recorded.json")
    parallel = body("chat.completion.parallel_tool_calls.recorded.json")
    recorded = "openai/openai-python tests/lib/chat/test_completions.py (recorded/*.recorded.json)"

    finish = copy.deepcopy(tools)
    finish["choices"][0]["message"]["tool_calls"][0]["function"] = {
        "name": "finish_task",
        "arguments": json.dumps({"summary": "San Francisco, CA: looked up"}),
    }
    write(
        "openai_tool_call_run.yaml",
        [
            f"1: {recorded} test_parse_strict_tools, verbatim (get_weather call)",
            "2: changed copy of 1: function replaced by finish_task with a summary",
        ],
        [interaction(200, json.dumps(tools)), interaction(200, json.dumps(finish))],
    )
    write(
        "openai_parallel_tool_calls.yaml",
        [f"1: {recorded} test_parse_multiple_pydantic_tools, verbatim"],
        [interaction(200, json.dumps(parallel))],
    )
    rate_limited = error_body("Rate limit reached for requests", "requests", "rate_limit_exceeded")
    write(
        "openai_429_then_success.yaml",
        [
            "1: 429 with Retry-After: 2 (integer seconds, components.responses.TooManyRequests); "
            "body built from the ErrorResponse schema (no published example)",
            f"2: {recorded} test_parse_nothing, verbatim",
        ],
        [interaction(429, rate_limited, retry_after="2"), interaction(200, json.dumps(text))],
    )
    server_error = error_body("The server had an error while processing your request.", "server_error", None)
    write(
        "openai_500_exhausts_retries.yaml",
        ["1-4: 500, body built from the ErrorResponse schema (no published example)"],
        [interaction(500, server_error) for _ in range(4)],
    )
    unauthorized = error_body("Incorrect API key provided.", "invalid_request_error", "invalid_api_key")
    write(
        "openai_401_not_retried.yaml",
        ["1: 401, body built from the ErrorResponse schema (no published example)"],
        [interaction(401, unauthorized)],
    )
    broken = copy.deepcopy(tools)
    broken["choices"][0]["message"]["tool_calls"][0]["function"]["arguments"] = '{"city":"San Fran'
    write(
        "openai_invalid_arguments.yaml",
        [
            f"1: changed copy of {recorded} test_parse_strict_tools: arguments cut mid-string",
            "2: changed copy of the same: finish_task call",
        ],
        [interaction(200, json.dumps(broken)), interaction(200, json.dumps(finish))],
    )
    empty = copy.deepcopy(text)
    empty["choices"][0]["message"]["content"] = ""
    write(
        "openai_empty_responses.yaml",
        [f"1-3: changed copy of {recorded} test_parse_nothing: content emptied"],
        [interaction(200, json.dumps(empty)) for _ in range(3)],
    )
    too_large = "Request body too large for gpt-4.1-mini model. Max size: 8000 tokens."
    refused = json.dumps({"error": {"code": "tokens_limit_reached", "message": too_large, "details": too_large}})
    write(
        "github_models_413_then_compacted_retry.yaml",
        [
            f"1-2: {recorded} test_parse_strict_tools, verbatim (get_weather call)",
            "3: HTTP 413 from GitHub Models: error code tokens_limit_reached and the message as users "
            "report it (cline/cline#2115, tashfeenahmed/freellmapi#426: 'Request body too large for <model> "
            "model. Max size: 8000 tokens.'), in the error envelope of the ErrorResponse schema with "
            "GitHub's 'details' field; no provider publishes an example body",
            f"4: {recorded} test_parse_nothing, verbatim (answers the compaction's summary request)",
            "5: changed copy of 1: function replaced by finish_task with a summary",
        ],
        [
            interaction(200, json.dumps(tools), url=GITHUB_MODELS_URL),
            interaction(200, json.dumps(tools), url=GITHUB_MODELS_URL),
            interaction(413, refused, url=GITHUB_MODELS_URL),
            interaction(200, json.dumps(text), url=GITHUB_MODELS_URL),
            interaction(200, json.dumps(finish), url=GITHUB_MODELS_URL),
        ],
    )
    for kind in ("text", "tool_calls"):
        sse = (openai_dir / "recorded" / f"chat.completion.stream.{kind}.sse").read_text()
        write(
            f"openai_stream_{kind}.yaml",
            [f"1: openai/openai-python .inline-snapshot/external (recorded/chat.completion.stream.{kind}.sse)"],
            [interaction(200, sse, content_type="text/event-stream; charset=utf-8")],
        )


if __name__ == "__main__":
    main(Path(sys.argv[1]))
