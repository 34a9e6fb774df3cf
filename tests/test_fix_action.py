"""The composite fix action (fix/action.yml) stays in step with the Docker action (action.yml): the
same inputs (less the scan and backtest ones, plus ``python``), each passed to ``ci-triage action`` under the name
the settings read, and the same outputs, taken from the step that runs ci-triage."""

from __future__ import annotations

from pathlib import Path

import yaml

from ci_triage.config.settings import INPUT_NAMES

ROOT = Path(__file__).resolve().parents[1]
OTHER_MODES_ONLY = {
    "repository", "since", "max-api-calls", "scan-publish", "scan-label", "scan-output", "scan-merge", "backtest-runs",
}  # fmt: skip
"""Inputs of mode scan and mode backtest, which the fix action does not run."""


def _load(path: str) -> dict:
    return yaml.safe_load((ROOT / path).read_text(encoding="utf-8"))


def test_the_fix_action_takes_the_docker_actions_inputs_and_gives_its_outputs() -> None:
    docker, composite = _load("action.yml"), _load("fix/action.yml")
    assert set(composite["inputs"]) == (set(docker["inputs"]) - OTHER_MODES_ONLY) | {"python"}
    assert set(composite["outputs"]) == set(docker["outputs"])
    for name, output in composite["outputs"].items():
        assert output["value"] == f"${{{{ steps.triage.outputs.{name} }}}}"


def test_every_input_reaches_ci_triage_under_a_name_the_settings_read() -> None:
    composite = _load("fix/action.yml")
    triage = next(step for step in composite["runs"]["steps"] if step.get("id") == "triage")
    passed = {
        key.removeprefix("INPUT_").lower().replace("_", "-"): value
        for key, value in triage["env"].items()
        if key.startswith("INPUT_")
    }
    assert set(passed) == set(composite["inputs"]) - {"python"}
    assert set(passed) <= set(INPUT_NAMES)
    for name, value in passed.items():
        assert value == f"${{{{ inputs.{name} }}}}"
    assert composite["inputs"]["mode"]["default"] == "patch"
