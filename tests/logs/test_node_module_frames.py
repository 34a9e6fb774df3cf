"""Installed packages' inner frames in a JavaScript stack are left out of the excerpt (trial 68).

Real output in ``tests/fixtures/trial-68`` (README there): semantic-release 24.2.9's ``AggregateError``
(every frame under ``node_modules``) filled 1,981 of the excerpt's 2,000 tokens while the lines saying
to set ``NPM_TOKEN`` were left out; node 20.20.2 running a script that called typescript 5.9.3's API
with ``null``: five typescript frames above the script's two, then Node's loader's.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-68"


def _excerpt(name: str) -> list[str]:
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    return [line for span in report.excerpt for line in span.lines]


def test_a_tools_own_stack_gives_way_to_its_explanation() -> None:
    shown = _excerpt("20-semantic-release-notoken.log")
    assert any("set it in the NPM_TOKEN environment variable" in line for line in shown)
    assert not any("verify-auth.js" in line for line in shown)  # an inner frame of @semantic-release/npm's
    assert any("@semantic-release/npm/lib/get-error.js" in line for line in shown)  # where it raised


def test_the_projects_frames_stay_between_a_packages_first_and_last() -> None:
    shown = "\n".join(_excerpt("node-typescript-api-typeerror.log"))
    assert "at convertConfigFileToObject" in shown  # where typescript raised
    assert "at parseConfig " not in shown  # typescript's inner frames
    assert "at Object.parseJsonConfigFileContent" in shown  # where the script entered it
    assert "at emitAll (/home/runner/work/gadget/gadget/scripts/emit.js:3:13)" in shown
    assert "at Object.<anonymous> (/home/runner/work/gadget/gadget/scripts/emit.js:5:1)" in shown
    assert "Module._extensions" not in shown  # Node's loader between its first and last frame
