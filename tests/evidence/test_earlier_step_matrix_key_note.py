"""An undefined matrix key in an earlier step's ``with:`` input (``actions/setup-python``'s
``python-version: ${{ matrix.pyhton-version }}``, which silently sets up the runner's default
Python) is cited and reaches the next step as a second thing to fix, as one in the failing step's
own fields does (trial 55 #4).

Fixtures in ``tests/fixtures/s28-t55`` (see its README): trial 55's real pytest 9.2 output.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s28-t55"


def test_an_undefined_matrix_key_of_an_earlier_setup_step_is_added_to_the_next_step(
    capsys: pytest.CaptureFixture[str],
) -> None:
    log = str(FIXTURES / "pytest-own-module.gha.log")
    assert main(["triage", log, "--format", "json"]) == 0
    alone = json.loads(capsys.readouterr().out)
    args = ["triage", log, "--format", "json", "--workflow", str(FIXTURES / "setup-python-matrix-typo.yml")]
    assert main(args) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["category"] == alone["category"]  # the log's own verdict stays
    own, next_step = alone["jobs"][0]["classification"]["next_step"], report["jobs"][0]["classification"]["next_step"]
    assert next_step.startswith(own)
    assert "Also, in the workflow (the log does not show it at work): edit `" in next_step
    assert next_step.endswith(
        "setup-python-matrix-typo.yml:13` (earlier-step.with.python-version):"
        " use a key the job's `strategy.matrix` defines, or add that key to the matrix"
        " (the matrix defines `python-version`, a near name: a typo?)."
    )
