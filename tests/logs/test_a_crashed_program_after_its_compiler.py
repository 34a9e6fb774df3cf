"""A program the step built and ran that a signal ended is what failed, not the compiler before it
(trial 124 #8): ``gcc -g -o app main.c`` then ``./app``, bash's ``bash: line 2:  2320 Segmentation
fault      ./app`` (gcc 12.2.0, bash 5.2.15; ``tests/fixtures/t124b``, its README says how it was
made). The step's tool was gcc, its first command; ``./app`` is the project's program, no catalogue
tool, so the report names none (as a home-made test harness after javac names none)."""

from __future__ import annotations

from pathlib import Path

from tests.logs.test_baseline_of_another_or_failed_run import CHECKOUT, job_log

OUTPUT = Path(__file__).parents[1] / "fixtures" / "t124b" / "gcc-then-app-segfaults.out"
SCRIPT = ["gcc -g -o app main.c", "./app", "echo done"]


def test_the_crashed_program_not_the_compiler_before_it_failed(tmp_path: Path, triage_json) -> None:
    step = [f"##[group]Run {SCRIPT[0]}", *SCRIPT, "shell: /usr/bin/bash -e {0}", "##[endgroup]"]
    log = job_log(
        tmp_path, "segv.log", CHECKOUT, [*step, *OUTPUT.read_text(encoding="utf-8").splitlines()], exit_code=139
    )
    report = triage_json(log)
    assert report["category"] == "runtime error"
    assert report["tool"] is None
