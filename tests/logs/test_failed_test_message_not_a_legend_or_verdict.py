"""A failed test's message says what failed: not a tally, a diff's legend, a bare verdict or a cut line (msg16).

A user trial (trial-16, FINDINGS #3, #4, #5, #7) read, for a failed test:

- doctest (``python -m doctest -v``): ``4 items had no tests: calc`` — doctest's list of the items
  without examples, below the failure's ``Expected:`` / ``Got:``; under ``pytest --doctest-modules``
  no message at all (the section header ``[doctest] mylib.calc.add`` named no test);
- a jest snapshot mismatch: ``+ Received  + 1``, the legend of jest's diff (the matcher hint
  ``expect(received).toMatchSnapshot()`` above it was read as a stack frame);
- ctest ``--output-on-failure``: ``Failed`` (the verdict on the line naming the test), while the next
  line is the test's own ``t_math.c:6: assertion failed: expected 3, got 2``;
- pytest without a terminal: the short summary's ``AssertionError: assert '' ...``, cut at 80
  columns, while the test's ``E       AssertionError: assert '' == '\\x80'`` line holds it whole.

Fixtures: ``fixtures/trial-16`` (real output made on this machine; its README says by what), each run
as the failing step of an Actions job log.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path

ActionsLog = Callable[[str, list[str]], bytes]
Triage = Callable[[str, str], TriageReport]

TRIAL = Path(__file__).resolve().parents[1] / "fixtures" / "trial-16"


@pytest.fixture
def triage(tmp_path: Path, actions_log: ActionsLog) -> Triage:
    """The report of the fixture ``name`` printed by a failing step that ran ``command``."""

    def report(command: str, name: str) -> TriageReport:
        path = tmp_path / "job.log"
        path.write_bytes(actions_log(command, (TRIAL / name).read_text(encoding="utf-8").splitlines()))
        return triage_path(path, Analyser.load(), DEFAULT_BUDGET)[0]

    return report


def _messages(report: TriageReport) -> list[tuple[str, str | None]]:
    return [(test.name, test.message) for test in report.jobs[0].failed_tests]


def test_doctest_says_what_it_expected_and_got_not_its_list_of_items_without_tests(triage: Triage) -> None:
    report = triage("python -m doctest -v src/mylib/calc.py", "doctest-v.plain.log")
    assert _messages(report) == [("calc.add", "Failed example: add(2, 2); Expected: 5; Got: 4")]
    assert report.summary.endswith("failed tests calc.add — Failed example: add(2, 2); Expected: 5; Got: 4.")


def test_pytest_doctest_section_names_its_test(triage: Triage) -> None:
    report = triage("python -m pytest --doctest-modules src/mylib/calc.py", "pytest-doctest-modules.plain.log")
    assert _messages(report) == [
        ("src/mylib/calc.py::mylib.calc.add", "Failed example: add(2, 2); Expected: 5; Got: 4")
    ]
    assert report.failed_tests_total == 1  # the section's ``mylib.calc.add`` is the summary's test


def test_doctest_values_that_look_like_calls_are_quoted(triage: Triage) -> None:
    report = triage("python -m pytest --doctest-modules shapes.py", "pytest-doctest-repr-values.plain.log")
    assert _messages(report) == [
        ("shapes.py::shapes.origin", "Failed example: origin(); Expected: Point(x=0, y=0); Got: Point(x=1, y=0)")
    ]


def test_jest_snapshot_mismatch_quotes_the_matcher_not_the_diffs_legend(triage: Triage) -> None:
    report = triage("npx jest --ci __tests__", "jest-snapshot.plain.log")
    assert _messages(report) == [  # what changed (trial 88 #10), not the matcher's hint nor the diff's legend
        (
            "renders card",
            'Snapshot name: `renders card 1`: - "<div class="card">Hi, Bob!</div>";'
            ' + "<div class="card">Hello, Bob!</div>"',
        )
    ]


def test_node_deep_equal_message_quotes_the_diffs_first_differing_lines_not_its_legend(triage: Triage) -> None:
    report = triage("node --test", "node-test-deep-equal.plain.log")
    message = "Expected values to be strictly deep-equal: + retries: 3; - retries: 2 (+ actual - expected)"
    assert _messages(report) == [("merges config", message)]


def test_mocha_deep_equal_message_quotes_nodes_diff_and_stops_at_mochas_own(triage: Triage) -> None:
    report = triage("npx mocha", "../trial-19/mocha.plain.log")  # trial-19, FINDINGS #15
    deep = "AssertionError [ERR_ASSERTION]: Expected values to be strictly deep-equal: + 2; - 3 (+ actual - expected)"
    assert _messages(report)[1] == ("math deep equal objects", deep)
    assert _messages(report)[0][1] == "AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: 9 !== 8"


def test_ctest_quotes_the_tests_output_not_its_verdict(triage: Triage) -> None:
    command = "ctest --test-dir build --output-on-failure"
    report = triage(command, "ctest-output-on-failure.plain.log")
    assert _messages(report) == [("math_sub", "t_math.c:6: assertion failed: expected 3, got 2")]


def test_ctest_without_the_tests_output_keeps_its_verdict(triage: Triage, tmp_path: Path) -> None:
    lines = (TRIAL / "ctest-output-on-failure.plain.log").read_text(encoding="utf-8").splitlines()
    quiet = tmp_path / "ctest-quiet.log"
    quiet.write_text("\n".join(line for line in lines if "assertion failed" not in line), encoding="utf-8")
    report = triage("ctest --test-dir build", str(quiet))
    assert _messages(report) == [("math_sub", "Failed")]


def test_a_cut_pytest_summary_message_is_quoted_whole_from_the_tests_e_line(triage: Triage) -> None:
    report = triage("python -m pytest tests/test_calc.py", "pytest-no-colour-cut-summary.plain.log")
    assert _messages(report) == [("tests/test_calc.py::test_encode_roundtrip", "AssertionError: assert '' == '\\x80'")]
