"""Build the cassette of the diagnosis test that drives the OpenAI-compatible client end to end.

Usage: ``python tests/propose/cassettes/build_cassettes.py <api-examples>/openai``

Both answers are changed copies of openai/openai-python's recorded ``test_parse_strict_tools``
response (``recorded/chat.completion.tool_calls.recorded.json``): the tool call's function is
replaced, first by ``log_lines`` around the k8s log's SyntaxError, then by ``submit_diagnosis``
with a diagnosis of it. The ``provenance`` key says so. No Authorization header is stored.
"""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parents[1] / "agent" / "cassettes"))
from build_cassettes import interaction  # noqa: E402  (the harness's cassette builder)

DIAGNOSIS = {
    "root_cause": "kubernetes/config/exec_provider.py line 74 does not parse, so pytest cannot import the package.",
    "category": "compile/build error",
    "attribution": "this-change",
    "confidence": 0.85,
    "claims": [
        {
            "statement": "Collecting the tests fails on a SyntaxError.",
            "citation": {"kind": "log", "job": "test (3.9)", "start_line": 835, "end_line": 835},
            "quote": "SyntaxError: invalid syntax",
            "evidence": ["E2"],
        }
    ],
    "suspected_files": ["kubernetes/config/exec_provider.py"],
}


def main(openai_dir: Path) -> None:
    recorded = json.loads((openai_dir / "recorded" / "chat.completion.tool_calls.recorded.json").read_text())["body"]
    answers = []
    for name, arguments in (("log_lines", {"start": 832, "end": 836}), ("submit_diagnosis", DIAGNOSIS)):
        answer = copy.deepcopy(recorded)
        answer["choices"][0]["message"]["tool_calls"][0]["function"] = {
            "name": name,
            "arguments": json.dumps(arguments),
        }
        answers.append(interaction(200, json.dumps(answer)))
    source = "openai/openai-python tests/lib/chat/test_completions.py test_parse_strict_tools (recorded)"
    data = {
        "provenance": [
            f"1: changed copy of {source}: function replaced by log_lines(832, 836)",
            f"2: changed copy of {source}: function replaced by submit_diagnosis with a diagnosis",
        ],
        "version": 1,
        "interactions": answers,
    }
    text = yaml.safe_dump(data, sort_keys=False, width=100)
    (HERE / "test_openai_compatible_run" / "openai_diagnosis_run.yaml").write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
