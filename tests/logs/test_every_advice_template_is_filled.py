"""No advice a skill writes reaches a report with a placeholder left in it: trial 88 (#3) printed
"maps the runner's port the step dialled{port} to the service's own", a refused connection's advice
added to a test failure's as a rival's, unfilled. Every skill's ``next_step``,
``next_step_by_format`` and ``next_step_repeated`` may hold only the placeholders
:mod:`ci_triage.logs.signal_next_step` fills, and filling them, with or without the groups they
read, leaves none."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.logs import memory_limit, signal_next_step
from ci_triage.logs.signals import CompiledSignal, SignalIndex, SignalMatch
from ci_triage.logs.skills import load_skills

PLACEHOLDER = re.compile(r"\{[a-z_]+\}")
FILLED = {
    signal_next_step.COMMAND,
    signal_next_step.GENERATOR,
    signal_next_step.FIX,
    signal_next_step.HINT,
    signal_next_step.PORT,
    signal_next_step.SERVICE,
    signal_next_step.INPUT,
    signal_next_step.CODES,
    signal_next_step.REQUIREMENTS,
    signal_next_step.INSTALLED,
    signal_next_step.REPRODUCE,
    signal_next_step.FRAME,
    signal_next_step.HOST,
    signal_next_step.PACKAGE,
    signal_next_step.FOLDER,
    memory_limit.ALLOCATION,
    memory_limit.LIMIT,
    signal_next_step.CONFLICT,
    signal_next_step.SUBMODULE,
    signal_next_step.TEST,
    signal_next_step.IGNORED,
    signal_next_step.BUILT,
    signal_next_step.PLACE,
    signal_next_step.CHECK,
    signal_next_step.REPEAT,
    signal_next_step.FOUND,
    signal_next_step.REQUIRED,
    signal_next_step.SECRET,
}
ADVISING = [signal for signal in SignalIndex(load_skills()).signals if signal.next_step or signal.next_step_by_format]


def _advice(signal: CompiledSignal) -> list[str]:
    texts = [signal.next_step, signal.next_step_repeated, *signal.next_step_by_format.values()]
    return [text for text in texts if text]


@pytest.mark.parametrize("signal", ADVISING, ids=lambda signal: f"{signal.skill}/{signal.id}")
def test_the_advice_holds_only_placeholders_that_are_filled(signal: CompiledSignal) -> None:
    for text in _advice(signal):
        assert set(PLACEHOLDER.findall(text)) <= FILLED, text


@pytest.mark.parametrize("groups", [{}, {"fix": "pip install x", "port": "5433", "rerun": "make test"}])
def test_filling_leaves_no_placeholder(groups: dict[str, str]) -> None:
    for signal in ADVISING:
        for log_format in ("plain", *signal.next_step_by_format):
            advice = signal_next_step.match_next_step(None, SignalMatch(signal, groups), {}, log_format)
            assert advice is None or not PLACEHOLDER.search(advice), (signal.skill, signal.id, advice)


def test_a_rival_refusals_advice_names_the_port(triage_json: Callable[..., dict]) -> None:
    """A test failure with one test refused by a server on this machine adds the refusal's advice,
    its port filled (real pytest 9.2.0 run, tests/fixtures/s33-t88/README.md)."""
    report = triage_json(Path(__file__).parents[1] / "fixtures" / "s33-t88" / "mixed_refused.log")
    assert report["category"] == "test failure"
    assert "the step dialled, 42387, to" in report["next_step"]
    assert not PLACEHOLDER.search(report["next_step"])


def test_a_server_that_refused_every_test_is_configuration(triage_json: Callable[..., dict]) -> None:
    """Every test's report of requests' long tracebacks ends in ``Connection refused`` to 127.0.0.1,
    the last two read past lines the step's windows left out (trial 88, #3)."""
    report = triage_json(Path(__file__).parents[1] / "fixtures" / "s33-t88" / "api_refused.log")
    assert report["category"] == "configuration"
    assert "dialled, 42387, to" in report["next_step"]
