"""Every factor applied to the confidence is a step of ``confidence_steps``: recomputed from the steps,
the chain starts at the verdict's strongest evidence (the full value of a line it shows, before any
discount of where that line is) and ends at the confidence shown.

The logs: every trial fixture under ``tests/fixtures/trial-*`` and a sample of the corpus's tuning
part (``benchmarks/split.py``; the held-out part is never read). Before session 15 a tool the script
tolerated (trial-z's ``f08-lint-then-test-semicolon.log``: ``0.90 → 0.36``), a log without an exit
marker (× 0.75) and a step after a cancellation (× 0.5) cut the confidence with no step saying so,
and a step after the calibration started from the rounded confidence. In session 15 trial-ab's
pytest ``FAILED`` line read as a passing test's output (a ``PASSED`` line, or ``the build passed``,
right after it) counted × 0.4, so a weaker line became the strongest evidence (0.90 → 0.70) with no
step: the chain must start at the full value of the verdict's strongest line shown.
"""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

import pytest

from ci_triage.base.errors import InputError
from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.classify import CLASSIFY_ROLE_FACTOR, STEP_TOOL_VALUE, STRUCTURAL_VALUE
from ci_triage.logs.junit_category import JUNIT_VALUE
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path

ROOT = Path(__file__).resolve().parents[2]
TRIAL_LOGS = sorted((ROOT / "tests" / "fixtures").glob("trial-*/*.log"))
CORPUS_EVERY = 8
"""Every how many tuning logs of the corpus (in name order) one is read: about 70 of 552."""
TOLERANCE = 0.0015
"""Steps round their ends to three places."""


def _full_values(report: TriageReport, analyser: Analyser, category: str | None = None) -> set[float]:
    """The values the verdict's strongest evidence may start from: each shown signal's weight × its
    role factor (a catalogue or script-message hit: its weight), a job's end (timeout, cancel), JUnit.
    With ``category``: only the full values of the shown skill signals of that category."""
    roles = {(skill.name, signal.id): signal.role for skill in analyser.skills.skills for signal in skill.signals}
    values = set() if category else {STRUCTURAL_VALUE, STEP_TOOL_VALUE, JUNIT_VALUE}
    for hit in report.signals:
        if category and (hit.category != category or (hit.skill, hit.signal) not in roles):
            continue
        role = roles.get((hit.skill, hit.signal))
        values.add(round(min(hit.weight * (CLASSIFY_ROLE_FACTOR[role] if role else 1.0), 1.0), 3))
    return values


def chain_problems(report: TriageReport, analyser: Analyser) -> list[str]:
    """What is wrong with ``report``'s chain of confidence steps (empty: nothing)."""
    steps = report.confidence_steps
    if report.confidence == 0 and not steps:
        return []
    if not steps:
        return [f"confidence {report.confidence} with no step"]
    problems = []
    for before, after in itertools.pairwise(steps):
        if abs(before.after - after.before) > TOLERANCE:
            problems.append(f"{before.reason!r} ends at {before.after}, {after.reason!r} starts at {after.before}")
    if abs(steps[-1].after - report.confidence) > 0.005 + TOLERANCE:
        last = steps[-1]
        problems.append(f"the last step ({last.reason!r}) ends at {last.after}, confidence {report.confidence}")
    if report.category == "unknown":
        return problems
    job = next(job for job in report.jobs if job.failure_found)
    strongest = min(job.classification.scores.get(report.category, 0.0), 1.0)
    first = steps[0].after if steps[0].reason == "evidence discounted" else steps[0].before
    if abs(first - strongest) > TOLERANCE:
        problems.append(f"the chain reaches {first}, the strongest evidence is {strongest}")
    if not any(abs(steps[0].before - value) <= TOLERANCE for value in _full_values(report, analyser)):
        problems.append(f"the chain starts at {steps[0].before}, no line's full value: a discount is silent")
    top = max(_full_values(report, analyser, report.category), default=0.0)
    if top > steps[0].before + TOLERANCE:
        problems.append(
            f"the chain starts at {steps[0].before} below a line of the verdict worth {top}: its discount is silent"
        )
    return problems


def _triage(path: Path, analyser: Analyser) -> TriageReport:
    return triage_path(path, analyser, DEFAULT_BUDGET)[0]


@pytest.mark.parametrize("path", TRIAL_LOGS, ids=lambda path: f"{path.parent.name}/{path.name}")
def test_the_steps_of_a_trial_log_give_its_confidence(path: Path, analyser: Analyser) -> None:
    assert chain_problems(_triage(path, analyser), analyser) == []


def test_the_steps_of_tuning_corpus_logs_give_their_confidence(corpus: Path, analyser: Analyser) -> None:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        from equivalence import corpus_logs, sample
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))
    tuning = [log for log in corpus_logs(corpus) if not log.held_out]
    wrong = {}
    for log in sample(tuning, CORPUS_EVERY):
        try:
            report = _triage(log.path, analyser)
        except InputError:  # a log the triage refuses (cut short, no failure) has no chain
            continue
        if problems := chain_problems(report, analyser):
            wrong[log.name] = problems
    assert wrong == {}


def test_a_tolerated_tool_s_discount_is_a_step(tmp_path: Path, analyser: Analyser) -> None:
    """``ruff check || true`` then a step that only fails: ruff's lint lines count × 0.4 and say so."""
    log = tmp_path / "tolerated.log"
    log.write_text(
        "##[group]Run ruff check . || true\n"
        "ruff check . || true\n"
        "shell: /usr/bin/bash -e {0}\n"
        "##[endgroup]\n"
        "app/x.py:1:8: F401 [*] `os` imported but unused\n"
        "Found 1 error.\n"
        "exit 3\n"
        "##[error]Process completed with exit code 3.\n",
        encoding="utf-8",
    )
    report = _triage(log, analyser)
    assert chain_problems(report, analyser) == []
    assert report.category == "lint/format"
    first = report.confidence_steps[0]
    assert (first.reason, first.before, first.after) == ("evidence discounted", 0.85, 0.34)
    assert "ruff's failure was tolerated by the step's script (× 0.4)" in first.detail


def test_a_plain_log_without_exit_marker_says_so_in_a_step(tmp_path: Path, analyser: Analyser) -> None:
    log = tmp_path / "terminal.log"
    log.write_text(  # cut before pytest's closing tally (`1 failed in 0.01s` would end the run)
        "$ python -m pytest -q\nF\nFAILED tests/test_a.py::test_a - assert 1 == 2\n",
        encoding="utf-8",
    )
    report = _triage(log, analyser)
    assert report.confidence_steps[-1].reason == "no exit marker"
    assert chain_problems(report, analyser) == []
