"""A tool that refused the interpreter or runtime itself (pip's ``requires a different Python``,
npm's ``EBADENGINE``, cargo's ``requires rustc``, Bundler's ``Your Ruby version is``), while an
earlier ``setup-*`` step's version input, or the matrix value it takes, chose that version, is the
job's configuration: the category is ``configuration`` whatever the tool's own (pip's dependency
resolution), and the next step edits that workflow line, then says what the log's own advice says.
Trial 127, finding 5 (the README's ``--workflow`` row: a finding the log shows at work makes the
category ``configuration``).

Real output: pip 23.2.1 on Python 3.11.7 (tests/fixtures/s27-goflow/README.md), npm 11.19.1 on
Node.js 20.20.2 with ``engine-strict`` (tests/logs/fixtures/trial-31-jsconf/README.md), Bundler
2.3.15 on Ruby 3.1.2 (tests/fixtures/trial-53/README.md), cargo 1.95.0 (tests/fixtures/s47-setup/README.md).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures"
SETUP = """\
name: ci
on: [push]
jobs:
  job:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: {action}
        with:
          {input}: "{version}"
      - run: {command}
"""
PIP = FIXTURES / "s27-goflow" / "pip-requires-python.gha.log"
PIP_COMMAND = "python -m pip install --no-index ./dist/app-1.0-py3-none-any.whl"
CASES = {
    "pip": (PIP, "actions/setup-python@v5", "python-version", "3.11", PIP_COMMAND, "when it is a dependency"),
    "npm": (
        FIXTURES.parent / "logs" / "fixtures" / "trial-31-jsconf" / "npm-ebadengine.gha.log",
        "actions/setup-node@v4",
        "node-version",
        "20",
        "npm ci --no-audit --no-fund",
        "`engines` in package.json",
    ),
    "bundler": (
        FIXTURES / "trial-53" / "bundle-ruby-version.gha.log",
        "ruby/setup-ruby@v1",
        "ruby-version",
        "3.1",
        "bundle install",
        "Gemfile",
    ),
    "cargo": (
        FIXTURES / "s47-setup" / "cargo-rust-version.gha.log",
        "actions-rust-lang/setup-rust-toolchain@v1",
        "toolchain",
        "1.95",
        "cargo build",
        "lower `rust-version`",
    ),
}


@pytest.mark.parametrize("tool", sorted(CASES))
def test_the_setup_steps_version_decides_configuration_and_the_next_step_edits_it(
    triage_json: Callable[..., dict], tmp_path: Path, tool: str
) -> None:
    log, action, name, version, command, logs_advice = CASES[tool]
    workflow = tmp_path / "ci.yml"
    workflow.write_text(SETUP.format(action=action, input=name, version=version, command=command))
    report = triage_json(log, "--workflow", workflow)
    [finding] = [line for line in report["workflow_step"]["lines"] if line["finding"]]
    assert (finding["start_line"], finding["finding_kind"]) == (10, "engine-version")
    assert report["category"] == "configuration"
    next_step = report["jobs"][0]["classification"]["next_step"]
    assert next_step.startswith(f"Edit `{workflow}:10`")
    assert logs_advice in next_step  # the log's own advice follows the edit


def test_a_toolchain_actions_ref_is_the_line_that_chose_rust(triage_json: Callable[..., dict], tmp_path: Path) -> None:
    """dtolnay/rust-toolchain without a ``toolchain`` input installs the toolchain its ref names."""
    workflow = tmp_path / "ci.yml"
    workflow.write_text(
        "on: [push]\njobs:\n  job:\n    runs-on: ubuntu-latest\n    steps:\n"
        "      - uses: dtolnay/rust-toolchain@1.95\n      - run: cargo build\n"
    )
    report = triage_json(FIXTURES / "s47-setup" / "cargo-rust-version.gha.log", "--workflow", workflow)
    [finding] = [line for line in report["workflow_step"]["lines"] if line["finding"]]
    assert (finding["field"], finding["start_line"]) == ("earlier-step.uses", 6)
    assert "requires Rust `1.99`" in finding["summary"]
    assert report["category"] == "configuration"


def test_the_matrix_value_the_setup_input_takes_is_cited(triage_json: Callable[..., dict], tmp_path: Path) -> None:
    workflow = tmp_path / "ci.yml"
    workflow.write_text(
        "on: [push]\njobs:\n  job:\n    runs-on: ubuntu-latest\n    strategy:\n      matrix:\n"
        '        python: ["3.11", "3.12"]\n    steps:\n      - uses: actions/setup-python@v5\n        with:\n'
        "          python-version: ${{ matrix.python }}\n"
        f"      - run: {PIP_COMMAND}\n"
    )
    report = triage_json(PIP, "--workflow", workflow)
    [finding] = [line for line in report["workflow_step"]["lines"] if line["finding"]]
    assert (finding["field"], finding["start_line"], finding["finding_kind"]) == ("matrix.python", 7, "engine-version")
    assert "(line 11, `python-version: ${{ matrix.python }}`)" in finding["summary"]
    assert report["category"] == "configuration"
