"""A suite's passing tests' result lines are no evidence: the excerpt of a TAP (``prove -v``, bats),
minitest ``-v`` or googletest run shows the failure's lines, not the step's tail of ``ok N`` lines
(trial 36 #7; real output, see ``fixtures/trial-36-suites/README.md``), as it already did for pytest
``-v`` and ``go test -v``."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.passing import names_passing_test

TRIAL = Path(__file__).parent / "fixtures" / "trial-36-suites"


def _shown(report: dict) -> list[str]:
    return [line.strip() for block in report["excerpt"] for line in block["lines"]]


@pytest.mark.parametrize(
    ("log", "passing", "cause"),
    [
        ("perl-gha-fail.log", "ok 86 - trim case 86", "#   Failed test 'apostrophes keep lower case after them'"),
        ("shell-gha-bats.log", "ok 1 patch bump 1.2.0", "not ok 123 prerelease suffix is kept"),
        ("ruby-gha-fail-v.log", "TestInventory#test_add_80 = 0.00 s = .", "Expected: 0"),
        ("cpp-gha-gtest-nocrash.log", "[       OK ] Sizes/MeanTest.ConstantMean/3 (0 ms)", "Which is: 3"),
    ],
)
def test_passing_tests_result_lines_are_left_out(triage_json, log: str, passing: str, cause: str) -> None:
    report = triage_json(TRIAL / log)
    shown = _shown(report)
    assert report["category"] == "test failure"
    assert cause in shown
    assert passing not in shown
    assert report["excerpt_tokens"] < 400


def test_a_failed_tests_start_line_stays(triage_json) -> None:
    shown = _shown(triage_json(TRIAL / "cpp-gha-gtest-nocrash.log"))
    assert "[ RUN      ] Median.EvenCount" in shown
    assert "[  FAILED  ] Median.EvenCount (0 ms)" in shown
    assert not any(line.startswith("[ RUN      ] Sizes/") for line in shown)


def test_cargo_workspace_excerpt_leaves_out_passing_tests(triage_json) -> None:
    shown = _shown(triage_json(TRIAL / "rust-gha-fail.log"))
    assert "test tests::pct_too_big - should panic ... FAILED" in shown
    assert "test geom/src/lib.rs - perimeter (line 14) ... FAILED" in shown
    passing = [line for line in shown if line.startswith("test ") and line.endswith("... ok")]
    assert len(passing) <= 2  # a failed test's neighbour above it, not the ~47 of the step's tail


def test_a_bare_dot_inside_a_failed_tests_report_does_not_split_it(corpus: Path, triage_json) -> None:
    """rails' minitest report quotes the command's output, a lone ``.``, between ``"sqlite>" expected,
    but got:`` and ``Expected "" to include "sqlite>".``: a bare progress dot says no test passed, so the
    report stays one span (tuning log; a dot taken for passing work had cut it into two)."""
    log = corpus / "logchunks" / "logs" / "Ruby" / "rails@rails" / "failed" / "517100249.log.gz"
    report = triage_json(log)
    spans = [(block["start_line"], block["end_line"]) for block in report["excerpt"]]
    assert any(start <= 2595 and end >= 2602 for start, end in spans), spans


@pytest.mark.parametrize(
    ("text", "names"),
    [(".", False), ("..s", False), ("....  [ 40%]", True), ("ok 3 - trims", True), ("x ... ok", True)],
)
def test_only_a_line_that_says_more_than_dots_names_a_passing_test(text: str, names: bool) -> None:
    assert names_passing_test(text) is names
