"""A tool's summary of errors another category's lines give defers to those lines (issue 11, point 3).

``cargo clippy -- -D warnings`` prints each lint as an error (clippy's ``= note: `-D clippy::x`
implied by `-D warnings```, lint/format) and cargo ends with ``error: could not compile `rs` … due
to 2 previous errors``, the rustc skill's compile/build summary. That summary reports the lint
errors above it: it counts as a wrapper's line (``WRAPPED_FACTOR``), not as a rival compile error
that keeps the verdict unconfirmed. Alone, after a rustc error no signal knows (a syntax error has
no ``E0xxx`` code), it still decides the category. Both fixtures are real output: clippy 0.1.95
(``tests/skills/fixtures/clippy-deny-warnings.txt``), and ``cargo build --offline -q`` with cargo
1.95.0 on a crate with ``let x = a +;`` (``tests/fixtures/failing-tools/rustc-syntax-error.log``,
made 2026-12-02).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.classify import CLASSIFY_ROLE_FACTOR, CONTESTED_CAP, WRAPPED_FACTOR
from ci_triage.logs.report import triage_path

TESTS = Path(__file__).parents[1]
CLIPPY = TESTS / "skills" / "fixtures" / "clippy-deny-warnings.txt"
RUSTC = TESTS / "fixtures" / "failing-tools" / "rustc-syntax-error.log"
COULD_NOT_COMPILE_WEIGHT = 0.85
"""The rustc skill's ``could-not-compile`` weight (``skills/rustc/SKILL.md``)."""


def test_cargos_summary_after_lint_errors_is_no_rival_compile_error(analyser: Analyser) -> None:
    report, _ = triage_path(CLIPPY, analyser, 2000)
    assert report.category == "lint/format"
    (rival,) = report.competing
    assert rival.category == "compile/build error"
    assert rival.strength == pytest.approx(COULD_NOT_COMPILE_WEIGHT * WRAPPED_FACTOR, abs=0.001)
    assert "not confirmed" not in [step.reason for step in report.confidence_steps]
    assert report.confidence > CONTESTED_CAP * 0.75  # a plain log: no exit marker, confidence × 0.75


def test_cargos_summary_alone_still_names_a_compile_error(analyser: Analyser) -> None:
    report, _ = triage_path(RUSTC, analyser, 2000)
    assert report.category == "compile/build error"
    (signal,) = [hit for hit in report.signals if hit.signal == "could-not-compile"]
    assert signal.line == 8
    assert report.jobs[0].classification.scores["compile/build error"] == pytest.approx(
        COULD_NOT_COMPILE_WEIGHT * CLASSIFY_ROLE_FACTOR["summary"], abs=0.001
    )
