"""A command a signal ended is not the step's end when the script went on (issue 12's trial: a
script ``kill -9``s its own background ``http.server``, bash reports ``Killed`` for it, then
flake8 fails with exit 1). Lines are the trial's real output (GNU bash 5.2, flake8 7.5.0)."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.logs.test_tool_output_shapes import actions_step, triage

from ci_triage.logs.analyse import Analyser

OUTPUT = [
    "running smoke tests against localhost:8765",
    "smoke ok",
    "e2e.sh: line 7:  1214 Killed                  python3 -m http.server 8765 > /dev/null 2>&1",
    "== lint",
    "widget/calc.py:1:1: F401 'os' imported but unused",
    "widget/calc.py:2:1: F401 'sys' imported but unused",
    "widget/calc.py:2:11: E401 multiple imports on one line",
    "widget/calc.py:29:5: F841 local variable 'password' is assigned to but never used",
]


@pytest.mark.parametrize("shape", ["plain", "actions"])
def test_a_killed_command_the_script_went_on_after_neither_ends_the_step_nor_rivals_it(
    analyser: Analyser, tmp_path: Path, shape: str
) -> None:
    if shape == "plain":
        log = tmp_path / "job.log"
        log.write_text("\n".join(OUTPUT) + "\n")
    else:
        log = actions_step(tmp_path, "bash ci/e2e.sh", OUTPUT, 1)
    report = triage(analyser, log)
    job = report.jobs[0]
    assert report.category == "lint/format"
    assert job.exit_code == (None if shape == "plain" else 1)
    out_of_memory = [other for other in job.classification.competing if other.category == "out-of-memory"]
    assert out_of_memory, job.classification.scores  # still read: a kill -9 is weak evidence of memory
    assert not any("rival" in step.detail for step in job.classification.confidence_steps), (
        job.classification.confidence_steps
    )


def test_a_killed_command_that_ends_the_script_still_names_the_exit_code(analyser: Analyser, tmp_path: Path) -> None:
    log = tmp_path / "job.log"
    log.write_text("\n".join([*OUTPUT[:2], "e2e.sh: line 9:  1301 Killed                  node build.js"]) + "\n")
    report = triage(analyser, log)
    assert report.category == "out-of-memory"
    assert report.jobs[0].exit_code == 137


def test_a_crash_that_make_passes_on_keeps_its_full_weight(analyser: Analyser, tmp_path: Path) -> None:
    """make's ``*** [Makefile:4: assets] Error 139`` under the shell's crash line is the crash
    passed on (a wrapper's line), not another command's error after it."""
    log = tmp_path / "job.log"
    log.write_text(
        "./run_gen.sh: line 3: 29014 Segmentation fault      (core dumped) ./gen\n"
        "make: *** [Makefile:4: assets] Error 139\n"
    )
    report = triage(analyser, log)
    assert report.category == "runtime error"
    assert report.jobs[0].exit_code == 2  # make's own status after the recipe's 139 (GNU make manual)
    assert report.jobs[0].classification.scores["runtime error"] >= 0.85


def test_a_crash_make_reports_ends_the_step_with_makes_own_exit_code(analyser: Analyser, tmp_path: Path) -> None:
    """make reports a recipe a signal ended itself (``make: *** [Makefile:9: check] Segmentation
    fault``) and exits 2 (GNU make manual, "How to Run make"): the runner's ``exit code 2`` is that
    crash ending the step, not the step going on after it (session 16's trial: real output of GNU
    Make 4.3 running a gcc 12 test binary that segfaults; its confidence was halved, 0.85 → 0.42)."""
    output = ["gcc -Wall -O0 -g -o test_seg seg.c", "./test_seg", "running test_copy"]
    log = actions_step(tmp_path, "make check", [*output, "make: *** [Makefile:9: check] Segmentation fault"], 2)
    job = triage(analyser, log).jobs[0]
    assert job.classification.category == "runtime error"
    assert job.classification.confidence >= 0.85
    assert not any("went on after" in step.detail for step in job.classification.confidence_steps)
    survived = actions_step(tmp_path, "make check", [*output, "make: *** [Makefile:9: check] Segmentation fault"], 1)
    assert triage(analyser, survived).jobs[0].classification.confidence < 0.85  # exit 1: something else ended it
