"""A step whose script ends in ``jq -e`` and exits 1 failed a check, not jq: ``-e`` sets jq's exit
status to 1 when its filter's last output is false or null (jq manual, ``--exit-status``). The
unknown verdict names that command and says what its status means, instead of asking to trace the
script to find a silent command.

Fixture (tests/fixtures/s35-t93b, README there): ``jq-exit-status.log``, jq 1.6, ``jq -e '.private'
package.json`` printing ``null``, exit code 1.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.logs.traced_failure import check_meaning

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s35-t93b"
MEANING = "jq -e exits 1 when its filter's last output is false or null"


@pytest.mark.parametrize(
    ("command", "exit_code", "meaning"),
    [
        ("jq -e '.private' package.json", 1, MEANING),
        ("jq -re .version package.json", 1, MEANING),
        ("jq --exit-status '.ok' status.json", 1, MEANING),
        ("jq -e '.private' package.json", 4, None),  # no valid result: jq's own error
        ("jq -r '.private' package.json", 1, None),  # without -e, exit 1 is no check
        ("jq -r .name package.json | grep -e x", 1, None),  # -e is grep's
    ],
)
def test_what_jq_exit_status_means(command: str, exit_code: int, meaning: str | None) -> None:
    assert check_meaning(command, exit_code) == meaning


def test_the_unknown_verdict_says_what_jq_e_exit_1_means(triage_json: Callable[..., dict]) -> None:
    """Before: the summary quoted ``null`` and the advice was to trace the script for a silent command."""
    report = triage_json(FIXTURES / "jq-exit-status.log")
    classification = report["jobs"][0]["classification"]
    assert report["category"] == "unknown"
    assert report["summary"].endswith(f"jq -e '.private' package.json exited with code 1: {MEANING}")
    assert MEANING in classification["next_step"]
    assert "“jq -e '.private' package.json”" in classification["next_step"]
    assert not classification["next_step"].startswith("No line of the step reads as an error")
