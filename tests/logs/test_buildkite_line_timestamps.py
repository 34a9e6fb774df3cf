"""A Buildkite raw job log whose lines open with the agent's timestamp reads as the same log
without them (trial 32, finding 10).

Since agent 3.48 every line of a raw job log starts with an APC sequence, ``ESC _bk;t=MILLISECONDS
BEL`` (buildkite/buildkite-logs README). The fixture is the trial's
``logs/buildkite/cargo_build_fail_bk_timestamps.log``: real output of cargo 1.83 / rustc 1.83
(``cargo build --offline --locked``, E0308) in the agent's layout, each line with such a timestamp.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.logs.controls import without_controls

FIXTURE = Path(__file__).parents[1] / "fixtures" / "trial-32-formats" / "cargo_build_fail_bk_timestamps.log"


def test_the_agents_timestamp_is_removed_whole() -> None:
    assert without_controls("\x1b_bk;t=1764842400306\x07$ cargo build") == "$ cargo build"


def test_the_failing_command_and_its_error_are_found_past_the_timestamps(
    triage_json: Callable[..., dict],
) -> None:
    report = triage_json(FIXTURE)
    assert report["category"] == "compile/build error"
    assert report["failing_step"]["start_line"] == 19  # the ``$`` line of the command, not line 1
    assert report["failing_step"]["evidence"] == "🚨 Error: The command exited with status 101"
    assert "_bk;t=" not in report["summary"]
    assert "error[E0308]: mismatched types" in report["summary"]
