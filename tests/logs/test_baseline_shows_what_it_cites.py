"""With ``--baseline``, the excerpt holds the error the report cites ("Why", "Next step"), new or known.

A compiler error in ``go test``'s build of one package, then the other packages' tests passing: the
error's block ran on over the next test's ``=== RUN`` line to that test's ``--- PASS:`` verdict, so
it was taken for a passing test's own output and left out; without a baseline the step's tail
happened to show it, with one the excerpt was only ``FAIL … [build failed]`` and the exit line while
the report cited the compiler error and said "Fix the first compiler error shown above".

``fixtures/baseline/trial-o/gobuild-in-test.*.log`` are the user trial's logs (go 1.2x's output
in a GitHub Actions job log); ``fixtures/baseline/go-test-build-failed-*.out`` is real ``go test
-v ./...`` output of go 1.19 made on this machine (a test file assigning an ``int`` to a
``float64``, then fixed), wrapped here in the job log shape.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tests.logs.test_baseline_of_another_or_failed_run import CHECKOUT, job_log, script

from ci_triage.commands.cli import main
from ci_triage.logs.excerpt import select_new_lines
from ci_triage.logs.localise import Block, LogLine

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parent / "fixtures" / "baseline"
GO_19_ERROR = (
    "price/price_test.go:6:21: cannot use WithTax(100) (value of type int) as type float64 in variable declaration"
)


def triage(capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    code = main(["triage", *args, "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out)


def excerpt_lines(report: dict) -> list[str]:
    return [line for span in report["excerpt"] for line in span["lines"]]


def go_19_logs(tmp_path: Path) -> tuple[Path, Path]:
    def output(name: str) -> list[str]:
        return (FIXTURES / name).read_text(encoding="utf-8").splitlines()

    failing = job_log(
        tmp_path,
        "fail.log",
        CHECKOUT,
        script("go test -v ./...", output("go-test-build-failed-fails.out")),
        exit_code=2,
    )
    passing = job_log(
        tmp_path, "pass.log", CHECKOUT, script("go test -v ./...", output("go-test-build-failed-passes.out"))
    )
    return failing, passing


def test_the_trials_compiler_error_in_a_go_test_build_is_in_the_excerpt_with_a_baseline(
    capsys: pytest.CaptureFixture[str],
) -> None:
    trial = FIXTURES / "trial-o"
    report = triage(
        capsys, str(trial / "gobuild-in-test.fail.log"), "--baseline", str(trial / "gobuild-in-test.pass.log")
    )
    lines = excerpt_lines(report)
    assert "other/x_test.go:7:5: undefined: Foo" in lines
    assert "# example.com/trial/other [example.com/trial/other.test]" in lines
    cited = report["signals"][0]
    spans = [(span["start_line"], span["end_line"]) for span in report["excerpt"]]
    assert any(start <= cited["line"] <= end for start, end in spans), (cited, spans)


@pytest.mark.parametrize("with_baseline", [False, True], ids=["alone", "with-baseline"])
def test_go_19s_compiler_error_in_a_test_build_is_quoted_and_shown(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], with_baseline: bool
) -> None:
    failing, passing = go_19_logs(tmp_path)
    report = triage(capsys, str(failing), *(["--baseline", str(passing)] if with_baseline else []))
    assert report["category"] == "compile/build error"
    assert GO_19_ERROR in excerpt_lines(report)
    assert GO_19_ERROR in report["summary"], "the first compiler error, not go's FAIL … [build failed] line"


def test_a_passing_tests_logged_error_is_still_its_own_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The rule the compiler error fell to still holds inside a test: what a passing test logged
    (go's ``t.Log``, between its ``=== RUN`` and its ``--- PASS:``) is not the failure."""
    go_output = (FIXTURES / "go-test-build-failed-fails.out").read_text(encoding="utf-8").splitlines()
    logged = [
        "=== RUN   TestLookup",
        "    lookup_test.go:9: error: cache miss, reading through",
        "--- PASS: TestLookup (0.00s)",
    ]
    failing = job_log(tmp_path, "fail.log", CHECKOUT, script("go test -v ./...", [*logged, *go_output]), exit_code=2)
    report = triage(capsys, str(failing))
    assert "lookup_test.go:9" not in report["summary"]
    assert GO_19_ERROR in report["summary"]


def _line(number: int, text: str, score: float) -> LogLine:
    line = LogLine(number, text, None, [], 0)
    line.score = score
    return line


def test_the_cited_block_is_offered_whole_even_when_it_is_known_and_no_block_holds_it() -> None:
    """``select_new_lines`` offers the block of the line the report cites right after the quoted
    line's, new or not: here the cited line is known (the passing log printed it too) and scores
    low after the baseline's weighting, and only the exit block is new."""
    lines = {
        1: _line(1, "src/app.c:3:1: error: unknown type name 'widget'", 0.2),
        2: _line(2, "make: *** [Makefile:2: app.o] Error 1", 0.2),
        3: _line(3, "Process completed with exit code 2.", 2.0),
    }
    exit_block = Block(start=2, end=3, head=3, score=2.0, section=0, kind="exit")
    cited = Block(start=1, end=1, head=1, score=0.2, section=0)
    chosen = select_new_lines(
        [exit_block], [], lines, 2000, frozenset({3}), {0}, "new since run 7", cited=cited, known_reason="also in run 7"
    )
    assert 1 in chosen
    assert chosen[1].endswith("(also in run 7)")
