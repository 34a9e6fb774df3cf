"""jq's ``parse error`` advice cites the file the traced jq command read (``++ jq -r .version
package.json``), never "not a file of the repository" when the command names it (trial 93
finding 5); a jq that reads a pipe keeps the words about what it read.

Fixture: ``tests/fixtures/s34-t93/sh-jq.log`` (jq 1.7's real output in trial 93, see the README there).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.signal_next_step import input_files

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s34-t93"


def test_the_advice_cites_the_file_the_traced_jq_read(triage_json) -> None:
    advice = triage_json(FIXTURES / "sh-jq.log")["next_step"]
    assert "(in `package.json`, the file `jq -r .version package.json` read: fix the JSON there)" in advice
    assert "not a file of the repository" not in advice


@pytest.mark.parametrize(
    ("command", "files"),
    [
        ("++ jq -r .version package.json", ["package.json"]),
        ("jq --arg v 1 '.x = $v' a.json b.json", ["a.json", "b.json"]),
        ("curl -fsS https://example.com/x | jq .name", []),
        ("+ jq -e '.version' < package.json", []),
        ("jq -n --args '$ARGS' x", []),
    ],
)
def test_the_files_a_jq_command_names_after_its_filter(command: str, files: list[str]) -> None:
    assert input_files(command, "jq") == files
