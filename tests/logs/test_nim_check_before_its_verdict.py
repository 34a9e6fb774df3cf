"""Nim's std/unittest prints a failed check (``test_strutil.nim(8, 35): Check failed: …`` and the
operands' values) before the test's verdict ``[FAILED] slugify punctuation``: a failed test's
message is its own check, above its verdict, never the line after it (a passing test's ``[OK] word
count`` or the next failed test's check) (user trial 60, finding 4).

The logs are real Nim 1.6.10 output (tests/fixtures/s29-t60b/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s29-t60b"


def test_the_message_is_the_check_above_the_verdict(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "gha-nim-test.log", "--no-home-skills")
    [test] = report["failed_tests"]
    assert test["name"] == "slugify punctuation"
    assert test["message"] == 'Check failed: slugify("Hello, World!") == "hello-world"'
    assert "[OK]" not in report["summary"]


def test_each_failed_test_has_its_own_check(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "gha-nim-test2.log", "--no-home-skills")
    messages = {test["name"]: test["message"] for test in report["failed_tests"]}
    assert messages == {
        "slugify punctuation": 'Check failed: slugify("Hello, World!") == "hello-world"',
        "word count": 'Check failed: wordCount("  a  b c ") == 4',
    }
    assert 'the first: Check failed: slugify("Hello, World!")' in report["summary"]
