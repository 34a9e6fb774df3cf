"""A failed test's message: what failed, from the test's own output (msg12).

A user read "failed tests TestAdd, TestLookup" and never what failed: ``FailedTest.message`` was
filled only when a signal captured a ``message`` group on the line naming the test (pytest's short
summary). Each failed test now gets the first line of its own output that states the failure
(:mod:`ci_triage.logs.failed_test_message`), shown in the Markdown list of failed tests, the JSON
output and the one-line summary.

Fixtures (``fixtures/test-messages/``), real output made 2026-12-03 (paths under ``/tmp`` replaced
by the runner's workspace), each run as a failing step of an Actions job log (``actions_log``):

- ``go-test-v.txt``, ``go-test.txt``: go 1.19 ``go test -v ./...`` and ``go test ./...`` of
  ``TestAdd`` (``t.Log`` then ``t.Errorf("Add(2, 3) = %d, want %d")``), a passing ``TestSub`` and
  ``TestLookup`` (a nil pointer dereference: a panic);
- ``go-test-race.txt``, ``go-test-race-v.txt``: go 1.19.8 (Debian's golang-go) ``go test -race ./...`` and
  ``go test -race -v ./...`` of ``TestCounter``, whose code races on a counter and which logs
  ``t.Logf("error count: %d", 3)``; the race detector prints ``WARNING: DATA RACE`` and
  testing.go ``race detected during execution of test`` (a user trial: the summary quoted the
  ``t.Logf`` line, whose "error" outranked the runtime's own statement);
- ``cargo-test.txt``: cargo 1.95 ``cargo test`` (``RUST_BACKTRACE=0``) of ``assert_eq!(add(2, 3), 5)``
  and ``panic!("config file missing: settings.toml")``;
- ``unittest-v.txt``, ``pytest-q.txt``: Python 3.11 ``python -m unittest -v`` and pytest 9 ``-q`` of
  ``assertEqual(add(2, 3), 5)`` and a ``KeyError``;
- ``pytest-fixture-error.txt``, ``pytest-collection-error.txt``: pytest 9 ``-q`` of a test whose
  fixture does not exist and of a test module that imports a missing module (a user trial's);
- ``pytest-collection-rootdir.txt``: pytest 9.2.0 ``-q`` run in ``svc/`` below a ``pytest.ini`` (the
  rootdir) of a test module importing a name its module lacks (trial 19: its message was null, as
  the ``ERROR collecting svc/tests/test_import.py`` header and the ``ERROR tests/test_import.py``
  summary name the file from different folders);
- ``node-test.txt``: node 20 ``node --test`` (TAP) of ``assert.strictEqual`` and a thrown ``Error``;
- ``jest.txt``, ``vitest.txt``, ``mocha.txt``: jest 30, vitest 4 and mocha 11 (``CI=true npx …``) of
  ``toBe`` / ``assert.strictEqual`` and a thrown ``Error``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path
from ci_triage.logs.report_json import report_json
from ci_triage.report.markdown import render_markdown

ActionsLog = Callable[[str, list[str]], bytes]

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "test-messages"

EXPECTED = {
    "go-test-v.txt": (
        "go test -v ./...",
        [
            ("TestAdd", "go/calc_test.go:8: Add(2, 3) = 6, want 5"),
            ("TestLookup", "panic: runtime error: invalid memory address or nil pointer dereference [recovered]"),
        ],
    ),
    "go-test.txt": (
        "go test ./...",
        [
            ("TestAdd", "go/calc_test.go:8: Add(2, 3) = 6, want 5"),
            ("TestLookup", "panic: runtime error: invalid memory address or nil pointer dereference [recovered]"),
        ],
    ),
    # the race detector's own report and where it happened, above testing.go's "race detected during
    # execution of test" (which only says so), not the t.Logf line holding "error" (trial 28 #10)
    "go-test-race.txt": (
        "go test -race ./...",
        [
            (
                "TestCounter",
                "WARNING: DATA RACE: Read at 0x00c0000b4158 by goroutine 8: example.com/counter.Count.func1()"
                " /home/runner/work/counter/counter/counter.go:8 +0x39",
            )
        ],
    ),
    "go-test-race-v.txt": (
        "go test -race -v ./...",
        [
            (
                "TestCounter",
                "WARNING: DATA RACE: Read at 0x00c000018238 by goroutine 8: example.com/counter.Count.func1()"
                " /home/runner/work/counter/counter/counter.go:8 +0x39",
            )
        ],
    ),
    "cargo-test.txt": (
        "cargo test",
        [
            (
                "tests::loads_config",
                "thread 'tests::loads_config' panicked at src/lib.rs:19:9: config file missing: settings.toml",
            ),
            (
                "tests::adds",
                "thread 'tests::adds' panicked at src/lib.rs:9:9: assertion `left == right` failed; left: 6; right: 5",
            ),
        ],
    ),
    "unittest-v.txt": (
        "python -m unittest -v",
        [  # the failed test before the errored one (its KeyError: kind error), as pytest's are listed
            ("test_add (test_calc.CalcTest.test_add)", "AssertionError: 6 != 5"),
            ("test_load (test_calc.CalcTest.test_load)", "KeyError: 'path'"),
        ],
    ),
    "pytest-q.txt": (  # the short summary's message, as before
        "python -m pytest -q",
        [
            ("test_calc.py::CalcTest::test_add", "AssertionError: 6 != 5"),
            ("test_calc.py::CalcTest::test_load", "KeyError: 'path'"),
        ],
    ),
    "pytest-fixture-error.txt": (  # the fixture's error under "ERROR at setup of test_db", not pytest's tally
        "python -m pytest -q tests/test_fixture.py -k fixture",
        # ``ERROR at setup of test_db``: the test never ran, its fixture failed at setup
        [("tests/test_fixture.py::test_db", "at setup: fixture 'db_session' not found")],
    ),
    "pytest-collection-error.txt": (  # the import's error under "ERROR collecting", not pytest's account above it
        "python -m pytest -q tests/test_collect.py",
        [("tests/test_collect.py", "ModuleNotFoundError: No module named 'widget.missing'")],
    ),
    "pytest-collection-rootdir.txt": (  # the header names the file from the rootdir, the summary from the cwd
        "python -m pytest -q -p no:cacheprovider tests",
        [
            (
                "tests/test_import.py",
                "ImportError: cannot import name 'missing_function' from 'app.core'"
                " (/home/runner/work/app/app/svc/app/core.py)",
            )
        ],
    ),
    "node-test.txt": (
        "node --test",
        [
            ("adds", "Expected values to be strictly equal: 6 !== 5"),
            ("loads config", "error: 'config file missing: settings.json'"),
        ],
    ),
    "jest.txt": (
        "npx jest",
        [
            ("math › adds", "Expected: 5; Received: 6"),  # the values, not the matcher's hint above them
            ("math › loads config", "config file missing: settings.json"),
        ],
    ),
    "vitest.txt": (
        "npx vitest run",
        [
            ("math > adds", "AssertionError: expected 6 to be 5 // Object.is equality"),
            ("math > loads config", "Error: config file missing: settings.json"),
        ],
    ),
    "mocha.txt": (
        "npx mocha",
        [
            ("math adds", "AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: 6 !== 5"),
            ("math loads config", "Error: config file missing: settings.json"),
        ],
    ),
}


def _output(fixture: str) -> list[str]:
    return (FIXTURES / fixture).read_text(encoding="utf-8").splitlines()


@pytest.fixture
def triage(tmp_path: Path, actions_log: ActionsLog) -> Callable[[str, list[str]], TriageReport]:
    """The report of ``output`` printed by a failing step that ran ``command``."""

    def report(command: str, output: list[str]) -> TriageReport:
        path = tmp_path / "job.log"
        path.write_bytes(actions_log(command, output))
        return triage_path(path, Analyser.load(), DEFAULT_BUDGET)[0]

    return report


Triage = Callable[[str, list[str]], TriageReport]


@pytest.mark.parametrize("fixture", sorted(EXPECTED))
def test_each_failed_test_says_what_failed(fixture: str, triage: Triage) -> None:
    command, expected = EXPECTED[fixture]
    job = triage(command, _output(fixture)).jobs[0]
    assert [(test.name, test.message) for test in job.failed_tests] == expected
    assert job.classification.category == "test failure"


def test_the_markdown_list_and_the_json_output_quote_the_message(triage: Triage) -> None:
    report = triage("cargo test", _output("cargo-test.txt"))
    markdown = render_markdown(report)
    assert (
        "- `tests::adds` at `src/lib.rs:9` — log line 14: "
        "`` thread 'tests::adds' panicked at src/lib.rs:9:9: assertion `left == right` failed; left: 6; right: 5 ``"
    ) in markdown  # a backtick in the message cannot close its code span
    tests = json.loads(report_json(report))["jobs"][0]["failed_tests"]
    assert tests[1]["message"].endswith("assertion `left == right` failed; left: 6; right: 5")


def test_the_one_line_summary_quotes_the_first_failed_tests_message(triage: Triage) -> None:
    report = triage("go test ./...", _output("go-test.txt"))
    assert report.summary == (
        "Test failure in step “Run go test ./...”: failed tests TestAdd, TestLookup — "
        "the first: go/calc_test.go:8: Add(2, 3) = 6, want 5."
    )
    only = [line for line in _output("go-test.txt") if "TestLookup" not in line][:3]  # TestAdd's lines
    alone = triage("go test ./...", [*only, "FAIL"])
    assert alone.summary.endswith(": failed tests TestAdd — calc_test.go:8: Add(2, 3) = 6, want 5.")


def test_a_long_message_is_clipped_in_the_report_and_a_secret_in_it_masked(triage: Triage) -> None:
    token = "ghp_" + "a1B2c3D4e5" * 4
    output = [
        line.replace("config file missing: settings.json", f"login refused for {token} " + "x" * 200)
        for line in _output("jest.txt")
    ]
    report = triage("npx jest", output)
    message = report.jobs[0].failed_tests[1].message or ""
    assert message.startswith("login refused for <redacted")
    assert token not in message
    markdown = render_markdown(report)
    listed = next(line for line in markdown.splitlines() if line.startswith("- `math › loads config`"))
    assert token not in markdown
    assert listed.endswith("…`")
    assert len(listed) < 200


def test_a_name_missing_from_a_module_is_not_advised_as_a_module_missing(triage: Triage) -> None:
    """trial 19: ``cannot import name 'f' from 'app.core'`` was advised "install the project or fix
    the path", as for ``No module named``; the module was imported and lacks the name."""
    report = triage("python -m pytest -q -p no:cacheprovider tests", _output("pytest-collection-rootdir.txt"))
    markdown = render_markdown(report)
    assert "`app.core` has no name `missing_function`: the project's own package `app` was imported" in markdown
    assert "pip install -e ." not in markdown  # trial 61: of the own package, the project's code to fix


def test_a_pytest_traceback_frame_is_no_message(triage: Triage) -> None:
    """A collection error whose ``E`` line is out of reach (a long traceback: kubernetes'
    ``…/_pytest/python.py:608: in _importtestmodule`` and ``<frozen importlib._bootstrap>:1030: in
    _gcd_import`` frames): pytest's ``file:line: in func`` frames and the source lines under them
    are no message."""
    output = [line for line in _output("pytest-collection-rootdir.txt") if not line.startswith(("E ", "ImportError"))]
    job = triage("python -m pytest -q -p no:cacheprovider tests", output).jobs[0]
    assert [(test.name, test.message) for test in job.failed_tests] == [("tests/test_import.py", None)]
