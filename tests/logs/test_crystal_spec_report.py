"""crystal spec's RSpec-like report: a failed example's place is the ``# spec/x_spec.cr:11`` line
under its ``Failure/Error:``, not the line its rerun command starts it at (``crystal spec
spec/x_spec.cr:9``), and a plain log's tool is crystal-spec, told from RSpec by Crystal's own
words (its rerun command, its tally of failures, errors and pending) (user trial 131).

The log is real Crystal 1.6.0 output (tests/fixtures/s49-runners/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURE = Path(__file__).parents[1] / "fixtures" / "s49-runners" / "crystal-spec-fail.txt"


def test_the_failure_line_is_the_examples_place(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURE, "--no-home-skills")
    assert [(test["name"], test["file"], test["line"]) for test in report["failed_tests"]] == [
        ("Money converts dollars to cents", "spec/money_spec.cr", 11)
    ]
    assert (report["locations"][0]["file"], report["locations"][0]["line"]) == ("spec/money_spec.cr", 11)


def test_a_plain_logs_report_is_crystal_specs_not_rspecs(triage_json: Callable[..., dict], tmp_path: Path) -> None:
    plain = tmp_path / "crystal-spec.log"  # the log without the command line that names crystal spec
    plain.write_text(FIXTURE.read_text(encoding="utf-8").split("\n", 1)[1], encoding="utf-8")
    report = triage_json(plain, "--no-home-skills")
    assert (report["category"], report["tool"]) == ("test failure", "crystal-spec")
