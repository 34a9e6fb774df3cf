"""One test refused beside tests that failed otherwise: pytest's ``E   ConnectionRefusedError:
[Errno 111] Connection refused`` is the test's error line and a refusal naming no host at once, so
the refusal was no rival and the advice said only "run the failed tests locally" (trial 89, #4). It
names the unreachable service as a second point.

Real output: pytest 9.2.0, tests/fixtures/s33-t89/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s33-t89"


def test_a_refusal_on_a_failed_tests_error_line_is_advised(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "pytest_one_refused.log", "--no-home-skills")
    assert report["category"] == "test failure"
    assert report["next_step"].startswith("Run the failed tests locally")
    assert "refused a failed test at line 88. Start the service" in report["next_step"]
    assert "{port}" not in report["next_step"]
