"""A test failure whose log holds only the runner's verdict on each failed test says where that
runner keeps the tests' output (trial 132 #9): meson test without ``--print-errorlogs`` got "the
lines above show the assertion or error" (its ``exit status 1`` taken for what failed), and
Automake's ``make check`` got ctest's ``--output-on-failure``. With the output in the log, the
advice says the lines show it: ``ctest -V`` prints it above the test's result line, each line after
the test's index (``2: test_parse.c:4: expected 42 tokens, got 41``), which was read as a Rust
frame and left the test's message ctest's ``Failed``.

Fixtures: ``tests/fixtures/s49-cpp/README.md`` (meson 1.0.1, ctest 3.25.1),
``tests/skills/fixtures/automake-make-check.txt`` (automake 1.16.5, skills/automake-tests/SKILL.md),
``tests/fixtures/s32-junit/ctest.log`` (ctest without ``--output-on-failure``, its README).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

TESTS = Path(__file__).parents[1]


def next_step(capsys: pytest.CaptureFixture[str], log: Path) -> str:
    assert main(["triage", str(log), "--format", "markdown", "--no-home-skills"]) == 0
    return capsys.readouterr().out.split("#### Next step\n", 1)[1].split("\n\n", 1)[0]


@pytest.mark.parametrize(
    ("log", "where", "not_said"),
    [
        (TESTS / "fixtures" / "s49-cpp" / "meson-test-no-errorlogs.log", "`meson-logs/testlog.txt`", "--output-on"),
        (TESTS / "skills" / "fixtures" / "automake-make-check.txt", "`test-suite.log`", "--output-on"),
        (TESTS / "fixtures" / "s32-junit" / "ctest.log", "`Testing/Temporary/LastTest.log`", "testlog"),
    ],
)
def test_a_verdict_only_logs_advice_says_where_its_runner_keeps_the_output(
    capsys: pytest.CaptureFixture[str], log: Path, where: str, not_said: str
) -> None:
    advice = next_step(capsys, log)
    assert "the log has only the runner's verdict" in advice
    assert where in advice
    assert not_said not in advice


def test_meson_tests_printed_output_is_in_the_lines_above(capsys: pytest.CaptureFixture[str]) -> None:
    advice = next_step(capsys, TESTS / "fixtures" / "s49-cpp" / "meson-test-errorlogs.log")
    assert advice.endswith("the lines above show the assertion or error.")


def test_ctest_verbose_output_is_the_failed_tests_message(
    capsys: pytest.CaptureFixture[str], triage_json: Callable[..., dict]
) -> None:
    log = TESTS / "fixtures" / "s49-cpp" / "ctest-verbose.log"
    report = triage_json(log, "--no-home-skills")
    assert [(test["name"], test["message"]) for test in report["failed_tests"]] == [
        ("test_parse", "test_parse.c:4: expected 42 tokens, got 41")
    ]
    assert next_step(capsys, log).endswith("the lines above show the assertion or error.")
