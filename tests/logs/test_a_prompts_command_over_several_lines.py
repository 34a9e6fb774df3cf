"""A command a ``$ `` prompt shows over several lines (a shell line ended by ``\\`` or ``&&``) is
named whole, not by its first line (trial 32, finding 2; fixtures:
tests/fixtures/trial-32-formats/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-32-formats"
WHOLE = "cargo fmt --check && cargo build --offline --locked"


@pytest.mark.parametrize("name", ["cargo_build_fail.log", "cargo_build_fail_bk_timestamps.log"])
def test_a_command_continued_by_a_backslash_is_named_whole(triage_json: Callable[..., dict], name: str) -> None:
    report = triage_json(FIXTURES / name)
    assert report["failing_step"]["name"] == WHOLE
    assert report["summary"].startswith(f"Compile/build error in step “{WHOLE}”")
    assert report["failing_step"]["start_line"] == 19  # the prompt's line


def test_the_agents_own_trap_is_no_part_of_the_name(triage_json: Callable[..., dict], tmp_path: Path) -> None:
    # older agents ran a command in a POSIX shell as ``trap 'kill -- $$' INT TERM QUIT; COMMAND``
    # and printed it so (buildkite/agent bootstrap.go)
    log = tmp_path / "trap.log"
    text = (FIXTURES / "cargo_build_fail.log").read_text()
    log.write_text(text.replace("$ cargo fmt --check", "$ trap 'kill -- $$' INT TERM QUIT; cargo fmt --check", 1))
    assert triage_json(log)["failing_step"]["name"] == WHOLE
