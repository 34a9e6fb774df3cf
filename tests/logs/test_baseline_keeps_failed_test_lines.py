"""A passing log compared with (``--baseline``) only re-weighs lines: a failed test keeps the line its
report names (pytest's ``tests/test_checkout.py:18:``) though the baseline's shorter excerpt leaves that
line out; it had become ``null`` (trial 107, #15).

Real output: selenium 4.51 under pytest on Debian's chromium (trial 107), tests/fixtures/s38-t107b/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s38-t107b"


def test_a_baseline_keeps_each_failed_tests_line(triage_json: Callable[..., dict]) -> None:
    alone = triage_json(FIXTURES / "sel-fail.log", "--no-home-skills")
    compared = triage_json(FIXTURES / "sel-fail.log", "--no-home-skills", "--baseline", str(FIXTURES / "sel-pass.log"))
    assert [test["line"] for test in compared["failed_tests"]] == [test["line"] for test in alone["failed_tests"]]
    assert [test["line"] for test in compared["failed_tests"]] == [10, 18]
