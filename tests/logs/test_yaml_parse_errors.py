"""A YAML file that does not parse, in PyYAML's words, run through ``xargs`` (exit 123) or ``find``:
the inner tool's error and file decide the verdict and the file's lines are its locations (trial 79
#9, ``tests/logs/fixtures/trial-79``: real python-yq 3.1.0 and PyYAML 6.0.3 output)."""

from __future__ import annotations

from pathlib import Path

import pytest

TRIAL = Path(__file__).parent / "fixtures" / "trial-79"


@pytest.mark.parametrize("log", ["yq-xargs.log", "yq-find-xargs.log"])
def test_yq_under_xargs_names_the_file_and_its_problem(triage_json, log: str) -> None:
    report = triage_json(TRIAL / log)
    assert report["exit_code"] == 123
    assert report["category"] == "configuration"
    assert report["confidence"] >= 0.8
    assert report["summary"].endswith("”: did not find expected key")
    assert [(place["file"], place["line"]) for place in report["locations"]] == [("k8s/b.yaml", 4), ("k8s/b.yaml", 7)]
    assert "exit 123" in report["next_step"]


def test_a_scripts_yaml_safe_load_names_the_yaml_file(triage_json) -> None:
    report = triage_json(TRIAL / "pyyaml-traceback.log")
    assert report["category"] == "configuration"
    assert report["summary"].endswith("”: expected <block end>, but found '<block mapping start>'")
    assert ("k8s/b.yaml", 7) in [(place["file"], place["line"]) for place in report["locations"]]
