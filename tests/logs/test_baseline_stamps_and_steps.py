"""Trial-aa's --baseline findings: stamps on one side only, a cut-short passing log, a changed step."""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs import compare
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.skills import load_skills
from ci_triage.logs.source import open_log_source
from ci_triage.logs.templates import template_keys

STEPS = [
    "Current runner version: '2.321.0'",
    "##[group]Run cargo clippy --all-targets -- -D warnings",
    "cargo clippy --all-targets -- -D warnings",
    "shell: /usr/bin/bash -e {0}",
    "##[endgroup]",
    "    Checking calc v0.1.0 (/home/runner/work/app/app)",
    "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.43s",
]
END = ["Post job cleanup.", "Cleaning up orphan processes"]


def _stamped(lines: list[str]) -> str:
    return "".join(f"2026-12-03T09:00:{n:02d}.1370000Z {line}\n" for n, line in enumerate(lines))


def test_a_line_with_the_runners_stamp_has_the_template_of_the_same_line_without() -> None:
    text = "\n".join(STEPS).encode()
    assert template_keys(_stamped(STEPS).encode().rstrip(b"\n")) == template_keys(text)


def test_a_passing_log_cut_short_is_not_used_and_says_so(tmp_path: Path) -> None:
    whole, cut = tmp_path / "whole.log", tmp_path / "cut.log"
    whole.write_text(_stamped(STEPS + END), encoding="utf-8")
    cut.write_text(_stamped(STEPS), encoding="utf-8")
    analyser = Analyser(load_skills([tmp_path / "no-skills"]))
    used, warnings = compare.load_baseline(str(whole), ended_early=analyser.ended_early)
    assert used
    assert not warnings
    assert used[0].label == "the passing log whole.log"
    used, warnings = compare.load_baseline(str(cut), ended_early=analyser.ended_early)
    assert [baseline.refused for baseline in used] == [True]
    assert not used[0].templates
    assert "ends before its job did" in warnings[0]


def test_a_failing_step_whose_command_changed_is_named_not_called_another_jobs(tmp_path: Path) -> None:
    passing, failing = tmp_path / "green.log", tmp_path / "red.log"
    passing.write_text(_stamped(STEPS + END), encoding="utf-8")
    # a command added to the step is another command (another value of an option both have, ``-D
    # warnings`` then and ``-D clippy::all`` now, is an options-only change: the baseline is kept)
    changed = [line.replace("-D warnings", "-D warnings && cargo test") for line in STEPS[:6]]
    failing.write_text(
        _stamped([*changed, "error: unneeded `return` statement", "##[error]Process completed with exit code 101."]),
        encoding="utf-8",
    )
    baselines, _ = compare.load_baseline(str(passing))
    warnings: list[str] = []
    with open_log_source(str(failing)) as source:
        assert compare.comparison_for(source.members[0], baselines, warnings) is None
    assert (
        "changed since that run (the passing log green.log ran `Run cargo clippy --all-targets -- -D warnings`)"
        in (warnings[0])
    )
    assert "another job" not in warnings[0]


def test_another_value_of_an_option_both_give_keeps_the_baseline(tmp_path: Path) -> None:
    passing, failing = tmp_path / "green.log", tmp_path / "red.log"
    passing.write_text(_stamped(STEPS + END), encoding="utf-8")
    changed = [line.replace("-D warnings", "-D clippy::all") for line in STEPS[:6]]
    failing.write_text(
        _stamped([*changed, "error: unneeded `return` statement", "##[error]Process completed with exit code 101."]),
        encoding="utf-8",
    )
    baselines, _ = compare.load_baseline(str(passing))
    warnings: list[str] = []
    with open_log_source(str(failing)) as source:
        assert compare.comparison_for(source.members[0], baselines, warnings) is not None
    assert "its options changed since that run (-D warnings → clippy::all)" in warnings[0]


def test_a_failed_tests_message_the_passing_log_printed_gives_way_to_a_new_line() -> None:
    """Trial-aa's real ``go test -race`` pair: the test's ``t.Logf`` warning, printed by the green
    run too, was quoted as the failure over ``WARNING: DATA RACE``, new in the red run."""
    fixtures = Path(__file__).parents[1] / "fixtures" / "trial-aa"
    baselines, _ = compare.load_baseline(str(fixtures / "go-race-green.log"))
    analyser = Analyser(load_skills([fixtures / "no-skills"]))
    with open_log_source(str(fixtures / "go-race-red.log")) as source:
        member = source.members[0]
        analysis = analyser.analyse(member, 2000, comparison=compare.comparison_for(member, baselines, []))
    [(name, message)] = [(test.name, test.message) for test in analysis.report.failed_tests]
    assert (name, message.split(":", 2)[:2]) == ("TestInc", ["WARNING", " DATA RACE"])
