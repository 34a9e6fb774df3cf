"""AVA's own timeout ended the run (`✘ Timed out while running tests`, the test still pending listed as
`◌ waits for queue`): the report read a test failure quoting the runner's `Process completed with exit
code 1.`, named no test and gave no timeout advice (trial 102 #2).

Real output: ava 7.0.0 (tests/fixtures/s36-t102b/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s36-t102b"


def test_avas_timeout_is_a_timeout_of_its_pending_test(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "ava-timeout.gha.log", "--no-home-skills")
    assert report["category"] == "timeout"
    assert [test["name"] for test in report["failed_tests"]] == ["waits for queue"]
    assert "Timed out while running tests" in report["summary"] or "waits for queue" in report["summary"]
    assert "timeout" in report["next_step"]
    assert "Process completed" not in report["summary"]
