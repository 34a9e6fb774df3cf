"""cargo's own refusal of the project's ``rust-version`` is the reading of whichever cargo subcommand
the step runs, not a rival of it.

Session 47 left it: ``cargo build`` under a plain ``run:`` step refusing a ``rust-version`` newer than
rustc (cargo 1.95: ``error: rustc 1.95.0 is not supported by the following package:``) was
``configuration`` × 0.7, "step tool disagrees": the step's tool, cargo-build, is catalogued a compile
error tool, and the configuration skill's signal named no tool, so nothing said the line was cargo's.
The signal now names cargo as the tool that prints it, as a line only the step's program prints
counts (docker's under ``docker push``): cargo build, cargo test and cargo run all run ``cargo``.
Real output: cargo 1.95.0 run here on a crate with ``rust-version = "1.99"`` in a job's ``Run cargo
build`` step (tests/fixtures/s47-setup/README.md), and on a workspace of several under ``cargo test``
(``cargo-rust-version-newer.txt``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.logs.model import TriageReport

CARGO_BUILD_STEP = Path(__file__).parents[1] / "fixtures" / "s47-setup" / "cargo-rust-version.gha.log"


def test_cargo_builds_rust_version_refusal_does_not_disagree_with_its_step(triage_json: Callable[..., dict]) -> None:
    report = triage_json(CARGO_BUILD_STEP, "--no-home-skills")
    assert (report["category"], report["tool"]) == ("configuration", "cargo")
    assert "step tool disagrees" not in [step["reason"] for step in report["confidence_steps"]]
    assert report["confidence"] >= 0.8


def test_cargo_tests_rust_version_refusal_does_not_disagree_with_its_step(
    triage_step_fixture: Callable[[str], TriageReport],
) -> None:
    report = triage_step_fixture("cargo-rust-version-newer.txt")
    assert (report.category, report.tool) == ("configuration", "cargo")
    assert "step tool disagrees" not in [step.reason for step in report.confidence_steps]
