"""pyupgrade's advice quotes the step's own command, whose ``--pyXY-plus`` option is the one to run.

The advice quoted a fixed ``pyupgrade --py311-plus FILES`` while the step ran ``--py39-plus``
(fresh-user trial t122); a rewriter run locally with another option rewrites other code. Its
``next_step`` writes ``{command|pyupgrade --py311-plus FILES}``: the log's command that ran the tool
(:func:`ci_triage.logs.signal_next_step.rerun_command`), else the example, so a plain log, which
shows no command, still gets pyupgrade's advice.

Real output (tests/fixtures/s44-budget/README.md): pyupgrade 3.22.0."""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.logs.signal_next_step import with_command_or_example

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s44-budget"


def _advice(path: Path, analyser: Analyser) -> str:
    report, _ = triage_path(path, analyser, 2000)
    advice = report.jobs[0].classification.next_step
    assert advice is not None
    return advice


def test_the_wrapped_steps_option_is_quoted(analyser: Analyser) -> None:
    advice = _advice(FIXTURES / "pyupgrade-py310.log", analyser)
    assert "(`pyupgrade --py310-plus report.py`)" in advice
    assert "--py311-plus" not in advice


def test_a_plain_log_keeps_the_example(analyser: Analyser) -> None:
    advice = _advice(FIXTURES / "pyupgrade-py310-plain.log", analyser)
    assert advice.startswith("pyupgrade rewrote the files listed above")
    assert "(`pyupgrade --py311-plus FILES`)" in advice


def test_the_placeholder_is_the_command_or_its_example() -> None:
    advice = "run `{command|tool --fix FILES}` and commit; `{}` stays"
    assert with_command_or_example(advice, "tool --fix a.py") == "run `tool --fix a.py` and commit; `{}` stays"
    assert with_command_or_example(advice, None) == "run `tool --fix FILES` and commit; `{}` stays"
