"""The tool a report names when the step runs it through an npm script: the tool's own lines say
which (trial 49, finding 13). Vite 5 prints its verdict ``x Build failed in 59ms`` above Rollup's
error, which another skill reads (``js-local-module``: no tool of its own), so the tool was
``None``; a TypeScript diagnostic in a ``.vue`` file is vue-tsc's (tsc does not read ``.vue``
files), reported as ``tsc``. Real output, tests/fixtures/trial-49-extra/README.md.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-49-extra"


def test_vite_5s_verdict_names_vite_under_an_npm_script(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "vite-5-npm-run-build.log")
    assert (report["category"], report["tool"]) == ("compile/build error", "vite")
    assert 'Could not resolve "./format" from "src/main.ts"' in report["summary"]


def test_a_diagnostic_in_a_vue_file_is_vue_tscs(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "vue-tsc-npm-script.log")
    assert (report["category"], report["tool"]) == ("type check", "vue-tsc")
    assert "src/PriceTag.vue(3,7): error TS2322" in report["summary"]
