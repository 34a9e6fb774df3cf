"""How many tests failed does not depend on which lines the first pass kept.

A failing step too long to read whole is read in windows around the trigger lines the first pass
kept, a bounded number of them. The corpus's Travis log of nginx-proxy (LogChunks, a tuning
repository) runs pytest 3.0.5 over a 24,000-line step: 115 ``test_x.py::test_y FAILED`` lines, then
their reports, then ``115 failed, 2 passed, 12 xfailed in 213.12 seconds``. With docker pull's
``Status: Downloaded newer image`` lines kept as triggers too (R CMD check's skill once had the
literal ``Status: ``), the windows moved and 23 of those result lines went unread: the report said 92
failed. The step's result lines are now read from the whole step
(:func:`ci_triage.logs.step_results.step_result_lines`).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.first_pass import Anchor, Section, Triggers
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.logs.step_results import RESULT_LINES_KEPT, step_result_lines

NGINX_PROXY_LOG = Path("logchunks/logs/Shell/jwilder@nginx-proxy/failed/565363656.log.gz")
"""A tuning-part log (``benchmarks/split.py``: ``jwilder@nginx-proxy`` is not held out)."""
DOCKER_PULL_WORDS = ("Status: ", False)
"""A first-pass literal that the log's docker pull lines hold (``Status: Downloaded newer image for
…``), none of them about the failure."""


def _failed_tests(log: Path, analyser: Analyser) -> tuple[list[str], int | None]:
    with open_log_source(str(log)) as source:
        report, _ = triage_source(source, analyser, 2000)
    return [test.name for test in report.failed_tests], report.failed_tests_total


def test_an_extra_first_pass_trigger_leaves_the_failed_tests_and_their_total(
    corpus: Path, analyser: Analyser, monkeypatch: pytest.MonkeyPatch
) -> None:
    log = corpus / NGINX_PROXY_LOG
    names, total = _failed_tests(log, analyser)
    monkeypatch.setattr(analyser, "triggers", Triggers([*analyser.signals.trigger_literals(), DOCKER_PULL_WORDS]))
    assert _failed_tests(log, analyser) == (names, total)
    assert total == 115


def _whole(lines: list[str]) -> Section:
    return Section(index=0, name="", start=Anchor(line=1, offset=0, tier=0), end_line=len(lines))


def test_result_lines_are_found_through_colours_and_a_tally_at_the_steps_end(tmp_path: Path) -> None:
    """pytest colours a result line's word (``\\x1b[31mFAILED``); the tally is kept however many
    result lines come before it."""
    lines = [f"t.py::test_{n} \x1b[31mFAILED\x1b[0m" for n in range(RESULT_LINES_KEPT + 5)]
    lines += ["ok", "\x1b[31m===== 10005 failed in 3.00s =====\x1b[0m"]
    log = tmp_path / "step.log"
    log.write_text("\n".join(lines) + "\n")
    with log.open("rb") as file:
        found, whole = step_result_lines(file, _whole(lines), len(lines), ((" FAILED", False),))
    assert sorted(found)[:2] == [1, 2]
    assert len(found) == RESULT_LINES_KEPT + 1
    assert found[len(lines)] == lines[-1].encode()
    assert not whole
